// SPDX-License-Identifier: GPL-3.0-or-later
#include "FirmServerPage.h"

#include "ConfigController.h"
#include "FirmLog.h"
#include "ServerAddress.h"
#include "library/ReadReplicas.h"
#include "settings/Settings.h"
#include "settings/SettingsTable.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace lmars::ui {

using Key = settings::Settings::Key;

FirmServerPage::FirmServerPage(ConfigController& config, QLineEdit* passwordEdit, QWidget* parent)
    : QWidget(parent), m_config(config), m_prober(&store::Backends::probe), m_password(passwordEdit)
{
    setObjectName(QStringLiteral("firmServerPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 14, 14, 14);
    layout->setSpacing(8);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("serverIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto* form = new QFormLayout;
    form->setVerticalSpacing(8);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("serverUrlEdit"));
    m_address->setClearButtonEnabled(true);
    m_addressLabel = new QLabel(this);
    m_addressLabel->setBuddy(m_address);
    form->addRow(m_addressLabel, m_address);
    m_user = new QLineEdit(this);
    m_user->setObjectName(QStringLiteral("serverUserEdit"));
    m_user->setClearButtonEnabled(true);
    m_userLabel = new QLabel(this);
    m_userLabel->setBuddy(m_user);
    form->addRow(m_userLabel, m_user);
    m_password->setParent(this);
    m_passwordLabel = new QLabel(this);
    m_passwordLabel->setBuddy(m_password);
    form->addRow(m_passwordLabel, m_password);
    m_standbys = new QLineEdit(this);
    m_standbys->setObjectName(QStringLiteral("serverStandbysEdit"));
    m_standbys->setClearButtonEnabled(true);
    m_standbysLabel = new QLabel(this);
    m_standbysLabel->setBuddy(m_standbys);
    form->addRow(m_standbysLabel, m_standbys);
    m_textSearch = new QLabel(this);
    m_textSearch->setObjectName(QStringLiteral("serverTextSearch"));
    m_textSearch->setWordWrap(true);
    m_textSearch->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_textSearchLabel = new QLabel(this);
    form->addRow(m_textSearchLabel, m_textSearch);
    layout->addLayout(form);

    m_envNote = new QLabel(this);
    m_envNote->setObjectName(QStringLiteral("serverEnvNote"));
    m_envNote->setWordWrap(true);
    layout->addWidget(m_envNote);

    auto* testRow = new QHBoxLayout;
    m_test = new QPushButton(this);
    m_test->setObjectName(QStringLiteral("serverTestButton"));
    testRow->addWidget(m_test);
    testRow->addStretch(1);
    layout->addLayout(testRow);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("serverTestResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_result);
    layout->addStretch(1);

    connect(m_test, &QPushButton::clicked, this, &FirmServerPage::testConnection);
    retranslate();
}

FirmServerPage::~FirmServerPage()
{
    m_inFlight.waitForAll();
}

void FirmServerPage::retranslate()
{
    m_intro->setText(tr("With a firm server, the library and the research history are shared on the firm's "
                        "PostgreSQL server, by matter. Leave the address empty to keep them on this computer. "
                        "A changed server is used from the next start."));
    m_addressLabel->setText(tr("Server &address"));
    m_address->setAccessibleName(tr("Server address"));
    m_address->setPlaceholderText(tr("not set (for example postgresql://db.firm.example/lmars)"));
    m_address->setToolTip(tr("A PostgreSQL address (postgresql://host:port/database) or connection settings "
                             "(host=… port=… dbname=…)."));
    m_userLabel->setText(tr("&User"));
    m_user->setAccessibleName(tr("Server user"));
    m_user->setPlaceholderText(tr("your login on this computer"));
    m_passwordLabel->setText(tr("Pass&word"));
    m_password->setPlaceholderText(tr("blank: from ~/.pgpass"));
    m_password->setToolTip(tr("Kept in the system keychain, never in the settings file."));
    m_standbysLabel->setText(tr("&Standbys"));
    m_standbys->setAccessibleName(tr("Standby servers"));
    m_standbys->setPlaceholderText(tr("none (searches and history read from the server)"));
    m_standbys->setToolTip(tr("Hot standbys of the server (PostgreSQL streaming replicas), separated by ';'. "
                              "Searches and the history list are read there when a standby answers and is at "
                              "most 30 s behind; everything else, and the audit trail, goes to the server."));
    m_textSearchLabel->setText(tr("Text search"));
    m_textSearch->setText(m_knownTextSearch.isEmpty()
                              ? tr("set on the server (lmars-cli server init); shown after a connection test")
                              : tr("%1 (set on the server)").arg(m_knownTextSearch));
    const QString variable = settings::SettingsTable::variable(Key::ServerUrl);
    m_envNote->setText(m_config.environmentSets(variable)
                           ? tr("%1 is set in the environment or .env file; that value is used instead.").arg(variable)
                           : QString());
    m_envNote->setVisible(!m_envNote->text().isEmpty());
    m_test->setText(m_testing ? tr("Testing…") : tr("&Test connection"));
}

void FirmServerPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FirmServerPage::load()
{
    const ServerAddress address(m_config.settings().string(Key::ServerUrl));
    m_user->setText(address.user());
    m_address->setText(address.withUser({}).text());
    m_password->setText(m_config.secret(settings::SettingsTable::variable(Key::ServerPassword)));
    m_standbys->setText(m_config.settings().string(Key::ServerReadUrls));
}

QString FirmServerPage::address() const
{
    const ServerAddress typed(m_address->text());
    if (typed.isEmpty())
        return {};
    // The user field wins over a user typed in the address; blank keeps the address's own.
    return m_user->text().trimmed().isEmpty() ? typed.text() : typed.withUser(m_user->text()).text();
}

QString FirmServerPage::problem() const
{
    const ServerAddress typed(m_address->text());
    if (typed.isEmpty())
        return m_user->text().trimmed().isEmpty() ? QString() : tr("Enter the server's address for this user.");
    if (const QString problem = typed.problem(); !problem.isEmpty())
        return problem;
    if (typed.hasPassword())
        return tr("Remove the password from the address and put it in the Password field: it is kept in the "
                  "keychain, never in the settings file.");
    for (const QString& standby : store::ReadReplicas::parseList(m_standbys->text())) {
        const ServerAddress replica(standby);
        if (const QString problem = replica.problem(); !problem.isEmpty())
            return tr("Standby %1: %2").arg(standby, problem);
        if (replica.hasPassword())
            return tr("Remove the password from the standby's address: the server's password is used for it.");
    }
    return {};
}

bool FirmServerPage::apply()
{
    if (const QString why = problem(); !why.isEmpty()) {
        showResult(why, true);
        return false;
    }
    settings::Settings& s = m_config.settings();
    const QString url = address();
    if (url.isEmpty())
        s.reset(Key::ServerUrl);
    else
        s.setValue(Key::ServerUrl, url);
    m_config.setSecret(settings::SettingsTable::variable(Key::ServerPassword), m_password->text());
    const QStringList standbys = store::ReadReplicas::parseList(m_standbys->text());
    if (standbys.isEmpty())
        s.reset(Key::ServerReadUrls);
    else
        s.setValue(Key::ServerReadUrls, standbys.join(QStringLiteral("; ")));
    return true;
}

void FirmServerPage::testConnection()
{
    if (m_testing)
        return;
    if (const QString why = problem(); !why.isEmpty()) {
        showResult(why, true);
        return;
    }
    store::BackendConfig config;
    config.serverUrl = address();
    config.serverPassword = m_password->text();
    if (config.serverUrl.isEmpty()) {
        showResult(tr("No server address: the library and the history stay on this computer."), false);
        return;
    }
    m_testing = true;
    m_test->setEnabled(false);
    retranslate();
    showResult(tr("Connecting to %1…").arg(ServerAddress(config.serverUrl).host()), false);
    const int generation = ++m_generation;
    qCInfo(lcFirmUi) << "testing the connection to" << ServerAddress(config.serverUrl).host();
    const Prober prober = m_prober;
    m_inFlight.track(QtConcurrent::run([prober, config] { return prober(config); }))
        .then(this, [this, generation](const store::ServerProbe& probe) {
            if (generation != m_generation)
                return;
            m_testing = false;
            m_test->setEnabled(true);
            showProbe(probe);
            retranslate();
            Q_EMIT testFinished(probe.reachable);
        });
}

void FirmServerPage::showProbe(const store::ServerProbe& probe)
{
    if (!probe.reachable) {
        qCInfo(lcFirmUi) << "connection test failed:" << probe.reason;
        showResult(tr("Cannot use the server: %1").arg(probe.reason), true);
        return;
    }
    m_knownTextSearch = probe.textSearch;
    const QString matters =
        probe.matters.isEmpty()
            ? tr("You are not a member of any matter yet: an administrator adds you with lmars-cli server matter "
                 "add-member.")
            : tr("Your matters: %1.").arg(probe.matters.join(QStringLiteral(", ")));
    showResult(tr("Connected as %1 to PostgreSQL %2, schema version %3.")
                       .arg(probe.user, probe.serverVersion)
                       .arg(probe.schemaVersion) +
                   QLatin1Char(' ') + matters,
               false);
}

void FirmServerPage::showResult(const QString& text, bool error)
{
    m_result->setText(error ? QStringLiteral("⚠ ") + text : text);
    m_result->setProperty("error", error);
}

QString FirmServerPage::resultText() const
{
    return m_result->text();
}

} // namespace lmars::ui
