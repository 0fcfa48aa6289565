// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/SearchResult.h"

#include <QList>
#include <QString>

namespace lmars::agents {

/// The numbered evidence list as the judge and summary agents see it: [n], title, kind,
/// authority tier, site or court, date, reporter citation, URL and an excerpt (the read page
/// text when there is one, else the snippet).
class EvidenceFormatter final
{
public:
    /// perSourceChars 0: chosen from the number of sources so the prompt stays bounded.
    static QString format(const QList<model::SearchResult>& sources, int perSourceChars = 0);
};

} // namespace lmars::agents
