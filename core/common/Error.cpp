// SPDX-License-Identifier: GPL-3.0-or-later
#include "Error.h"

namespace lmars {

QString Error::toString() const
{
    QString text = summary;
    if (httpStatus > 0 || !providerMessage.isEmpty()) {
        QString detail;
        if (httpStatus > 0)
            detail = QStringLiteral("HTTP %1").arg(httpStatus);
        if (!providerMessage.isEmpty())
            detail += (detail.isEmpty() ? QString() : QStringLiteral(": ")) + providerMessage;
        text += QStringLiteral(" (") + detail + QLatin1Char(')');
    }
    return text;
}

QString errorKindName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::Usage:
        return QStringLiteral("usage");
    case ErrorKind::Configuration:
        return QStringLiteral("configuration");
    case ErrorKind::Network:
        return QStringLiteral("network");
    case ErrorKind::Timeout:
        return QStringLiteral("timeout");
    case ErrorKind::Http:
        return QStringLiteral("http");
    case ErrorKind::InvalidResponse:
        return QStringLiteral("invalid_response");
    case ErrorKind::TooLarge:
        return QStringLiteral("too_large");
    case ErrorKind::Cancelled:
        return QStringLiteral("cancelled");
    case ErrorKind::Storage:
        return QStringLiteral("storage");
    case ErrorKind::Internal:
        break;
    }
    return QStringLiteral("internal");
}

bool parseErrorKind(const QString& text, ErrorKind* out)
{
    for (ErrorKind kind : {ErrorKind::Usage, ErrorKind::Configuration, ErrorKind::Network, ErrorKind::Timeout,
                           ErrorKind::Http, ErrorKind::InvalidResponse, ErrorKind::TooLarge, ErrorKind::Cancelled,
                           ErrorKind::Storage, ErrorKind::Internal}) {
        if (text == errorKindName(kind)) {
            if (out)
                *out = kind;
            return true;
        }
    }
    return false;
}

} // namespace lmars
