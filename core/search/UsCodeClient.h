// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "net/HttpClient.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>

namespace lmars::search {

/// Where and how the U.S. Code is read (no key: GovInfo's link service, apis.md §5.1).
struct UsCodeConfig
{
    QUrl linkServiceUrl = QUrl(QStringLiteral("https://www.govinfo.gov")); ///< LMARS_GOVINFO_URL
    int connectTimeoutMs = 10000;
    int totalTimeoutMs = 30000;
    int maxAttempts = 3;
    int backoffBaseMs = 500;
    int maxRetryAfterMs = 30000; ///< GovInfo asks for 30 s while it generates a file
};

/// One section of the U.S. Code as GovInfo publishes it, or why it could not be read.
struct UsCodeSection
{
    bool ok = false;
    QString reason;         ///< when !ok: one sentence for the user
    bool notFound = false;  ///< when !ok: GovInfo has no such section (rather than a network failure)
    QString title;          ///< "42"
    QString section;        ///< "1983"
    QString citation;       ///< "42 U.S.C. § 1983"
    QString url;            ///< the link service's permanent address of the section's HTML
    QString pdfUrl;         ///< the same for the PDF
    QString heading;        ///< "§1983. Civil action for deprivation of rights"
    QString text;           ///< the statutory text, one paragraph per line
    QString sourceCredit;   ///< "(R.S. §1979; Pub. L. 96–170, …)"
    QString editionYear;    ///< the annual edition asked for ("2023"); empty for the most recent
    QString edition;        ///< the publication's name when the page gives it ("2018 Edition and Supplement II")
    QString currentThrough; ///< YYYY-MM-DD: the edition includes laws enacted through this day
    bool repealed = false;  ///< the section is repealed, omitted or transferred: a heading without text
};

/**
 * Reads a U.S. Code section by (title, section) from GovInfo's link service
 * (/link/uscode/{title}/{section}?link-type=html[&year=Y]), which needs no key and redirects to the
 * section's HTML in the annual edition (the OLRC's XHTML: "currentthrough:YYYYMMDD" comments, the
 * "section-head" heading, the statute and source-credit fields). The edition is the one asked for
 * or, when GovInfo has none for that year, the most recent. Thread-safe.
 */
class UsCodeClient final
{
    Q_DECLARE_TR_FUNCTIONS(UsCodeClient)

public:
    explicit UsCodeClient(UsCodeConfig config = {});

    /// The section ("1983", "78j-1"; a subsection "(a)(1)" or a range's end is ignored) of `title`
    /// in the edition of editionYear (empty: the most recent).
    UsCodeSection fetch(const QString& title, const QString& section, const QString& editionYear = {},
                        const CancelToken& cancel = {}) const;

    /// Reads the section page's heading, text, source credit and edition; ok when it holds a section.
    static UsCodeSection parseSectionHtml(const QByteArray& html);
    /// "1983(a)(1)" → "1983", "1981–1983" → "1981", "78j–1" → "78j-1"; empty when not a section number.
    static QString sectionNumber(const QString& section);
    /// The link service's address of the section (type "html" or "pdf").
    QString linkUrl(const QString& title, const QString& section, const QString& editionYear,
                    const QString& type) const;

private:
    UsCodeSection fetchEdition(const QString& title, const QString& section, const QString& editionYear,
                               const CancelToken& cancel) const;

    UsCodeConfig m_config;
    QString m_root; ///< link service base without a trailing slash
    net::HttpClient m_http;
};

} // namespace lmars::search
