// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace lmars::ui {

/**
 * The firm server's address as the user types it: a libpq URI ("postgresql://alice@db.firm/lmars")
 * or key=value settings ("host=db.firm dbname=lmars user=alice"). The Settings page shows the user
 * in a field of its own and keeps it inside the address (libpq reads it there); a password is never
 * part of the address (it belongs in the keychain). Only text handling here: connecting is
 * core/pg's.
 */
class ServerAddress final
{
    Q_DECLARE_TR_FUNCTIONS(ServerAddress)

public:
    explicit ServerAddress(QString text);

    QString text() const { return m_text; }
    bool isEmpty() const { return m_text.isEmpty(); }
    bool isUri() const { return m_uri; }

    /// Empty when the address can be given to libpq, else a sentence saying what is wrong.
    QString problem() const;
    /// True when the address carries a password (refused: it would land in the settings file).
    bool hasPassword() const;
    /// The user in the address, or empty (libpq then uses the operating-system user).
    QString user() const;
    /// The same address with this user (an empty user removes it).
    ServerAddress withUser(const QString& user) const;
    /// The host to name in the status bar ("db.firm.example"); "localhost" when none is given.
    QString host() const;

private:
    /// One keyword=value setting of the key=value form, or of a URI's query.
    using Setting = QPair<QString, QString>;
    /// Splits the key=value form; false (with the offending text) on a syntax error.
    bool parseSettings(QList<Setting>* out, QString* bad) const;
    /// The URI's parts: userinfo (before '@', still percent-encoded), hosts, path and query.
    struct UriParts
    {
        QString scheme;
        QString userinfo;
        bool hasUserinfo = false;
        QString hosts;
        QString rest; ///< "/db?query" as typed
        QList<Setting> query;
    };
    UriParts uriParts() const;
    static QString quoted(const QString& value);

    QString m_text;
    bool m_uri = false;
};

} // namespace lmars::ui
