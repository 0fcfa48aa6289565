// SPDX-License-Identifier: GPL-3.0-or-later
#include "BlockWriter.h"

namespace lmars::dense {

void BlockWriter::write(const void* data, qint64 size)
{
    if (!m_ok || size <= 0)
        return;
    const char* bytes = static_cast<const char*>(data);
    m_hash.addData(QByteArrayView(bytes, size));
    while (size > 0) {
        const qint64 written = m_device.write(bytes, size);
        if (written <= 0) {
            m_ok = false;
            return;
        }
        bytes += written;
        size -= written;
    }
}

void BlockWriter::finish()
{
    const QByteArray digest = m_hash.result();
    if (m_ok && m_device.write(digest) != digest.size())
        m_ok = false;
}

} // namespace lmars::dense
