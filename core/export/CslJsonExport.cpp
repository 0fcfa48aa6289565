// SPDX-License-Identifier: GPL-3.0-or-later
#include "CslJsonExport.h"

#include "SourceCitation.h"
#include "common/JsonUtil.h"
#include "model/ResearchState.h"

#include <QRegularExpression>

namespace lmars::exporting {

namespace {

const char* cslType(ReferenceKind kind)
{
    switch (kind) {
    case ReferenceKind::Case:
        return "legal_case";
    case ReferenceKind::Statute:
        return "legislation";
    case ReferenceKind::Regulation:
    case ReferenceKind::ExecutiveOrder:
        return "regulation";
    case ReferenceKind::Webpage:
        return "webpage";
    case ReferenceKind::Document:
        return "document";
    }
    return "document";
}

/// {"date-parts": [[y, m, d]]}, or [[y]] for a bare year, or {"raw": text}; null when there is nothing.
nlohmann::json cslDate(const QDate& day, const QString& text)
{
    if (day.isValid())
        return {{"date-parts", nlohmann::json::array({nlohmann::json::array({day.year(), day.month(), day.day()})})}};
    static const QRegularExpression year(QStringLiteral(R"(^\s*(\d{4})\s*$)"));
    const QRegularExpressionMatch m = year.match(text);
    if (m.hasMatch())
        return {{"date-parts", nlohmann::json::array({nlohmann::json::array({m.captured(1).toInt()})})}};
    if (!text.trimmed().isEmpty())
        return {{"raw", text.trimmed().toStdString()}};
    return nullptr;
}

} // namespace

nlohmann::json CslJsonExport::items(const model::ResearchState& state)
{
    nlohmann::json out = nlohmann::json::array();
    for (int i = 0; i < state.sources.size(); ++i) {
        const SourceReference r = SourceCitation::reference(state.sources.at(i));
        nlohmann::json item = {{"id", QStringLiteral("source-%1").arg(i + 1).toStdString()}, {"type", cslType(r.kind)}};
        const auto put = [&item](const char* key, const QString& value) {
            if (!value.trimmed().isEmpty())
                item[key] = value.trimmed().toStdString();
        };
        put("title", r.title.isEmpty() ? r.fullCitation : r.title);
        put("authority", r.authority);
        put("container-title", r.containerTitle);
        put("volume", r.volume);
        put("page", r.page);
        put("section", r.section);
        put("number", r.number);
        put("URL", r.url);
        put("note", r.note);
        if (r.kind == ReferenceKind::ExecutiveOrder)
            put("genre", QStringLiteral("Executive Order"));
        if (const nlohmann::json issued = cslDate(r.issued, r.issuedText); !issued.is_null())
            item["issued"] = issued;
        if (const nlohmann::json accessed = cslDate(r.accessed, {}); !accessed.is_null())
            item["accessed"] = accessed;
        out.push_back(std::move(item));
    }
    return out;
}

QString CslJsonExport::document(const model::ResearchState& state)
{
    return QString::fromStdString(items(state).dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) +
           QLatin1Char('\n');
}

} // namespace lmars::exporting
