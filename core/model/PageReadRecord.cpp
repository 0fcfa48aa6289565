// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageReadRecord.h"

#include "RecordFields.h"

#include <QRegularExpression>

#include <tuple>

namespace lmars::model {

bool PageReadRecord::operator==(const PageReadRecord& o) const
{
    const auto f = [](const PageReadRecord& r) {
        return std::tie(r.ok, r.ms, r.httpStatus, r.chars, r.anchored, r.anchorF1, r.anchorSentence, r.anchorOffset,
                        r.contentType, r.pages, r.reason);
    };
    return f(*this) == f(o);
}

bool PageReadRecord::notFound() const
{
    if (httpStatus == 404 || httpStatus == 410)
        return true;
    static const QRegularExpression gone(QStringLiteral("\\b(HTTP )?(404|410)\\b"));
    return !ok && gone.match(reason).hasMatch();
}

nlohmann::json PageReadRecord::toJson() const
{
    nlohmann::json out = {{"status", ok ? "read" : "failed"}, {"ms", ms}};
    if (httpStatus > 0)
        out["httpStatus"] = httpStatus;
    if (ok) {
        out["chars"] = chars;
        out["anchored"] = anchored;
        out["anchorF1"] = anchorF1;
        out["anchorSentence"] = json::str(anchorSentence);
        out["anchorOffset"] = anchorOffset;
        out["contentType"] = json::str(contentType);
        if (pages > 0)
            out["pages"] = pages;
    } else {
        out["reason"] = json::str(reason);
    }
    return out;
}

std::optional<PageReadRecord> PageReadRecord::fromJson(const nlohmann::json& j)
{
    const QString status = json::field(j, "status");
    if (status != QLatin1String("read") && status != QLatin1String("failed"))
        return std::nullopt;
    nlohmann::json m = j;
    using namespace fields;
    PageReadRecord r;
    r.ok = status == QLatin1String("read");
    if (const auto it = m.find("ms"); it != m.end() && it->is_number_integer())
        r.ms = it->get<qint64>();
    r.httpStatus = takeInt(m, "httpStatus").value_or(0);
    r.chars = takeInt(m, "chars").value_or(0);
    r.anchored = boolean(m, "anchored");
    r.anchorF1 = takeDouble(m, "anchorF1").value_or(0);
    r.anchorSentence = takeText(m, "anchorSentence");
    r.anchorOffset = takeInt(m, "anchorOffset").value_or(-1);
    r.contentType = takeText(m, "contentType");
    r.pages = takeInt(m, "pages").value_or(0);
    r.reason = takeText(m, "reason");
    return r;
}

} // namespace lmars::model
