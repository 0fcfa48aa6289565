// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorIndex.h"

#include "dense/BlockReader.h"
#include "dense/BlockWriter.h"
#include "dense/DenseLog.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>

namespace lmars::dense {

namespace {

constexpr char kMagic[4] = {'L', 'M', 'V', 'X'};
constexpr quint32 kVersion = 1;
constexpr quint32 kByteOrder = 0x01020304;
constexpr int kMaximumDimension = 65536;
constexpr qsizetype kMinimumApproximate = 1000;
constexpr qsizetype kCompactFrom = 1024; // deleted graph nodes tolerated before a rebuild is considered

enum class Form : quint8
{
    Exact = 0,
    Approximate = 1
};

/// The best k of a stream of matches (a heap whose top is the worst kept).
class TopK
{
public:
    explicit TopK(int k) : m_k(static_cast<size_t>(k)) {}
    void offer(const VectorMatch& match)
    {
        if (m_best.size() < m_k) {
            m_best.push(match);
        } else if (ranksBelow(m_best.top(), match)) {
            m_best.pop();
            m_best.push(match);
        }
    }
    QList<VectorMatch> take()
    {
        QList<VectorMatch> out;
        out.reserve(static_cast<qsizetype>(m_best.size()));
        while (!m_best.empty()) {
            out.prepend(m_best.top());
            m_best.pop();
        }
        return out;
    }

private:
    struct HeapOrder
    {
        bool operator()(const VectorMatch& a, const VectorMatch& b) const { return ranksBelow(b, a); }
    };
    size_t m_k;
    std::priority_queue<VectorMatch, std::vector<VectorMatch>, HeapOrder> m_best;
};

QString loadError(const char* text)
{
    return QCoreApplication::translate("VectorIndex", text);
}

} // namespace

VectorIndex::VectorIndex(int dimension, qsizetype approximateFrom, const AnnParameters& parameters)
    : m_dimension(dimension), m_approximateFrom(approximateFrom), m_parameters(parameters)
{
    if (m_approximateFrom <= 0)
        m_approximateFrom =
            std::max<qsizetype>(kMinimumApproximate, static_cast<qsizetype>(kExactFloats / std::max(dimension, 1)));
}

VectorIndex VectorIndex::exactOnly(int dimension)
{
    return VectorIndex(dimension, std::numeric_limits<qsizetype>::max());
}

VectorIndex VectorIndex::approximateIndex(int dimension, size_t capacity, const AnnParameters& parameters,
                                          qsizetype approximateFrom)
{
    VectorIndex index(dimension, approximateFrom, parameters);
    if (dimension > 0)
        index.m_ann = std::make_unique<AnnIndex>(dimension, parameters, capacity);
    return index;
}

bool VectorIndex::wantsApproximate(qint64 vectors, int dimension)
{
    return dimension > 0 && vectors >= std::max<qint64>(kMinimumApproximate, kExactFloats / dimension);
}

VectorIndex::~VectorIndex() = default;
VectorIndex::VectorIndex(VectorIndex&& other) noexcept = default;
VectorIndex& VectorIndex::operator=(VectorIndex&& other) noexcept = default;

VectorIndex::VectorIndex(const VectorIndex& other)
    : m_dimension(other.m_dimension), m_approximateFrom(other.m_approximateFrom), m_parameters(other.m_parameters),
      m_ids(other.m_ids), m_data(other.m_data), m_rows(other.m_rows)
{
    if (other.m_ann) { // the graph cannot be copied member by member: written out and read back
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        BlockWriter out(buffer);
        other.m_ann->write(out);
        buffer.close();
        buffer.open(QIODevice::ReadOnly);
        BlockReader in(buffer);
        m_ann = AnnIndex::read(in, m_dimension, m_parameters);
        Q_ASSERT(m_ann);
    }
}

VectorIndex& VectorIndex::operator=(const VectorIndex& other)
{
    if (this != &other)
        *this = VectorIndex(other);
    return *this;
}

bool VectorIndex::normalize(std::vector<float>& vector)
{
    double norm = 0;
    for (const float x : vector)
        norm += static_cast<double>(x) * x;
    if (norm <= 0 || !std::isfinite(norm))
        return false;
    const float scale = static_cast<float>(1.0 / std::sqrt(norm));
    for (float& x : vector)
        x *= scale;
    return true;
}

void VectorIndex::setSearchBreadth(int breadth)
{
    m_parameters.searchBreadth = std::max(breadth, 1);
    if (m_ann)
        m_ann->setSearchBreadth(m_parameters.searchBreadth);
}

qsizetype VectorIndex::size() const
{
    return m_ann ? m_ann->size() : static_cast<qsizetype>(m_ids.size());
}

bool VectorIndex::contains(qint64 id) const
{
    return m_ann ? m_ann->contains(id) : m_rows.count(id) != 0;
}

bool VectorIndex::add(qint64 id, const std::vector<float>& vector)
{
    if (m_dimension <= 0 || static_cast<int>(vector.size()) != m_dimension)
        return false;
    std::vector<float> unit = vector;
    if (!normalize(unit)) {
        remove(id);
        return false;
    }
    if (m_ann) {
        m_ann->add(id, unit.data());
        return true;
    }
    addExact(id, unit.data());
    if (size() >= m_approximateFrom)
        toApproximate();
    return true;
}

void VectorIndex::addExact(qint64 id, const float* unit)
{
    const size_t dim = static_cast<size_t>(m_dimension);
    auto it = m_rows.find(id);
    if (it == m_rows.end()) {
        it = m_rows.emplace(id, m_ids.size()).first;
        m_ids.push_back(id);
        m_data.resize(m_data.size() + dim);
    }
    std::copy(unit, unit + dim, m_data.begin() + static_cast<std::ptrdiff_t>(it->second * dim));
}

void VectorIndex::remove(qint64 id)
{
    if (!m_ann) {
        removeExact(id);
        return;
    }
    if (!m_ann->remove(id))
        return;
    if (size() < m_approximateFrom / 2) {
        toExact();
    } else if (m_ann->deleted() >= kCompactFrom && m_ann->deleted() > size()) {
        // More deleted nodes than live ones: rebuild the graph from the live vectors.
        auto compact = std::make_unique<AnnIndex>(m_dimension, m_parameters, static_cast<size_t>(size()));
        m_ann->forEach([&](qint64 live, const float* unit) { compact->add(live, unit); });
        m_ann = std::move(compact);
    }
}

void VectorIndex::removeExact(qint64 id)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return;
    const size_t row = it->second;
    const size_t last = m_ids.size() - 1;
    const size_t dim = static_cast<size_t>(m_dimension);
    if (row != last) { // the last row moves into the hole
        std::copy(m_data.begin() + static_cast<std::ptrdiff_t>(last * dim),
                  m_data.begin() + static_cast<std::ptrdiff_t>((last + 1) * dim),
                  m_data.begin() + static_cast<std::ptrdiff_t>(row * dim));
        m_ids[row] = m_ids[last];
        m_rows[m_ids[row]] = row;
    }
    m_ids.pop_back();
    m_data.resize(last * dim);
    m_rows.erase(id);
}

void VectorIndex::toApproximate()
{
    qCDebug(lcDense) << "vector index: approximate from" << size() << "vectors of" << m_dimension;
    auto ann = std::make_unique<AnnIndex>(m_dimension, m_parameters, m_ids.size() * 2);
    forEach([&](qint64 id, const float* unit) { ann->add(id, unit); });
    m_ann = std::move(ann);
    m_ids = {};
    m_data = {};
    m_rows = {};
}

void VectorIndex::toExact()
{
    qCDebug(lcDense) << "vector index: exact again at" << size() << "vectors";
    const std::unique_ptr<AnnIndex> ann = std::move(m_ann);
    ann->forEach([&](qint64 id, const float* unit) { addExact(id, unit); });
}

void VectorIndex::clear()
{
    m_ann.reset();
    m_ids.clear();
    m_data.clear();
    m_rows.clear();
}

void VectorIndex::forEach(const std::function<void(qint64, const float*)>& visit) const
{
    if (m_ann) {
        m_ann->forEach(visit);
        return;
    }
    const size_t dim = static_cast<size_t>(m_dimension);
    for (size_t row = 0; row < m_ids.size(); ++row)
        visit(m_ids[row], m_data.data() + row * dim);
}

QList<qint64> VectorIndex::ids() const
{
    if (!m_ann)
        return QList<qint64>(m_ids.cbegin(), m_ids.cend());
    QList<qint64> out;
    out.reserve(size());
    m_ann->forEach([&](qint64 id, const float*) { out << id; });
    return out;
}

QList<VectorMatch> VectorIndex::searchExact(const std::vector<float>& query, int k,
                                            const std::function<bool(qint64)>& allowed) const
{
    if (k <= 0 || static_cast<int>(query.size()) != m_dimension || size() == 0)
        return {};
    std::vector<float> unit = query;
    if (!normalize(unit))
        return {};
    TopK best(k);
    const size_t dim = static_cast<size_t>(m_dimension);
    if (m_ann) {
        m_ann->forEach([&](qint64 id, const float* row) {
            if (!allowed || allowed(id))
                best.offer({id, rowDot(row, unit.data(), dim)});
        });
        return best.take();
    }
    for (size_t row = 0; row < m_ids.size(); ++row) {
        if (allowed && !allowed(m_ids[row]))
            continue;
        best.offer({m_ids[row], rowDot(m_data.data() + row * dim, unit.data(), dim)});
    }
    return best.take();
}

QList<VectorMatch> VectorIndex::search(const std::vector<float>& query, int k,
                                       const std::function<bool(qint64)>& allowed) const
{
    if (!m_ann)
        return searchExact(query, k, allowed);
    if (k <= 0 || static_cast<int>(query.size()) != m_dimension || size() == 0)
        return {};
    std::vector<float> unit = query;
    if (!normalize(unit))
        return {};
    const size_t wanted = static_cast<size_t>(k);
    if (!allowed) {
        const std::vector<VectorMatch> found = m_ann->nearest(unit.data(), wanted);
        return QList<VectorMatch>(found.cbegin(), found.cend());
    }
    // A filter (a matter, an as-of window): widen the candidates until k pass; when that would
    // approach the whole index, the exact scan is as fast and certain.
    const size_t live = static_cast<size_t>(size());
    for (size_t breadth = std::max<size_t>(wanted * 4, 100); breadth < live / 4; breadth *= 4) {
        QList<VectorMatch> kept;
        for (const VectorMatch& match : m_ann->nearest(unit.data(), breadth)) {
            if (allowed(match.id) && kept.size() < k)
                kept << match;
        }
        if (kept.size() == k)
            return kept;
    }
    return searchExact(query, k, allowed);
}

bool VectorIndex::save(QIODevice& device) const
{
    BlockWriter out(device);
    out.write(kMagic, sizeof kMagic);
    out.put<quint32>(kVersion);
    out.put<quint32>(kByteOrder);
    out.put<qint32>(m_dimension);
    out.put<qint64>(m_approximateFrom);
    out.put<qint32>(m_parameters.links);
    out.put<qint32>(m_parameters.buildBreadth);
    out.put<qint32>(m_parameters.searchBreadth);
    out.put<quint8>(static_cast<quint8>(m_ann ? Form::Approximate : Form::Exact));
    if (m_ann) {
        m_ann->write(out);
    } else {
        out.put<quint64>(m_ids.size());
        out.write(m_ids.data(), static_cast<qint64>(m_ids.size() * sizeof(qint64)));
        out.write(m_data.data(), static_cast<qint64>(m_data.size() * sizeof(float)));
    }
    out.finish();
    return out.ok();
}

QByteArray VectorIndex::toBytes() const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    save(buffer);
    return bytes;
}

bool VectorIndex::saveFile(const QString& path, QString* error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !save(file) || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("VectorIndex", "Cannot write the vector index %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    return true;
}

std::optional<VectorIndex> VectorIndex::load(QIODevice& device, QString* error)
{
    const auto fail = [error](const char* text) -> std::optional<VectorIndex> {
        if (error)
            *error = loadError(text);
        return std::nullopt;
    };
    BlockReader in(device);
    char magic[sizeof kMagic] = {};
    in.read(magic, sizeof magic);
    const auto version = in.get<quint32>();
    const auto byteOrder = in.get<quint32>();
    if (!in.ok() || !std::equal(magic, magic + sizeof magic, kMagic))
        return fail(QT_TRANSLATE_NOOP("VectorIndex", "This is not a vector index."));
    if (version != kVersion || byteOrder != kByteOrder)
        return fail(QT_TRANSLATE_NOOP(
            "VectorIndex", "This vector index was written by another version or machine; it must be rebuilt."));
    const auto dimension = in.get<qint32>();
    const auto approximateFrom = in.get<qint64>();
    AnnParameters parameters;
    parameters.links = in.get<qint32>();
    parameters.buildBreadth = in.get<qint32>();
    parameters.searchBreadth = in.get<qint32>();
    const auto form = in.get<quint8>();
    if (!in.ok() || dimension < 0 || dimension > kMaximumDimension || approximateFrom <= 0 ||
        parameters.searchBreadth <= 0 || form > static_cast<quint8>(Form::Approximate))
        return fail(QT_TRANSLATE_NOOP("VectorIndex", "The vector index is damaged."));
    VectorIndex index(dimension, static_cast<qsizetype>(approximateFrom), parameters);
    if (form == static_cast<quint8>(Form::Approximate)) {
        if (dimension == 0 || !(index.m_ann = AnnIndex::read(in, dimension, parameters)))
            return fail(QT_TRANSLATE_NOOP("VectorIndex", "The vector index is damaged."));
    } else {
        const auto count = in.get<quint64>();
        const quint64 rowBytes = sizeof(qint64) + static_cast<quint64>(dimension) * sizeof(float);
        const qint64 left = in.remaining();
        if (!in.ok() || left < 0 || count > static_cast<quint64>(left) / rowBytes)
            return fail(QT_TRANSLATE_NOOP("VectorIndex", "The vector index is damaged."));
        index.m_ids.resize(static_cast<size_t>(count));
        index.m_data.resize(static_cast<size_t>(count) * static_cast<size_t>(dimension));
        in.read(index.m_ids.data(), static_cast<qint64>(count * sizeof(qint64)));
        in.read(index.m_data.data(), static_cast<qint64>(index.m_data.size() * sizeof(float)));
        for (size_t row = 0; row < index.m_ids.size(); ++row) {
            if (!index.m_rows.emplace(index.m_ids[row], row).second)
                return fail(QT_TRANSLATE_NOOP("VectorIndex", "The vector index is damaged."));
        }
    }
    if (!in.finish())
        return fail(QT_TRANSLATE_NOOP("VectorIndex", "The vector index is damaged or cut short."));
    return index;
}

std::optional<VectorIndex> VectorIndex::fromBytes(const QByteArray& bytes, QString* error)
{
    QByteArray copy = bytes; // QBuffer wants a non-const array; implicitly shared, not copied
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return load(buffer, error);
}

std::optional<VectorIndex> VectorIndex::loadFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("VectorIndex", "Cannot read the vector index %1: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    return load(file, error);
}

} // namespace lmars::dense
