// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace lmars::dense {

/// How a local dense model maps a text's terms to a vector.
enum class DenseMethod
{
    Lsa,             ///< latent semantic analysis: truncated SVD of the library's tf-idf term-chunk matrix
    RandomProjection ///< tf-idf weighted terms projected on fixed random directions (no learning)
};

/// "lsa", "random-projection" (as recorded with a library and printed).
QString denseMethodName(DenseMethod method);
bool parseDenseMethod(const QString& name, DenseMethod* out);

/// What training a model may use.
struct DenseTraining
{
    DenseMethod method = DenseMethod::Lsa;
    int dimension = 256;       ///< vector size (LSA: singular vectors kept)
    int maxVocabulary = 60000; ///< the most frequent terms (by chunk count) kept
    int minChunks = 2;         ///< a term in fewer chunks is left out
    int powerIterations = 3;   ///< randomized SVD's subspace iterations
    /// CJK bigram terms also count as their two characters (so 房屋 and 房子 share 房).
    bool cjkCharacters = false;
};

/**
 * A dense model learned from the library's own text, needing no outside model: a vocabulary of
 * index terms (as LibraryTerms makes them) with their idf, and a projection of a text's tf-idf
 * vector ((1 + log tf) · idf, unit length) onto dimension() directions. For LSA those are the top
 * left singular vectors of the term-chunk matrix (randomized SVD, Halko et al. 2011), so a chunk's
 * vector is its coordinates in the latent topics and a query folds in the same way. Chunks added
 * after training are embedded with the same projection (their new terms are not in it).
 */
class DenseModel final
{
public:
    DenseModel();
    ~DenseModel();
    DenseModel(DenseModel&&) noexcept;
    DenseModel& operator=(DenseModel&&) noexcept;

    /// Learns a model from the chunks' terms (one list a chunk, repeats included). A model with an
    /// empty vocabulary (no term in minChunks chunks) is returned for too little text.
    static DenseModel train(const std::vector<std::vector<std::string>>& chunks, const DenseTraining& training);

    DenseMethod method() const;
    int dimension() const;
    int vocabularySize() const;
    /// "lsa-256" and the like: the method and size that made a library's vectors.
    QString describe() const;

    /// The vector of a text's terms; empty when none of them is in the vocabulary.
    std::vector<float> embed(const std::vector<std::string>& terms) const;

    /// The terms the model counts for a text's index terms (CJK characters added when trained so).
    std::vector<std::string> features(const std::vector<std::string>& terms) const;

    /// The model as bytes (stored with the library) and back; an empty model from bytes that do not hold one.
    QByteArray toBytes() const;
    static DenseModel fromBytes(const QByteArray& bytes);

private:
    static DenseModel trainOn(DenseModel model, const std::vector<std::vector<std::string>>& chunks,
                              const DenseTraining& training);

    struct Data;
    std::unique_ptr<Data> d;
};

} // namespace lmars::dense
