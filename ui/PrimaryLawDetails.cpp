// SPDX-License-Identifier: GPL-3.0-or-later
#include "PrimaryLawDetails.h"

#include "common/JsonUtil.h"
#include "common/WordDiff.h"

namespace lmars::ui {

namespace {

QString row(const QString& label, const QString& value)
{
    if (value.trimmed().isEmpty())
        return {};
    return QStringLiteral("<tr><td style=\"padding-right:10px\"><b>%1</b></td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

QString table(const QString& rows)
{
    return rows.isEmpty() ? QString()
                          : QStringLiteral("<table style=\"margin-bottom:6px\">") + rows + QStringLiteral("</table>");
}

QString statusText(const nlohmann::json& m)
{
    const auto status = m.find("legalStatus");
    return status != m.end() && status->is_object() ? json::field(*status, "text") : QString();
}

QString documentTypeName(const QString& type)
{
    if (type == QLatin1String("Presidential Document"))
        return PrimaryLawDetails::tr("Presidential document");
    if (type == QLatin1String("Rule"))
        return PrimaryLawDetails::tr("Rule");
    if (type == QLatin1String("Proposed Rule"))
        return PrimaryLawDetails::tr("Proposed rule");
    if (type == QLatin1String("Notice"))
        return PrimaryLawDetails::tr("Notice");
    return type;
}

} // namespace

QString PrimaryLawDetails::html(const nlohmann::json& m)
{
    if (!m.is_object())
        return {};
    if (m.contains("frCitation") || m.contains("documentNumber"))
        return federalRegister(m);
    if (m.contains("cfrCitation"))
        return ecfr(m);
    if (m.contains("uscCitation"))
        return usCode(m);
    return {};
}

QString PrimaryLawDetails::federalRegister(const nlohmann::json& m)
{
    QString type = documentTypeName(json::field(m, "documentType"));
    const QString subtype = json::field(m, "documentSubtype");
    if (!subtype.isEmpty())
        type += QStringLiteral(" (%1)").arg(subtype);
    const QString eo = json::field(m, "executiveOrderNumber");
    QString rows =
        row(tr("Document type"), type) + row(tr("Executive order"), eo.isEmpty() ? QString() : tr("No. %1").arg(eo)) +
        row(tr("Citation"), json::field(m, "frCitation")) +
        row(tr("Document number"), json::field(m, "documentNumber")) +
        row(tr("Signed"), json::field(m, "signingDate")) + row(tr("Published"), json::field(m, "publicationDate")) +
        row(tr("Effective"), json::field(m, "effectiveDate")) +
        row(tr("Agencies"),
            json::toStringList(m.value("agencies", nlohmann::json::array())).join(QStringLiteral("; ")));
    const QString status = statusText(m);
    rows += row(tr("Status"), status.isEmpty() ? tr("No revocation or amendment is noted") : status);
    rows += row(tr("Disposition notes"), json::field(m, "dispositionNotes"));
    return table(rows);
}

QString PrimaryLawDetails::ecfr(const nlohmann::json& m)
{
    const QString rows =
        row(tr("Section"), json::field(m, "cfrCitation")) + row(tr("Text as of"), json::field(m, "textAsOf")) +
        row(tr("In force since"), json::field(m, "inForceSince")) +
        row(tr("Amended after your date"),
            json::toStringList(m.value("amendedAfterAsOf", nlohmann::json::array())).join(QStringLiteral(", "))) +
        row(tr("Status"), statusText(m)) + row(tr("Edition"), json::field(m, "edition"));
    return table(rows);
}

QString PrimaryLawDetails::usCode(const nlohmann::json& m)
{
    const QString rows = row(tr("Section"), json::field(m, "uscCitation")) +
                         row(tr("Edition"), json::field(m, "edition")) +
                         row(tr("Laws enacted through"), json::field(m, "currentThrough")) +
                         row(tr("Status"), statusText(m)) + row(tr("Source credit"), json::field(m, "sourceCredit"));
    return table(rows);
}

QString PrimaryLawDetails::changesHtml(const QString& asOfText, const nlohmann::json& m)
{
    const QString current = m.is_object() ? json::field(m, "currentText") : QString();
    if (current.isEmpty() || asOfText.isEmpty())
        return {};
    const QList<DiffPiece> pieces = WordDiff::compare(asOfText, current);
    if (!WordDiff::changed(pieces))
        return {};
    QString body;
    for (const DiffPiece& piece : pieces) {
        QString text = piece.text.toHtmlEscaped();
        text.replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
        switch (piece.kind) {
        case DiffPiece::Kind::Same:
            body += text;
            break;
        case DiffPiece::Kind::Deleted:
            body += QStringLiteral("<s style=\"background:#ffd7d5; color:#82071e\" title=\"%1\">%2</s>")
                        .arg(tr("deleted"), text);
            break;
        case DiffPiece::Kind::Inserted:
            body += QStringLiteral("<u style=\"background:#ccffd8; color:#116329\" title=\"%1\">%2</u>")
                        .arg(tr("inserted"), text);
            break;
        }
    }
    return QStringLiteral("<h4 style=\"margin:8px 0 4px 0\">%1</h4><p style=\"margin-top:0\"><i>%2</i></p><p>%3</p>")
        .arg(tr("Changes since your date").toHtmlEscaped(),
             tr("From the text in force on %1 to the current text of %2: deletions struck through, insertions "
                "underlined.")
                 .arg(json::field(m, "textAsOf"), json::field(m, "currentTextAsOf"))
                 .toHtmlEscaped(),
             body);
}

} // namespace lmars::ui
