// SPDX-License-Identifier: GPL-3.0-or-later
#include "RisExport.h"

#include "SourceCitation.h"
#include "model/ResearchState.h"

namespace lmars::exporting {

namespace {

QString risType(ReferenceKind kind)
{
    switch (kind) {
    case ReferenceKind::Case:
        return QStringLiteral("CASE");
    case ReferenceKind::Statute:
        return QStringLiteral("STAT");
    case ReferenceKind::Regulation:
        return QStringLiteral("LEGAL");
    case ReferenceKind::ExecutiveOrder:
        return QStringLiteral("GOVDOC");
    case ReferenceKind::Webpage:
        return QStringLiteral("ELEC");
    case ReferenceKind::Document:
        return QStringLiteral("GEN");
    }
    return QStringLiteral("GEN");
}

/// RIS dates: "YYYY/MM/DD/".
QString risDate(const QDate& day)
{
    return day.isValid() ? day.toString(QStringLiteral("yyyy/MM/dd/")) : QString();
}

} // namespace

QString RisExport::document(const model::ResearchState& state)
{
    QString out;
    const auto tag = [&out](const char* name, const QString& value) {
        const QString line = value.simplified(); // a value never spans lines
        if (!line.isEmpty())
            out += QString::fromLatin1(name) + QStringLiteral("  - ") + line + QStringLiteral("\r\n");
    };
    for (int i = 0; i < state.sources.size(); ++i) {
        const SourceReference r = SourceCitation::reference(state.sources.at(i));
        tag("TY", risType(r.kind));
        tag("ID", QStringLiteral("source-%1").arg(i + 1));
        tag("TI", r.title.isEmpty() ? r.fullCitation : r.title);
        tag("T2", r.containerTitle);
        tag("PB", r.authority);
        tag("VL", r.volume);
        tag("SP", r.page);
        tag("SE", r.section);
        tag("M1", r.number);
        tag("DA", risDate(r.issued));
        const QString year = r.issuedText.left(4);
        tag("PY", r.issued.isValid()                     ? QString::number(r.issued.year())
                  : year.size() == 4 && year.toInt() > 0 ? year
                                                         : QString());
        tag("Y2", risDate(r.accessed));
        tag("UR", r.url);
        tag("N1", r.fullCitation);
        tag("N1", r.note);
        out += QStringLiteral("ER  - \r\n");
    }
    return out;
}

} // namespace lmars::exporting
