// SPDX-License-Identifier: GPL-3.0-or-later
#include "BlockReader.h"

#include <cstring>

namespace lmars::dense {

qint64 BlockReader::remaining() const
{
    if (m_device.isSequential())
        return -1;
    return m_device.size() - m_device.pos() - QCryptographicHash::hashLength(QCryptographicHash::Sha256);
}

bool BlockReader::read(void* data, qint64 size)
{
    if (size <= 0)
        return m_ok;
    if (!m_ok) {
        std::memset(data, 0, static_cast<size_t>(size));
        return false;
    }
    char* bytes = static_cast<char*>(data);
    qint64 done = 0;
    while (done < size) {
        const qint64 got = m_device.read(bytes + done, size - done);
        if (got <= 0) {
            std::memset(data, 0, static_cast<size_t>(size));
            m_ok = false;
            return false;
        }
        done += got;
    }
    m_hash.addData(QByteArrayView(bytes, size));
    return true;
}

bool BlockReader::finish()
{
    if (!m_ok)
        return false;
    const int length = QCryptographicHash::hashLength(QCryptographicHash::Sha256);
    const QByteArray stored = m_device.read(length);
    m_ok = stored.size() == length && stored == m_hash.result() && m_device.read(1).isEmpty();
    return m_ok;
}

} // namespace lmars::dense
