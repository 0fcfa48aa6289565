// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/StructuredFormatStore.h"
#include "llm/StructuredFormatMemory.h"
#include "settings/AppConfig.h"
#include "settings/Settings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using settings::Settings;

/// What each model server accepted for structured output is kept in the settings file, and the
/// output token limit comes from LMARS_LLM_MAX_TOKENS.
class StructuredFormatStoreTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void learnedFormsAreSavedAndLoaded()
    {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("lmars.ini"));
        const QString key = llm::StructuredFormatMemory::keyFor(QStringLiteral("http://localhost:8080/v1/"),
                                                                QStringLiteral("qwen2.5-7b"));
        QCOMPARE(key, QStringLiteral("http://localhost:8080/v1|qwen2.5-7b"));
        {
            Settings settings(ini);
            settings::StructuredFormatStore::attach(settings);
            QVERIFY(!llm::StructuredFormatMemory::shared().lookup(key));
            llm::StructuredFormatMemory::shared().remember(key, llm::StructuredFormat::JsonObject);
            QCOMPARE(settings::StructuredFormatStore::parse(settings.string(Settings::Key::LlmStructuredFormats)),
                     (QMap<QString, QString>{{key, QStringLiteral("json_object")}}));
        }
        llm::StructuredFormatMemory::shared().setPersist({});
        llm::StructuredFormatMemory::shared().clear();

        // The next start knows it.
        Settings again(ini);
        settings::StructuredFormatStore::attach(again);
        QCOMPARE(llm::StructuredFormatMemory::shared().lookup(key).value_or(llm::StructuredFormat::JsonSchema),
                 llm::StructuredFormat::JsonObject);
        llm::StructuredFormatMemory::shared().setPersist({});
        llm::StructuredFormatMemory::shared().clear();
    }

    void damagedValuesAreIgnored()
    {
        QCOMPARE(settings::StructuredFormatStore::parse(QStringLiteral("not json")).size(), 0);
        const QMap<QString, QString> parsed =
            settings::StructuredFormatStore::parse(QStringLiteral(R"({"a|m": "prompt", "b|m": "xml", "c|m": 3})"));
        QCOMPARE(parsed, (QMap<QString, QString>{{QStringLiteral("a|m"), QStringLiteral("prompt")}}));
        QCOMPARE(settings::StructuredFormatStore::parse(settings::StructuredFormatStore::serialize(parsed)), parsed);
    }

    void maxTokensComesFromTheEnvironment()
    {
        const auto resolved = [](const QString& value) {
            return settings::AppConfig::resolve({}, {}, {{QStringLiteral("LMARS_LLM_MAX_TOKENS"), value}}, {})
                .llm.maxOutputTokens;
        };
        QCOMPARE(resolved(QStringLiteral("16384")), 16384);
        QCOMPARE(resolved(QStringLiteral("lots")), 4096);
        QCOMPARE(resolved(QStringLiteral("-5")), 4096);
        QCOMPARE(settings::AppConfig::resolve({}, {}, {}, {}).llm.maxOutputTokens, llm::LlmConfig().maxOutputTokens);
    }
};

QTEST_GUILESS_MAIN(StructuredFormatStoreTest)
#include "StructuredFormatStoreTest.moc"
