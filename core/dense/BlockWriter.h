// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCryptographicHash>
#include <QIODevice>

#include <type_traits>

namespace lmars::dense {

/**
 * Writes raw blocks to a device and hashes them on the way, so the reader (BlockReader) can tell a
 * damaged or cut file from a whole one. Native byte order (the format records it).
 */
class BlockWriter final
{
public:
    explicit BlockWriter(QIODevice& device) : m_device(device), m_hash(QCryptographicHash::Sha256) {}

    /// False once any write has failed.
    bool ok() const { return m_ok; }

    void write(const void* data, qint64 size);
    template <typename T> void put(T value)
    {
        static_assert(std::is_trivially_copyable_v<T>);
        write(&value, sizeof(T));
    }
    /// Writes the hash of everything written so far (not itself hashed).
    void finish();

private:
    QIODevice& m_device;
    QCryptographicHash m_hash;
    bool m_ok = true;
};

} // namespace lmars::dense
