// SPDX-License-Identifier: GPL-3.0-or-later
#include "PassageRole.h"

#include <QStringList>

namespace lmars::eval {

QList<PassageRole> PassageRoles::all()
{
    return {PassageRole::Facts, PassageRole::LegalRules, PassageRole::Alignment, PassageRole::CommonSense};
}

QString PassageRoles::code(PassageRole role)
{
    switch (role) {
    case PassageRole::Facts:
        return QStringLiteral("F");
    case PassageRole::LegalRules:
        return QStringLiteral("LR");
    case PassageRole::Alignment:
        return QStringLiteral("AR");
    case PassageRole::CommonSense:
        return QStringLiteral("CS");
    }
    return {};
}

QString PassageRoles::heading(PassageRole role)
{
    switch (role) {
    case PassageRole::Facts:
        return QStringLiteral("Background facts");
    case PassageRole::LegalRules:
        return QStringLiteral("Legal framework");
    case PassageRole::Alignment:
        return QStringLiteral("Entity alignment");
    case PassageRole::CommonSense:
        return QStringLiteral("Inferred alignment");
    }
    return {};
}

std::optional<PassageRole> PassageRoles::ofCorpusType(const QString& type)
{
    const QString t = type.trimmed().toLower();
    if (t == QLatin1String("background"))
        return PassageRole::Facts;
    if (t == QLatin1String("legal framework"))
        return PassageRole::LegalRules;
    if (t == QLatin1String("entity") || t == QLatin1String("relation"))
        return PassageRole::Alignment;
    if (t == QLatin1String("inferred alignment"))
        return PassageRole::CommonSense;
    return std::nullopt;
}

bool PassageRoles::parse(const QString& text, QList<PassageRole>* out, QString* error)
{
    QList<PassageRole> roles;
    const QStringList codes = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& raw : codes) {
        const QString wanted = raw.trimmed().toUpper();
        bool known = false;
        for (PassageRole role : all()) {
            if (code(role) == wanted) {
                known = true;
                if (!roles.contains(role))
                    roles << role;
            }
        }
        if (!known) {
            if (error)
                *error = tr("unknown role \"%1\"; the roles are F (facts), LR (legal rules), AR (alignment) and CS "
                            "(common sense).")
                             .arg(raw.trimmed());
            return false;
        }
    }
    if (roles.isEmpty()) {
        if (error)
            *error = tr("name at least one role: F, LR, AR, CS.");
        return false;
    }
    if (out)
        *out = roles;
    return true;
}

} // namespace lmars::eval
