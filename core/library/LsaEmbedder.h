// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dense/DenseModel.h"
#include "dense/TextEmbedder.h"
#include "index/LibraryTokenizer.h"

#include <QByteArray>

#include <memory>
#include <mutex>

namespace lmars::store {
class LibraryTerms;
}

namespace lmars::library {

/**
 * The library's own embedder, needing no outside model: latent semantic vectors (dense::DenseModel)
 * learned from the library's text, over its index terms (store::LibraryTerms, the library's
 * tokenizer). Its model id names the method, the dimension and the trained model's bytes
 * ("lsa-256-1a2b3c4d"), so a retrained model is a new model and the library re-embeds. A text
 * none of whose terms the model knows gets a zero vector. Thread-safe after construction.
 */
class LsaEmbedder final : public dense::TextEmbedder
{
public:
    LsaEmbedder(dense::DenseModel model, store::LibraryTokenizer tokenizer);
    ~LsaEmbedder() override;

    /// The model stored with a library; null when the bytes hold none.
    static std::unique_ptr<LsaEmbedder> fromBytes(const QByteArray& bytes, store::LibraryTokenizer tokenizer);

    QString modelId() const override { return m_modelId; }
    int dimension() const override { return m_model.dimension(); }
    Result<std::vector<std::vector<float>>> embed(const QStringList& texts, dense::EmbedPurpose purpose,
                                                  const CancelToken& cancel) override;

    const dense::DenseModel& model() const { return m_model; }
    /// The model as stored with the library.
    QByteArray bytes() const { return m_bytes; }

private:
    dense::DenseModel m_model;
    std::mutex m_termsMutex; ///< the stemmer is not thread-safe
    std::unique_ptr<store::LibraryTerms> m_terms;
    QByteArray m_bytes;
    QString m_modelId;
};

} // namespace lmars::library
