// SPDX-License-Identifier: GPL-3.0-or-later
#include "CaseLibrary.h"

#include "common/JsonUtil.h"
#include "eval/EvalLog.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"

#include <QElapsedTimer>
#include <QFile>
#include <QMutexLocker>
#include <QStringList>

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::eval {

namespace {

const QString kPathPrefix = QStringLiteral("maslegalbench:");

QString documentPath(const QString& source, const QString& docId)
{
    return kPathPrefix + source + QLatin1Char('/') + docId;
}

} // namespace

CaseLibrary::~CaseLibrary() = default;

QString CaseLibrary::rolesCode() const
{
    QStringList codes;
    for (PassageRole role : m_roles)
        codes << PassageRoles::code(role);
    return codes.join(QLatin1Char(','));
}

QString CaseLibrary::readable(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (!trimmed.startsWith(QLatin1Char('{')))
        return trimmed;
    const Json o = js::parse(trimmed.toUtf8());
    if (!o.is_object())
        return trimmed;
    QStringList lines;
    for (auto it = o.begin(); it != o.end(); ++it)
        lines << QStringLiteral("%1: %2").arg(
            QString::fromStdString(it.key()).replace(QLatin1Char('_'), QLatin1Char(' ')), js::toQString(it.value()));
    return lines.join(QLatin1Char('\n'));
}

Result<std::shared_ptr<CaseLibrary>> CaseLibrary::build(const QString& corpusPath, const QList<PassageRole>& roles,
                                                        const CancelToken& cancel)
{
    QFile file(corpusPath);
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Usage, tr("Cannot read the corpus %1: %2.").arg(corpusPath, file.errorString()));
    std::shared_ptr<CaseLibrary> library(new CaseLibrary());
    library->m_roles = roles;
    if (!library->m_dir.isValid())
        return Error(ErrorKind::Storage, tr("Cannot create a temporary folder for the corpus library."));
    auto opened = store::LibraryStore::open(library->m_dir.filePath(QStringLiteral("library.sqlite")));
    if (!opened)
        return opened.error();
    library->m_store = std::move(opened.value());
    store::LibraryStore& db = *library->m_store;

    QElapsedTimer clock;
    clock.start();
    library::LibrarySync sync(&db);
    if (auto begun = db.beginBatch(); !begun)
        return begun.error();
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        if (cancel.isCancelled()) {
            (void)db.rollbackBatch();
            return Error(ErrorKind::Cancelled, tr("Cancelled."));
        }
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const Json row = js::parse(line);
        if (!row.is_object() || !row.contains("doc_id") || !row.contains("source") || !row.contains("text")) {
            (void)db.rollbackBatch();
            return Error(
                ErrorKind::Usage,
                tr("%1, line %2: a corpus row needs doc_id, source, type and text.").arg(corpusPath).arg(lineNumber));
        }
        const std::optional<PassageRole> role = PassageRoles::ofCorpusType(js::field(row, "type"));
        if (!role || !roles.contains(*role))
            continue;
        Passage passage{js::field(row, "doc_id"), js::field(row, "source"), *role, readable(js::field(row, "text"))};
        if (passage.text.isEmpty())
            continue;
        parse::ParsedDocument doc;
        doc.type = QStringLiteral("txt");
        doc.title = passage.docId;
        doc.text = passage.text;
        doc.sections.append({0, int(doc.text.size()), PassageRoles::heading(*role), 0});
        store::LibraryDocument meta;
        meta.path = documentPath(passage.source, passage.docId);
        if (auto stored = sync.storeParsed(meta, doc); !stored) {
            (void)db.rollbackBatch();
            return stored.error();
        }
        library->m_passages.insert(meta.path, passage);
    }
    if (auto committed = db.commitBatch(); !committed)
        return committed.error();
    if (library->m_passages.isEmpty())
        return Error(ErrorKind::Usage,
                     tr("%1 holds no passage of the roles %2.").arg(corpusPath, library->rolesCode()));
    qCInfo(lcEval) << "case library:" << library->m_passages.size() << "passages of roles" << library->rolesCode()
                   << "indexed in" << clock.elapsed() << "ms";
    return library;
}

Result<QList<model::SearchResult>> CaseLibrary::search(const QString& caseSource, const QString& question, int k,
                                                       const CancelToken& cancel)
{
    store::LibraryQuery query;
    query.text = question;
    query.k = int(m_passages.size()); // ranked over the whole library; other cases' passages are dropped below
    query.mergeAdjacent = true;
    Result<QList<store::LibraryHit>> hits = QList<store::LibraryHit>();
    {
        QMutexLocker lock(&m_mutex);
        store::LibrarySearcher searcher(m_store.get());
        hits = searcher.search(query, cancel);
    }
    if (!hits)
        return hits.error();
    const QString casePrefix = kPathPrefix + caseSource + QLatin1Char('/');
    QList<model::SearchResult> out;
    QStringList seen;
    for (const store::LibraryHit& hit : hits.value()) {
        if (!hit.path.startsWith(casePrefix) || seen.contains(hit.path))
            continue;
        const auto passage = m_passages.constFind(hit.path);
        if (passage == m_passages.cend())
            continue;
        seen << hit.path;
        model::SearchResult r;
        r.id = QStringLiteral("library:") + passage->docId;
        r.type = model::SourceType::Local;
        r.title = QStringLiteral("%1 · %2").arg(PassageRoles::heading(passage->role), passage->docId);
        r.site = passage->source;
        r.snippet = hit.snippet;
        r.content = passage->text;
        r.authority = model::AuthorityTier::Primary;
        model::LibraryPassageRecord& record = r.libraryPassage.emplace();
        record.role = PassageRoles::code(passage->role);
        record.score = hit.score;
        out << r;
        if (out.size() >= k)
            break;
    }
    return out;
}

} // namespace lmars::eval
