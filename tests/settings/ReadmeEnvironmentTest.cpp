// SPDX-License-Identifier: GPL-3.0-or-later
// README.md's table of environment variables says what SettingsTable says: the same variables,
// meanings and defaults. On a difference it prints the rows the table expects.
#include "settings/SettingsTable.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using lmars::settings::SettingDescriptor;
using lmars::settings::SettingsTable;

namespace {

struct ReadmeRow
{
    QString meaning;
    QString defaultText;
    int line = 0;
};

/// Variables the README documents that libcurl reads, not L-MARS: they are outside the table.
bool isLibcurlVariable(const QString& name)
{
    return name == QLatin1String("http_proxy") || name == QLatin1String("https_proxy") ||
           name == QLatin1String("no_proxy");
}

/// The rows of the table under "### Environment variables", by variable; problems (malformed rows) to errors.
QMap<QString, ReadmeRow> readmeRows(const QString& path, QStringList* errors)
{
    QMap<QString, ReadmeRow> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *errors << QStringLiteral("cannot read %1").arg(path);
        return rows;
    }
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    const qsizetype heading = lines.indexOf(QStringLiteral("### Environment variables"));
    if (heading < 0) {
        *errors << QStringLiteral("README.md has no \"### Environment variables\" section");
        return rows;
    }
    qsizetype i = heading + 1;
    while (i < lines.size() && !lines.at(i).startsWith(QLatin1Char('|')))
        ++i;
    if (i + 1 >= lines.size() || !lines.at(i).startsWith(QLatin1String("| variable | meaning | default |"))) {
        *errors << QStringLiteral("the section has no | variable | meaning | default | table");
        return rows;
    }
    static const QRegularExpression name(QStringLiteral("`([A-Za-z0-9_]+)`"));
    for (i += 2; i < lines.size() && lines.at(i).startsWith(QLatin1Char('|')); ++i) {
        QString text = lines.at(i).trimmed();
        text = text.mid(1, text.size() - (text.endsWith(QLatin1Char('|')) ? 2 : 1));
        const QStringList cells = text.split(QLatin1String(" | "));
        if (cells.size() != 3) {
            *errors << QStringLiteral("README.md:%1: expected 3 cells, found %2").arg(i + 1).arg(cells.size());
            continue;
        }
        QStringList names;
        for (auto it = name.globalMatch(cells.at(0)); it.hasNext();)
            names << it.next().captured(1);
        if (!names.isEmpty() && std::all_of(names.cbegin(), names.cend(), isLibcurlVariable))
            continue;
        if (names.size() != 1 || cells.at(0).trimmed() != QLatin1Char('`') + names.constFirst() + QLatin1Char('`')) {
            *errors << QStringLiteral("README.md:%1: one variable per row, in backticks").arg(i + 1);
            continue;
        }
        rows.insert(names.constFirst(), {cells.at(1).trimmed(), cells.at(2).trimmed(), int(i + 1)});
    }
    return rows;
}

QString expectedRow(const SettingDescriptor& d)
{
    return QStringLiteral("| `%1` | %2 | %3 |").arg(d.variable, d.description, d.documentedDefault());
}

} // namespace

class ReadmeEnvironmentTest : public QObject
{
    Q_OBJECT

private:
    QString m_readme = QStringLiteral(LMARS_SOURCE_DIR "/README.md");

private Q_SLOTS:
    void readmeTableMatchesTheSettingsTable()
    {
        QStringList problems;
        const QMap<QString, ReadmeRow> rows = readmeRows(m_readme, &problems);
        QStringList expected;
        for (const SettingDescriptor& d : SettingsTable::all()) {
            if (!d.hasVariable())
                continue;
            expected << expectedRow(d);
            const auto row = rows.constFind(d.variable);
            if (row == rows.cend()) {
                problems << QStringLiteral("%1 is missing from README.md").arg(d.variable);
                continue;
            }
            if (row->meaning != d.description)
                problems << QStringLiteral("README.md:%1: %2 means \"%3\", the table says \"%4\"")
                                .arg(row->line)
                                .arg(d.variable, row->meaning, d.description);
            if (row->defaultText != d.documentedDefault())
                problems << QStringLiteral("README.md:%1: %2 defaults to \"%3\", the table says \"%4\"")
                                .arg(row->line)
                                .arg(d.variable, row->defaultText, d.documentedDefault());
        }
        for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
            const bool known = std::any_of(SettingsTable::all().cbegin(), SettingsTable::all().cend(),
                                           [&it](const SettingDescriptor& d) { return d.variable == it.key(); });
            if (!known)
                problems << QStringLiteral("README.md:%1: %2 is not in SettingsTable").arg(it->line).arg(it.key());
        }
        if (!problems.isEmpty())
            qWarning().noquote() << QStringLiteral(
                                        "The rows SettingsTable expects (core/settings/SettingsTable.cpp):\n") +
                                        expected.join(QLatin1Char('\n'));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(rows.size() >= 10); // the table was found and read
    }
};

QTEST_GUILESS_MAIN(ReadmeEnvironmentTest)
#include "ReadmeEnvironmentTest.moc"
