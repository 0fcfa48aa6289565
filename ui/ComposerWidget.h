// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/AsOf.h"
#include "model/Domain.h"
#include "research/ResearchRun.h"

#include <QMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QStringListModel;
class QToolButton;

namespace lmars::ui {
class ForumField;
class MatterCombo;
class MatterForums;
} // namespace lmars::ui

namespace lmars::ui {

/// What the composer asks for: the question, the run options (jurisdiction included) and the chosen sources.
struct ComposerRequest
{
    QString question;
    research::ResearchOptions options;
    QList<model::SourceChoice> sources;
    QString matter; ///< the matter the run is filed under ("" is "No matter")
};

/**
 * The question box and the run options: mode (Simple / Multi-turn / Evidence-only), answer format
 * (Standard / IRAC), sources
 * (web, case law, my documents), jurisdiction with suggestions, the forum court (remembered per matter),
 * optional as-of date, max
 * iterations, the matter the run is filed under (kept for the window's next runs), Run (Ctrl+Enter)
 * and Cancel (Esc).
 */
class ComposerWidget final : public QWidget
{
    Q_OBJECT

public:
    explicit ComposerWidget(QWidget* parent = nullptr);

    ComposerRequest request() const;
    void setQuestion(const QString& question);
    /// The jurisdiction field (the user's own words; empty = any).
    void setJurisdiction(const QString& jurisdiction);
    /// The As-of date of a run: checks the box and sets the day; a null one clears the box (the
    /// research then uses today's law).
    void setAsOf(const model::AsOf& asOf);
    model::ResearchMode mode() const;
    /// The mode the window chose (a default from Settings, a reopened session's). While no model is
    /// configured, a mode that needs one is kept as the wanted mode and shown once a model is available.
    void setMode(model::ResearchMode mode);
    /// The mode the user wants: the last one they or the window chose, which a missing model does not change.
    model::ResearchMode wantedMode() const { return m_wantedMode; }
    /// Standard or IRAC; evidence-only writes no answer, so the control is off there.
    model::AnswerFormat answerFormat() const;
    void setAnswerFormat(model::AnswerFormat format);
    void setSources(const QList<model::SourceChoice>& sources);
    void setMaxIterations(int iterations);
    /// The matters offered besides "No matter"; the chosen one is kept even when not listed.
    void setMatters(const QStringList& matters);
    /// The matter of the next run ("" is "No matter").
    QString matter() const;
    void setMatter(const QString& matter);
    /// The forum court field (a courts-db id or name; empty = the jurisdiction suggests one).
    void setForum(const QString& court);
    /// The forum court's courts-db id; empty when none (or when the field names no court: then Run is off).
    QString forum() const;
    /// Where each matter's forum is remembered (not owned; may be null): the field shows the chosen
    /// matter's, and a court the user enters or runs with is kept for the matter.
    void setForumMemory(MatterForums* memory);
    /// Keeps the field's court for the matter it was shown for (a court that resolves, or none): when
    /// the user leaves the field, switches matters or starts a run (the window calls it then too,
    /// since its Run action does not pass through the composer).
    void rememberForum();
    /// A source that cannot run (no key, no library) is unchecked and disabled, its tooltip saying why;
    /// when it becomes available again it is checked if wanted (the default sources).
    void setSourceAvailable(model::SourceChoice source, bool available, const QString& reason, bool wanted);
    /// The web search backend the web toggle's tooltip names.
    void setWebBackend(model::WebBackend backend);
    void setPagesToRead(int pages) { m_pagesToRead = pages; }
    /// While no model is configured only Evidence-only can run; reason explains why. When a model
    /// becomes available again the wanted mode (wantedMode()) comes back.
    void setModelAvailable(bool available, const QString& reason);
    /// Running: Run disabled, Cancel enabled, inputs locked.
    void setRunning(bool running);
    void focusQuestion();

    /// U.S. federal, the states, EU, UK, ...
    static QStringList jurisdictionSuggestions();

Q_SIGNALS:
    void runRequested();
    void cancelRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// Sets every text in the current language (from the constructor and on LanguageChange).
    void retranslate();
    void updateState();
    void updateModeToolTips();
    void updateSourceToolTip(model::SourceChoice source);
    /// The toggles the composer offers, in order (web, case law, my documents, Federal Register, eCFR).
    static QList<model::SourceChoice> offeredSources();
    /// The forum remembered for the chosen matter into the field.
    void loadForum();

    QPlainTextEdit* m_question = nullptr;
    QLabel* m_modeLabel = nullptr;
    QLabel* m_sourcesLabel = nullptr;
    QLabel* m_jurisdictionLabel = nullptr;
    QStringListModel* m_suggestions = nullptr;
    QComboBox* m_mode = nullptr;
    QLabel* m_formatLabel = nullptr;
    QComboBox* m_format = nullptr;
    QMap<model::SourceChoice, QToolButton*> m_sourceToggles;
    QLineEdit* m_jurisdiction = nullptr;
    QCheckBox* m_asOfEnabled = nullptr;
    QDateEdit* m_asOf = nullptr;
    QSpinBox* m_iterations = nullptr;
    QLabel* m_iterationsLabel = nullptr;
    QLabel* m_forumLabel = nullptr;
    ForumField* m_forum = nullptr;
    MatterForums* m_forumMemory = nullptr;
    QString m_forumMatter; ///< the matter whose forum the field shows
    QLabel* m_matterLabel = nullptr;
    MatterCombo* m_matter = nullptr;
    QLabel* m_notice = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QMap<model::SourceChoice, QString> m_unavailableReason; ///< present: the source cannot run
    QString m_modelReason;
    model::WebBackend m_webBackend = model::WebBackend::Serper;
    bool m_running = false;
    bool m_modelAvailable = true;
    model::ResearchMode m_wantedMode = model::ResearchMode::Simple; ///< chosen by the user or the window
    int m_pagesToRead = 3;
};

} // namespace lmars::ui
