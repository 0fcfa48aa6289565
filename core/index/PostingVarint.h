// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <string>

namespace lmars::store {

/**
 * LEB128 variable-length unsigned integers, the building block of the posting and segment blobs:
 * 7 bits per byte, low bits first, the high bit set on every byte but the last. Reading is
 * bounds-checked: a truncated or overlong value reports failure instead of reading past the end.
 */
class PostingVarint final
{
public:
    static void put(std::string& out, quint64 value)
    {
        while (value >= 0x80) {
            out.push_back(static_cast<char>(static_cast<unsigned char>(value) | 0x80));
            value >>= 7;
        }
        out.push_back(static_cast<char>(value));
    }

    /// Reads one value at p (advanced past it); false when the bytes up to end do not hold one.
    static bool get(const char*& p, const char* end, quint64& value)
    {
        quint64 result = 0;
        for (int shift = 0; shift < 64 && p < end; shift += 7) {
            const auto byte = static_cast<unsigned char>(*p++);
            result |= static_cast<quint64>(byte & 0x7f) << shift;
            if (!(byte & 0x80)) {
                value = result;
                return true;
            }
        }
        return false;
    }

    /// As get(), for values that must fit 32 bits.
    static bool get32(const char*& p, const char* end, quint32& value)
    {
        if (p < end && !(static_cast<unsigned char>(*p) & 0x80)) { // the common one-byte case
            value = static_cast<unsigned char>(*p++);
            return true;
        }
        quint64 wide = 0;
        if (!get(p, end, wide) || wide > 0xffffffffu)
            return false;
        value = static_cast<quint32>(wide);
        return true;
    }
};

} // namespace lmars::store
