// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerifyCommand.h"

#include "cli/CliSupport.h"
#include "common/JsonUtil.h"
#include "export/HtmlRenderer.h"
#include "export/MarkdownDocx.h"
#include "export/SessionExport.h"
#include "library/Backends.h"
#include "model/CitationNames.h"
#include "model/ResearchState.h"
#include "parse/CitationExtractor.h"
#include "parse/DocumentParser.h"
#include "sessions/CitationCache.h"
#include "settings/AppConfig.h"
#include "verify/AuthorityClassifier.h"
#include "verify/CitationChanges.h"
#include "verify/CitationCheckerFactory.h"
#include "verify/CitationReport.h"
#include "verify/Citator.h"
#include "verify/DocumentCheck.h"
#include "verify/TableOfAuthorities.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

#include <cstdio>

namespace lmars::cli {

namespace {

/// The document named on the command line; "-" is plain text on standard input.
Result<parse::ParsedDocument> readDocument(const QString& path)
{
    if (path == QLatin1String("-")) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return Error(ErrorKind::Usage, VerifyCommand::tr("cannot read standard input."));
        auto text = parse::DocumentParser::decodeText(in.readAll());
        if (!text)
            return text.error();
        parse::ParsedDocument document;
        document.type = QStringLiteral("txt");
        document.text = text.value();
        return document;
    }
    const QFileInfo info(path);
    if (!info.exists())
        return Error(ErrorKind::Usage, VerifyCommand::tr("%1 does not exist.").arg(path));
    if (!info.isFile())
        return Error(ErrorKind::Usage, VerifyCommand::tr("%1 is not a file.").arg(path));
    if (!parse::DocumentParser::isSupported(path))
        return Error(ErrorKind::Usage,
                     VerifyCommand::tr("%1: unsupported file type (supported: %2).")
                         .arg(path, parse::DocumentParser::supportedSuffixes().join(QStringLiteral(", "))));
    return parse::DocumentParser::parse(path);
}

QString whereText(const verify::ReportedCitation& row)
{
    return row.page > 0 ? VerifyCommand::tr("page %1, line %2").arg(row.page).arg(row.line)
                        : VerifyCommand::tr("line %1").arg(row.line);
}

/// Every citation, the most dangerous first, then the totals and the checker's notes.
QString textReport(const QString& name, const verify::CitationReport& report, const QStringList& notes)
{
    QString out;
    for (const verify::ReportedCitation& row : report.sortedForReview()) {
        const bool flagged = model::isFlagged(row.check.status);
        QString status = model::CitationNames::displayName(row.check.status);
        if (flagged)
            status = status.toUpper();
        out += QStringLiteral("%1  %2  %3  [%4]\n")
                   .arg(whereText(row), model::CitationNames::displayName(row.citation.kind), row.citation.normalized,
                        status);
        out += QStringLiteral("    %1\n").arg(row.citation.text.simplified());
        if (!row.citation.caseName.isEmpty() && row.citation.kind == model::CitationKind::ShortForm &&
            row.citation.antecedent >= 0)
            out += QStringLiteral("    ") + VerifyCommand::tr("refers to %1").arg(row.citation.caseName) +
                   QLatin1Char('\n');
        if (!row.check.reason.isEmpty())
            out += QStringLiteral("    ") + row.check.reason + QLatin1Char('\n');
        if (row.authority.kind != model::AuthorityKind::Unknown)
            out += QStringLiteral("    ") +
                   VerifyCommand::tr("%1 — %2").arg(model::CitationNames::displayName(row.authority.kind),
                                                    row.authority.reason) +
                   QLatin1Char('\n');
        for (const model::SubsequentHistory& history : row.citation.history)
            out += QStringLiteral("    ") +
                   VerifyCommand::tr("subsequent history: %1 %2").arg(history.phrase, history.citation).trimmed() +
                   QLatin1Char('\n');
        if (!row.link.isEmpty())
            out += QStringLiteral("    ") + row.link + QLatin1Char('\n');
    }
    const int total = int(report.citations.size());
    if (!out.isEmpty())
        out += QLatin1Char('\n');
    out += VerifyCommand::tr("%1: citations: %2, flagged: %3").arg(name).arg(total).arg(report.flaggedCount()) +
           QLatin1Char('\n');
    if (total > 0) {
        for (const QString& note : notes)
            out += note + QLatin1Char('\n');
    }
    return out;
}

/// The citator's section: one entry per verified case it looked at, with its line, the sentence and link.
QString treatmentReport(const QList<model::VerifiedCitation>& checked)
{
    QString out;
    QStringList seen;
    for (const model::VerifiedCitation& v : checked) {
        if (v.treatment.isEmpty() || seen.contains(v.citation.normalized))
            continue;
        seen << v.citation.normalized;
        const QString name = v.found.caseName.isEmpty() ? v.citation.caseName : v.found.caseName;
        out += QStringLiteral("%1  %2\n").arg(v.citation.normalized, name);
        out += QStringLiteral("    ") + v.treatment.summary + QLatin1Char('\n');
        for (const model::TreatmentSignal& signal : v.treatment.signals) {
            out += QStringLiteral("    - %1: “%2”\n").arg(verify::Citator::kindWords(signal.kind), signal.sentence);
            if (!signal.url.isEmpty())
                out += QStringLiteral("      ") + signal.url + QLatin1Char('\n');
        }
    }
    if (out.isEmpty())
        return {};
    return QLatin1Char('\n') +
           VerifyCommand::tr("Later treatment (opinions citing each verified case, read by CourtListener's search; "
                             "a citator's hint, not a statement that a case is good law):") +
           QLatin1Char('\n') + out;
}

nlohmann::json notesJson(const QStringList& notes)
{
    return json::strList(notes);
}

struct Options
{
    bool json = false;
    bool authorities = false; ///< --authorities: print or write the table of authorities instead
    QString authoritiesOut;   ///< --out FILE for the table (.docx, .md, .html, .json), empty: print it
    model::AsOf asOf;         ///< --as-of; null: today (a session's: its analysis's date)
    verify::CitationChecker* checker = nullptr;
    const parse::CitationExtractor* extractor = nullptr;
    QString forum;                      ///< --forum as given, empty for none
    QStringList extraNotes;             ///< what the command itself did (the cache cleared by --refresh)
    QString out;                        ///< --out: the report also written to this .docx, .md, .html or .json file
    verify::Citator* citator = nullptr; ///< null with --no-treatment or --offline
    CancelToken cancel;
};

/// Writes the report of a checked document to --out in the format its ending names (Word, Markdown, HTML or JSON:
/// the window's document-check exports); an exit code after a failure, else -1.
int writeReport(const QString& fileName, const verify::CitationReport& report, const QStringList& notes,
                const QString& out)
{
    verify::DocumentCheck check;
    check.fileName = fileName;
    check.notes = notes;
    for (const verify::ReportedCitation& c : report.citations) {
        verify::DocumentCheckRow row;
        row.verified.citation = c.citation;
        row.verified.check = c.check;
        row.verified.found = c.found;
        row.verified.link = c.link;
        row.verified.authority = c.authority;
        row.page = c.page;
        row.line = c.line;
        check.rows << row;
    }
    const QString title = VerifyCommand::tr("Citation check: %1").arg(fileName);
    const QString lower = out.toLower();
    Result<void> written;
    if (lower.endsWith(QLatin1String(".docx")))
        written = exporting::MarkdownDocx::document(title, check.markdown()).save(out);
    else if (lower.endsWith(QLatin1String(".md")))
        written = exporting::SessionExport::writeText(out, check.markdown());
    else if (lower.endsWith(QLatin1String(".html")))
        written = exporting::SessionExport::writeText(out, exporting::HtmlRenderer::document(title, check.html()));
    else if (lower.endsWith(QLatin1String(".json")))
        written = exporting::SessionExport::writeText(out, QString::fromUtf8(json::dump(check.toJson(), 2)) +
                                                               QLatin1Char('\n'));
    else
        return CliSupport::fail(ExitUsage, VerifyCommand::tr("--out must name a .docx, .md, .html or .json file."));
    if (!written)
        return CliSupport::fail(ExitConfiguration, written.error().toString());
    CliSupport::err(VerifyCommand::tr("Report written to %1").arg(out) + QLatin1Char('\n'));
    return -1;
}

/// Runs the citator on the verified cases (after their checks are printed in text mode) and
/// returns its notes.
QStringList treat(QList<model::VerifiedCitation>& checked, const Options& options)
{
    if (!options.citator || options.cancel.isCancelled())
        return {};
    const bool any = std::any_of(checked.cbegin(), checked.cend(),
                                 [](const model::VerifiedCitation& v) { return verify::Citator::applies(v); });
    if (!any)
        return {};
    if (!options.json)
        CliSupport::err(VerifyCommand::tr("Looking for later negative treatment of the verified cases…") +
                        QLatin1Char('\n'));
    options.citator->treatAll(checked, options.cancel);
    return options.citator->notes();
}

/// Text mode: runs the citator after the checks were printed, then prints what it found and its notes.
void printLaterTreatment(QList<model::VerifiedCitation>& checked, const Options& options)
{
    const QStringList treatmentNotes = treat(checked, options);
    QString later = treatmentReport(checked);
    for (const QString& note : treatmentNotes)
        later += note + QLatin1Char('\n');
    if (!later.isEmpty())
        CliSupport::out(later);
}

int finish(const verify::CitationReport& report, const Options& options)
{
    if (options.cancel.isCancelled()) {
        CliSupport::err(VerifyCommand::tr("lmars-cli: interrupted; the citations not yet looked up are unchecked.") +
                        QLatin1Char('\n'));
        return ExitCancelled;
    }
    return report.flaggedCount() > 0 ? ExitCitationsFlagged : ExitOk;
}

/// --authorities: the document's table of authorities, printed (Markdown, or JSON with --json) or
/// written to --out in the format its suffix names; the exit code is verify's.
int writeAuthorities(const QString& path, const verify::CitationReport& report, const QStringList& notes,
                     const Options& options)
{
    const QString name = path == QLatin1String("-") ? VerifyCommand::tr("standard input") : QFileInfo(path).fileName();
    const verify::TableOfAuthorities table = verify::TableOfAuthorities::build(name, report);
    // The exit code counts every flagged citation; say so when some of them have no row in the table.
    const int listed = int(std::count_if(table.authorities.cbegin(), table.authorities.cend(),
                                         [](const verify::TableAuthority& a) { return model::isFlagged(a.status); }));
    if (report.flaggedCount() > 0 && listed == 0)
        CliSupport::err(VerifyCommand::tr("%n flagged citation(s) stand for no authority of the table (for example a "
                                          "citation that could not be read whole); `lmars-cli verify FILE` lists them.",
                                          nullptr, report.flaggedCount()) +
                        QLatin1Char('\n'));
    if (!options.authoritiesOut.isEmpty()) {
        if (const Result<void> saved = table.save(options.authoritiesOut); !saved)
            return CliSupport::fail(CliSupport::exitCodeFor(saved.error()), saved.error().summary);
        CliSupport::err(VerifyCommand::tr("Table of authorities written to %1.").arg(options.authoritiesOut) +
                        QLatin1Char('\n'));
    } else if (options.json) {
        nlohmann::json out = table.toJson();
        out["notes"] = notesJson(notes);
        CliSupport::out(QString::fromUtf8(json::dump(out, 2)) + QLatin1Char('\n'));
    } else {
        QString text = table.markdown();
        for (const QString& note : notes)
            text += QStringLiteral("> ") + note.simplified() + QStringLiteral("\n\n");
        CliSupport::out(text);
    }
    return finish(report, options);
}

int verifyFile(const QString& path, const Options& options)
{
    const auto document = readDocument(path);
    if (!document)
        return CliSupport::fail(ExitUsage, document.error().summary);
    const QList<model::LegalCitation> citations = options.extractor->extract(document->text);
    QList<model::VerifiedCitation> checked = options.checker->check(citations, options.asOf.day(), options.cancel);
    verify::AuthorityClassifier::forForum(options.forum, {}).classifyAll(checked);
    const verify::CitationReport report =
        verify::CitationReport::fromChecked(document->text, document->sections, checked);
    const QStringList notes = options.extraNotes + options.checker->notes();
    if (options.authorities)
        return writeAuthorities(path, report, notes, options);
    const QString shownName =
        path == QLatin1String("-") ? VerifyCommand::tr("standard input") : QFileInfo(path).fileName();
    if (!options.out.isEmpty()) {
        if (const int code = writeReport(shownName, report, notes, options.out); code >= 0)
            return code;
    }
    if (options.json) {
        const QStringList treatmentNotes = treat(checked, options);
        nlohmann::json out = verify::CitationReport::fromChecked(document->text, document->sections, checked).toJson();
        out["file"] = json::str(path);
        out["notes"] = notesJson(notes + treatmentNotes);
        CliSupport::out(QString::fromUtf8(json::dump(out, 2)) + QLatin1Char('\n'));
    } else {
        CliSupport::out(textReport(shownName, report, notes));
        // The checks first: the citator's look-ups (few a minute) never hold them back.
        printLaterTreatment(checked, options);
    }
    return finish(report, options);
}

int verifySession(const settings::AppConfig& config, const QString& idOrPrefix, const Options& options)
{
    const auto backends = CliSupport::openBackends(config);
    if (!backends)
        return ExitConfiguration;
    store::SessionArchive& store = backends->sessions();
    const auto id = store.resolveId(idOrPrefix);
    if (!id)
        return CliSupport::fail(ExitUsage, id.error().summary);
    const auto loaded = store.load(id.value());
    if (!loaded)
        return CliSupport::fail(ExitConfiguration, loaded.error().toString());
    if (!loaded.value())
        return CliSupport::fail(ExitUsage, VerifyCommand::tr("no session %1.").arg(idOrPrefix));
    const model::ResearchState state = model::ResearchState::fromJson(*loaded.value());
    const QString answer = state.answer.markdown;
    if (answer.trimmed().isEmpty())
        return CliSupport::fail(ExitUsage, VerifyCommand::tr("session %1 has no answer to check.").arg(id.value()));
    const model::AsOf asOf = options.asOf.isNull() ? state.analysis.asOf : options.asOf;

    const QList<model::LegalCitation> citations = options.extractor->extract(answer);
    QList<model::VerifiedCitation> checked = options.checker->check(citations, asOf.day(), options.cancel);
    // Without --forum, the research's jurisdiction suggests one (and the reasons say it was assumed).
    verify::AuthorityClassifier::forForum(options.forum, state.analysis.jurisdiction).classifyAll(checked);
    const verify::CitationReport report = verify::CitationReport::fromChecked(answer, {}, checked);
    const bool hadRecord = state.verification.present && !state.verification.turnedOff;
    const QList<verify::CitationChange> changes = verify::CitationChanges::compare(
        hadRecord ? state.verification.citations : QList<model::VerifiedCitation>(), checked);
    QStringList notes = options.extraNotes + options.checker->notes();
    if (options.json) {
        notes += treat(checked, options);
        nlohmann::json out = verify::CitationReport::fromChecked(answer, {}, checked).toJson();
        out["session"] = json::str(id.value());
        out["question"] = json::str(state.question);
        out["asOfDate"] = json::str(asOf.iso());
        out["savedVerification"] = hadRecord;
        nlohmann::json list = nlohmann::json::array();
        for (const verify::CitationChange& change : changes)
            list.push_back(verify::CitationChanges::toJson(change));
        out["changes"] = std::move(list);
        out["notes"] = notesJson(notes);
        CliSupport::out(QString::fromUtf8(json::dump(out, 2)) + QLatin1Char('\n'));
        return finish(report, options);
    }
    QString text = VerifyCommand::tr("Session %1: %2").arg(id.value(), state.question.simplified()) + QLatin1Char('\n');
    if (!asOf.isNull())
        text += VerifyCommand::tr("Regulations checked as of %1.").arg(asOf.iso()) + QLatin1Char('\n');
    text += QLatin1Char('\n') + textReport(VerifyCommand::tr("answer"), report, notes) + QLatin1Char('\n');
    if (state.verification.turnedOff)
        text += VerifyCommand::tr("The session was saved with verification turned off, so every citation above is "
                                  "new.") +
                QLatin1Char('\n');
    else if (!hadRecord)
        text += VerifyCommand::tr("The saved session has no verification record (it was saved before citations were "
                                  "checked), so every citation above is new.") +
                QLatin1Char('\n');
    else if (changes.isEmpty())
        text += VerifyCommand::tr("Nothing changed since the session was saved.") + QLatin1Char('\n');
    else {
        text += VerifyCommand::tr("Changed since the session was saved:") + QLatin1Char('\n');
        for (const verify::CitationChange& change : changes)
            text += QStringLiteral("  ") + verify::CitationChanges::describe(change) + QLatin1Char('\n');
    }
    CliSupport::out(text);
    printLaterTreatment(checked, options);
    return finish(report, options);
}

} // namespace

int VerifyCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    // Three messages, one paragraph each (translation files keep one line per message).
    parser.setApplicationDescription(
        tr("List every citation in a document (cases, short forms, statutes, regulations, Federal Register, Pub. L., "
           "Stat., executive orders) with its page, line and status, the most dangerous first (mismatch, not found, "
           "invalid, implausible, ambiguous, unchecked, verified). Cases are looked up in CourtListener when "
           "COURTLISTENER_API_TOKEN is set; C.F.R. sections, Federal Register citations, executive orders and "
           "U.S.C. sections are checked at eCFR, the Federal Register and GovInfo.") +
        QLatin1Char('\n') +
        tr("With --session ID, the same checks run on a saved session's answer and the output says what changed "
           "since the session was saved.") +
        QStringLiteral("\n\n") +
        tr("Exit codes: 0 nothing is flagged; 5 at least one citation is flagged; 2 usage error (bad arguments, a "
           "missing, unsupported or unreadable file, an unknown session); 3 configuration error (citation tables "
           "missing, session database unusable); 130 interrupted."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), tr("A .pdf, .docx, .txt, .md or .html file; \"-\" reads text "
                                                            "from standard input."));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), tr("Print {file or session, citations: [...], counts, notes[, changes]} as JSON."));
    const QCommandLineOption offlineOption(QStringLiteral("offline"),
                                           tr("Run only the offline checks: look nothing up on the network."));
    const QCommandLineOption sessionOption(QStringLiteral("session"),
                                           tr("Check the answer of a saved session (its id or a unique prefix)."),
                                           QStringLiteral("id"));
    const QCommandLineOption asOfOption(
        QStringLiteral("as-of"),
        tr("Check regulations as in force on this date (YYYY-MM-DD; default: today, or the "
           "session's as-of date)."),
        QStringLiteral("date"));
    const QCommandLineOption dataDirOption(QStringLiteral("data-dir"), tr("Folder of the session database."),
                                           QStringLiteral("dir"));
    const QCommandLineOption forumOption(
        QStringLiteral("forum"),
        tr("The court the document is for (a courts-db id such as cal, calctapp, cand or ca9, or the court's name): "
           "each verified case is marked binding, persuasive or not precedential there. Without it, a session's "
           "jurisdiction suggests one."),
        QStringLiteral("court"));
    const QCommandLineOption refreshOption(QStringLiteral("refresh"),
                                           tr("Clear the citation cache first, so every citation is looked up again."));
    const QCommandLineOption noTreatmentOption(
        QStringLiteral("no-treatment"),
        tr("Do not look for later negative treatment. By default, after the checks, each verified case's citing "
           "opinions are searched in CourtListener and read for overruled, abrogated, superseded by statute, "
           "disapproved, called into doubt, declined to follow and limited to its facts (a few requests a minute on "
           "CourtListener's free tier; what the rate limit left unchecked is said)."));
    const QCommandLineOption citingOption(
        QStringLiteral("citing-opinions"),
        tr("Read the text of at most this many citing opinions per case (default 5; the rest are counted)."),
        QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption authoritiesOption(
        QStringLiteral("authorities"),
        tr("Print the document's table of authorities instead: its cases (alphabetical), statutes, regulations and "
           "other authorities, each once in Bluebook form with every page where it is cited (short forms, id. and "
           "supra counted to their full citation) and its check status."));
    const QCommandLineOption outOption(
        QStringLiteral("out"),
        tr("Also write the report of FILE to this file, or with --authorities the table: .docx (Word), .md, .html or "
           ".json."),
        QStringLiteral("file"));
    parser.addOptions({jsonOption, offlineOption, sessionOption, asOfOption, dataDirOption, forumOption, refreshOption,
                       outOption, noTreatmentOption, citingOption, authoritiesOption});
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    const bool bySession = parser.isSet(sessionOption);
    if (parser.positionalArguments().size() != (bySession ? 0 : 1))
        return CliSupport::fail(ExitUsage, tr("usage: lmars-cli verify FILE [--json] [--offline] [--as-of DATE] "
                                              "[--forum COURT] [--refresh] [--no-treatment] [--citing-opinions N] "
                                              "[--out REPORT | --authorities [--out FILE]] | "
                                              "lmars-cli verify --session ID [--json] [--offline] [--forum COURT] "
                                              "[--refresh] [--no-treatment] [--citing-opinions N]"));
    Options options;
    options.json = parser.isSet(jsonOption);
    options.authorities = parser.isSet(authoritiesOption);
    options.authoritiesOut = options.authorities ? parser.value(outOption).trimmed() : QString();
    if (options.authorities && bySession)
        return CliSupport::fail(ExitUsage,
                                tr("--authorities lists the authorities of a document FILE, not of a session."));
    if (options.authorities && parser.isSet(outOption) &&
        !verify::TableOfAuthorities::isSupportedPath(options.authoritiesOut))
        return CliSupport::fail(
            ExitUsage, tr("--out must name a .docx, .md, .html or .json file: %1").arg(options.authoritiesOut));
    options.out = options.authorities ? QString() : parser.value(outOption).trimmed();
    if (bySession && !options.out.isEmpty())
        return CliSupport::fail(ExitUsage, tr("--out writes the report of a FILE; a session's answer is exported with "
                                              "lmars-cli export."));
    if (const int code = CliSupport::readAsOf(parser, asOfOption, &options.asOf); code >= 0)
        return code;
    options.forum = parser.value(forumOption).trimmed();
    if (parser.isSet(forumOption)) {
        QString unknown;
        verify::AuthorityClassifier::forForum(options.forum, {}, &unknown);
        if (!unknown.isEmpty() || options.forum.isEmpty())
            return CliSupport::fail(ExitUsage, unknown.isEmpty() ? tr("--forum needs a court.") : unknown);
    }

    bool citingOk = false;
    const int citingOpinions = parser.value(citingOption).toInt(&citingOk);
    if (!citingOk || citingOpinions < 0 || citingOpinions > 50)
        return CliSupport::fail(ExitUsage, tr("--citing-opinions must be a number from 0 to 50."));

    const parse::CitationExtractor extractor;
    if (extractor.table().isEmpty())
        return CliSupport::fail(ExitConfiguration, tr("the citation tables are missing from this build."));
    options.extractor = &extractor;

    const settings::AppConfig config = CliSupport::loadConfig(parser.value(dataDirOption));
    const bool offline = parser.isSet(offlineOption);
    if (parser.isSet(refreshOption) && !offline) {
        const Result<int> cleared = verify::CitationCheckerFactory::clearCache(config);
        if (!cleared)
            return CliSupport::fail(ExitConfiguration, cleared.error().toString());
        options.extraNotes << tr("The citation cache was cleared (%n entries): every citation was looked up again.",
                                 nullptr, cleared.value());
    }
    const std::shared_ptr<store::CitationCache> cache =
        offline ? nullptr : verify::CitationCheckerFactory::openCache(config);
    const std::unique_ptr<verify::CitationChecker> checker = verify::CitationCheckerFactory::create(
        config, cache,
        offline ? verify::CitationCheckerFactory::Mode::Offline : verify::CitationCheckerFactory::Mode::Automatic);
    options.checker = checker.get();
    std::unique_ptr<verify::Citator> citator;
    if (!offline && !parser.isSet(noTreatmentOption)) {
        citator = std::make_unique<verify::Citator>(
            verify::CitationCheckerFactory::citatorConfig(config, citingOpinions), cache);
        options.citator = citator.get();
    }
    CliSupport::installInterruptHandler(options.cancel);

    if (bySession)
        return verifySession(config, parser.value(sessionOption), options);
    return verifyFile(parser.positionalArguments().constFirst(), options);
}

} // namespace lmars::cli
