// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars {

/// What went wrong, in categories the CLI maps to exit codes and the GUI to messages.
enum class ErrorKind
{
    Usage,           ///< bad input from the user (CLI exit 2)
    Configuration,   ///< a required key, URL or setting is missing (CLI exit 3)
    Network,         ///< connection refused, DNS, TLS, reset (CLI exit 4)
    Timeout,         ///< connect or total timeout reached (CLI exit 4)
    Http,            ///< the server answered with an error status (CLI exit 4)
    InvalidResponse, ///< the server answered 2xx but the body is unusable (CLI exit 4)
    TooLarge,        ///< the response exceeded the configured maximum size (CLI exit 4)
    Cancelled,       ///< the user cancelled (CLI exit 130)
    Storage,         ///< the session database failed
    Internal         ///< a bug
};

/// An error that is safe to show and to log: it never contains an API key.
struct Error
{
    ErrorKind kind = ErrorKind::Internal;
    int httpStatus = 0;      ///< HTTP status when a response was received, else 0
    QString providerMessage; ///< the message the provider put in its error body, if any
    QString summary;         ///< one user-readable sentence
    /// A transient failure reported inside a 2xx reply (an overload event mid-stream, a stream that
    /// broke off): sending the same request again may succeed.
    bool transient = false;

    Error() = default;
    Error(ErrorKind k, QString s, int status = 0, QString provider = {})
        : kind(k), httpStatus(status), providerMessage(std::move(provider)), summary(std::move(s))
    {}

    /// "summary (HTTP 401: provider message)" — the form printed by the CLI and logged.
    QString toString() const;
    bool isCancelled() const { return kind == ErrorKind::Cancelled; }
};

/// Stable lower-case name of an error kind ("network", "http", ...), used in trajectories.
QString errorKindName(ErrorKind kind);
/// Reads errorKindName()'s form; false (and *out unchanged) for anything else.
bool parseErrorKind(const QString& text, ErrorKind* out);

} // namespace lmars
