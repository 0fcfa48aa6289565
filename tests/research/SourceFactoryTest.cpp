// SPDX-License-Identifier: GPL-3.0-or-later
// Which search sources a configuration yields: the web backend (Serper or SearXNG), case law, errors and notes.
#include "research/SourceFactory.h"
#include "research/RunBuilder.h"
#include "search/CourtListenerSource.h"
#include "search/EcfrSource.h"
#include "search/FederalRegisterSource.h"
#include "search/SearchSource.h"
#include "search/SearxngSource.h"
#include "search/SerperSource.h"
#include "settings/AppConfig.h"

#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using research::SourceFactory;
using settings::AppConfig;

namespace {

QStringList namesOf(const QList<std::shared_ptr<search::SearchSource>>& sources)
{
    QStringList names;
    for (const auto& source : sources)
        names << source->name();
    return names;
}

} // namespace

class SourceFactoryTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dataDir; // empty: no document library
    AppConfig config(bool serper, bool searxng) const
    {
        AppConfig c;
        c.dataDir = m_dataDir.path();
        c.serperUrl = QUrl(QStringLiteral("https://google.serper.dev/search"));
        c.courtListenerUrl = QUrl(QStringLiteral("https://www.courtlistener.com"));
        if (serper)
            c.serperApiKey = QStringLiteral("serper-key");
        if (searxng)
            c.searxngUrl = QUrl(QStringLiteral("http://localhost:8080"));
        return c;
    }

private Q_SLOTS:
    void knownSourcesIncludeSearxng()
    {
        // The boundary names, case-insensitive and trimmed; duplicates kept once.
        auto parsed =
            SourceFactory::parseChoices({QStringLiteral(" Web"), QStringLiteral("searxng"), QStringLiteral("CASELAW"),
                                         QStringLiteral("local"), QStringLiteral("web")});
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.value(),
                 QList<model::SourceChoice>({model::SourceChoice::Web, model::SourceChoice::Searxng,
                                             model::SourceChoice::CaseLaw, model::SourceChoice::Local}));
        auto unknown = SourceFactory::parseChoices({QStringLiteral("web"), QStringLiteral("bing")});
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().kind, ErrorKind::Usage);
        QVERIFY(unknown.error().summary.contains(QStringLiteral("\"bing\"")));
        QVERIFY(unknown.error().summary.contains(QStringLiteral("web, searxng, caselaw, local")));
    }

    void anonymousCaseLawNoteNamesWhatTheReaderCanSet()
    {
        // The command line names the environment variable; the window names the Settings field.
        QStringList cli;
        QVERIFY(SourceFactory::create(config(true, false), {}, &cli).ok());
        QCOMPARE(cli.filter(QStringLiteral("COURTLISTENER_API_TOKEN")).size(), 1);
        QStringList window;
        QVERIFY(SourceFactory::create(config(true, false), {}, &window, SourceFactory::Audience::Desktop).ok());
        QVERIFY(window.filter(QStringLiteral("COURTLISTENER_API_TOKEN")).isEmpty());
        QCOMPARE(window.filter(QStringLiteral("Settings → Search")).size(), 1);
        // Through the run builder the desktop worker uses.
        research::RunBuilder builder(config(true, false), {});
        builder.setAudience(research::RunBuilder::Audience::Desktop);
        QVERIFY(builder.prepare().ok());
        QVERIFY(builder.notes().filter(QStringLiteral("COURTLISTENER_API_TOKEN")).isEmpty());
        QCOMPARE(builder.notes().filter(QStringLiteral("Settings → Search")).size(), 1);
    }

    void primaryLawSourcesJoinWhenAskedFor()
    {
        // Keyless official sources are opt-in: the default stays web + case law.
        QStringList notes;
        auto byDefault = SourceFactory::create(config(true, false), {}, &notes);
        QVERIFY(byDefault.ok());
        QCOMPARE(namesOf(byDefault.value()), QStringList({QStringLiteral("serper"), QStringLiteral("courtlistener")}));

        auto parsed = SourceFactory::parseChoices({QStringLiteral("FedReg"), QStringLiteral("ecfr")});
        QVERIFY(parsed.ok());
        AppConfig c = config(false, false);
        c.federalRegisterUrl = QUrl(QStringLiteral("http://127.0.0.1:9/fr"));
        c.ecfrUrl = QUrl(QStringLiteral("http://127.0.0.1:9/ecfr"));
        auto sources = SourceFactory::create(c, parsed.value(), &notes);
        QVERIFY(sources.ok());
        QCOMPARE(namesOf(sources.value()), QStringList({QStringLiteral("federalregister"), QStringLiteral("ecfr")}));
        QCOMPARE(sources->at(0)->queryType(), model::QueryType::FederalRegister);
        QCOMPARE(sources->at(1)->queryType(), model::QueryType::Regulations);
        QCOMPARE(std::dynamic_pointer_cast<search::FederalRegisterSource>(sources->at(0))->documentsEndpoint(),
                 QUrl(QStringLiteral("http://127.0.0.1:9/fr/api/v1/documents.json")));
        QVERIFY(std::dynamic_pointer_cast<search::EcfrSource>(sources->at(1)));

        // The U.S. Code: keyless by citation, with a note that words need GOVINFO_API_KEY.
        notes.clear();
        auto code = SourceFactory::create(c, SourceFactory::parseChoices({QStringLiteral("USCode")}).value(), &notes);
        QVERIFY(code.ok());
        QCOMPARE(namesOf(code.value()), QStringList({QStringLiteral("uscode")}));
        QCOMPARE(code->first()->queryType(), model::QueryType::Statutes);
        QVERIFY(!notes.filter(QStringLiteral("GOVINFO_API_KEY")).isEmpty());
        c.govinfoApiKey = QStringLiteral("k");
        notes.clear();
        QVERIFY(SourceFactory::create(c, {model::SourceChoice::UsCode}, &notes).ok());
        QVERIFY(notes.filter(QStringLiteral("GOVINFO_API_KEY")).isEmpty());
    }

    void allAsksForEverySourceAndSkipsWhatIsNotConfigured()
    {
        auto all = SourceFactory::parseChoices({QStringLiteral("all")});
        QVERIFY(all.ok());
        QCOMPARE(all.value(), model::everySourceChoice());
        QVERIFY(!all->contains(model::SourceChoice::Searxng));
        // No web backend and no library: "all" still runs, with notes, instead of failing.
        QStringList notes;
        auto sources = SourceFactory::create(config(false, false), all.value(), &notes);
        QVERIFY2(sources.ok(), qPrintable(sources.ok() ? QString() : sources.error().toString()));
        QCOMPARE(namesOf(sources.value()),
                 QStringList({QStringLiteral("courtlistener"), QStringLiteral("federalregister"),
                              QStringLiteral("ecfr"), QStringLiteral("uscode")}));
        QVERIFY(!notes.filter(QStringLiteral("Web search is off")).isEmpty());
        QVERIFY(!notes.filter(QStringLiteral("library is empty")).isEmpty());
        // Asked for by name, the library still has to exist.
        auto local = SourceFactory::create(config(false, false), {model::SourceChoice::Local}, &notes);
        QCOMPARE(local.error().kind, ErrorKind::Configuration);
    }

    void defaultWebIsSerperWhenItsKeyIsSet()
    {
        QStringList notes;
        auto sources = SourceFactory::create(config(true, false), {}, &notes);
        QVERIFY(sources.ok());
        QCOMPARE(namesOf(sources.value()), QStringList({QStringLiteral("serper"), QStringLiteral("courtlistener")}));
        for (const QString& note : std::as_const(notes))
            QVERIFY2(!note.contains(QStringLiteral("SearXNG")), qPrintable(note));
    }

    void defaultWebIsSearxngWithoutASerperKey()
    {
        QStringList notes;
        const AppConfig c = config(false, true);
        auto sources = SourceFactory::create(c, {}, &notes);
        QVERIFY(sources.ok());
        QCOMPARE(namesOf(sources.value()), QStringList({QStringLiteral("searxng"), QStringLiteral("courtlistener")}));
        auto searxng = std::dynamic_pointer_cast<search::SearxngSource>(sources.value().constFirst());
        QVERIFY(searxng);
        QCOMPARE(searxng->config().baseUrl, c.searxngUrl);
        QCOMPARE(searxng->endpoint().toString(), QStringLiteral("http://localhost:8080/search"));
        QCOMPARE(searxng->type(), model::SourceType::Web);
        for (const QString& note : std::as_const(notes))
            QVERIFY2(!note.contains(QStringLiteral("Web search is off")), qPrintable(note));

        // An explicit "web" also means SearXNG here.
        auto web = SourceFactory::create(c, {model::SourceChoice::Web}, &notes);
        QVERIFY(web.ok());
        QCOMPARE(namesOf(web.value()), QStringList({QStringLiteral("searxng")}));
    }

    void bothConfiguredWebIsSerperAndTheNoteSaysSo()
    {
        QStringList notes;
        auto sources = SourceFactory::create(config(true, true), {}, &notes);
        QVERIFY(sources.ok());
        QCOMPARE(namesOf(sources.value()), QStringList({QStringLiteral("serper"), QStringLiteral("courtlistener")}));
        const QStringList about = notes.filter(QStringLiteral("SearXNG"));
        QCOMPARE(about.size(), 1);
        QVERIFY2(about.constFirst().contains(QStringLiteral("Web search uses Serper")), qPrintable(about.constFirst()));
        QVERIFY(about.constFirst().contains(QStringLiteral("http://localhost:8080")));
        QVERIFY(about.constFirst().contains(QStringLiteral("--sources searxng")));
    }

    void explicitSearxngForcesIt()
    {
        QStringList notes;
        auto only = SourceFactory::create(config(true, true), {model::SourceChoice::Searxng}, &notes);
        QVERIFY(only.ok());
        QCOMPARE(namesOf(only.value()), QStringList({QStringLiteral("searxng")}));
        QVERIFY(notes.filter(QStringLiteral("SearXNG")).isEmpty());

        // "web" and "searxng" together: one web source, SearXNG.
        auto both = SourceFactory::create(
            config(true, true), {model::SourceChoice::Web, model::SourceChoice::Searxng, model::SourceChoice::CaseLaw},
            &notes);
        QVERIFY(both.ok());
        QCOMPARE(namesOf(both.value()), QStringList({QStringLiteral("searxng"), QStringLiteral("courtlistener")}));
    }

    void explicitSearxngWithoutUrlIsConfiguration()
    {
        QStringList notes;
        auto sources = SourceFactory::create(config(true, false), {model::SourceChoice::Searxng}, &notes);
        QVERIFY(!sources.ok());
        QCOMPARE(sources.error().kind, ErrorKind::Configuration);
        QVERIFY(sources.error().summary.contains(QStringLiteral("LMARS_SEARXNG_URL")));
    }

    void requestedWebWithNeitherNamesBoth()
    {
        QStringList notes;
        auto sources = SourceFactory::create(config(false, false), {model::SourceChoice::Web}, &notes);
        QVERIFY(!sources.ok());
        QCOMPARE(sources.error().kind, ErrorKind::Configuration);
        QVERIFY(sources.error().summary.contains(QStringLiteral("SERPER_API_KEY")));
        QVERIFY(sources.error().summary.contains(QStringLiteral("LMARS_SEARXNG_URL")));
    }

    void defaultWithNeitherSkipsWebWithANote()
    {
        QStringList notes;
        auto sources = SourceFactory::create(config(false, false), {}, &notes);
        QVERIFY(sources.ok());
        QCOMPARE(namesOf(sources.value()), QStringList({QStringLiteral("courtlistener")}));
        const QStringList off = notes.filter(QStringLiteral("Web search is off"));
        QCOMPARE(off.size(), 1);
        QVERIFY(off.constFirst().contains(QStringLiteral("SERPER_API_KEY")));
        QVERIFY(off.constFirst().contains(QStringLiteral("LMARS_SEARXNG_URL")));
    }

    void environmentReachesTheSources()
    {
        // The production path: the environment → AppConfig → the sources' configs.
        const QMap<QString, QString> env{
            {QStringLiteral("LMARS_SERPER_URL"), QStringLiteral("http://127.0.0.1:4321")},
            {QStringLiteral("SERPER_API_KEY"), QStringLiteral("env-key")},
            {QStringLiteral("LMARS_COURTLISTENER_URL"), QStringLiteral("http://127.0.0.1:9999")},
            {QStringLiteral("COURTLISTENER_API_TOKEN"), QStringLiteral("tok")},
            {QStringLiteral("LMARS_DATA_DIR"), m_dataDir.path()}};
        auto sources = SourceFactory::create(AppConfig::resolve({}, {}, env, {}), {}, nullptr);
        QVERIFY(sources.ok());
        QCOMPARE(namesOf(sources.value()), QStringList({QStringLiteral("serper"), QStringLiteral("courtlistener")}));
        const auto serper = std::dynamic_pointer_cast<search::SerperSource>(sources.value().at(0));
        QVERIFY(serper);
        QCOMPARE(serper->config().url.toString(), QStringLiteral("http://127.0.0.1:4321/search"));
        QCOMPARE(serper->config().apiKey, QStringLiteral("env-key"));
        const auto cl = std::dynamic_pointer_cast<search::CourtListenerSource>(sources.value().at(1));
        QVERIFY(cl);
        QCOMPARE(cl->config().baseUrl.toString(), QStringLiteral("http://127.0.0.1:9999"));
        QCOMPARE(cl->config().token, QStringLiteral("tok"));

        const QMap<QString, QString> searx{
            {QStringLiteral("LMARS_SEARXNG_URL"), QStringLiteral(" http://127.0.0.1:8888 ")},
            {QStringLiteral("LMARS_DATA_DIR"), m_dataDir.path()}};
        auto web = SourceFactory::create(AppConfig::resolve({}, {}, searx, {}), {model::SourceChoice::Web}, nullptr);
        QVERIFY(web.ok());
        const auto searxng = std::dynamic_pointer_cast<search::SearxngSource>(web.value().at(0));
        QVERIFY(searxng);
        QCOMPARE(searxng->config().baseUrl.toString(), QStringLiteral("http://127.0.0.1:8888"));
    }
};

QTEST_GUILESS_MAIN(SourceFactoryTest)
#include "SourceFactoryTest.moc"
