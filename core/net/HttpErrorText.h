// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace lmars::net {

/**
 * What an HTTP error response says, for HttpClient's errors: the provider's own message from the
 * body and a user-readable summary of the status. The summaries keep the translation context
 * "HttpClient".
 */
class HttpErrorText final
{
public:
    /// The message a provider put in its JSON error body (error.message, with OpenRouter's upstream
    /// reason error.metadata.raw appended; error as a string; message, detail, error_message), or
    /// the start of a non-JSON body (an HTML page's title). Empty for an empty body.
    static QString providerMessage(const QByteArray& body);
    /// The summary of an error status; attempts > 1 says the client gave up after that many.
    static QString statusSummary(int status, int attempts, bool quotaExhausted);
    /// A server certificate that could not be verified: names where (host:port), libcurl's
    /// reason ("SSL certificate problem: unable to get local issuer certificate") and where a
    /// firm's CA certificate goes.
    static QString certificateSummary(const QString& where, const QString& curlMessage);
    /// A proxy that refused to open the tunnel to where: its reply status to CONNECT (407: the
    /// credentials; credentialsSet says whether any were given).
    static QString proxySummary(const QString& where, int connectStatus, bool credentialsSet);
};

} // namespace lmars::net
