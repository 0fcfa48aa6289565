// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QString>

namespace lmars::net {

/**
 * A CA bundle file added to the system's trust. libcurl's CURLOPT_CAINFO (and _BLOB) replaces the
 * bundle libcurl was built with, so HttpClient hands it the system bundle and the user's
 * certificates together, as one PEM blob built here and kept while the file is unchanged.
 */
class CaBundle final
{
public:
    /// The PEM certificates of file, or a Configuration error naming the problem (missing,
    /// unreadable, no PEM certificate in it such as a DER file).
    static Result<QByteArray> readCertificates(const QString& file);

    /// The system bundle's PEM text followed by file's certificates. systemBundle: the path of the
    /// system bundle; empty = systemBundlePath(). Cached for the last (file, size, time) seen.
    static Result<QByteArray> withSystemCertificates(const QString& file, const QString& systemBundle = {});

    /// The CA bundle libcurl uses by default (its CURLINFO_CAINFO), empty when it has none.
    static QString systemBundlePath();
};

} // namespace lmars::net
