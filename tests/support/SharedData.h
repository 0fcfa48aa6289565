// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QFileInfo>
#include <QString>
#include <QTest>

namespace lmars::test {

/// A golden file checked in under tests/fixtures (see tests/fixtures/SOURCE.md).
inline QString fixturePath(const QString& name)
{
    return QDir(QStringLiteral(LMARS_TEST_FIXTURE_DIR)).filePath(name);
}

/// A file or folder in the shared/ folder beside the checkout (LMARS_SHARED_DIR); empty when absent.
inline QString sharedPath(const QString& relative)
{
    const QString root = qEnvironmentVariable("LMARS_SHARED_DIR");
    if (root.isEmpty())
        return {};
    const QString path = QDir(root).filePath(relative);
    return QFileInfo::exists(path) ? path : QString();
}

/// Whether a missing shared data set fails the test instead of skipping it: in CI, which has
/// ../shared (.ci/run sets LMARS_REQUIRE_SHARED=1; CI=true is set by CI services).
inline bool sharedDataRequired()
{
    return qEnvironmentVariable("LMARS_REQUIRE_SHARED") == QLatin1String("1") ||
           qEnvironmentVariable("CI") == QLatin1String("true");
}

inline QByteArray sharedDataMissing(const QString& relative)
{
    return QStringLiteral("the shared data is absent: %1 was not found in LMARS_SHARED_DIR (\"%2\", the shared/ folder "
                          "beside the checkout)")
        .arg(relative, qEnvironmentVariable("LMARS_SHARED_DIR"))
        .toUtf8();
}

} // namespace lmars::test

/// Declares `var`, the path of `relative` in ../shared; when it is absent, skips the test, or
/// fails it when the shared data is required (CI).
#define LMARS_SHARED_PATH_OR_SKIP(var, relative)                                                                       \
    const QString var = lmars::test::sharedPath(relative);                                                             \
    do {                                                                                                               \
        if (var.isEmpty()) {                                                                                           \
            const QByteArray lmarsMissing_ = lmars::test::sharedDataMissing(relative);                                 \
            if (lmars::test::sharedDataRequired())                                                                     \
                QFAIL(lmarsMissing_.constData());                                                                      \
            QSKIP(lmarsMissing_.constData());                                                                          \
        }                                                                                                              \
    } while (false)
