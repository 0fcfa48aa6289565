// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvidenceArchive.h"

#include "common/JsonUtil.h"
#include "research/RecordingSearchSource.h"
#include "research/ResearchLog.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::research {

namespace {

const char* const kManifest = "sources.json";

Json errorToJson(const Error& error)
{
    return Json{{"kind", js::str(errorKindName(error.kind))},
                {"summary", js::str(error.summary)},
                {"httpStatus", error.httpStatus},
                {"providerMessage", js::str(error.providerMessage)}};
}

Error errorFromJson(const Json& j)
{
    ErrorKind kind = ErrorKind::Internal;
    const QString name = js::field(j, "kind");
    for (ErrorKind k : {ErrorKind::Usage, ErrorKind::Configuration, ErrorKind::Network, ErrorKind::Timeout,
                        ErrorKind::Http, ErrorKind::InvalidResponse, ErrorKind::TooLarge, ErrorKind::Storage}) {
        if (errorKindName(k) == name)
            kind = k;
    }
    return Error(kind, js::field(j, "summary"), j.value("httpStatus", 0), js::field(j, "providerMessage"));
}

} // namespace

EvidenceArchive::EvidenceArchive(QString dir, Mode mode) : m_dir(std::move(dir)), m_mode(mode) {}

Result<std::shared_ptr<EvidenceArchive>> EvidenceArchive::open(const QString& dir, Mode mode)
{
    const QString path = QDir(dir).absolutePath();
    std::shared_ptr<EvidenceArchive> archive(new EvidenceArchive(path, mode));
    QFile manifest(QDir(path).filePath(QLatin1String(kManifest)));
    if (mode == Mode::Record) {
        if (!QDir().mkpath(QDir(path).filePath(QStringLiteral("search"))) ||
            !QDir().mkpath(QDir(path).filePath(QStringLiteral("pages"))))
            return Error(ErrorKind::Configuration, tr("Cannot create the evidence folder %1.").arg(path));
    } else if (!manifest.exists()) {
        return Error(ErrorKind::Configuration,
                     tr("%1 holds no recorded evidence (no %2): record it first with --record.")
                         .arg(path, QLatin1String(kManifest)));
    }
    if (manifest.open(QIODevice::ReadOnly)) {
        const Json doc = js::parse(manifest.readAll());
        if (!doc.is_array())
            return Error(ErrorKind::Configuration,
                         tr("%1 is damaged: it is not a JSON array.").arg(manifest.fileName()));
        for (const Json& s : doc) {
            ArchivedSource source;
            source.name = js::field(s, "name");
            if (source.name.isEmpty() || !model::parseSourceType(js::field(s, "type"), &source.type))
                continue;
            // Archives recorded before queries were routed by type carry no "queryType".
            if (!model::parseQueryType(js::field(s, "queryType"), &source.queryType))
                source.queryType = model::queryTypeFor(source.type);
            archive->m_sources.append(source);
        }
    }
    return archive;
}

Json EvidenceArchive::searchRequest(const QString& sourceName, const search::SearchQuery& query)
{
    Json request{{"kind", "search"},
                 {"source", js::str(sourceName)},
                 {"query", js::str(query.text.simplified())},
                 {"maxResults", query.maxResults},
                 {"asOf", js::str(query.asOf.iso())},
                 {"courts", js::str(query.courts.simplified())},
                 {"filedAfter", js::str(query.filedAfter)},
                 {"filedBefore", js::str(query.filedBefore)}};
    if (query.matter) // a library search in a matter finds other passages (absent otherwise: older archives match)
        request["matter"] = js::str(*query.matter);
    return request;
}

Json EvidenceArchive::pageRequest(const QString& url)
{
    return Json{{"kind", "page"}, {"url", js::str(model::normalizeUrl(url.trimmed()))}};
}

QString EvidenceArchive::keyOf(const Json& request)
{
    return QString::fromLatin1(QCryptographicHash::hash(js::dump(request), QCryptographicHash::Sha256).toHex());
}

QString EvidenceArchive::pathFor(const char* folder, const QString& key) const
{
    return QDir(m_dir).filePath(QLatin1String(folder) + QLatin1Char('/') + key + QStringLiteral(".json"));
}

bool EvidenceArchive::write(const QString& path, const Json& doc) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(js::dump(doc, 1)) < 0 || !file.commit()) {
        qCWarning(lcResearch) << "cannot write evidence file" << path << file.errorString();
        return false;
    }
    return true;
}

Result<Json> EvidenceArchive::read(const char* folder, const Json& request, const QString& what) const
{
    const QString key = keyOf(request);
    QFile file(pathFor(folder, key));
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Configuration,
                     tr("Replay has no recorded response for %1 (key %2) in %3.").arg(what, key.left(16), m_dir));
    const Json doc = js::parse(file.readAll());
    if (!doc.is_object())
        return Error(ErrorKind::InvalidResponse, tr("The recorded response %1 is damaged.").arg(file.fileName()));
    return doc;
}

Result<QList<model::SearchResult>> EvidenceArchive::loadSearch(const QString& sourceName,
                                                               const search::SearchQuery& query) const
{
    auto doc = read("search", searchRequest(sourceName, query),
                    tr("the %1 search \"%2\"").arg(sourceName, query.text.simplified()));
    if (!doc)
        return doc.error();
    if (doc->contains("error"))
        return errorFromJson(doc.value()["error"]);
    QList<model::SearchResult> results;
    for (const Json& r : doc->value("results", Json::array()))
        results.append(model::SearchResult::fromJson(r));
    return results;
}

void EvidenceArchive::storeSearch(const QString& sourceName, const search::SearchQuery& query,
                                  const Result<QList<model::SearchResult>>& results)
{
    if (!results && results.error().isCancelled())
        return;
    const Json request = searchRequest(sourceName, query);
    Json doc{{"request", request}};
    if (results) {
        Json list = Json::array();
        for (const model::SearchResult& r : results.value())
            list.push_back(r.toJson());
        doc["results"] = list;
    } else {
        doc["error"] = errorToJson(results.error());
    }
    write(pathFor("search", keyOf(request)), doc);
}

namespace {

Json declineRequest(const QString& sourceName, const QString& text)
{
    return Json{{"kind", "declined"}, {"source", js::str(sourceName)}, {"query", js::str(text.simplified())}};
}

} // namespace

void EvidenceArchive::storeDecline(const QString& sourceName, const QString& text, const QString& reason)
{
    const Json request = declineRequest(sourceName, text);
    const QString path = pathFor("declined", keyOf(request));
    if (!QDir().mkpath(QFileInfo(path).path())) {
        qCWarning(lcResearch) << "cannot create the evidence folder for declined queries in" << m_dir;
        return;
    }
    write(path, Json{{"request", request}, {"reason", js::str(reason)}});
}

std::optional<QString> EvidenceArchive::loadDecline(const QString& sourceName, const QString& text) const
{
    QFile file(pathFor("declined", keyOf(declineRequest(sourceName, text))));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return js::field(js::parse(file.readAll()), "reason");
}

Result<search::PageText> EvidenceArchive::loadPage(const QString& url) const
{
    auto doc = read("pages", pageRequest(url), tr("the page %1").arg(url));
    if (!doc)
        return doc.error();
    if (doc->contains("error"))
        return errorFromJson(doc.value()["error"]);
    const Json page = doc->value("page", Json::object());
    search::PageText text;
    text.text = js::field(page, "text");
    text.title = js::field(page, "title");
    text.contentType = js::field(page, "contentType");
    text.pages = page.value("pages", 0);
    if (const auto it = page.find("httpStatus"); it != page.end() && it->is_number_integer())
        text.httpStatus = it->get<int>();
    return text;
}

void EvidenceArchive::storePage(const QString& url, const Result<search::PageText>& page)
{
    if (!page && page.error().isCancelled())
        return;
    const Json request = pageRequest(url);
    Json doc{{"request", request}};
    if (page) {
        doc["page"] = Json{{"text", js::str(page->text)},
                           {"title", js::str(page->title)},
                           {"contentType", js::str(page->contentType)},
                           {"pages", page->pages}};
        if (page->httpStatus > 0)
            doc["page"]["httpStatus"] = page->httpStatus;
    } else
        doc["error"] = errorToJson(page.error());
    write(pathFor("pages", keyOf(request)), doc);
}

void EvidenceArchive::noteSource(const QString& name, model::SourceType type, model::QueryType queryType)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    for (const ArchivedSource& s : std::as_const(m_sources)) {
        if (s.name == name)
            return;
    }
    m_sources.append({name, type, queryType});
    Json doc = Json::array();
    for (const ArchivedSource& s : std::as_const(m_sources))
        doc.push_back({{"name", js::str(s.name)},
                       {"type", js::str(model::sourceTypeName(s.type))},
                       {"queryType", js::str(model::queryTypeName(s.queryType))}});
    write(QDir(m_dir).filePath(QLatin1String(kManifest)), doc);
}

QList<ArchivedSource> EvidenceArchive::sources() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_sources;
}

QList<std::shared_ptr<search::SearchSource>>
EvidenceArchive::wrap(const QList<std::shared_ptr<search::SearchSource>>& sources,
                      std::shared_ptr<EvidenceMisses> misses)
{
    QList<std::shared_ptr<search::SearchSource>> out;
    for (const auto& s : sources) {
        if (m_mode == Mode::Record)
            noteSource(s->name(), s->type(), s->queryType());
        out.append(std::make_shared<RecordingSearchSource>(s->type(), s->queryType(), s->name(), s, shared_from_this(),
                                                           misses));
    }
    return out;
}

Result<QList<std::shared_ptr<search::SearchSource>>>
EvidenceArchive::replaySources(const QList<model::SourceChoice>& requested, std::shared_ptr<EvidenceMisses> misses)
{
    // A recorded SearXNG source is named by its SearchSource::name(), which is the choice's name.
    const auto wanted = [&requested](const ArchivedSource& s) {
        for (model::SourceChoice choice : requested) {
            if (choice == model::SourceChoice::Searxng ? s.name == model::sourceChoiceName(choice)
                                                       : s.queryType == model::queryTypeOf(choice))
                return true;
        }
        return requested.isEmpty();
    };
    QList<std::shared_ptr<search::SearchSource>> out;
    for (const ArchivedSource& s : sources()) {
        if (!wanted(s))
            continue;
        out.append(
            std::make_shared<RecordingSearchSource>(s.type, s.queryType, s.name, nullptr, shared_from_this(), misses));
    }
    if (out.isEmpty())
        return Error(ErrorKind::Configuration,
                     tr("The recorded evidence in %1 has none of the sources asked for.").arg(m_dir));
    return out;
}

int EvidenceArchive::storedSearches() const
{
    return int(
        QDir(QDir(m_dir).filePath(QStringLiteral("search"))).entryList({QStringLiteral("*.json")}, QDir::Files).size());
}

int EvidenceArchive::storedPages() const
{
    return int(
        QDir(QDir(m_dir).filePath(QStringLiteral("pages"))).entryList({QStringLiteral("*.json")}, QDir::Files).size());
}

} // namespace lmars::research
