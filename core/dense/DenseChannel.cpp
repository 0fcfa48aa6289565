// SPDX-License-Identifier: GPL-3.0-or-later
#include "DenseChannel.h"

namespace lmars::dense {

DenseChannel::DenseChannel(DenseModel model, VectorIndex vectors)
    : m_model(std::move(model)), m_vectors(std::move(vectors))
{}

DenseChannel DenseChannel::build(const std::vector<ChunkTerms>& chunks, const DenseTraining& training)
{
    std::vector<std::vector<std::string>> texts;
    texts.reserve(chunks.size());
    for (const ChunkTerms& chunk : chunks)
        texts.push_back(chunk.second);
    DenseChannel channel;
    channel.m_model = DenseModel::train(texts, training);
    channel.m_vectors = VectorIndex(channel.m_model.dimension());
    for (const ChunkTerms& chunk : chunks)
        channel.embed(chunk.first, chunk.second);
    return channel;
}

bool DenseChannel::embed(qint64 chunkId, const std::vector<std::string>& terms)
{
    const std::vector<float> vector = m_model.embed(terms);
    if (vector.empty()) {
        m_vectors.remove(chunkId);
        return false;
    }
    return m_vectors.add(chunkId, vector);
}

QList<qint64> DenseChannel::nearest(const std::vector<std::string>& queryTerms, int k) const
{
    QList<qint64> ids;
    for (const VectorMatch& match : m_vectors.search(m_model.embed(queryTerms), k))
        ids << match.id;
    return ids;
}

} // namespace lmars::dense
