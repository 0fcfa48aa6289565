// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerAddress.h"

#include <QUrl>

namespace lmars::ui {

namespace {

bool isKeywordChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

QString decoded(const QString& percentEncoded)
{
    return QUrl::fromPercentEncoding(percentEncoded.toUtf8());
}

QString encoded(const QString& text)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(text));
}

} // namespace

ServerAddress::ServerAddress(QString text) : m_text(text.trimmed())
{
    m_uri = m_text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
            m_text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

bool ServerAddress::parseSettings(QList<Setting>* out, QString* bad) const
{
    const QString& s = m_text;
    int i = 0;
    const int n = int(s.size());
    while (true) {
        while (i < n && s.at(i).isSpace())
            ++i;
        if (i >= n)
            return true;
        const int keyStart = i;
        while (i < n && isKeywordChar(s.at(i)))
            ++i;
        const QString key = s.mid(keyStart, i - keyStart);
        while (i < n && s.at(i).isSpace())
            ++i;
        if (key.isEmpty() || i >= n || s.at(i) != QLatin1Char('=')) {
            *bad = s.mid(keyStart).section(QLatin1Char(' '), 0, 0);
            return false;
        }
        ++i; // '='
        while (i < n && s.at(i).isSpace())
            ++i;
        QString value;
        if (i < n && s.at(i) == QLatin1Char('\'')) {
            ++i;
            bool closed = false;
            while (i < n) {
                const QChar c = s.at(i++);
                if (c == QLatin1Char('\\') && i < n) {
                    value += s.at(i++);
                } else if (c == QLatin1Char('\'')) {
                    closed = true;
                    break;
                } else {
                    value += c;
                }
            }
            if (!closed) {
                *bad = s.mid(keyStart);
                return false;
            }
        } else {
            while (i < n && !s.at(i).isSpace()) {
                const QChar c = s.at(i++);
                if (c == QLatin1Char('\\') && i < n)
                    value += s.at(i++);
                else
                    value += c;
            }
        }
        out->append({key.toLower(), value});
    }
}

ServerAddress::UriParts ServerAddress::uriParts() const
{
    UriParts parts;
    const int schemeEnd = int(m_text.indexOf(QLatin1String("://")));
    parts.scheme = m_text.left(schemeEnd);
    QString rest = m_text.mid(schemeEnd + 3);
    const int authorityEnd = [&rest] {
        for (int i = 0; i < rest.size(); ++i) {
            if (rest.at(i) == QLatin1Char('/') || rest.at(i) == QLatin1Char('?'))
                return i;
        }
        return int(rest.size());
    }();
    const QString authority = rest.left(authorityEnd);
    parts.rest = rest.mid(authorityEnd);
    const int at = int(authority.lastIndexOf(QLatin1Char('@')));
    parts.hasUserinfo = at >= 0;
    parts.userinfo = at >= 0 ? authority.left(at) : QString();
    parts.hosts = authority.mid(at + 1);
    const int question = int(parts.rest.indexOf(QLatin1Char('?')));
    if (question >= 0) {
        const QStringList pairs = parts.rest.mid(question + 1).split(QLatin1Char('&'), Qt::SkipEmptyParts);
        for (const QString& pair : pairs)
            parts.query.append(
                {decoded(pair.section(QLatin1Char('='), 0, 0)).toLower(), decoded(pair.section(QLatin1Char('='), 1))});
    }
    return parts;
}

QString ServerAddress::problem() const
{
    if (m_text.isEmpty())
        return {};
    if (m_uri) {
        const UriParts parts = uriParts();
        for (const Setting& setting : parts.query) {
            if (setting.first.isEmpty())
                return tr("The address has an empty setting after “?”; write them as name=value joined by “&”.");
        }
        return {};
    }
    if (m_text.contains(QLatin1String("://")))
        return tr("Only postgresql:// addresses are understood (for example postgresql://db.firm.example/lmars).");
    QList<Setting> settings;
    QString bad;
    if (!parseSettings(&settings, &bad))
        return tr("“%1” is not a setting: write a postgresql:// address or settings like host=db.firm.example "
                  "dbname=lmars.")
            .arg(bad);
    return {};
}

bool ServerAddress::hasPassword() const
{
    if (m_uri) {
        const UriParts parts = uriParts();
        if (parts.userinfo.contains(QLatin1Char(':')))
            return true;
        for (const Setting& setting : parts.query) {
            if (setting.first == QLatin1String("password"))
                return true;
        }
        return false;
    }
    QList<Setting> settings;
    QString bad;
    parseSettings(&settings, &bad);
    for (const Setting& setting : std::as_const(settings)) {
        if (setting.first == QLatin1String("password"))
            return true;
    }
    return false;
}

QString ServerAddress::user() const
{
    QList<Setting> settings;
    if (m_uri) {
        const UriParts parts = uriParts();
        settings = parts.query;
        if (!parts.userinfo.isEmpty())
            settings.prepend({QStringLiteral("user"), decoded(parts.userinfo.section(QLatin1Char(':'), 0, 0))});
    } else {
        QString bad;
        parseSettings(&settings, &bad);
    }
    QString user; // the last one wins, as in libpq
    for (const Setting& setting : std::as_const(settings)) {
        if (setting.first == QLatin1String("user"))
            user = setting.second;
    }
    return user;
}

QString ServerAddress::quoted(const QString& value)
{
    if (!value.isEmpty() && !value.contains(QLatin1Char(' ')) && !value.contains(QLatin1Char('\'')) &&
        !value.contains(QLatin1Char('\\')))
        return value;
    QString escaped = value;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

ServerAddress ServerAddress::withUser(const QString& user) const
{
    const QString name = user.trimmed();
    if (m_uri) {
        UriParts parts = uriParts();
        const QString password = parts.userinfo.contains(QLatin1Char(':'))
                                     ? QLatin1Char(':') + parts.userinfo.section(QLatin1Char(':'), 1)
                                     : QString();
        const QString userinfo = name.isEmpty() ? QString() : encoded(name) + password;
        // A user given as a query setting would win over the one before '@': drop it.
        QString rest = parts.rest;
        const int question = int(rest.indexOf(QLatin1Char('?')));
        if (question >= 0) {
            QStringList kept;
            const QStringList pairs = rest.mid(question + 1).split(QLatin1Char('&'), Qt::SkipEmptyParts);
            for (const QString& pair : pairs) {
                if (decoded(pair.section(QLatin1Char('='), 0, 0)).toLower() != QLatin1String("user"))
                    kept << pair;
            }
            rest = rest.left(question) + (kept.isEmpty() ? QString() : QLatin1Char('?') + kept.join(QLatin1Char('&')));
        }
        return ServerAddress(parts.scheme + QLatin1String("://") +
                             (userinfo.isEmpty() ? QString() : userinfo + QLatin1Char('@')) + parts.hosts + rest);
    }
    QList<Setting> settings;
    QString bad;
    if (!parseSettings(&settings, &bad))
        return *this; // problem() says what is wrong; the text is not rewritten
    QStringList out;
    for (const Setting& setting : std::as_const(settings)) {
        if (setting.first != QLatin1String("user"))
            out << setting.first + QLatin1Char('=') + quoted(setting.second);
    }
    if (!name.isEmpty())
        out << QStringLiteral("user=") + quoted(name);
    return ServerAddress(out.join(QLatin1Char(' ')));
}

QString ServerAddress::host() const
{
    QString host;
    if (m_uri) {
        const UriParts parts = uriParts();
        QString first = decoded(parts.hosts.section(QLatin1Char(','), 0, 0));
        if (first.startsWith(QLatin1Char('['))) // [IPv6]:port
            first = first.mid(1).section(QLatin1Char(']'), 0, 0);
        else
            first = first.section(QLatin1Char(':'), 0, 0);
        host = first;
        for (const Setting& setting : parts.query) {
            if (setting.first == QLatin1String("host") ||
                (setting.first == QLatin1String("hostaddr") && host.isEmpty()))
                host = setting.second.section(QLatin1Char(','), 0, 0);
        }
    } else {
        QList<Setting> settings;
        QString bad;
        parseSettings(&settings, &bad);
        QString hostaddr;
        for (const Setting& setting : std::as_const(settings)) {
            if (setting.first == QLatin1String("host"))
                host = setting.second.section(QLatin1Char(','), 0, 0);
            else if (setting.first == QLatin1String("hostaddr"))
                hostaddr = setting.second.section(QLatin1Char(','), 0, 0);
        }
        if (host.isEmpty())
            host = hostaddr;
    }
    return host.isEmpty() ? QStringLiteral("localhost") : host;
}

} // namespace lmars::ui
