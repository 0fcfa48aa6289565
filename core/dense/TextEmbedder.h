// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace lmars::dense {

/// Whether a text is a stored passage or a search query (some models embed the two differently).
enum class EmbedPurpose { Document, Query };

/**
 * Turns texts into vectors of one fixed dimension: the library's own local model, or the embedding
 * endpoint of the user's provider. The library stores each chunk's vector with the model id that made
 * it, so a change of model is seen and the library re-embeds in the background.
 */
class TextEmbedder
{
public:
    virtual ~TextEmbedder() = default;
    /// What makes the vectors, recorded per library (e.g. "lsa-256", "openai/text-embedding-3-small").
    virtual QString modelId() const = 0;
    /// The vectors' dimension; 0 while not yet known (a provider's, before its first reply).
    virtual int dimension() const = 0;
    /// One L2-normalised vector per text, in order. Blocks: call it off the GUI thread.
    virtual Result<std::vector<std::vector<float>>> embed(const QStringList& texts, EmbedPurpose purpose,
                                                          const CancelToken& cancel) = 0;
};

} // namespace lmars::dense
