// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace lmars::eval {

/// The role a MASLegalBench passage plays in the IRAC decomposition; `--roles` names them by code.
enum class PassageRole
{
    Facts,       ///< "F": the notice's background paragraphs
    LegalRules,  ///< "LR": its legal framework paragraphs
    Alignment,   ///< "AR": entity and relation alignments of facts to the law
    CommonSense, ///< "CS": inferred (common-sense) alignments
};

/// Parses and names passage roles.
class PassageRoles final
{
    Q_DECLARE_TR_FUNCTIONS(PassageRoles)

public:
    static QList<PassageRole> all();
    /// "F", "LR", "AR", "CS"
    static QString code(PassageRole role);
    /// The passage's heading in the library: "Background facts", "Legal framework", "Entity alignment",
    /// "Inferred alignment" (a fixed English name: it is indexed text, not interface text).
    static QString heading(PassageRole role);
    /// The role of a corpus row's "type": background, legal framework, entity, relation, inferred alignment.
    static std::optional<PassageRole> ofCorpusType(const QString& type);
    /// "F,LR,AR,CS" (any case, any order, duplicates ignored); false with *error set on an unknown code or
    /// an empty list.
    static bool parse(const QString& text, QList<PassageRole>* out, QString* error);
};

} // namespace lmars::eval
