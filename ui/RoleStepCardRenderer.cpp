// SPDX-License-Identifier: GPL-3.0-or-later
#include "RoleStepCardRenderer.h"

#include "TimelineCard.h"
#include "TimelineCardRenderer.h"
#include "common/JsonUtil.h"
#include "model/DomainNames.h"

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::ui {

namespace {

using R = TimelineCardRenderer;

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

const Json& listAt(const Json& output, const char* name)
{
    static const Json empty = Json::array();
    if (!output.is_object())
        return empty;
    const auto it = output.find(name);
    return it != output.end() && it->is_array() ? *it : empty;
}

/// "[1][3]" for the source numbers the text does not already carry.
QString markers(const Json& numbers, const QString& text)
{
    QString out;
    for (const Json& n : numbers) {
        if (!n.is_number_integer())
            continue;
        const QString marker = QStringLiteral("[%1]").arg(n.get<int>());
        if (!text.contains(marker))
            out += marker;
    }
    return out;
}

QString bullets(const QStringList& items)
{
    if (items.isEmpty())
        return {};
    QString out = QStringLiteral("<ul style=\"margin:0 0 0 -20px\">");
    for (const QString& item : items)
        out += QStringLiteral("<li>") + item + QStringLiteral("</li>");
    return out + QStringLiteral("</ul>");
}

/// A titled list of plain strings (escaped); empty when there are none.
QString titledList(const QString& title, const Json& items)
{
    QStringList lines;
    for (const Json& item : items) {
        const QString text = js::toQString(item).trimmed();
        if (!text.isEmpty())
            lines << esc(text);
    }
    return lines.isEmpty()
               ? QString()
               : QStringLiteral("<p style=\"margin:6px 0 2px 0\"><b>%1</b></p>").arg(esc(title)) + bullets(lines);
}

} // namespace

QString RoleStepCardRenderer::key(int index)
{
    return QStringLiteral("role-%1").arg(index);
}

bool RoleStepCardRenderer::isKey(const QString& key, int* index)
{
    if (!key.startsWith(QLatin1String("role-")))
        return false;
    bool ok = false;
    const int n = key.mid(5).toInt(&ok);
    if (ok && index)
        *index = n;
    return ok;
}

QStringList RoleStepCardRenderer::wantedKeys(const model::ResearchState& state)
{
    QStringList keys;
    for (int i = 0; i < state.roleSteps.size(); ++i)
        keys << key(i);
    const int roles = int(model::allIracRoles().size());
    if (state.activeStage == model::Stage::Reason && state.roleSteps.size() < roles)
        keys << key(int(state.roleSteps.size()));
    return keys;
}

QString RoleStepCardRenderer::factsHtml(const Json& output)
{
    QStringList facts;
    for (const Json& f : listAt(output, "facts")) {
        const QString origin = js::field(f, "origin");
        const QString from = origin == QLatin1String("question")           ? tr("from the question")
                             : origin == QLatin1String("follow_up_answer") ? tr("from your follow-up answers")
                                                                           : tr("from the sources");
        const QString fact = js::field(f, "fact");
        const QString cited = markers(f.value("sources", Json::array()), fact);
        facts << esc(fact) + (cited.isEmpty() ? QString() : QLatin1Char(' ') + esc(cited)) +
                     QStringLiteral(" <span style=\"color:%1\">(%2)</span>").arg(R::kGrey.name(), esc(from));
    }
    return bullets(facts) + titledList(tr("Facts not known"), listAt(output, "missing_facts"));
}

QString RoleStepCardRenderer::rulesHtml(const Json& output)
{
    QString html = titledList(tr("Issues"), listAt(output, "issues"));
    QStringList rules;
    for (const Json& r : listAt(output, "rules")) {
        const QString rule = js::field(r, "rule");
        const QString cited = markers(r.value("sources", Json::array()), rule);
        QString line = esc(rule) + (cited.isEmpty() ? QString() : QLatin1Char(' ') + esc(cited));
        if (const QString issue = js::field(r, "issue"); !issue.isEmpty())
            line += QStringLiteral("<br/><span style=\"color:%1\">%2</span>")
                        .arg(R::kGrey.name(), esc(tr("Issue: %1").arg(issue)));
        rules << line;
    }
    if (!rules.isEmpty())
        html += QStringLiteral("<p style=\"margin:6px 0 2px 0\"><b>%1</b></p>").arg(esc(tr("Rules"))) + bullets(rules);
    return html + titledList(tr("Issues the sources do not settle"), listAt(output, "unsupported_issues"));
}

QString RoleStepCardRenderer::applicationHtml(const Json& output)
{
    QString html;
    for (const Json& a : listAt(output, "applications")) {
        html += QStringLiteral("<p style=\"margin:0 0 6px 0\"><b>%1</b>").arg(esc(js::field(a, "rule")));
        const QList<std::pair<QString, const char*>> parts{{tr("Facts"), "facts"},
                                                           {tr("For you"), "arguments_for"},
                                                           {tr("Against you"), "arguments_against"},
                                                           {tr("Assessment"), "assessment"}};
        for (const auto& [label, field] : parts) {
            const QString text = js::field(a, field);
            if (!text.isEmpty())
                html += QStringLiteral("<br/><i>%1:</i> %2").arg(esc(label), esc(text));
        }
        html += QStringLiteral("</p>");
    }
    return html + titledList(tr("Facts not known"), listAt(output, "missing_facts"));
}

QString RoleStepCardRenderer::commonSenseHtml(const Json& output)
{
    QStringList points;
    for (const Json& p : listAt(output, "points")) {
        const QString why = js::field(p, "why");
        points << esc(js::field(p, "point")) +
                      (why.isEmpty()
                           ? QString()
                           : QStringLiteral(" <span style=\"color:%1\">— %2</span>").arg(R::kGrey.name(), esc(why)));
    }
    return bullets(points);
}

void RoleStepCardRenderer::render(TimelineCard* c, int index, const model::ResearchState& state)
{
    const QList<model::IracRole> roles = model::allIracRoles();
    if (index < 0 || index >= roles.size())
        return;
    const model::IracRole role = index < state.roleSteps.size() ? state.roleSteps.at(index).role : roles.at(index);
    c->setTitle(
        tr("IRAC step %1 of %2: %3").arg(index + 1).arg(roles.size()).arg(model::DomainNames::displayName(role)));
    if (index >= state.roleSteps.size()) {
        c->setMeta(state.activeStage == model::Stage::Reason ? tr("working…") : tr("stopped"));
        c->setBadge({}, {});
        c->setBodyHtml({});
        return;
    }
    const model::RoleStep& step = state.roleSteps.at(index);
    c->setMeta(R::duration(step.ms));
    if (!step.refusal.isEmpty()) {
        c->setBadge(tr("no output"), R::kAmber);
        c->setBodyHtml(esc(tr("The model gave no output for this step; the answer was written without it. Reason: %1")
                               .arg(step.refusal)));
        return;
    }
    if (step.isEmpty()) {
        c->setBadge(tr("empty"), R::kGrey);
        c->setBodyHtml(esc(tr("The model found nothing for this step.")));
        return;
    }
    c->setBadge(tr("%n item(s)", nullptr, step.itemCount()), R::kGreen);
    switch (step.role) {
    case model::IracRole::Facts:
        c->setBodyHtml(factsHtml(step.output));
        break;
    case model::IracRole::Rules:
        c->setBodyHtml(rulesHtml(step.output));
        break;
    case model::IracRole::Application:
        c->setBodyHtml(applicationHtml(step.output));
        break;
    case model::IracRole::CommonSense:
        c->setBodyHtml(commonSenseHtml(step.output));
        break;
    }
}

} // namespace lmars::ui
