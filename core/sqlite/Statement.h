// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QString>

#include <string_view>
#include <type_traits>

struct sqlite3;
struct sqlite3_stmt;

namespace lmars::store {

/**
 * A prepared SQLite statement (RAII, move-only). Parameters are 1-based, columns 0-based.
 * A failed bind is remembered and reported by the next step()/run().
 */
class Statement
{
public:
    Statement() = default;
    Statement(sqlite3* db, sqlite3_stmt* stmt, QString sql);
    ~Statement();
    Statement(Statement&& other) noexcept;
    Statement& operator=(Statement&& other) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool isValid() const { return m_stmt != nullptr; }

    Statement& bind(int index, const QString& value);
    /// Text already encoded as UTF-8 (saves converting a value bound to several statements).
    Statement& bindUtf8(int index, const QByteArray& utf8);
    Statement& bind(int index, qint64 value);
    Statement& bind(int index, int value);
    Statement& bind(int index, double value);
    Statement& bindBlob(int index, const QByteArray& value);
    /// Bytes SQLite copies (for blobs held as std::string, without a QByteArray copy first).
    Statement& bindBlob(int index, std::string_view value);
    Statement& bindNull(int index);

    /// Advances one row: true when a row is available, false when the statement is done.
    Result<bool> step();
    /// Steps until done (for statements that return no rows, or whose rows are not needed).
    Result<void> run();
    /// Steps through the rows, calling onRow() at each; onRow may return Result<void>, whose first
    /// failure ends the loop and is returned (as is a failed step).
    template <typename OnRow> Result<void> forEachRow(OnRow&& onRow)
    {
        while (true) {
            Result<bool> row = step();
            if (!row)
                return row.error();
            if (!row.value())
                return {};
            if constexpr (std::is_void_v<std::invoke_result_t<OnRow&>>) {
                onRow();
            } else if (Result<void> done = onRow(); !done) {
                return done;
            }
        }
    }
    /// Makes the statement reusable; bindings are kept until rebound or cleared.
    void reset();
    void clearBindings();

    int columnCount() const;
    bool columnIsNull(int column) const;
    QString columnText(int column) const;
    QByteArray columnBlob(int column) const;
    /// The column's bytes without a copy, valid until the next step(), reset() or column read.
    std::string_view columnBlobView(int column) const;
    qint64 columnInt64(int column) const;
    int columnInt(int column) const;
    double columnDouble(int column) const;

private:
    void noteBindResult(int rc, int index);
    Error makeError(int rc) const;

    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
    QString m_sql;
    int m_bindError = 0;
    int m_bindErrorIndex = 0;
};

} // namespace lmars::store
