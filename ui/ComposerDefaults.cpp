// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComposerDefaults.h"

#include "ComposerWidget.h"

#include <utility>

namespace lmars::ui {

using Key = settings::Settings::Key;

namespace {

const QList<Key> kRunDefaults{Key::DefaultMode, Key::DefaultAnswerFormat, Key::DefaultIterations,
                              Key::DefaultPagesToRead, Key::DefaultSources};

} // namespace

ComposerDefaults::ComposerDefaults(settings::Settings& settings, ComposerWidget& composer,
                                   std::function<void()> sourcesChanged, QObject* parent)
    : QObject(parent), m_settings(settings), m_composer(composer), m_sourcesChanged(std::move(sourcesChanged))
{
    connect(&m_settings, &settings::Settings::changed, this, &ComposerDefaults::apply);
}

void ComposerDefaults::applyAll()
{
    for (Key key : kRunDefaults) {
        m_applied.remove(key);
        apply(key);
    }
}

void ComposerDefaults::setRunning(bool running)
{
    m_running = running;
    if (!running) {
        for (Key key : std::exchange(m_pending, {}))
            apply(key);
    }
}

void ComposerDefaults::apply(Key key)
{
    if (!kRunDefaults.contains(key))
        return;
    if (m_running) {
        if (!m_pending.contains(key))
            m_pending << key;
        return;
    }
    const QVariant value = m_settings.value(key);
    if (m_applied.contains(key) && m_applied.value(key) == value)
        return; // written again unchanged (Settings → OK writes every field)
    m_applied.insert(key, value);
    switch (key) {
    case Key::DefaultMode: {
        model::ResearchMode mode = model::ResearchMode::Simple;
        model::parseMode(value.toString(), &mode);
        m_composer.setMode(mode);
        break;
    }
    case Key::DefaultAnswerFormat: {
        model::AnswerFormat format = model::AnswerFormat::Standard;
        model::parseAnswerFormat(value.toString(), &format);
        m_composer.setAnswerFormat(format);
        break;
    }
    case Key::DefaultIterations:
        m_composer.setMaxIterations(m_settings.integer(key));
        break;
    case Key::DefaultPagesToRead:
        m_composer.setPagesToRead(m_settings.integer(key));
        break;
    case Key::DefaultSources:
        m_composer.setSources(m_settings.defaultSources());
        if (m_sourcesChanged)
            m_sourcesChanged(); // sources that cannot run stay off, saying why
        break;
    default:
        break;
    }
}

} // namespace lmars::ui
