// SPDX-License-Identifier: GPL-3.0-or-later
#include "AuthorityClassifier.h"

#include <QRegularExpression>

namespace lmars::verify {

namespace {

using Level = CourtNode::Level;
using model::Authority;
using model::AuthorityKind;

Authority make(AuthorityKind kind, const QString& reason)
{
    Authority authority;
    authority.kind = kind;
    authority.reason = reason;
    return authority;
}

/// Whether `upper` is on the appeal chain above `court` (its court of appeals, or above that).
bool isAbove(const CourtHierarchy& courts, const CourtNode& court, const QString& upper)
{
    QString next = court.appealTo;
    for (int depth = 0; depth < 4 && !next.isEmpty(); ++depth) {
        if (next == upper)
            return true;
        const CourtNode* node = courts.byId(next);
        next = node ? node->appealTo : QString();
    }
    return false;
}

/// Whether a federal court hears cases from `state`: a district court of that state, or a court of
/// appeals one of whose district courts sits there.
bool hearsState(const CourtHierarchy& courts, const CourtNode& court, const QString& state)
{
    if (court.level == Level::Trial || court.state == state)
        return court.state == state;
    return courts.hasDistrictIn(court.id, state);
}

} // namespace

AuthorityClassifier::AuthorityClassifier(CourtNode forum, bool assumed, const CourtHierarchy& courts)
    : m_forum(std::move(forum)), m_assumed(assumed), m_courts(courts)
{}

AuthorityClassifier AuthorityClassifier::forForum(const QString& forum, const QString& jurisdiction, QString* error,
                                                  const CourtHierarchy& courts)
{
    if (!forum.trimmed().isEmpty()) {
        if (const CourtNode* court = courts.resolve(forum))
            return AuthorityClassifier(*court, false, courts);
        if (error)
            *error = tr("No court is known as \"%1\": give a courts-db id (cal, calctapp, cand, ca9) or the court's "
                        "name.")
                         .arg(forum.simplified());
    }
    const CourtNode assumed = courts.assumedForum(jurisdiction);
    return AuthorityClassifier(assumed, assumed.isValid(), courts);
}

QString AuthorityClassifier::stateOf(const CourtNode& court) const
{
    return m_courts.stateName(court.state);
}

bool AuthorityClassifier::isUnpublished(const model::LegalCitation& citation)
{
    const QString reporter = citation.reporter;
    if (reporter == QLatin1String("F. App'x") || reporter == QLatin1String("Fed. Appx.") ||
        reporter.startsWith(QLatin1String("F. App")) || reporter == QLatin1String("WL") ||
        reporter.contains(QLatin1String("LEXIS")))
        return true;
    return citation.page.endsWith(QLatin1String("(U)")) || citation.page.endsWith(QLatin1String("-U"));
}

Authority AuthorityClassifier::rule(const CourtNode& citing) const
{
    const CourtNode& forum = m_forum;
    const QString name = citing.name;
    if (citing.federal && citing.level == Level::LastResort)
        return make(AuthorityKind::Binding, forum.federal
                                                ? tr("%1: binds every federal court").arg(name)
                                                : tr("%1: binds every court on questions of federal law").arg(name));
    if (forum.federal) {
        if (citing.federal) {
            if (citing.level == Level::Trial)
                return make(
                    AuthorityKind::Persuasive,
                    tr("%1: a district court's decision binds no other court; persuasive in %2").arg(name, forum.name));
            if (citing.id == forum.id)
                return make(AuthorityKind::Binding, tr("%1: binds its own later panels").arg(name));
            if (isAbove(m_courts, forum, citing.id))
                return make(AuthorityKind::Binding, tr("%1: binds %2, whose appeals it hears").arg(name, forum.name));
            return make(AuthorityKind::Persuasive,
                        tr("%1: persuasive in %2, which is not in its circuit").arg(name, forum.name));
        }
        // A state court in a federal forum: binding on that state's law when it is the state's highest court.
        const bool sameState = hearsState(m_courts, forum, citing.state);
        if (citing.level == Level::LastResort && sameState)
            return make(AuthorityKind::Binding,
                        tr("%1: binds %2 on questions of %3 law").arg(name, forum.name, stateOf(citing)));
        if (sameState)
            return make(AuthorityKind::Persuasive,
                        tr("%1: persuasive in %2 on %3 law, which follows it unless the %3 supreme court would decide "
                           "otherwise")
                            .arg(name, forum.name, stateOf(citing)));
        return make(AuthorityKind::Persuasive,
                    tr("%1: a %2 court, persuasive in %3").arg(name, stateOf(citing), forum.name));
    }
    // A state forum.
    if (citing.federal)
        return make(AuthorityKind::Persuasive,
                    tr("%1: persuasive in %2 state courts; only the U.S. Supreme Court binds them, on federal law")
                        .arg(name, stateOf(forum)));
    if (citing.state != forum.state)
        return make(AuthorityKind::Persuasive,
                    tr("%1: a %2 court, persuasive in %3").arg(name, stateOf(citing), stateOf(forum)));
    if (citing.level == Level::LastResort)
        return make(AuthorityKind::Binding, tr("%1: binds every %2 state court").arg(name, stateOf(citing)));
    if (citing.level == Level::Intermediate) {
        if (forum.level == Level::Trial)
            return make(AuthorityKind::Binding, tr("%1: binds %2's trial courts").arg(name, stateOf(citing)));
        if (forum.level == Level::LastResort)
            return make(AuthorityKind::Persuasive,
                        tr("%1: persuasive in %2, the court above it").arg(name, forum.name));
        return make(AuthorityKind::Persuasive,
                    tr("%1: persuasive in %2; one appellate panel does not bind another").arg(name, forum.name));
    }
    return make(AuthorityKind::Persuasive, tr("%1: a trial court's decision binds no other court").arg(name));
}

Authority AuthorityClassifier::classify(const CourtNode* citing, bool unpublished) const
{
    Authority out;
    if (!m_forum.isValid()) {
        out.reason = tr("No forum court given, so it is not known whether it binds.");
        return out;
    }
    if (unpublished) {
        out = make(AuthorityKind::NotPrecedential,
                   citing ? tr("%1: unpublished, not precedent (it may be cited as persuasive where the rules allow)")
                                .arg(citing->name)
                          : tr("Unpublished, not precedent (it may be cited as persuasive where the rules allow)"));
    } else if (!citing) {
        out.reason =
            tr("The court that decided it is not known, so it is not known whether it binds %1.").arg(m_forum.name);
    } else {
        out = rule(*citing);
    }
    if (citing)
        out.citingCourt = citing->id;
    out.forum = m_forum.name;
    out.assumed = m_assumed;
    if (m_assumed)
        out.reason +=
            QLatin1String(" ") + tr("(forum assumed: %1, from the research's jurisdiction)").arg(m_forum.name);
    return out;
}

Authority AuthorityClassifier::classify(const model::LegalCitation& citation, const model::FoundCase& found) const
{
    return classify(m_courts.citingCourt(citation, found.court), isUnpublished(citation));
}

void AuthorityClassifier::classifyAll(QList<model::VerifiedCitation>& rows) const
{
    for (model::VerifiedCitation& row : rows) {
        const model::CitationKind kind = row.citation.kind;
        const bool isCase = kind == model::CitationKind::Case ||
                            (kind == model::CitationKind::ShortForm && !row.citation.volume.isEmpty());
        if (!isCase || row.check.status != model::CitationStatus::Verified) {
            row.authority = {};
            continue;
        }
        row.authority = classify(row.citation, row.found);
    }
}

} // namespace lmars::verify
