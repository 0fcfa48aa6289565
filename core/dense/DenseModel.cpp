// SPDX-License-Identifier: GPL-3.0-or-later
#include "DenseModel.h"

#include "dense/DenseLog.h"
#include "dense/VectorIndex.h"

#include <QDataStream>
#include <QIODevice>

#include <Eigen/Dense>
#include <Eigen/SVD>
#include <Eigen/Sparse>

#include <algorithm>
#include <cmath>
#include <random>
#include <unordered_map>

namespace lmars::dense {

namespace {

constexpr quint32 kMagic = 0x4c4d4456; // "LMDV"
constexpr quint32 kVersion = 1;

using SparseMatrix = Eigen::SparseMatrix<float, Eigen::ColMajor>;

/// The orthonormal basis of a's columns (thin Q of its QR factorization).
Eigen::MatrixXf orthonormal(const Eigen::MatrixXf& a)
{
    Eigen::HouseholderQR<Eigen::MatrixXf> qr(a);
    return qr.householderQ() * Eigen::MatrixXf::Identity(a.rows(), a.cols());
}

} // namespace

QString denseMethodName(DenseMethod method)
{
    switch (method) {
    case DenseMethod::Lsa:
        return QStringLiteral("lsa");
    case DenseMethod::RandomProjection:
        return QStringLiteral("random-projection");
    }
    return {};
}

bool parseDenseMethod(const QString& name, DenseMethod* out)
{
    for (const DenseMethod method : {DenseMethod::Lsa, DenseMethod::RandomProjection}) {
        if (name.trimmed().compare(denseMethodName(method), Qt::CaseInsensitive) == 0) {
            *out = method;
            return true;
        }
    }
    return false;
}

struct DenseModel::Data
{
    DenseMethod method = DenseMethod::Lsa;
    bool cjkCharacters = false;
    std::unordered_map<std::string, int> vocabulary; ///< term → row of projection
    std::vector<float> idf;
    Eigen::MatrixXf projection; ///< vocabulary × dimension
};

DenseModel::DenseModel() : d(std::make_unique<Data>()) {}
DenseModel::~DenseModel() = default;
DenseModel::DenseModel(DenseModel&&) noexcept = default;
DenseModel& DenseModel::operator=(DenseModel&&) noexcept = default;

DenseMethod DenseModel::method() const
{
    return d->method;
}

int DenseModel::dimension() const
{
    return static_cast<int>(d->projection.cols());
}

int DenseModel::vocabularySize() const
{
    return static_cast<int>(d->vocabulary.size());
}

QString DenseModel::describe() const
{
    return denseMethodName(d->method) + QLatin1Char('-') + QString::number(dimension());
}

DenseModel DenseModel::train(const std::vector<std::vector<std::string>>& chunks, const DenseTraining& training)
{
    DenseModel model;
    model.d->method = training.method;
    model.d->cjkCharacters = training.cjkCharacters;
    std::vector<std::vector<std::string>> featured;
    if (training.cjkCharacters) {
        featured.reserve(chunks.size());
        for (const auto& terms : chunks)
            featured.push_back(model.features(terms));
    }
    return trainOn(std::move(model), training.cjkCharacters ? featured : chunks, training);
}

DenseModel DenseModel::trainOn(DenseModel model, const std::vector<std::vector<std::string>>& chunks,
                               const DenseTraining& training)
{
    // Chunk frequency of every term; the most frequent (in at least minChunks chunks) are kept.
    std::unordered_map<std::string, int> df;
    for (const auto& terms : chunks) {
        std::vector<std::string> distinct = terms;
        std::sort(distinct.begin(), distinct.end());
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
        for (std::string& term : distinct)
            ++df[std::move(term)];
    }
    std::vector<std::pair<int, std::string>> kept;
    for (auto& [term, count] : df) {
        if (count >= training.minChunks)
            kept.emplace_back(count, term);
    }
    std::sort(kept.begin(), kept.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    if (static_cast<int>(kept.size()) > training.maxVocabulary)
        kept.resize(static_cast<size_t>(training.maxVocabulary));
    std::sort(kept.begin(), kept.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    const double n = static_cast<double>(chunks.size());
    for (const auto& [count, term] : kept) {
        model.d->vocabulary.emplace(term, static_cast<int>(model.d->idf.size()));
        model.d->idf.push_back(static_cast<float>(std::log((1.0 + n) / (1.0 + count)) + 1.0));
    }
    const int m = model.vocabularySize();
    if (m == 0 || chunks.empty()) {
        model.d->projection.resize(0, 0);
        return model;
    }
    const int dimension = std::max(1, training.dimension);
    std::mt19937 random(20260529);
    if (training.method == DenseMethod::RandomProjection) {
        std::normal_distribution<float> gauss(0.0f, 1.0f);
        model.d->projection = Eigen::MatrixXf::NullaryExpr(m, dimension, [&]() { return gauss(random); });
        return model;
    }

    // The tf-idf term-chunk matrix, columns of unit length.
    std::vector<Eigen::Triplet<float>> entries;
    int column = 0;
    for (const auto& terms : chunks) {
        std::unordered_map<int, int> tf;
        for (const std::string& term : terms) {
            if (const auto it = model.d->vocabulary.find(term); it != model.d->vocabulary.end())
                ++tf[it->second];
        }
        double norm = 0;
        std::vector<Eigen::Triplet<float>> col;
        for (const auto& [row, count] : tf) {
            const float w = static_cast<float>((1.0 + std::log(count)) * model.d->idf[static_cast<size_t>(row)]);
            col.emplace_back(row, column, w);
            norm += static_cast<double>(w) * w;
        }
        for (auto& e : col)
            entries.emplace_back(e.row(), e.col(), static_cast<float>(e.value() / std::sqrt(norm)));
        ++column;
    }
    SparseMatrix a(m, static_cast<int>(chunks.size()));
    a.setFromTriplets(entries.begin(), entries.end());
    const int rank = std::min({dimension, m, static_cast<int>(a.cols())});
    const int width = std::min({rank + 10, m, static_cast<int>(a.cols())});

    // Randomized range finder with subspace iterations, then the SVD of the small projected matrix.
    std::normal_distribution<float> gauss(0.0f, 1.0f);
    const Eigen::MatrixXf omega = Eigen::MatrixXf::NullaryExpr(a.cols(), width, [&]() { return gauss(random); });
    Eigen::MatrixXf q = orthonormal(a * omega);
    for (int i = 0; i < training.powerIterations; ++i) {
        const Eigen::MatrixXf z = orthonormal(a.transpose() * q);
        q = orthonormal(a * z);
    }
    const Eigen::MatrixXf bt = a.transpose() * q; // (Qᵀ A)ᵀ: chunks × width
    Eigen::BDCSVD<Eigen::MatrixXf> svd(bt, Eigen::ComputeThinV);
    model.d->projection = q * svd.matrixV().leftCols(rank);
    qCDebug(lcDense) << "LSA model:" << m << "terms," << a.cols() << "chunks, dimension" << rank;
    return model;
}

std::vector<std::string> DenseModel::features(const std::vector<std::string>& terms) const
{
    if (!d->cjkCharacters)
        return terms;
    std::vector<std::string> out;
    out.reserve(terms.size() * 3);
    for (const std::string& term : terms) {
        out.push_back(term);
        const QString text = QString::fromStdString(term);
        if (text.size() == 2 && text.at(0).script() == QChar::Script_Han && text.at(1).script() == QChar::Script_Han) {
            out.push_back(QString(text.at(0)).toStdString());
            out.push_back(QString(text.at(1)).toStdString());
        }
    }
    return out;
}

std::vector<float> DenseModel::embed(const std::vector<std::string>& rawTerms) const
{
    const std::vector<std::string> terms = features(rawTerms);
    std::unordered_map<int, int> tf;
    for (const std::string& term : terms) {
        if (const auto it = d->vocabulary.find(term); it != d->vocabulary.end())
            ++tf[it->second];
    }
    if (tf.empty() || d->projection.size() == 0)
        return {};
    Eigen::VectorXf out = Eigen::VectorXf::Zero(d->projection.cols());
    for (const auto& [row, count] : tf) {
        const float w = static_cast<float>((1.0 + std::log(count)) * d->idf[static_cast<size_t>(row)]);
        out += w * d->projection.row(row).transpose();
    }
    std::vector<float> vector(out.data(), out.data() + out.size());
    if (!VectorIndex::normalize(vector))
        return {};
    return vector;
}

QByteArray DenseModel::toBytes() const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out.setFloatingPointPrecision(QDataStream::SinglePrecision);
    out << kMagic << kVersion << static_cast<qint32>(d->method) << d->cjkCharacters
        << static_cast<qint32>(vocabularySize()) << static_cast<qint32>(dimension());
    std::vector<const std::string*> byRow(d->vocabulary.size());
    for (const auto& [term, row] : d->vocabulary)
        byRow[static_cast<size_t>(row)] = &term;
    for (size_t row = 0; row < byRow.size(); ++row) {
        out << QByteArray::fromStdString(*byRow[row]) << d->idf[row];
        for (int c = 0; c < dimension(); ++c)
            out << d->projection(static_cast<Eigen::Index>(row), c);
    }
    return bytes;
}

DenseModel DenseModel::fromBytes(const QByteArray& bytes)
{
    DenseModel model;
    QDataStream in(bytes);
    in.setVersion(QDataStream::Qt_6_4);
    in.setFloatingPointPrecision(QDataStream::SinglePrecision);
    quint32 magic = 0;
    quint32 version = 0;
    qint32 method = 0;
    bool cjkCharacters = false;
    qint32 terms = 0;
    qint32 dimension = 0;
    in >> magic >> version >> method >> cjkCharacters >> terms >> dimension;
    if (in.status() != QDataStream::Ok || magic != kMagic || version != kVersion || terms < 0 || dimension < 0 ||
        method < 0 || method > static_cast<qint32>(DenseMethod::RandomProjection))
        return {};
    // Each term takes at least 8 bytes besides its floats: a count that the bytes cannot hold is corrupt.
    if (static_cast<qint64>(terms) * (8 + 4 * static_cast<qint64>(dimension)) > bytes.size())
        return {};
    model.d->method = static_cast<DenseMethod>(method);
    model.d->cjkCharacters = cjkCharacters;
    model.d->projection.resize(terms, dimension);
    model.d->idf.resize(static_cast<size_t>(terms));
    for (qint32 row = 0; row < terms; ++row) {
        QByteArray term;
        in >> term >> model.d->idf[static_cast<size_t>(row)];
        for (qint32 c = 0; c < dimension; ++c)
            in >> model.d->projection(row, c);
        model.d->vocabulary.emplace(term.toStdString(), row);
    }
    if (in.status() != QDataStream::Ok)
        return {};
    return model;
}

} // namespace lmars::dense
