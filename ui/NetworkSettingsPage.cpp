// SPDX-License-Identifier: GPL-3.0-or-later
#include "NetworkSettingsPage.h"

#include "ConfigController.h"
#include "UiLog.h"
#include "net/HttpClient.h"
#include "settings/Settings.h"
#include "settings/SettingsTable.h"

#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace lmars::ui {

using Key = settings::Settings::Key;

namespace {

/// What one test request found: reached (any HTTP answer) or the transport's reason.
struct TestOutcome
{
    bool reached = false;
    int status = 0;
    QString reason;
};

QLineEdit* field(QWidget* parent, const char* name)
{
    auto* e = new QLineEdit(parent);
    e->setObjectName(QLatin1String(name));
    e->setClearButtonEnabled(true);
    return e;
}

/// The variables of the page's settings.
const QList<Key>& pageKeys()
{
    static const QList<Key> keys{Key::ProxyUrl, Key::ProxyUser, Key::ProxyPassword, Key::NoProxy, Key::CaBundle};
    return keys;
}

} // namespace

NetworkSettingsPage::NetworkSettingsPage(ConfigController& config, QLineEdit* passwordEdit, QWidget* parent)
    : QWidget(parent), m_config(config), m_password(passwordEdit)
{
    setObjectName(QStringLiteral("networkSettingsPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 14, 14, 14);
    layout->setSpacing(8);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto* form = new QFormLayout;
    form->setVerticalSpacing(8);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const auto addRow = [this, form](QWidget* widget, QWidget* buddy) {
        auto* label = new QLabel(this);
        label->setBuddy(buddy);
        form->addRow(label, widget);
        m_labels.append(label);
    };
    m_proxy = field(this, "proxyUrlEdit");
    addRow(m_proxy, m_proxy);
    m_user = field(this, "proxyUserEdit");
    addRow(m_user, m_user);
    m_password->setParent(this);
    addRow(m_password, m_password);
    m_noProxy = field(this, "noProxyEdit");
    addRow(m_noProxy, m_noProxy);
    // A field with a button beside it, labelled as the field.
    const auto addRowWithButton = [this, &addRow](const char* fieldName, QLineEdit** edit, const char* buttonName,
                                                  QPushButton** button) {
        auto* row = new QWidget(this);
        auto* rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        *edit = field(row, fieldName);
        *button = new QPushButton(row);
        (*button)->setObjectName(QLatin1String(buttonName));
        rowLayout->addWidget(*edit, 1);
        rowLayout->addWidget(*button);
        addRow(row, *edit);
    };
    addRowWithButton("caBundleEdit", &m_caBundle, "caBundleBrowse", &m_browse);
    addRowWithButton("networkTestUrlEdit", &m_testUrl, "networkTestButton", &m_test);
    layout->addLayout(form);

    m_envNote = new QLabel(this);
    m_envNote->setObjectName(QStringLiteral("networkEnvNote"));
    m_envNote->setWordWrap(true);
    layout->addWidget(m_envNote);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("networkTestResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_result);
    layout->addStretch(1);

    connect(m_test, &QPushButton::clicked, this, &NetworkSettingsPage::test);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        auto* dialog = new QFileDialog(this, tr("CA certificates file"), m_caBundle->text(),
                                       tr("PEM certificates (*.pem *.crt *.cer);;All files (*)"));
        dialog->setFileMode(QFileDialog::ExistingFile);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QFileDialog::fileSelected, m_caBundle, &QLineEdit::setText);
        dialog->open();
    });
    retranslate();
    load();
}

NetworkSettingsPage::~NetworkSettingsPage()
{
    m_inFlight.waitForAll();
}

void NetworkSettingsPage::retranslate()
{
    m_intro->setText(tr("How L-MARS reaches the model, the search services and the official sources. Leave the proxy "
                        "empty to use the system's proxy variables (https_proxy, no_proxy). Add your firm's CA "
                        "certificate file when its network inspects secure connections."));
    const QStringList labels{tr("&Proxy"),           tr("&User"),        tr("Pass&word"), tr("&No proxy for"),
                             tr("&CA certificates"), tr("&Test address")};
    for (qsizetype i = 0; i < m_labels.size() && i < labels.size(); ++i)
        m_labels.at(i)->setText(labels.at(i));
    m_proxy->setAccessibleName(tr("Proxy"));
    m_proxy->setPlaceholderText(tr("not set (for example http://proxy.firm.example:3128)"));
    m_user->setAccessibleName(tr("Proxy user"));
    m_user->setPlaceholderText(tr("none"));
    m_password->setPlaceholderText(tr("none"));
    m_password->setToolTip(tr("Kept in the system keychain, never in the settings file."));
    m_noProxy->setAccessibleName(tr("No proxy for"));
    m_noProxy->setPlaceholderText(tr("for example localhost,.firm.example,10.0.0.0/8"));
    m_caBundle->setAccessibleName(tr("CA certificates file"));
    m_caBundle->setPlaceholderText(tr("the system's certificate authorities only"));
    m_caBundle->setToolTip(tr("A PEM file of certificate authorities trusted in addition to the system's; the firm "
                              "server's connection is checked against it too."));
    m_browse->setText(tr("&Browse…"));
    m_testUrl->setAccessibleName(tr("Test address"));
    m_testUrl->setPlaceholderText(tr("the model's address"));
    m_test->setText(m_testing ? tr("Testing…") : tr("T&est"));
    QStringList fromEnvironment;
    for (const Key key : pageKeys()) {
        const QString variable = settings::SettingsTable::variable(key);
        if (m_config.environmentSets(variable))
            fromEnvironment << variable;
    }
    m_envNote->setText(fromEnvironment.isEmpty()
                           ? QString()
                           : tr("%1 set in the environment or .env file; those values are used instead.")
                                 .arg(fromEnvironment.join(QStringLiteral(", "))));
    m_envNote->setVisible(!fromEnvironment.isEmpty());
}

void NetworkSettingsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void NetworkSettingsPage::load()
{
    const settings::Settings& s = m_config.settings();
    m_proxy->setText(s.string(Key::ProxyUrl));
    m_user->setText(s.string(Key::ProxyUser));
    m_password->setText(m_config.secret(settings::SettingsTable::variable(Key::ProxyPassword)));
    m_noProxy->setText(s.string(Key::NoProxy));
    m_caBundle->setText(s.string(Key::CaBundle));
}

net::NetworkConfig NetworkSettingsPage::typed() const
{
    net::NetworkConfig config;
    config.proxyUrl = m_proxy->text().trimmed();
    config.proxyUser = m_user->text().trimmed();
    config.proxyPassword = m_password->text();
    config.noProxy = m_noProxy->text().trimmed();
    config.caBundleFile = m_caBundle->text().trimmed();
    return config;
}

QString NetworkSettingsPage::problem() const
{
    const QUrl proxy(m_proxy->text().trimmed());
    if (!proxy.password().isEmpty())
        return tr("Remove the password from the proxy address and put it in the Password field: it is kept in the "
                  "keychain, never in the settings file.");
    return typed().problem();
}

bool NetworkSettingsPage::apply()
{
    if (const QString why = problem(); !why.isEmpty()) {
        showResult(why, true);
        return false;
    }
    const net::NetworkConfig config = typed();
    settings::Settings& s = m_config.settings();
    const auto setText = [&s](Key key, const QString& value) {
        if (value.isEmpty())
            s.reset(key);
        else
            s.setValue(key, value);
    };
    setText(Key::ProxyUrl, config.proxyUrl);
    setText(Key::ProxyUser, config.proxyUser);
    setText(Key::NoProxy, config.noProxy);
    setText(Key::CaBundle, config.caBundleFile);
    m_config.setSecret(settings::SettingsTable::variable(Key::ProxyPassword), config.proxyPassword);
    return true;
}

void NetworkSettingsPage::test()
{
    if (m_testing)
        return;
    if (const QString why = problem(); !why.isEmpty()) {
        showResult(why, true);
        return;
    }
    const QString address =
        m_testUrl->text().trimmed().isEmpty() ? m_config.config().llm.baseUrl.toString() : m_testUrl->text().trimmed();
    const QUrl url = QUrl::fromUserInput(address);
    if (!url.isValid() || url.host().isEmpty()) {
        showResult(tr("\"%1\" is not an address to test.").arg(address), true);
        return;
    }
    m_testing = true;
    m_test->setEnabled(false);
    retranslate();
    showResult(tr("Requesting %1…").arg(url.toDisplayString(QUrl::RemoveUserInfo)), false);
    const int generation = ++m_generation;
    const net::NetworkConfig config = typed();
    qCInfo(lcUi) << "testing the network settings with" << url.host() << "proxy" << config.displayProxy();
    m_inFlight
        .track(QtConcurrent::run([config, url] {
            net::HttpRequest request;
            request.url = url;
            request.maxAttempts = 1;
            request.connectTimeoutMs = 10000;
            request.totalTimeoutMs = 20000;
            request.maxResponseBytes = 4 * 1024 * 1024;
            const auto response = net::HttpClient(config).send(request);
            TestOutcome outcome;
            // Any HTTP answer of the server (401 without a key, 404) proves the way there works.
            outcome.reached = response.ok() || response.error().kind == ErrorKind::Http;
            outcome.status = response.ok() ? response->status : response.error().httpStatus;
            outcome.reason = response.ok() ? QString() : response.error().summary;
            return outcome;
        }))
        .then(this, [this, generation, url](const TestOutcome& outcome) {
            if (generation != m_generation)
                return;
            m_testing = false;
            m_test->setEnabled(true);
            retranslate();
            if (outcome.reached)
                showResult(tr("%1 answered (HTTP %2): the proxy and certificate settings work for it.")
                               .arg(url.host())
                               .arg(outcome.status),
                           false);
            else
                showResult(tr("Cannot reach %1: %2").arg(url.host(), outcome.reason), true);
            Q_EMIT testFinished(outcome.reached);
        });
}

void NetworkSettingsPage::showResult(const QString& text, bool error)
{
    m_result->setText(error ? QStringLiteral("⚠ ") + text : text);
    m_result->setProperty("error", error);
}

QString NetworkSettingsPage::resultText() const
{
    return m_result->text();
}

} // namespace lmars::ui
