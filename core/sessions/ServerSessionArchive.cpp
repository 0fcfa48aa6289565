// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerSessionArchive.h"

#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"

#include <QDateTime>

#include <limits>

namespace lmars::store {

namespace {

/// text for a LIKE pattern, its wildcards and escape character taken literally.
QString likeEscaped(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('%'), QStringLiteral("\\%"))
        .replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return text;
}

/// A PostgreSQL array literal of the values, each quoted ("{\"a\",\"b\"}").
QString arrayLiteral(const QStringList& values)
{
    QString out = QStringLiteral("{");
    for (int i = 0; i < values.size(); ++i) {
        QString item = values.at(i);
        item.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
        item.remove(QChar(0)); // PostgreSQL text cannot hold NUL
        out += (i ? QStringLiteral(",\"") : QStringLiteral("\"")) + item + QLatin1Char('"');
    }
    return out + QLatin1Char('}');
}

} // namespace

Result<bool> ServerSessionArchive::putSession(qint64 matterId, const SessionSummary& summary,
                                              const nlohmann::json& trajectory, const nlohmann::json& events)
{
    return put(matterId, summary, trajectory, events, false);
}

Result<bool> ServerSessionArchive::replaceSession(qint64 matterId, const SessionSummary& summary,
                                                  const nlohmann::json& trajectory, const nlohmann::json& events)
{
    return put(matterId, summary, trajectory, events, true);
}

Result<bool> ServerSessionArchive::put(qint64 matterId, const SessionSummary& summary, const nlohmann::json& trajectory,
                                       const nlohmann::json& events, bool replace)
{
    if (auto begun = m_db.begin(); !begun)
        return begun.error();
    const QString matter = QString::number(matterId);
    // Text the summary leaves unset is stored empty (the columns are NOT NULL).
    const auto orEmpty = [](const QString& value) {
        return value.isNull() ? QStringLiteral("") : value;
    };
    const QStringList values{
        summary.id,
        matter,
        summary.question,
        model::modeName(summary.mode),
        model::statusName(summary.status),
        orEmpty(summary.startedAt),
        orEmpty(summary.finishedAt),
        orEmpty(summary.answerPreview),
        QString::fromStdString(trajectory.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)),
        summary.title};
    // Replacing keeps the server's events and adds those after its last one (a continued session).
    int lastSeq = -1;
    if (replace) {
        auto updated = m_db.query(
            QStringLiteral("UPDATE lmars.sessions SET question = $3, mode = $4, status = $5, started_at = $6,"
                           " finished_at = $7, answer_preview = $8, trajectory = $9::jsonb, updated_at = now(),"
                           " title = CASE WHEN coalesce($10, '') = '' THEN title ELSE $10 END"
                           " WHERE id = $1 AND $2::bigint IS NOT NULL RETURNING (SELECT coalesce(max(e.seq), 0)"
                           " FROM lmars.session_events e WHERE e.session_id = $1)"),
            values);
        if (!updated) {
            m_db.rollback();
            return updated.error();
        }
        if (!updated->isEmpty())
            lastSeq = updated->scalar().toInt();
    }
    if (lastSeq < 0) {
        auto inserted = m_db.query(
            QStringLiteral("INSERT INTO lmars.sessions (id, matter_id, question, mode, status, started_at, finished_at,"
                           " answer_preview, trajectory, title) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, "
                           "coalesce($10, ''))"
                           " ON CONFLICT (id) DO NOTHING RETURNING id"),
            values);
        if (!inserted) {
            m_db.rollback();
            return inserted.error();
        }
        if (inserted->isEmpty()) {
            m_db.rollback();
            return false;
        }
    }
    // Row-level security rules out COPY into the table: the events go in as arrays, in one statement.
    QStringList seqs;
    QStringList types;
    QStringList payloads;
    if (events.is_array()) {
        for (const auto& event : events) {
            if (event.value("seq", 0) <= lastSeq)
                continue;
            seqs << QString::number(event.value("seq", 0));
            types << QString::fromStdString(event.value("type", std::string()));
            payloads << QString::fromStdString(event.value("payload", nlohmann::json::object())
                                                   .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        }
    }
    if (!seqs.isEmpty()) {
        auto added =
            m_db.query(QStringLiteral("INSERT INTO lmars.session_events (session_id, matter_id, seq, type, payload)"
                                      " SELECT $1, $2, e.seq, e.type, e.payload::jsonb"
                                      " FROM unnest($3::int[], $4::text[], $5::text[]) AS e(seq, type, payload)"),
                       {summary.id, matter, arrayLiteral(seqs), arrayLiteral(types), arrayLiteral(payloads)});
        if (!added) {
            m_db.rollback();
            return added.error();
        }
    }
    if (auto recorded = ServerAdmin(m_db).record(AuditAction::SessionSave, matterId, summary.id); !recorded) {
        m_db.rollback();
        return recorded.error();
    }
    if (auto committed = m_db.commit(); !committed) {
        m_db.rollback();
        return committed.error();
    }
    return true;
}

Result<QList<ServerSessionSummary>> ServerSessionArchive::list(qint64 matterId, int limit, const QString& search)
{
    const QString pattern = likeEscaped(search.trimmed());
    auto rows = m_db.query(
        QStringLiteral("SELECT s.id, s.question, s.mode, s.status, s.started_at, s.finished_at, s.answer_preview,"
                       " m.name, s.owner, s.title FROM lmars.sessions s JOIN lmars.matters m ON m.id = s.matter_id"
                       " WHERE ($1::bigint = 0 OR s.matter_id = $1) AND (coalesce($3, '') = ''"
                       "  OR s.question ILIKE '%' || $3 || '%' OR s.title ILIKE '%' || $3 || '%'"
                       "  OR coalesce(s.trajectory #>> '{answer,markdown}', s.trajectory ->> 'answer', '')"
                       "   ILIKE '%' || $3 || '%')"
                       " ORDER BY s.started_at DESC, s.id LIMIT $2"),
        {QString::number(matterId), QString::number(limit > 0 ? limit : std::numeric_limits<int>::max()), pattern});
    if (!rows)
        return rows.error();
    QList<ServerSessionSummary> out;
    for (const QStringList& r : rows->rows) {
        ServerSessionSummary s;
        s.summary.id = r.at(0);
        s.summary.question = r.at(1);
        model::parseMode(r.at(2), &s.summary.mode);
        model::parseStatus(r.at(3), &s.summary.status);
        s.summary.startedAt = r.at(4);
        s.summary.finishedAt = r.at(5);
        s.summary.answerPreview = r.at(6);
        s.matter = r.at(7);
        s.owner = r.at(8);
        s.summary.title = r.at(9);
        s.summary.matter = s.matter;
        out.append(s);
    }
    return out;
}

Result<std::optional<ServerSessionSummary>> ServerSessionArchive::summary(const QString& id)
{
    auto rows = m_db.query(QStringLiteral("SELECT m.name, s.owner, s.title FROM lmars.sessions s"
                                          " JOIN lmars.matters m ON m.id = s.matter_id WHERE s.id = $1"),
                           {id});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<ServerSessionSummary>();
    ServerSessionSummary s;
    s.summary.id = id;
    s.matter = rows->rows.first().at(0);
    s.owner = rows->rows.first().at(1);
    s.summary.title = rows->rows.first().at(2);
    s.summary.matter = s.matter;
    return std::optional<ServerSessionSummary>(s);
}

Result<std::optional<nlohmann::json>> ServerSessionArchive::load(const QString& id)
{
    auto rows =
        m_db.query(QStringLiteral("SELECT trajectory::text, matter_id FROM lmars.sessions WHERE id = $1"), {id});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<nlohmann::json>();
    if (auto recorded = ServerAdmin(m_db).record(AuditAction::SessionView, rows->rows.first().at(1).toLongLong(), id);
        !recorded)
        return recorded.error();
    auto parsed = nlohmann::json::parse(rows->rows.first().at(0).toStdString(), nullptr, false);
    if (parsed.is_discarded())
        return Error(ErrorKind::Storage, tr("The firm server holds an unreadable session %1.").arg(id));
    return std::optional<nlohmann::json>(std::move(parsed));
}

Result<QStringList> ServerSessionArchive::idsStartingWith(const QString& idOrPrefix, int limit)
{
    const QString pattern = likeEscaped(idOrPrefix.trimmed());
    auto rows = m_db.query(QStringLiteral("SELECT id FROM lmars.sessions WHERE id = $1 OR id LIKE $2 || '%'"
                                          " ORDER BY (id = $1) DESC, id LIMIT $3"),
                           {idOrPrefix.trimmed(), pattern, QString::number(limit)});
    if (!rows)
        return rows.error();
    QStringList ids;
    for (const QStringList& r : std::as_const(rows->rows))
        ids << r.at(0);
    return ids;
}

Result<nlohmann::json> ServerSessionArchive::events(const QString& id)
{
    auto rows = m_db.query(QStringLiteral("SELECT seq, type, payload::text,"
                                          " (extract(epoch FROM created_at) * 1000)::bigint"
                                          " FROM lmars.session_events WHERE session_id = $1 ORDER BY seq"),
                           {id});
    if (!rows)
        return rows.error();
    nlohmann::json out = nlohmann::json::array();
    for (const QStringList& r : std::as_const(rows->rows)) {
        auto payload = nlohmann::json::parse(r.at(2).toStdString(), nullptr, false);
        out.push_back({{"seq", r.at(0).toInt()},
                       {"type", r.at(1).toStdString()},
                       {"payload", payload.is_discarded() ? nlohmann::json::object() : payload},
                       {"createdAt", r.at(3).toLongLong()}});
    }
    return out;
}

Result<bool> ServerSessionArchive::rename(const QString& id, const QString& title)
{
    auto rows =
        m_db.query(QStringLiteral("UPDATE lmars.sessions SET title = coalesce($2, ''), updated_at = now() WHERE id = $1"
                                  " RETURNING id"),
                   {id, title.simplified()});
    if (!rows)
        return rows.error();
    return !rows->isEmpty();
}

Result<bool> ServerSessionArchive::remove(const QString& id)
{
    auto rows = m_db.query(QStringLiteral("DELETE FROM lmars.sessions WHERE id = $1 RETURNING id"), {id});
    if (!rows)
        return rows.error();
    return !rows->isEmpty();
}

} // namespace lmars::store
