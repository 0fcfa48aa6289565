// SPDX-License-Identifier: GPL-3.0-or-later
#include "UsCodeClient.h"

#include "SearchLog.h"
#include "SearchText.h"

#include <QDate>
#include <QRegularExpression>

#include <algorithm>

namespace lmars::search {

namespace {

/// The HTML between "<!-- field-start:NAME -->" and "<!-- field-end:NAME -->", every occurrence.
QString field(const QString& html, const QString& name)
{
    const QRegularExpression re(QStringLiteral("<!--\\s*field-start:%1\\s*-->(.*?)<!--\\s*field-end:%1\\s*-->")
                                    .arg(QRegularExpression::escape(name)),
                                QRegularExpression::DotMatchesEverythingOption);
    QString out;
    for (auto it = re.globalMatch(html); it.hasNext();)
        out += it.next().captured(1);
    return out;
}

/// Block-level HTML as plain text, one paragraph (p, h1–h6, div, li, br) per line.
QString paragraphs(const QString& html)
{
    static const QRegularExpression blockEnd(QStringLiteral("</(?:p|h[1-6]|div|li)\\s*>|<br\\s*/?>"),
                                             QRegularExpression::CaseInsensitiveOption);
    QStringList lines;
    for (const QString& block : html.split(blockEnd)) {
        const QString line = plainTextFromHtml(block);
        if (!line.isEmpty())
            lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

QString isoFromCompact(const QString& yyyymmdd)
{
    const QDate date = QDate::fromString(yyyymmdd, QStringLiteral("yyyyMMdd"));
    return date.isValid() ? date.toString(Qt::ISODate) : QString();
}

} // namespace

UsCodeClient::UsCodeClient(UsCodeConfig config) : m_config(std::move(config))
{
    if (m_config.linkServiceUrl.isEmpty())
        m_config.linkServiceUrl = UsCodeConfig().linkServiceUrl;
    m_root = m_config.linkServiceUrl.toString(QUrl::RemoveQuery | QUrl::RemoveFragment);
    const qsizetype link = m_root.indexOf(QLatin1String("/link/"));
    if (link >= 0)
        m_root.truncate(link);
    while (m_root.endsWith(QLatin1Char('/')))
        m_root.chop(1);
}

QString UsCodeClient::sectionNumber(const QString& section)
{
    QString s = section.trimmed();
    s.replace(QChar(0x2013), QLatin1Char('-')).replace(QChar(0x2014), QLatin1Char('-'));
    s.remove(QChar(0x00A7)).remove(QLatin1Char(' '));
    // A subsection ("(a)(1)") is not part of the section's address.
    if (const qsizetype paren = s.indexOf(QLatin1Char('(')); paren >= 0)
        s.truncate(paren);
    // "1981-1983" is a range of sections; "78j-1" is one section whose number has a hyphen.
    static const QRegularExpression range(QStringLiteral("^(\\d+[A-Za-z]*)-(\\d+[A-Za-z]*)$"));
    if (const auto m = range.match(s);
        m.hasMatch() && m.captured(2).front().isDigit() && m.captured(2).size() >= m.captured(1).size())
        s = m.captured(1);
    static const QRegularExpression valid(QStringLiteral("^\\d+[A-Za-z]*(?:-\\d+[A-Za-z]*)*$"));
    return valid.match(s).hasMatch() ? s : QString();
}

QString UsCodeClient::linkUrl(const QString& title, const QString& section, const QString& editionYear,
                              const QString& type) const
{
    QString url = m_root + QStringLiteral("/link/uscode/%1/%2?link-type=%3")
                               .arg(QString::fromLatin1(QUrl::toPercentEncoding(title)),
                                    QString::fromLatin1(QUrl::toPercentEncoding(section)), type);
    if (!editionYear.isEmpty())
        url += QStringLiteral("&year=") + editionYear;
    return url;
}

UsCodeSection UsCodeClient::parseSectionHtml(const QByteArray& bytes)
{
    const QString html = QString::fromUtf8(bytes);
    UsCodeSection s;
    static const QRegularExpression through(QStringLiteral("currentthrough:(\\d{8})"));
    s.currentThrough = isoFromCompact(through.match(html).captured(1));
    if (s.currentThrough.isEmpty()) {
        static const QRegularExpression enacted(QStringLiteral("AUTHORITIES-LAWS-ENACTED-THROUGH-DATE:(\\d{8})"));
        s.currentThrough = isoFromCompact(enacted.match(html).captured(1));
    }
    static const QRegularExpression publication(QStringLiteral("AUTHORITIES-PUBLICATION-NAME:(.*?)\\s*-->"));
    s.edition = publication.match(html).captured(1).trimmed();
    static const QRegularExpression head(QStringLiteral("<h3[^>]*class=\"section-head\"[^>]*>(.*?)</h3>"),
                                         QRegularExpression::DotMatchesEverythingOption);
    s.heading = plainTextFromHtml(head.match(html).captured(1));
    s.text = paragraphs(field(html, QStringLiteral("statute")));
    s.sourceCredit = paragraphs(field(html, QStringLiteral("sourcecredit")));
    static const QRegularExpression gone(QStringLiteral("\\b(Repealed|Omitted|Transferred)\\b"));
    s.repealed = s.text.isEmpty() && gone.match(s.heading).hasMatch();
    s.ok = !s.heading.isEmpty() && (!s.text.isEmpty() || s.repealed);
    return s;
}

UsCodeSection UsCodeClient::fetchEdition(const QString& title, const QString& section, const QString& editionYear,
                                         const CancelToken& cancel) const
{
    net::HttpRequest request;
    request.url = QUrl(linkUrl(title, section, editionYear, QStringLiteral("html")), QUrl::StrictMode);
    request.headers = {{"Accept", "text/html"}};
    request.connectTimeoutMs = m_config.connectTimeoutMs;
    request.totalTimeoutMs = m_config.totalTimeoutMs;
    request.maxAttempts = std::max(1, m_config.maxAttempts);
    request.backoffBaseMs = m_config.backoffBaseMs;
    request.maxRetryAfterMs = m_config.maxRetryAfterMs;
    request.maxResponseBytes = 8LL * 1024 * 1024;
    const Result<net::HttpResponse> response = m_http.send(request, cancel);
    const QString citation = QStringLiteral("%1 U.S.C. § %2").arg(title, section);
    if (!response) {
        UsCodeSection failed;
        failed.notFound = response.error().httpStatus == 404;
        failed.reason = failed.notFound
                            ? tr("GovInfo has no %1 (HTTP 404).").arg(citation)
                            : tr("GovInfo could not be reached for %1: %2").arg(citation, response.error().summary);
        if (failed.notFound)
            qCInfo(lcSearch) << "govinfo has no" << citation << "in the edition asked for";
        else if (!response.error().isCancelled())
            qCWarning(lcSearch) << "govinfo uscode request failed:" << response.error().toString();
        return failed;
    }
    UsCodeSection s = parseSectionHtml(response->body);
    if (!s.ok) {
        // The link service answers a citation it cannot resolve with a page that holds no section.
        s.notFound = true;
        s.reason = tr("GovInfo's page for %1 holds no section text.").arg(citation);
    }
    return s;
}

UsCodeSection UsCodeClient::fetch(const QString& title, const QString& section, const QString& editionYear,
                                  const CancelToken& cancel) const
{
    const QString t = title.trimmed();
    const QString number = sectionNumber(section);
    static const QRegularExpression titleNumber(QStringLiteral("^\\d{1,2}[A-Za-z]?$"));
    if (!titleNumber.match(t).hasMatch() || number.isEmpty()) {
        UsCodeSection invalid;
        invalid.notFound = true;
        invalid.reason = tr("\"%1 U.S.C. § %2\" is not a U.S. Code title and section.").arg(title, section);
        return invalid;
    }
    if (!m_config.linkServiceUrl.isValid() || m_config.linkServiceUrl.host().isEmpty()) {
        UsCodeSection invalid;
        invalid.reason =
            tr("The GovInfo URL \"%1\" is not valid; check LMARS_GOVINFO_URL.").arg(m_config.linkServiceUrl.toString());
        return invalid;
    }
    QString year = editionYear.trimmed();
    UsCodeSection s = fetchEdition(t, number, year, cancel);
    if (!s.ok && s.notFound && !year.isEmpty() && !cancel.isCancelled()) {
        // No edition for that year (e.g. not yet published): the most recent one.
        qCInfo(lcSearch) << "govinfo has no" << year << "edition of" << t << "U.S.C." << number
                         << "; reading the most recent";
        year.clear();
        s = fetchEdition(t, number, year, cancel);
    }
    s.title = t;
    s.section = number;
    s.citation = QStringLiteral("%1 U.S.C. § %2").arg(t, number);
    s.editionYear = year;
    s.url = linkUrl(t, number, year, QStringLiteral("html"));
    s.pdfUrl = linkUrl(t, number, year, QStringLiteral("pdf"));
    if (s.ok)
        qCDebug(lcSearch) << "govinfo uscode" << s.citation << "current through" << s.currentThrough;
    return s;
}

} // namespace lmars::search
