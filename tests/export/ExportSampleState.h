// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QDateTime>

namespace lmars::test {

/// A finished session with one source of every kind (case, U.S. Code, C.F.R., Federal Register rule, executive
/// order, web page, library document), a verification record, disclaimers and settings with a secret in them.
inline model::ResearchState exportSampleState()
{
    model::ResearchState s;
    s.id = QStringLiteral("c0ffee00-1111-2222-3333-444455556666");
    s.question = QStringLiteral("Can a public school segregate students by race?");
    s.mode = model::ResearchMode::Simple;
    s.status = model::RunStatus::Finished;
    s.startedAt = QDateTime(QDate(2025, 3, 1), QTime(10, 0), Qt::UTC);

    model::SearchResult brown;
    brown.id = QStringLiteral("caselaw:opinion:105221");
    brown.type = model::SourceType::CaseLaw;
    brown.authority = model::AuthorityTier::Primary;
    brown.title = QStringLiteral("Brown v. Board of Education");
    brown.url = QStringLiteral("https://www.courtlistener.com/opinion/105221/brown-v-board-of-education/");
    brown.site = QStringLiteral("SCOTUS");
    brown.date = QStringLiteral("1954-05-17");
    model::CaseRecord& decision = brown.courtCase.emplace();
    decision.caseName = QStringLiteral("Brown v. Board of Education");
    decision.citations = QStringList{QStringLiteral("347 U.S. 483"), QStringLiteral("74 S. Ct. 686")};
    decision.court = QStringLiteral("Supreme Court of the United States");
    decision.docketNumber = QStringLiteral("1");
    brown.retrievedAt = QDateTime::fromString(QStringLiteral("2025-03-01T10:00:05.000Z"), Qt::ISODateWithMs);

    model::SearchResult usc;
    usc.id = QStringLiteral("uscode:title-42:section-2000d");
    usc.type = model::SourceType::Official;
    usc.authority = model::AuthorityTier::Primary;
    usc.title = QStringLiteral("42 U.S.C. 2000d Prohibition against exclusion from participation");
    usc.url = QStringLiteral("https://www.govinfo.gov/link/uscode/42/2000d");
    usc.site = QStringLiteral("GovInfo (U.S. Code)");
    model::StatuteRecord& section = usc.statute.emplace();
    section.title = QStringLiteral("42");
    section.section = QStringLiteral("2000d");
    section.citation = QStringLiteral("42 U.S.C. 2000d");
    section.heading = QStringLiteral("Prohibition against exclusion from participation");
    section.editionYear = QStringLiteral("2018");

    model::SearchResult cfr;
    cfr.id = QStringLiteral("ecfr:title-34:section-100.3");
    cfr.type = model::SourceType::Official;
    cfr.authority = model::AuthorityTier::Official;
    cfr.title = QStringLiteral("34 CFR 100.3 Discrimination prohibited");
    cfr.url = QStringLiteral("https://www.ecfr.gov/on/2024-05-01/title-34/section-100.3");
    cfr.site = QStringLiteral("eCFR");
    cfr.date = QStringLiteral("2017-01-01");
    model::RegulationRecord& regulation = cfr.regulation.emplace();
    regulation.title = QStringLiteral("34");
    regulation.section = QStringLiteral("100.3");
    regulation.citation = QStringLiteral("34 CFR 100.3");
    regulation.heading = QStringLiteral("Discrimination prohibited");
    regulation.textAsOf = QStringLiteral("2024-05-01");

    model::SearchResult rule;
    rule.id = QStringLiteral("fedreg:2024-07915");
    rule.type = model::SourceType::Official;
    rule.authority = model::AuthorityTier::Primary;
    rule.title = QStringLiteral("Nondiscrimination on the Basis of Sex in Education Programs");
    rule.url = QStringLiteral("https://www.federalregister.gov/documents/2024/04/29/2024-07915/nondiscrimination");
    rule.site = QStringLiteral("Federal Register");
    rule.date = QStringLiteral("2024-04-29");
    model::FederalRegisterRecord& ruleRecord = rule.federalRegister.emplace();
    ruleRecord.documentNumber = QStringLiteral("2024-07915");
    ruleRecord.frCitation = QStringLiteral("89 FR 33474");
    ruleRecord.documentType = QStringLiteral("Rule");
    ruleRecord.agencies = QStringList{QStringLiteral("Education Department")};

    model::SearchResult eo;
    eo.id = QStringLiteral("fedreg:2021-01753");
    eo.type = model::SourceType::Official;
    eo.authority = model::AuthorityTier::Primary;
    eo.title = QStringLiteral("Executive Order 13985: Advancing Racial Equity");
    eo.url = QStringLiteral("https://www.federalregister.gov/documents/2021/01/25/2021-01753/advancing-racial-equity");
    eo.site = QStringLiteral("Federal Register");
    eo.date = QStringLiteral("2021-01-20");
    model::FederalRegisterRecord& order = eo.federalRegister.emplace();
    order.documentNumber = QStringLiteral("2021-01753");
    order.frCitation = QStringLiteral("86 FR 7009");
    order.executiveOrderNumber = QStringLiteral("13985");
    order.president = QStringLiteral("Joseph R. Biden Jr.");
    order.agencies = QStringList{QStringLiteral("Executive Office of the President")};

    model::SearchResult web;
    web.id = QStringLiteral("web:abc");
    web.type = model::SourceType::Web;
    web.authority = model::AuthorityTier::Reputable;
    web.title = QStringLiteral("Brown v. Board at 70");
    web.url = QStringLiteral("https://example.org/brown-at-70?a=1&b=2");
    web.site = QStringLiteral("example.org");
    web.date = QStringLiteral("2024-05-17");
    web.retrievedAt = QDateTime::fromString(QStringLiteral("2025-03-01T10:00:07.000Z"), Qt::ISODateWithMs);

    model::SearchResult local;
    local.id = QStringLiteral("local:1");
    local.type = model::SourceType::Local;
    local.authority = model::AuthorityTier::Unknown;
    local.title = QStringLiteral("Memo on school policy");
    local.url = QStringLiteral("file:///docs/memo.pdf#page=3");
    model::LibraryPassageRecord& passage = local.libraryPassage.emplace();
    passage.path = QStringLiteral("/docs/memo.pdf");
    passage.page = 3;

    s.sources << brown << usc << cfr << rule << eo << web << local;
    s.answer.markdown = QStringLiteral(
        "## Short answer\n\nNo. Segregating public school students by race violates the Equal Protection Clause [1]. "
        "Federal funding also forbids it [2, 3].\n\n"
        "> Separate educational facilities are inherently unequal [1].\n\n"
        "- Title VI applies to every recipient [2]\n- Rules by the agency follow [4]\n\n"
        "An order named equity goals [5]; commentary agrees [6]; your memo too [7]. A bad number [unverified citation "
        "9].");
    for (int n = 1; n <= 7; ++n)
        s.answer.citations << model::Citation{n, s.sources.at(n - 1).id};
    s.answer.unresolvedMarkers = {9};
    s.answer.disclaimers = {QStringLiteral("This is legal information, not legal advice.")};
    s.verification.present = true;
    s.verification.finished = true;
    model::VerifiedCitation checked;
    checked.citation.kind = model::CitationKind::Case;
    checked.citation.text = QStringLiteral("347 U.S. 483");
    checked.citation.normalized = QStringLiteral("347 U.S. 483");
    checked.check.status = model::CitationStatus::Verified;
    checked.check.reason = QStringLiteral("Found on CourtListener.");
    checked.sourceN = 1;
    s.verification.citations << checked;
    // As a saved document holds them (an older one with a key: it is not read back).
    s.settings = model::RunSettings::fromJson({{"provider", "openai"},
                                               {"model", "gpt-test"},
                                               {"apiKey", "sk-SECRET-123"},
                                               {"effectiveAsOfDate", "2024-05-01"},
                                               {"effectiveAsOfDateFrom", "user"},
                                               {"maxIterations", 3}});
    return s;
}

} // namespace lmars::test
