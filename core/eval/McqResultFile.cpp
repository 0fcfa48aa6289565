// SPDX-License-Identifier: GPL-3.0-or-later
#include "McqResultFile.h"

#include "common/ConcurrentJobs.h"
#include "common/JsonUtil.h"

#include <unistd.h>

using Json = nlohmann::json;

namespace lmars::eval {

Result<QList<Json>> McqResultFile::readAll(const QString& path, int* skipped)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Usage, tr("Cannot read the results file %1: %2.").arg(path, file.errorString()));
    QList<Json> lines;
    int bad = 0;
    const QList<QByteArray> raw = file.readAll().split('\n');
    for (const QByteArray& text : raw) {
        if (text.trimmed().isEmpty())
            continue;
        const Json line = json::parse(text);
        if (line.is_object() && line.contains("id"))
            lines.append(line);
        else
            ++bad;
    }
    if (skipped)
        *skipped = bad;
    return lines;
}

QSet<QString> McqResultFile::doneIds(const QString& path, const QString& condition)
{
    QSet<QString> ids;
    if (!QFile::exists(path))
        return ids;
    const auto lines = readAll(path);
    if (!lines)
        return ids;
    for (const Json& line : lines.value()) {
        if (json::field(line, "condition") == condition)
            ids.insert(json::field(line, "id"));
    }
    return ids;
}

Result<void> McqResultFile::open(const QString& path)
{
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadWrite | QIODevice::Append | QIODevice::Unbuffered))
        return Error(ErrorKind::Configuration,
                     tr("Cannot write the results file %1: %2.").arg(path, m_file.errorString()));
    if (m_file.size() > 0) {
        // An interrupted write may have left a line without its newline: end it, so the next line stands alone.
        QFile check(path);
        if (check.open(QIODevice::ReadOnly) && check.seek(check.size() - 1) && check.read(1) != "\n")
            m_file.write("\n");
    }
    return {};
}

Result<void> McqResultFile::append(const Json& line)
{
    QByteArray bytes = json::dump(line);
    bytes.append('\n');
    if (m_file.write(bytes) != bytes.size() || !m_file.flush())
        return Error(ErrorKind::Storage, tr("Cannot write to %1: %2.").arg(m_file.fileName(), m_file.errorString()));
    ::fsync(m_file.handle());
    return {};
}

Result<bool> McqResultFile::appendConcurrently(const QList<std::function<Json()>>& jobs, int concurrency,
                                               const CancelToken& cancel,
                                               const std::function<void(const Json&)>& written)
{
    Error writeError;
    const bool finished = runConcurrently<Json>(
        jobs, concurrency, cancel,
        [&](int, const Json& line) {
            if (line.value("cancelled", false) || !writeError.summary.isEmpty())
                return;
            if (auto appended = append(line); !appended) {
                writeError = appended.error();
                cancel.cancel();
                return;
            }
            if (written)
                written(line);
        },
        nullptr);
    if (!writeError.summary.isEmpty())
        return writeError;
    return finished;
}

} // namespace lmars::eval
