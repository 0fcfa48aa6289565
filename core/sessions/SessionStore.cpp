// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionStore.h"

#include "sessions/SessionLiveness.h"
#include "sessions/SessionSchema.h"
#include "sessions/SessionsLog.h"
#include "sqlite/Database.h"
#include "sqlite/Transaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>

namespace lmars::store {

namespace {
struct SessionStoreTr
{
    Q_DECLARE_TR_FUNCTIONS(SessionStore)
};

constexpr int kPreviewLength = 160;
constexpr int kMinPrefixLength = 4;

const QString kRunning = model::statusName(model::RunStatus::Running);
const QString kInterrupted = model::statusName(model::RunStatus::Interrupted);

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QString dumpJson(const nlohmann::json& value)
{
    // Invalid UTF-8 inside strings is replaced instead of throwing.
    return QString::fromStdString(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

nlohmann::json parseJson(const QString& text)
{
    return nlohmann::json::parse(text.toStdString(), nullptr, false);
}

/// A string member of a JSON object, or nullopt when absent or not a string.
std::optional<QString> stringMember(const nlohmann::json& object, const char* key)
{
    if (!object.is_object())
        return std::nullopt;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_string())
        return std::nullopt;
    return QString::fromStdString(it->get<std::string>());
}

std::optional<QString> answerMarkdown(const nlohmann::json& trajectory)
{
    if (!trajectory.is_object())
        return std::nullopt;
    const auto it = trajectory.find("answer");
    if (it == trajectory.end())
        return std::nullopt;
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>());
    return stringMember(*it, "markdown");
}

void bindOptional(Statement& stmt, int index, const std::optional<QString>& value)
{
    if (value)
        stmt.bind(index, *value);
    else
        stmt.bindNull(index);
}

Error missingSession(const QString& id)
{
    return Error(ErrorKind::Usage, SessionStoreTr::tr("There is no session with id \"%1\".").arg(id));
}

QString previewOf(const QString& answer)
{
    return answer.simplified().left(kPreviewLength);
}

} // namespace

SessionStore::SessionStore(std::unique_ptr<Database> db) : m_db(std::move(db)), m_liveness(*m_db) {}

SessionStore::~SessionStore() = default;

Result<std::unique_ptr<SessionStore>> SessionStore::open(const QString& path)
{
    Result<std::unique_ptr<Database>> db = SessionSchema::open(path);
    if (!db)
        return db.error();

    std::unique_ptr<SessionStore> store(new SessionStore(std::move(db).value()));
    {
        std::lock_guard<std::mutex> lock(store->m_mutex);
        Result<void> swept = store->m_liveness.sweep();
        if (!swept)
            return swept.error();
    }
    qCDebug(lcSessions) << "opened session store" << path;
    return store;
}

QString SessionStore::ftsQuery(const QString& userText)
{
    QStringList phrases;
    const QStringList pieces = userText.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    for (const QString& piece : pieces) {
        bool searchable = false;
        for (const QChar c : piece) {
            if (c.isLetterOrNumber()) {
                searchable = true;
                break;
            }
        }
        if (!searchable)
            continue; // only operators or punctuation: nothing the tokenizer would index
        QString quoted = piece;
        quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
        phrases << QLatin1Char('"') + quoted + QLatin1String("\"*");
    }
    return phrases.join(QLatin1Char(' '));
}

Result<std::optional<qint64>> SessionStore::rowIdLocked(const QString& id)
{
    Result<Statement> stmt = m_db->prepare(QStringLiteral("SELECT rid FROM sessions WHERE id = ?1"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, id);
    Result<bool> found = stmt->step();
    if (!found)
        return found.error();
    return found.value() ? std::optional<qint64>(stmt->columnInt64(0)) : std::nullopt;
}

Result<bool> SessionStore::existsLocked(const QString& id)
{
    Result<std::optional<qint64>> rid = rowIdLocked(id);
    if (!rid)
        return rid.error();
    return rid.value().has_value();
}

Result<void> SessionStore::touchFtsLocked(qint64 rid, const QString& question, const QString& answer)
{
    Result<Statement> stmt = m_db->prepare(
        QStringLiteral("INSERT OR REPLACE INTO sessions_fts(rowid, question, answer) VALUES (?1, ?2, ?3)"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, rid).bind(2, question).bind(3, answer);
    return stmt->run();
}

Result<void> SessionStore::createSession(const QString& id, const QString& question, model::ResearchMode mode,
                                         const nlohmann::json& trajectory, const QString& matter)
{
    if (id.trimmed().isEmpty())
        return Error(ErrorKind::Usage, SessionStoreTr::tr("A session needs a non-empty id."));
    std::lock_guard<std::mutex> lock(m_mutex);

    Result<Transaction> tx = Transaction::begin(*m_db);
    if (!tx)
        return tx.error();
    Result<bool> exists = existsLocked(id);
    if (!exists)
        return exists.error();
    if (exists.value())
        return Error(ErrorKind::Usage, SessionStoreTr::tr("A session with id \"%1\" already exists.").arg(id));

    nlohmann::json snapshot = trajectory.is_object() ? trajectory : nlohmann::json::object();
    snapshot["status"] = kRunning.toStdString();
    const QString startedAt =
        stringMember(snapshot, "startedAt").value_or(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    const QString answer = answerMarkdown(snapshot).value_or(QString());
    const qint64 now = nowMs();

    Result<Statement> stmt = m_db->prepare(QStringLiteral(
        "INSERT INTO sessions(id, question, mode, status, owner_pid, started_at, finished_at, answer, trajectory,"
        " created_at, updated_at, matter) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11)"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, id)
        .bind(2, question)
        .bind(3, model::modeName(mode))
        .bind(4, kRunning)
        .bind(5, SessionLiveness::currentProcessId())
        .bind(6, startedAt)
        .bind(7, stringMember(snapshot, "finishedAt").value_or(QString()))
        .bind(8, answer)
        .bind(9, dumpJson(snapshot))
        .bind(10, now)
        .bind(11, matter.trimmed());
    Result<void> inserted = stmt->run();
    if (!inserted)
        return inserted;
    Result<void> indexed = touchFtsLocked(m_db->lastInsertRowId(), question, answer);
    if (!indexed)
        return indexed;
    return tx->commit();
}

Result<void> SessionStore::appendEvent(const QString& id, const QString& type, const nlohmann::json& payload)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt = m_db->prepare(
        QStringLiteral("INSERT INTO events(session_id, seq, type, payload, created_at)"
                       " SELECT ?1, COALESCE(MAX(seq), 0) + 1, ?2, ?3, ?4 FROM events WHERE session_id = ?1"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, id).bind(2, type).bind(3, dumpJson(payload)).bind(4, nowMs());
    Result<void> done = stmt->run();
    if (!done) {
        Result<bool> exists = existsLocked(id);
        if (exists && !exists.value())
            return missingSession(id);
    }
    return done;
}

Result<void> SessionStore::saveTrajectory(const QString& id, const nlohmann::json& trajectory)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Transaction> tx = Transaction::begin(*m_db);
    if (!tx)
        return tx.error();

    Result<std::optional<qint64>> found = rowIdLocked(id);
    if (!found)
        return found.error();
    if (!found.value())
        return missingSession(id);
    const qint64 rid = *found.value();

    const std::optional<QString> status = stringMember(trajectory, "status");
    const std::optional<QString> answer = answerMarkdown(trajectory);
    const bool live = status && SessionLiveness::isLiveStatus(*status);
    // A finished snapshot that carries its answer is final: the streamed partial text is obsolete.
    const bool dropPartial = status && !live && answer && !answer->isEmpty();

    Result<Statement> stmt =
        m_db->prepare(QStringLiteral("UPDATE sessions SET"
                                     "  trajectory = ?2,"
                                     "  status = COALESCE(?3, status),"
                                     "  question = COALESCE(?4, question),"
                                     "  answer = COALESCE(?5, answer),"
                                     "  started_at = COALESCE(?6, started_at),"
                                     "  finished_at = COALESCE(?7, finished_at),"
                                     "  owner_pid = CASE WHEN ?8 THEN ?9 ELSE owner_pid END,"
                                     "  answer_partial = CASE WHEN ?10 THEN '' ELSE answer_partial END,"
                                     "  updated_at = ?11"
                                     " WHERE rid = ?1 RETURNING question, answer"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, rid).bind(2, dumpJson(trajectory));
    bindOptional(stmt.value(), 3, status);
    bindOptional(stmt.value(), 4, stringMember(trajectory, "question"));
    bindOptional(stmt.value(), 5, answer);
    bindOptional(stmt.value(), 6, stringMember(trajectory, "startedAt"));
    bindOptional(stmt.value(), 7, stringMember(trajectory, "finishedAt"));
    stmt->bind(8, live ? 1 : 0).bind(9, SessionLiveness::currentProcessId()).bind(10, dropPartial ? 1 : 0);
    stmt->bind(11, nowMs());
    Result<bool> row = stmt->step();
    if (!row)
        return row.error();
    const QString question = stmt->columnText(0);
    const QString storedAnswer = stmt->columnText(1);
    Result<void> finished = stmt->run();
    if (!finished)
        return finished;

    Result<void> indexed = touchFtsLocked(rid, question, storedAnswer);
    if (!indexed)
        return indexed;
    return tx->commit();
}

Result<void> SessionStore::appendAnswerDelta(const QString& id, const QString& delta)
{
    if (delta.isEmpty())
        return {};
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt = m_db->prepare(
        QStringLiteral("UPDATE sessions SET answer_partial = answer_partial || ?2, updated_at = ?3 WHERE id = ?1"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, id).bind(2, delta).bind(3, nowMs());
    Result<void> done = stmt->run();
    if (!done)
        return done;
    if (m_db->changes() == 0)
        return missingSession(id);
    return {};
}

Result<std::optional<nlohmann::json>> SessionStore::load(const QString& id)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt = m_db->prepare(
        QStringLiteral("SELECT trajectory, answer_partial, status, owner_pid FROM sessions WHERE id = ?1"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, id);
    Result<bool> row = stmt->step();
    if (!row)
        return row.error();
    if (!row.value())
        return std::optional<nlohmann::json>();

    nlohmann::json trajectory = parseJson(stmt->columnText(0));
    const QString partial = stmt->columnText(1);
    const QString status = stmt->columnText(2);
    const qint64 ownerPid = stmt->columnInt64(3);
    stmt->reset();

    if (trajectory.is_discarded()) {
        return Error(ErrorKind::Storage,
                     SessionStoreTr::tr("The saved trajectory of session \"%1\" is damaged.").arg(id));
    }
    if (!trajectory.is_object())
        trajectory = nlohmann::json::object();

    if (partial.size() > answerMarkdown(trajectory).value_or(QString()).size()) {
        nlohmann::json& answer = trajectory["answer"];
        if (!answer.is_object())
            answer = nlohmann::json::object();
        answer["markdown"] = partial.toStdString();
    }

    if (SessionLiveness::isOrphaned(status, ownerPid)) {
        Result<void> marked = m_liveness.markInterrupted(id);
        if (!marked)
            return marked.error();
        trajectory["status"] = kInterrupted.toStdString();
    }
    return std::optional<nlohmann::json>(std::move(trajectory));
}

Result<QList<SessionSummary>> SessionStore::list(const SessionFilter& filter)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    const QString match = ftsQuery(filter.search);
    QString sql = QStringLiteral("SELECT s.id, s.question, s.mode, s.status, s.started_at, s.finished_at, s.answer,"
                                 " s.answer_partial, s.owner_pid, s.title, s.matter FROM sessions s WHERE 1");
    if (!match.isEmpty())
        sql += QStringLiteral(" AND (s.rid IN (SELECT rowid FROM sessions_fts WHERE sessions_fts MATCH ?2)"
                              " OR instr(lower(s.title), lower(?3)) > 0)");
    if (filter.matter)
        sql += QStringLiteral(" AND s.matter = ?4");
    sql += QStringLiteral(" ORDER BY s.created_at DESC, s.rid DESC LIMIT ?1");
    Result<Statement> stmt = m_db->prepare(sql);
    if (!stmt)
        return stmt.error();
    stmt->bind(1, filter.limit > 0 ? filter.limit : -1);
    if (!match.isEmpty()) {
        stmt->bind(2, match);
        stmt->bind(3, filter.search.trimmed());
    }
    if (filter.matter)
        stmt->bind(4, filter.matter->trimmed());

    QList<SessionSummary> out;
    QStringList interrupted;
    for (;;) {
        Result<bool> row = stmt->step();
        if (!row)
            return row.error();
        if (!row.value())
            break;
        SessionSummary summary;
        summary.id = stmt->columnText(0);
        summary.question = stmt->columnText(1);
        model::parseMode(stmt->columnText(2), &summary.mode);
        const QString status = stmt->columnText(3);
        if (!model::parseStatus(status, &summary.status))
            summary.status = model::RunStatus::Interrupted;
        summary.startedAt = stmt->columnText(4);
        summary.finishedAt = stmt->columnText(5);
        const QString answer = stmt->columnText(6);
        const QString partial = stmt->columnText(7);
        summary.answerPreview = previewOf(partial.size() > answer.size() ? partial : answer);
        summary.title = stmt->columnText(9);
        summary.matter = stmt->columnText(10);
        if (SessionLiveness::isOrphaned(status, stmt->columnInt64(8))) {
            summary.status = model::RunStatus::Interrupted;
            interrupted << summary.id;
        }
        out << summary;
    }
    stmt->reset();
    Result<void> marked = m_liveness.markInterrupted(interrupted);
    if (!marked)
        return marked.error();
    return out;
}

Result<QString> SessionStore::resolveId(const QString& idOrPrefix)
{
    const QString wanted = idOrPrefix.trimmed();
    if (wanted.isEmpty())
        return Error(ErrorKind::Usage, SessionStoreTr::tr("No session id was given."));
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<bool> exact = existsLocked(wanted);
    if (!exact)
        return exact.error();
    if (exact.value())
        return wanted;
    if (wanted.size() < kMinPrefixLength) {
        return Error(ErrorKind::Usage,
                     SessionStoreTr::tr("No session has the id \"%1\"; a prefix needs at least %2 characters.")
                         .arg(wanted)
                         .arg(kMinPrefixLength));
    }
    Result<Statement> stmt = m_db->prepare(QStringLiteral(
        "SELECT id FROM sessions WHERE substr(id, 1, length(?1)) = ?1 ORDER BY created_at DESC, rid DESC LIMIT 6"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, wanted);
    QStringList matches;
    for (;;) {
        Result<bool> row = stmt->step();
        if (!row)
            return row.error();
        if (!row.value())
            break;
        matches << stmt->columnText(0);
    }
    if (matches.isEmpty())
        return Error(ErrorKind::Usage, SessionStoreTr::tr("No session id starts with \"%1\".").arg(wanted));
    if (matches.size() > 1) {
        QString shown = matches.mid(0, 5).join(QLatin1String(", "));
        if (matches.size() > 5)
            shown += QLatin1String(", ...");
        return Error(ErrorKind::Usage,
                     SessionStoreTr::tr("The prefix \"%1\" is ambiguous; it matches %2. Give more characters.")
                         .arg(wanted, shown));
    }
    return matches.constFirst();
}

Result<bool> SessionStore::rename(const QString& id, const QString& title)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt = m_db->prepare(QStringLiteral("UPDATE sessions SET title = ?2 WHERE id = ?1"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, id);
    stmt->bind(2, title.simplified());
    Result<void> done = stmt->run();
    if (!done)
        return done.error();
    return m_db->changes() > 0;
}

Result<bool> SessionStore::remove(const QString& id)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Transaction> tx = Transaction::begin(*m_db);
    if (!tx)
        return tx.error();
    Result<std::optional<qint64>> found = rowIdLocked(id);
    if (!found)
        return found.error();
    if (!found.value())
        return false;
    const qint64 rid = *found.value();

    const QStringList statements = {QStringLiteral("DELETE FROM events WHERE session_id = (SELECT id FROM sessions "
                                                   "WHERE rid = ?1)"),
                                    QStringLiteral("DELETE FROM sessions_fts WHERE rowid = ?1"),
                                    QStringLiteral("DELETE FROM sessions WHERE rid = ?1")};
    for (const QString& sql : statements) {
        Result<Statement> stmt = m_db->prepare(sql);
        if (!stmt)
            return stmt.error();
        stmt->bind(1, rid);
        Result<void> done = stmt->run();
        if (!done)
            return done.error();
    }
    Result<void> committed = tx->commit();
    if (!committed)
        return committed.error();
    qCInfo(lcSessions) << "removed session" << id;
    return true;
}

Result<nlohmann::json> SessionStore::events(const QString& id)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt = m_db->prepare(
        QStringLiteral("SELECT seq, type, payload, created_at FROM events WHERE session_id = ?1 ORDER BY seq"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, id);
    nlohmann::json out = nlohmann::json::array();
    for (;;) {
        Result<bool> row = stmt->step();
        if (!row)
            return row.error();
        if (!row.value())
            break;
        nlohmann::json payload = parseJson(stmt->columnText(2));
        out.push_back({{"seq", stmt->columnInt64(0)},
                       {"type", stmt->columnText(1).toStdString()},
                       {"payload", payload.is_discarded() ? nlohmann::json() : std::move(payload)},
                       {"createdAt", stmt->columnInt64(3)}});
    }
    return out;
}

Result<QStringList> SessionStore::matters()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt =
        m_db->prepare(QStringLiteral("SELECT DISTINCT matter FROM sessions WHERE matter <> '' ORDER BY matter"));
    if (!stmt)
        return stmt.error();
    QStringList out{QString()};
    for (;;) {
        Result<bool> row = stmt->step();
        if (!row)
            return row.error();
        if (!row.value())
            return out;
        out << stmt->columnText(0);
    }
}

Result<int> SessionStore::count()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt = m_db->prepare(QStringLiteral("SELECT count(*) FROM sessions"));
    if (!stmt)
        return stmt.error();
    Result<bool> row = stmt->step();
    if (!row)
        return row.error();
    return static_cast<int>(stmt->columnInt64(0));
}

} // namespace lmars::store
