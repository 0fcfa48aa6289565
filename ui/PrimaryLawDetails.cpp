// SPDX-License-Identifier: GPL-3.0-or-later
#include "PrimaryLawDetails.h"

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

QString statusText(const std::optional<model::LegalStatus>& status)
{
    return status ? status->text : QString();
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

QString PrimaryLawDetails::html(const model::SearchResult& source)
{
    if (source.federalRegister)
        return federalRegister(*source.federalRegister);
    if (source.regulation)
        return ecfr(*source.regulation);
    if (source.statute)
        return usCode(*source.statute);
    return {};
}

QString PrimaryLawDetails::federalRegister(const model::FederalRegisterRecord& m)
{
    QString type = documentTypeName(m.documentType);
    if (!m.documentSubtype.isEmpty())
        type += QStringLiteral(" (%1)").arg(m.documentSubtype);
    const QString& eo = m.executiveOrderNumber;
    QString rows = row(tr("Document type"), type) +
                   row(tr("Executive order"), eo.isEmpty() ? QString() : tr("No. %1").arg(eo)) +
                   row(tr("Citation"), m.frCitation) + row(tr("Document number"), m.documentNumber) +
                   row(tr("Signed"), m.signingDate) + row(tr("Published"), m.publicationDate) +
                   row(tr("Effective"), m.effectiveDate) + row(tr("Agencies"), m.agencies.join(QStringLiteral("; ")));
    const QString status = statusText(m.legalStatus);
    rows += row(tr("Status"), status.isEmpty() ? tr("No revocation or amendment is noted") : status);
    rows += row(tr("Disposition notes"), m.dispositionNotes);
    return table(rows);
}

QString PrimaryLawDetails::ecfr(const model::RegulationRecord& m)
{
    const QString rows = row(tr("Section"), m.citation) + row(tr("Text as of"), m.textAsOf) +
                         row(tr("In force since"), m.inForceSince) +
                         row(tr("Amended after your date"), m.amendedAfterAsOf.join(QStringLiteral(", "))) +
                         row(tr("Status"), statusText(m.legalStatus)) + row(tr("Edition"), m.edition);
    return table(rows);
}

QString PrimaryLawDetails::usCode(const model::StatuteRecord& m)
{
    const QString rows = row(tr("Section"), m.citation) + row(tr("Edition"), m.edition) +
                         row(tr("Laws enacted through"), m.currentThrough) +
                         row(tr("Status"), statusText(m.legalStatus)) + row(tr("Source credit"), m.sourceCredit);
    return table(rows);
}

QString PrimaryLawDetails::changesHtml(const QString& asOfText, const model::SearchResult& source)
{
    const QString current = source.regulation ? source.regulation->currentText : QString();
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
                 .arg(source.regulation->textAsOf, source.regulation->currentTextAsOf)
                 .toHtmlEscaped(),
             body);
}

} // namespace lmars::ui
