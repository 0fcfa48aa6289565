// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionLoader.h"

#include "PanelsLog.h"
#include "sessions/SessionArchive.h"

#include <QtConcurrent/QtConcurrentRun>

namespace lmars::ui {

namespace {

struct LoadOutcome
{
    bool ok = false;
    model::ResearchState state;
    QString error;
};

LoadOutcome loadSession(const store::BackendConfig& config, const QString& id)
{
    LoadOutcome out;
    auto backends = store::Backends::open(config);
    if (!backends) {
        out.error = backends.error().toString();
        return out;
    }
    auto doc = backends.value()->sessions().load(id);
    if (!doc) {
        out.error = doc.error().toString();
        return out;
    }
    if (!doc.value()) {
        out.error = SessionLoader::tr("The session %1 no longer exists.").arg(id);
        return out;
    }
    out.state = model::ResearchState::fromJson(*doc.value());
    if (out.state.id.isEmpty())
        out.state.id = id;
    out.ok = true;
    return out;
}

} // namespace

SessionLoader::SessionLoader(store::BackendConfig config, QObject* parent)
    : QObject(parent), m_config(std::move(config))
{}

SessionLoader::~SessionLoader()
{
    m_inFlight.waitForAll();
}

void SessionLoader::load(const QString& id)
{
    qCDebug(lcHistoryUi) << "loading session" << id;
    m_inFlight.track(QtConcurrent::run(loadSession, m_config, id)).then(this, [this, id](const LoadOutcome& outcome) {
        if (outcome.ok)
            Q_EMIT loaded(id, outcome.state);
        else
            Q_EMIT failed(id, outcome.error);
    });
}

} // namespace lmars::ui
