// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpErrorText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace lmars::net {

namespace {

/// Translation context "HttpClient", shared with the client's other user-visible summaries.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(HttpClient)
};

constexpr int kPlainBodyMessageMax = 200; ///< start of a non-JSON error body kept as the message
constexpr int kJsonMessageMax = 1000;     ///< cap on a provider's JSON error message

/// A string value as it is; an array or object as compact JSON; anything else empty.
QString textOf(const QJsonValue& value)
{
    if (value.isString())
        return value.toString();
    if (value.isArray() || value.isObject()) {
        const QJsonDocument nested = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
        return QString::fromUtf8(nested.toJson(QJsonDocument::Compact));
    }
    return {};
}

QString messageFromJson(const QJsonObject& object)
{
    const QJsonValue error = object.value(QLatin1String("error"));
    if (error.isObject()) {
        QString message = error.toObject().value(QLatin1String("message")).toString();
        // OpenRouter: "Provider returned error", the upstream's reason in error.metadata.raw.
        const QString raw =
            error.toObject().value(QLatin1String("metadata")).toObject().value(QLatin1String("raw")).toString();
        if (!raw.isEmpty())
            message = message.isEmpty() ? raw : message + QStringLiteral(": ") + raw;
        if (!message.isEmpty())
            return message.left(kJsonMessageMax);
    }
    if (error.isString() && !error.toString().isEmpty())
        return error.toString().left(kJsonMessageMax);
    for (const char* key : {"message", "detail", "error_message"}) {
        const QString text = textOf(object.value(QLatin1String(key)));
        if (!text.isEmpty())
            return text.left(kJsonMessageMax);
    }
    return {};
}

} // namespace

QString HttpErrorText::providerMessage(const QByteArray& body)
{
    const QByteArray trimmed = body.trimmed();
    if (trimmed.isEmpty())
        return {};
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(trimmed, &parseError);
    if (parseError.error == QJsonParseError::NoError && document.isObject())
        return messageFromJson(document.object());
    // Google's APIs (Gemini's OpenAI-compatible endpoint) wrap the error object in a list.
    if (parseError.error == QJsonParseError::NoError && document.isArray() && document.array().size() == 1 &&
        document.array().at(0).isObject())
        return messageFromJson(document.array().at(0).toObject());
    QString text = QString::fromUtf8(trimmed);
    if (text.startsWith(QLatin1Char('<'))) {
        static const QRegularExpression title(QStringLiteral("<title[^>]*>(.*?)</title>"),
                                              QRegularExpression::CaseInsensitiveOption |
                                                  QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch match = title.match(text);
        if (match.hasMatch())
            text = match.captured(1);
    }
    return text.simplified().left(kPlainBodyMessageMax);
}

QString HttpErrorText::statusSummary(int status, int attempts, bool quotaExhausted)
{
    const bool gaveUp = attempts > 1;
    switch (status) {
    case 400:
    case 422:
        return Text::tr("The server rejected the request as invalid (%1).").arg(status);
    case 401:
        return Text::tr("The server rejected the API key (401).");
    case 402:
        return Text::tr("The account has no credit or quota left (402).");
    case 403:
        return Text::tr("The server refused access (403); check the API key and its permissions.");
    case 404:
        return Text::tr(
            "The server has no such resource (404); check the base URL (and, for a model server, the model name).");
    case 407:
        return Text::tr("The proxy asks for a user name and password or refused them (407 Proxy Authentication "
                        "Required); check them under Settings → Network (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).");
    case 408:
        return gaveUp
                   ? Text::tr("The server timed out waiting for the request; gave up after %1 attempts.").arg(attempts)
                   : Text::tr("The server timed out waiting for the request (408).");
    case 413:
        return Text::tr("The request is too large for the server (413).");
    case 429:
        if (quotaExhausted)
            return Text::tr("The account has exceeded its quota (429).");
        return gaveUp ? Text::tr("Rate limited by the server; gave up after %1 attempts.").arg(attempts)
                      : Text::tr("Rate limited by the server (429).");
    default:
        break;
    }
    if (status >= 500 || status == 409) {
        return gaveUp
                   ? Text::tr("The server failed with status %1; gave up after %2 attempts.").arg(status).arg(attempts)
                   : Text::tr("The server failed with status %1.").arg(status);
    }
    return Text::tr("The server answered with status %1.").arg(status);
}

QString HttpErrorText::certificateSummary(const QString& where, const QString& curlMessage)
{
    return Text::tr("The certificate of %1 could not be verified (%2). If your network inspects secure connections "
                    "or the server uses a private certificate authority, add that authority's certificate file "
                    "under Settings → Network (LMARS_CA_BUNDLE).")
        .arg(where, curlMessage);
}

QString HttpErrorText::proxySummary(const QString& where, int connectStatus, bool credentialsSet)
{
    if (connectStatus == 407) {
        return credentialsSet ? Text::tr("The proxy refused the user name or password (407 Proxy Authentication "
                                         "Required); check them under Settings → Network (LMARS_PROXY_USER, "
                                         "LMARS_PROXY_PASSWORD).")
                              : Text::tr("The proxy asks for a user name and password (407 Proxy Authentication "
                                         "Required); set them under Settings → Network (LMARS_PROXY_USER, "
                                         "LMARS_PROXY_PASSWORD).");
    }
    return Text::tr("The proxy refused to connect to %1 (status %2).").arg(where).arg(connectStatus);
}

} // namespace lmars::net
