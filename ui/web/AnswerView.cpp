// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerView.h"

#include "AnswerPage.h"
#include "LocalOnlyInterceptor.h"
#include "SourceLinkHandler.h"
#include "UiLog.h"
#include "export/HtmlRenderer.h"
#include "model/SearchResult.h"

#include <QEvent>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QVBoxLayout>
#include <QWebEngineProfile>
#include <QWebEngineScript>
#include <QWebEngineScriptCollection>
#include <QWebEngineSettings>
#include <QWebEngineUrlScheme>
#include <QWebEngineView>

namespace lmars::ui {

namespace {

constexpr int kRenderIntervalMs = 50; // ≤ 20 re-renders a second while streaming

QString loadScript()
{
    QFile file(QStringLiteral(":/ui/web/answer.js"));
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcUiWeb) << "the answer view script is missing";
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

} // namespace

void AnswerView::registerUrlScheme()
{
    QWebEngineUrlScheme scheme("lmars");
    scheme.setSyntax(QWebEngineUrlScheme::Syntax::Path);
    // Handled in-process by SourceLinkHandler (AnswerPage refuses the navigation itself when asked first).
    scheme.setFlags(QWebEngineUrlScheme::LocalScheme | QWebEngineUrlScheme::LocalAccessAllowed);
    QWebEngineUrlScheme::registerScheme(scheme);
}

AnswerView::AnswerView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("answerView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // A private, off-the-record profile: no cache or cookies on disk, and our interceptor on every request.
    m_profile = new QWebEngineProfile(this);
    m_interceptor = new LocalOnlyInterceptor(m_profile);
    m_profile->setUrlRequestInterceptor(m_interceptor);
    auto* links = new SourceLinkHandler(m_profile);
    m_profile->installUrlSchemeHandler("lmars", links);
    connect(links, &SourceLinkHandler::sourceRequested, this, &AnswerView::sourceClicked);
    m_profile->setHttpCacheType(QWebEngineProfile::MemoryHttpCache);
    m_profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);

    QWebEngineScript script;
    script.setName(QStringLiteral("lmars-answer"));
    script.setSourceCode(loadScript());
    script.setInjectionPoint(QWebEngineScript::DocumentReady);
    script.setWorldId(QWebEngineScript::ApplicationWorld);
    script.setRunsOnSubFrames(false);
    m_profile->scripts()->insert(script);

    m_page = new AnswerPage(m_profile, this);
    QWebEngineSettings* s = m_page->settings();
    s->setAttribute(QWebEngineSettings::JavascriptEnabled,
                    true); // our isolated-world script only; the CSP blocks page scripts
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, false);
    s->setAttribute(QWebEngineSettings::AutoLoadImages, false);
    s->setAttribute(QWebEngineSettings::PluginsEnabled, false);
    s->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    s->setAttribute(QWebEngineSettings::NavigateOnDropEnabled, false);
    s->setAttribute(QWebEngineSettings::FocusOnNavigationEnabled, false);

    m_view = new QWebEngineView(this);
    m_view->setObjectName(QStringLiteral("answerWebView"));
    m_view->setPage(m_page);
    m_view->setContextMenuPolicy(Qt::NoContextMenu);
    layout->addWidget(m_view);

    m_throttle = new QTimer(this);
    m_throttle->setSingleShot(true);
    m_throttle->setInterval(kRenderIntervalMs);
    connect(m_throttle, &QTimer::timeout, this, &AnswerView::renderPending);

    connect(m_page, &AnswerPage::sourceClicked, this, &AnswerView::sourceClicked);
    connect(m_page, &QWebEnginePage::loadFinished, this, [this](bool ok) {
        m_loaded = ok;
        if (!ok)
            return;
        pushSources();
        if (m_streaming && m_dirty)
            renderPending();
        Q_EMIT pageReady();
    });
    m_view->setAccessibleName(tr("Answer"));
    showWelcome();
}

void AnswerView::retranslate()
{
    m_view->setAccessibleName(tr("Answer"));
    // The page is HTML built from what it shows (the welcome, the run in progress, a finished
    // state with its U-Score explanation): built again in the new language.
    rerender();
}

void AnswerView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AnswerView::rerender()
{
    if (m_shown) {
        showState(*m_shown, m_shownReason);
    } else if (m_streaming) {
        setDocument(m_lastTitle, researchingBody());
        m_dirty = true; // the streamed text is pushed again once the page has loaded
    } else {
        showWelcome();
    }
}

QString AnswerView::researchingBody() const
{
    return QStringLiteral("<article class=\"answer-page\"><section class=\"answer\"><p><i>%1</i></p></section>"
                          "</article>")
        .arg(exporting::HtmlRenderer::escape(tr("Researching: %1").arg(m_question.left(300))));
}

AnswerView::~AnswerView()
{
    // The view and the page must go before their profile (a child of this widget, created first).
    delete m_view;
    m_view = nullptr;
    delete m_page;
    m_page = nullptr;
}

void AnswerView::setDocument(const QString& title, const QString& body)
{
    m_lastTitle = title;
    m_loaded = false;
    const auto theme = m_dark ? exporting::Theme::Dark : exporting::Theme::Light;
    m_page->setHtml(exporting::HtmlRenderer::document(title, body, theme), QUrl(QStringLiteral("qrc:/ui/web/")));
}

void AnswerView::showWelcome()
{
    m_streaming = false;
    m_shown.reset();
    m_markdown.clear();
    const QString body =
        QStringLiteral("<article class=\"answer-page\"><section class=\"answer\"><h2>%1</h2><p>%2</p><p>%3</p>"
                       "</section></article>")
            .arg(exporting::HtmlRenderer::escape(tr("Ask a legal question")),
                 exporting::HtmlRenderer::escape(
                     tr("L-MARS plans searches, reads the web, case law and your own documents, checks the evidence "
                        "and writes an answer in which every claim points to a numbered source.")),
                 exporting::HtmlRenderer::escape(
                     tr("It gives legal information, not legal advice. Check the cited sources and talk to a lawyer "
                        "in your jurisdiction before acting.")));
    setDocument(tr("L-MARS"), body);
}

void AnswerView::startAnswer(const QString& question)
{
    m_shown.reset();
    m_liveVerification = model::Verification();
    m_markdown.clear();
    m_streaming = true;
    m_dirty = false;
    m_sourceCount = 0;
    m_question = question;
    setDocument(question.left(80), researchingBody());
}

void AnswerView::resumeAnswer(const model::ResearchState& state)
{
    m_shown.reset();
    m_liveVerification = model::Verification();
    m_question = state.question;
    // The model's own text: the continuation is appended to it exactly as it was generated.
    m_markdown = state.answer.rawMarkdown;
    m_streaming = true;
    m_dirty = true;
    renderPending(); // the text so far replaces the finished page's answer section at once
}

void AnswerView::appendMarkdown(const QString& delta)
{
    m_markdown += delta;
    m_dirty = true;
    if (!m_throttle->isActive())
        m_throttle->start();
}

void AnswerView::setLiveVerification(const model::Verification& verification)
{
    if (!m_streaming)
        return;
    m_liveVerification = verification;
    m_dirty = true;
    if (!m_throttle->isActive())
        m_throttle->start();
}

void AnswerView::renderPending()
{
    if (!m_dirty || !m_streaming)
        return;
    if (!m_loaded) {
        m_throttle->start(); // loadFinished renders it
        return;
    }
    m_dirty = false;
    ++m_renders;
    const QString html = m_liveVerification.present
                             ? exporting::HtmlRenderer::markdownToHtml(m_markdown, m_sourceCount, m_liveVerification)
                             : exporting::HtmlRenderer::markdownToHtml(m_markdown, m_sourceCount);
    const QString call =
        QStringLiteral("window.lmars && window.lmars.setAnswer(%1);")
            .arg(QString::fromUtf8(QJsonDocument(QJsonArray{html}).toJson(QJsonDocument::Compact)).mid(1).chopped(1));
    m_page->runJavaScript(call, QWebEngineScript::ApplicationWorld);
}

QString AnswerView::endingNotice(const model::ResearchState& state, const QString& reason)
{
    const bool noAnswer = state.answer.markdown.trimmed().isEmpty();
    switch (state.status) {
    case model::RunStatus::Failed: {
        QString why = reason;
        if (why.isEmpty() && !state.errors.isEmpty())
            why = state.errors.constLast().message;
        return why.isEmpty() ? tr("The research failed.") : tr("The research failed: %1").arg(why);
    }
    case model::RunStatus::Cancelled:
        return noAnswer ? tr("The research was cancelled before an answer was written. What was found is kept.")
                        : tr("The research was cancelled; the answer below is what was written until then.");
    case model::RunStatus::Interrupted:
        return tr("The program ended before this research finished. What was found is kept.");
    default:
        return {};
    }
}

void AnswerView::showState(const model::ResearchState& state, const QString& reason)
{
    m_streaming = false;
    m_throttle->stop();
    m_markdown = state.answer.markdown;
    m_shown = state;
    m_shownReason = reason;
    setSources(state.sources);
    // A run that did not finish says how it ended; an answer cut off at the output limit or
    // interrupted by an error says so above its text.
    QStringList notices;
    if (const QString ending = endingNotice(state, reason); !ending.isEmpty())
        notices << ending;
    if (state.answer.incomplete)
        // The reason is beside "Continue the answer", on the Outcome card and in the status bar: not again here.
        notices << tr("This answer is incomplete: the model stopped with an error after part of it was written. "
                      "“Continue the answer”, under the timeline, writes the rest.");
    else if (state.answer.truncated)
        notices << tr("This answer was cut off at the model's output limit and may end mid-sentence.");
    QString marker;
    for (const QString& notice : std::as_const(notices))
        marker += QStringLiteral("<p class=\"answer-notice\" role=\"alert\"><b>%1</b></p>")
                      .arg(exporting::HtmlRenderer::escape(notice));
    setDocument(state.question.left(80), marker + exporting::HtmlRenderer::answerBody(state));
    ++m_renders;
}

void AnswerView::setSources(const QList<model::SearchResult>& sources)
{
    QJsonArray list;
    for (int i = 0; i < sources.size(); ++i) {
        const model::SearchResult& s = sources.at(i);
        QStringList meta;
        for (const QString& v : {s.site, s.date})
            if (!v.isEmpty())
                meta << v;
        list.append(QJsonObject{{QStringLiteral("n"), i + 1},
                                {QStringLiteral("title"), s.title.isEmpty() ? s.url : s.title},
                                {QStringLiteral("meta"), meta.join(QStringLiteral(" · "))},
                                {QStringLiteral("snippet"), s.snippet.left(360)}});
    }
    m_sourceCount = int(sources.size());
    const QString json = QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact));
    if (json == m_sourcesJson)
        return;
    m_sourcesJson = json;
    if (m_loaded)
        pushSources();
}

void AnswerView::pushSources()
{
    m_page->runJavaScript(QStringLiteral("window.lmars && window.lmars.setSources(%1);").arg(m_sourcesJson),
                          QWebEngineScript::ApplicationWorld);
}

void AnswerView::setDark(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    rerender();
}

} // namespace lmars::ui
