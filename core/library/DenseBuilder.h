// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "dense/DenseChannel.h"

#include <QCoreApplication>

namespace lmars::store {
class LibraryStore;
}

namespace lmars::library {

/**
 * Builds a library's local dense channel from its stored chunks: every chunk's index terms (its
 * title, headings and text, as the library's tokenizer makes them) train the model, which then
 * embeds each chunk. Reads the library only; runs on whatever thread owns the store.
 */
class DenseBuilder final
{
    Q_DECLARE_TR_FUNCTIONS(DenseBuilder)

public:
    /// The terms of every chunk of the library (or of every `every`-th, a sample), by chunk id.
    static Result<std::vector<dense::ChunkTerms>> chunkTerms(store::LibraryStore& store, const CancelToken& cancel = {},
                                                             qint64 every = 1);
    static Result<dense::DenseChannel> build(store::LibraryStore& store, const dense::DenseTraining& training,
                                             const CancelToken& cancel = {});
};

} // namespace lmars::library
