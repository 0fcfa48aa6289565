// SPDX-License-Identifier: GPL-3.0-or-later
#include "LsaEmbedder.h"

#include "index/LibraryTerms.h"

#include <QCoreApplication>
#include <QCryptographicHash>

namespace lmars::library {

LsaEmbedder::LsaEmbedder(dense::DenseModel model, store::LibraryTokenizer tokenizer)
    : m_model(std::move(model)), m_terms(std::make_unique<store::LibraryTerms>(tokenizer)), m_bytes(m_model.toBytes())
{
    m_modelId = m_model.describe() + QLatin1Char('-') +
                QString::fromLatin1(QCryptographicHash::hash(m_bytes, QCryptographicHash::Sha256).toHex().left(8));
}

LsaEmbedder::~LsaEmbedder() = default;

std::unique_ptr<LsaEmbedder> LsaEmbedder::fromBytes(const QByteArray& bytes, store::LibraryTokenizer tokenizer)
{
    dense::DenseModel model = dense::DenseModel::fromBytes(bytes);
    if (model.dimension() <= 0)
        return nullptr;
    return std::make_unique<LsaEmbedder>(std::move(model), tokenizer);
}

Result<std::vector<std::vector<float>>> LsaEmbedder::embed(const QStringList& texts, dense::EmbedPurpose,
                                                           const CancelToken& cancel)
{
    std::vector<std::vector<float>> out;
    out.reserve(static_cast<size_t>(texts.size()));
    for (const QString& text : texts) {
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, QCoreApplication::translate("LsaEmbedder", "Cancelled."));
        std::vector<std::string> terms;
        {
            const std::lock_guard<std::mutex> lock(m_termsMutex);
            m_terms->append(text, terms);
        }
        std::vector<float> vector = m_model.embed(terms);
        if (vector.empty())
            vector.assign(static_cast<size_t>(dimension()), 0.0f);
        out.push_back(std::move(vector));
    }
    return out;
}

} // namespace lmars::library
