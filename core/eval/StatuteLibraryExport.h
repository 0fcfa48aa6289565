// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::eval {

/// What an export wrote.
struct StatuteExportSummary
{
    int articles = 0;
    int inForce = 0; ///< valid_to is the 2099-12-31 sentinel: written without effective_to
};

/**
 * Writes statute articles with validity windows (LegalSearch-R1's derived/civil_code_articles.jsonl:
 * metadata_id, article_no, path, title, text, valid_from, valid_to as YYYY.MM.DD, some unpadded,
 * 2099.12.31 meaning still in force) as one Markdown file per article into a folder, with front
 * matter the library reads (title, effective_from, effective_to). Indexed as the user's library,
 * the research modes then search it with each question's as-of date (`--sources local`).
 */
class StatuteLibraryExport final
{
    Q_DECLARE_TR_FUNCTIONS(StatuteLibraryExport)

public:
    /// "2021.1.1" / "2021.01.01" / "2021-01-01" → "2021-01-01"; the 2099-12-31 sentinel and bad dates → empty.
    static QString isoDate(const QString& dotted);
    /// One article's Markdown file text; empty when the row lacks text or article_no.
    static QString markdown(const nlohmann::json& row);
    static Result<StatuteExportSummary> run(const QString& articlesPath, const QString& folder);
};

} // namespace lmars::eval
