// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCryptographicHash>
#include <QIODevice>

#include <type_traits>

namespace lmars::dense {

/**
 * Reads what BlockWriter wrote: raw blocks, hashed on the way, and at the end checks the stored
 * hash. A short read makes ok() false and leaves the value zeroed, so a caller can read a whole
 * header and check once.
 */
class BlockReader final
{
public:
    explicit BlockReader(QIODevice& device) : m_device(device), m_hash(QCryptographicHash::Sha256) {}

    bool ok() const { return m_ok; }
    /// Bytes left in the device (before the final hash), or -1 when it is sequential (a pipe or
    /// socket), whose counts the reader then refuses: they could not be checked against its size.
    qint64 remaining() const;

    bool read(void* data, qint64 size);
    template <typename T> T get()
    {
        static_assert(std::is_trivially_copyable_v<T>);
        T value{};
        if (!read(&value, sizeof(T)))
            return T{};
        return value;
    }
    /// True when the stored hash matches what was read and nothing follows it.
    bool finish();

private:
    QIODevice& m_device;
    QCryptographicHash m_hash;
    bool m_ok = true;
};

} // namespace lmars::dense
