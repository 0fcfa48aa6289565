// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvidenceFormatter.h"

#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "model/ResearchState.h"

#include <QHash>

namespace lmars::agents {

namespace {

QString typeLabel(model::SourceType type)
{
    switch (type) {
    case model::SourceType::CaseLaw:
        return QStringLiteral("court opinion");
    case model::SourceType::Official:
        return QStringLiteral("official government source");
    case model::SourceType::Local:
        return QStringLiteral("the person's own document");
    case model::SourceType::Web:
        break;
    }
    return QStringLiteral("web page");
}

/// What a judge must know about a primary-law source: its Federal Register identity, its status on
/// the as-of date, and whether it postdates that date.
QString primaryLawLines(const model::SearchResult& s)
{
    QString out;
    if (const model::FederalRegisterRecord* f = s.federalRegister ? &*s.federalRegister : nullptr;
        f && (!f->frCitation.isEmpty() || !f->documentNumber.isEmpty())) {
        QStringList parts;
        if (!f->frCitation.isEmpty())
            parts << f->frCitation;
        if (!f->documentNumber.isEmpty())
            parts << QStringLiteral("document ") + f->documentNumber;
        if (!f->executiveOrderNumber.isEmpty())
            parts << QStringLiteral("Executive Order ") + f->executiveOrderNumber;
        for (const auto& [date, label] : {std::pair<const QString&, const char*>{f->signingDate, "signed "},
                                          std::pair<const QString&, const char*>{f->publicationDate, "published "},
                                          std::pair<const QString&, const char*>{f->effectiveDate, "effective "}}) {
            if (!date.isEmpty())
                parts << QString::fromLatin1(label) + date;
        }
        out += QStringLiteral("    Federal Register: ") + parts.join(QStringLiteral("; ")) + QLatin1Char('\n');
    }
    const model::LegalStatus* status = s.legalStatus();
    if (status)
        out += QStringLiteral("    Status: ") + status->text + QLatin1Char('\n');
    if (s.afterAsOf.value_or(false))
        out += QStringLiteral("    Dated after the as-of date: shown for context; no claim about the law on the "
                              "as-of date may rest on it.\n");
    return out;
}

} // namespace

int EvidenceFormatter::excerptChars(qsizetype count)
{
    return count > 24 ? 600 : count > 12 ? 1000 : 2600;
}

QString EvidenceFormatter::formatRange(const QList<model::SearchResult>& sources, qsizetype from, qsizetype to)
{
    return format(sources, 0, from, to);
}

QString EvidenceFormatter::format(const QList<model::SearchResult>& sources, int perSourceChars)
{
    return format(sources, perSourceChars, 0, sources.size());
}

QString EvidenceFormatter::beyondExcerpt(const model::SearchResult& source, qsizetype count)
{
    const int width = excerptChars(count);
    if (source.content.isEmpty()) {
        const QString snippet = source.snippet.simplified();
        return snippet.size() > width ? snippet.mid(width) : QString();
    }
    const QString content = source.content.simplified();
    QString out = content.size() > width ? content.mid(width) : QString();
    const QString snippet = source.snippet.simplified();
    if (!snippet.isEmpty())
        out += (out.isEmpty() ? QString() : QStringLiteral(" … ")) + snippet;
    return out;
}

QStringList EvidenceFormatter::blocks(const model::ResearchState& state)
{
    QHash<QString, int> round;
    for (const model::Iteration& it : state.iterations)
        for (const QString& id : it.resultIds)
            round.insert(id, it.index);
    QStringList out;
    qsizetype start = 0;
    for (qsizetype i = 1; i <= state.sources.size(); ++i) {
        if (i < state.sources.size() &&
            round.value(state.sources.at(i).id, -1) == round.value(state.sources.at(start).id, -1))
            continue;
        QString block = start == 0 ? QStringLiteral("Numbered sources:\n\n")
                                   : QStringLiteral("More numbered sources (found in a later search):\n\n");
        out << block + formatRange(state.sources, start, i);
        start = i;
    }
    return out;
}

void EvidenceFormatter::appendBlocks(llm::ChatRequest& request, const QStringList& blocks)
{
    for (const QString& block : blocks)
        request.messages.append({llm::ChatMessage::Role::User, block, true});
}

QString EvidenceFormatter::format(const QList<model::SearchResult>& sources, int perSourceChars, qsizetype from,
                                  qsizetype to)
{
    const int perSource = perSourceChars > 0 ? perSourceChars : excerptChars(sources.size());
    QString out;
    for (qsizetype i = from; i < to && i < sources.size(); ++i) {
        const model::SearchResult& s = sources.at(i);
        out += QStringLiteral("[%1] %2\n").arg(i + 1).arg(s.title.isEmpty() ? s.url : s.title);
        out +=
            QStringLiteral("    Kind: %1; authority: %2").arg(typeLabel(s.type), model::authorityTierName(s.authority));
        if (!s.site.isEmpty())
            out += QStringLiteral("; site/court: ") + s.site;
        out += QStringLiteral("; date: ") + (s.date.isEmpty() ? QStringLiteral("unknown") : s.date);
        if (s.dateApproximate) {
            const QString said = s.webResult ? s.webResult->rawDate : QString();
            out += said.isEmpty() ? QStringLiteral(" (approximate)")
                                  : QStringLiteral(" (approximate: the search engine said \"%1\")").arg(said);
        }
        out += QLatin1Char('\n');
        if (s.courtCase && !s.courtCase->citations.isEmpty())
            out += QStringLiteral("    Reporter citation: ") + s.courtCase->citations.join(QStringLiteral("; ")) +
                   QLatin1Char('\n');
        if (s.courtCase && !s.courtCase->docketNumber.isEmpty())
            out += QStringLiteral("    Docket: ") + s.courtCase->docketNumber + QLatin1Char('\n');
        out += primaryLawLines(s);
        if (s.libraryPassage && s.libraryPassage->page > 0)
            out += QStringLiteral("    Page: ") + QString::number(s.libraryPassage->page) + QLatin1Char('\n');
        if (!s.url.isEmpty())
            out += QStringLiteral("    URL: ") + s.url + QLatin1Char('\n');
        QString text = (s.content.isEmpty() ? s.snippet : s.content).simplified();
        if (text.size() > perSource)
            text = text.left(perSource) + QStringLiteral(" …");
        out += (s.content.isEmpty() ? QStringLiteral("    Snippet: ") : QStringLiteral("    Page text (excerpt): ")) +
               (text.isEmpty() ? QStringLiteral("(none)") : text) + QStringLiteral("\n\n");
    }
    return out;
}

} // namespace lmars::agents
