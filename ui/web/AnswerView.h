// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QWidget>

class QTimer;
class QWebEngineProfile;
class QWebEngineView;

namespace lmars::ui {

class AnswerPage;
class LocalOnlyInterceptor;

/**
 * The answer, rendered from Markdown by HtmlRenderer with our stylesheet in a QWebEngineView:
 * it streams in as it is generated (in-place updates through our own script, at most 20 a
 * second), [n] markers select their source, hovering one shows the source's title and snippet;
 * U-Score, key points and disclaimers follow once the answer is complete. Only our own script
 * runs, in an isolated world; every remote load is blocked.
 */
class AnswerView final : public QWidget
{
    Q_OBJECT

public:
    explicit AnswerView(QWidget* parent = nullptr);
    ~AnswerView() override;

    /// Registers the lmars: URL scheme; call once before the QApplication exists.
    static void registerUrlScheme();

    void showWelcome();
    /// A run started: an empty answer page.
    void startAnswer(const QString& question);
    /// The answer of state is being continued: streams again from its text (appendMarkdown() adds to it).
    void resumeAnswer(const model::ResearchState& state);
    /// Appends streamed Markdown; rendering is coalesced.
    void appendMarkdown(const QString& delta);
    /// While the answer streams: the checks finished so far, shown as badges on what they checked.
    void setLiveVerification(const model::Verification& verification);
    /// The whole answer page for a finished (or saved) run. A run that failed, was cancelled or
    /// interrupted says so above the answer, with `reason` (the worker's error; else the run's last error).
    void showState(const model::ResearchState& state, const QString& reason = {});
    /// The notice above the answer of a run that did not finish normally (empty for a finished one).
    static QString endingNotice(const model::ResearchState& state, const QString& reason);
    /// Source titles and snippets for the marker tooltips.
    void setSources(const QList<model::SearchResult>& sources);
    void setDark(bool dark);

    QString markdown() const { return m_markdown; }
    AnswerPage* page() const { return m_page; }
    QWebEngineView* webView() const { return m_view; }
    LocalOnlyInterceptor* interceptor() const { return m_interceptor; }
    bool isLoaded() const { return m_loaded; }
    int renderCount() const { return m_renders; }

Q_SIGNALS:
    void sourceClicked(int n);
    /// The page finished loading (tests wait for it).
    void pageReady();

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets every text in the current language and renders the page again from what it shows.
    void retranslate();
    /// Renders the page again from what it shows (after a theme or language change).
    void rerender();
    /// The page of a run in progress, before its answer streams in.
    QString researchingBody() const;
    void setDocument(const QString& title, const QString& body);
    void renderPending();
    void pushSources();

    QWebEngineProfile* m_profile = nullptr;
    LocalOnlyInterceptor* m_interceptor = nullptr;
    AnswerPage* m_page = nullptr;
    QWebEngineView* m_view = nullptr;
    QTimer* m_throttle = nullptr;
    QString m_markdown;
    model::Verification m_liveVerification; ///< the checks finished while the answer streams
    QString m_sourcesJson = QStringLiteral("[]");
    int m_sourceCount = 0;
    bool m_dark = false;
    bool m_loaded = false;
    bool m_streaming = false;
    bool m_dirty = false;
    int m_renders = 0;
    std::optional<model::ResearchState> m_shown; ///< the finished state on display (re-rendered on theme change)
    QString m_shownReason;                       ///< why m_shown ended (the worker's error)
    QString m_question;                          ///< the question of the run in progress
    QString m_lastTitle;
};

} // namespace lmars::ui
