// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnnIndex.h"

#include "dense/BlockReader.h"
#include "dense/BlockWriter.h"
#include "dense/DenseLog.h"

// hnswlib's SSE path (USE_SSE) prefetches one link past the end of every link list it walks, an
// out-of-bounds read that AddressSanitizer reports (hnswalg.h, searchBaseLayer): it is turned off,
// and the distance is UnitDotSpace's (the exact scan's dot product, which the compiler vectorizes).
#define NO_MANUAL_VECTORIZATION
#include <hnswlib/hnswlib.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <limits>

namespace lmars::dense {

namespace {

constexpr unsigned kSeed = 33; // the graph's level generator: the same input builds the same graph
constexpr size_t kMinimumCapacity = 1024;
constexpr size_t kMaximumLevels = 48;  // HNSW levels grow as log_M(n): far below this for any library
constexpr size_t kMaximumLinks = 1024; // M (and 2M) beyond any sensible parameter

hnswlib::labeltype label(qint64 id)
{
    return static_cast<hnswlib::labeltype>(static_cast<quint64>(id));
}

qint64 idOf(hnswlib::labeltype label)
{
    return static_cast<qint64>(static_cast<quint64>(label));
}

/// The list at ptr (a count in the low 16 bits, then the neighbours) is within limits.
bool linksSound(const hnswlib::linklistsizeint* ptr, size_t maxCount, size_t elements)
{
    unsigned short count = 0;
    std::memcpy(&count, ptr, sizeof count);
    if (count > maxCount)
        return false;
    const hnswlib::tableint* links = reinterpret_cast<const hnswlib::tableint*>(ptr + 1);
    return std::all_of(links, links + count, [elements](hnswlib::tableint t) { return t < elements; });
}

/// Inner-product distance of unit vectors (1 − cosine), as hnswlib's InnerProductSpace, over rowDot.
class UnitDotSpace final : public hnswlib::SpaceInterface<float>
{
public:
    explicit UnitDotSpace(size_t dimension) : m_dimension(dimension) {}
    size_t get_data_size() override { return m_dimension * sizeof(float); }
    hnswlib::DISTFUNC<float> get_dist_func() override { return &distance; }
    void* get_dist_func_param() override { return &m_dimension; }

private:
    static float distance(const void* a, const void* b, const void* dimension)
    {
        return 1.0f - rowDot(static_cast<const float*>(a), static_cast<const float*>(b),
                             *static_cast<const size_t*>(dimension));
    }
    size_t m_dimension;
};

} // namespace

AnnIndex::AnnIndex(int dimension, const AnnParameters& parameters, size_t capacity)
    : m_dimension(dimension), m_parameters(parameters),
      m_space(std::make_unique<UnitDotSpace>(static_cast<size_t>(dimension))),
      m_graph(std::make_unique<Graph>(m_space.get(), std::max(capacity, kMinimumCapacity),
                                      static_cast<size_t>(parameters.links),
                                      static_cast<size_t>(parameters.buildBreadth), kSeed))
{
    m_graph->setEf(static_cast<size_t>(std::max(parameters.searchBreadth, 1)));
}

AnnIndex::~AnnIndex() = default;

qsizetype AnnIndex::size() const
{
    return static_cast<qsizetype>(m_graph->cur_element_count - m_graph->num_deleted_);
}

qsizetype AnnIndex::deleted() const
{
    return static_cast<qsizetype>(m_graph->num_deleted_);
}

bool AnnIndex::contains(qint64 id) const
{
    const auto it = m_graph->label_lookup_.find(label(id));
    return it != m_graph->label_lookup_.end() && !m_graph->isMarkedDeleted(it->second);
}

void AnnIndex::setSearchBreadth(int breadth)
{
    m_parameters.searchBreadth = std::max(breadth, 1);
    m_graph->setEf(static_cast<size_t>(m_parameters.searchBreadth));
}

const float* AnnIndex::row(size_t internalId) const
{
    return reinterpret_cast<const float*>(m_graph->getDataByInternalId(static_cast<hnswlib::tableint>(internalId)));
}

void AnnIndex::add(qint64 id, const float* unit)
{
    if (m_graph->label_lookup_.count(label(id)) == 0 && m_graph->cur_element_count >= m_graph->max_elements_)
        m_graph->resizeIndex(std::max(m_graph->max_elements_ * 2, kMinimumCapacity));
    m_graph->addPoint(unit, label(id));
}

bool AnnIndex::remove(qint64 id)
{
    if (!contains(id))
        return false;
    m_graph->markDelete(label(id));
    return true;
}

std::vector<VectorMatch> AnnIndex::nearest(const float* unit, size_t k) const
{
    std::vector<VectorMatch> out;
    if (k == 0 || size() == 0)
        return out;
    auto found = m_graph->searchKnn(unit, k);
    const size_t dim = static_cast<size_t>(m_dimension);
    out.reserve(found.size());
    for (; !found.empty(); found.pop()) {
        const auto it = m_graph->label_lookup_.find(found.top().second);
        // hnswlib leaves deleted vectors out; checked again so none can ever come back.
        if (it == m_graph->label_lookup_.end() || m_graph->isMarkedDeleted(it->second))
            continue;
        out.push_back({idOf(found.top().second), rowDot(row(it->second), unit, dim)});
    }
    std::sort(out.begin(), out.end(), [](const VectorMatch& a, const VectorMatch& b) { return ranksBelow(b, a); });
    return out;
}

void AnnIndex::forEach(const std::function<void(qint64, const float*)>& visit) const
{
    for (size_t i = 0; i < m_graph->cur_element_count; ++i) {
        const auto internal = static_cast<hnswlib::tableint>(i);
        if (!m_graph->isMarkedDeleted(internal))
            visit(idOf(m_graph->getExternalLabel(internal)), row(i));
    }
}

void AnnIndex::write(BlockWriter& out) const
{
    const Graph& g = *m_graph;
    out.put<quint64>(g.cur_element_count);
    out.put<quint64>(g.size_data_per_element_);
    out.put<quint64>(g.label_offset_);
    out.put<quint64>(g.offsetData_);
    out.put<quint64>(g.M_);
    out.put<quint64>(g.maxM_);
    out.put<quint64>(g.maxM0_);
    out.put<quint64>(g.ef_construction_);
    out.put<qint32>(g.maxlevel_);
    out.put<quint32>(g.enterpoint_node_);
    out.write(g.data_level0_memory_, static_cast<qint64>(g.cur_element_count * g.size_data_per_element_));
    for (size_t i = 0; i < g.cur_element_count; ++i) {
        const quint32 bytes =
            g.element_levels_[i] > 0 ? static_cast<quint32>(g.size_links_per_element_ * g.element_levels_[i]) : 0;
        out.put<quint32>(bytes);
        if (bytes > 0)
            out.write(g.linkLists_[i], bytes);
    }
}

std::unique_ptr<AnnIndex> AnnIndex::read(BlockReader& in, int dimension, const AnnParameters& parameters)
{
    const auto count = in.get<quint64>();
    const auto dataPerElement = in.get<quint64>();
    const auto labelOffset = in.get<quint64>();
    const auto offsetData = in.get<quint64>();
    const auto m = in.get<quint64>();
    const auto maxM = in.get<quint64>();
    const auto maxM0 = in.get<quint64>();
    const auto buildBreadth = in.get<quint64>();
    const auto maxLevel = in.get<qint32>();
    const auto enterPoint = in.get<quint32>();
    if (!in.ok() || m < 2 || m > kMaximumLinks || maxM != m || maxM0 != 2 * m || buildBreadth == 0 ||
        buildBreadth > 100000 || count >= std::numeric_limits<hnswlib::tableint>::max()) {
        qCWarning(lcDense) << "approximate index: unsound header";
        return nullptr;
    }
    const qint64 left = in.remaining();
    if (dataPerElement == 0 || left < 0 || count > static_cast<quint64>(left) / dataPerElement) {
        qCWarning(lcDense) << "approximate index: shorter than its" << count << "vectors";
        return nullptr;
    }
    AnnParameters stored = parameters;
    stored.links = static_cast<int>(m);
    stored.buildBreadth = static_cast<int>(buildBreadth);
    std::unique_ptr<AnnIndex> index;
    try {
        index = std::make_unique<AnnIndex>(dimension, stored, static_cast<size_t>(count));
    } catch (const std::exception& e) {
        qCWarning(lcDense) << "approximate index:" << e.what();
        return nullptr;
    }
    Graph& g = *index->m_graph;
    if (g.size_data_per_element_ != dataPerElement || g.label_offset_ != labelOffset || g.offsetData_ != offsetData) {
        qCWarning(lcDense) << "approximate index: its layout is not this dimension's";
        return nullptr;
    }
    if (!in.read(g.data_level0_memory_, static_cast<qint64>(count * dataPerElement)))
        return nullptr;
    const size_t n = static_cast<size_t>(count);
    for (size_t i = 0; i < n; ++i) {
        if (!linksSound(g.get_linklist0(static_cast<hnswlib::tableint>(i)), g.maxM0_, n))
            return nullptr;
    }
    g.cur_element_count = n; // from here the destructor frees the upper levels read so far
    for (size_t i = 0; i < n; ++i) {
        const auto bytes = in.get<quint32>();
        if (!in.ok() || bytes % g.size_links_per_element_ != 0 || bytes / g.size_links_per_element_ > kMaximumLevels)
            return nullptr;
        if (bytes == 0) {
            g.linkLists_[i] = nullptr;
            continue;
        }
        g.linkLists_[i] = static_cast<char*>(std::malloc(bytes));
        if (!g.linkLists_[i])
            return nullptr;
        g.element_levels_[i] = static_cast<int>(bytes / g.size_links_per_element_);
        if (!in.read(g.linkLists_[i], bytes))
            return nullptr;
    }
    // Every link of level l leads to an element that has level l, so no search reads past a list.
    for (size_t i = 0; i < n; ++i) {
        const auto internal = static_cast<hnswlib::tableint>(i);
        for (int level = 1; level <= g.element_levels_[i]; ++level) {
            const hnswlib::linklistsizeint* list = g.get_linklist(internal, level);
            if (!linksSound(list, g.maxM_, n))
                return nullptr;
            unsigned short links = 0;
            std::memcpy(&links, list, sizeof links);
            const hnswlib::tableint* to = reinterpret_cast<const hnswlib::tableint*>(list + 1);
            if (std::any_of(to, to + links, [&](hnswlib::tableint t) { return g.element_levels_[t] < level; }))
                return nullptr;
        }
    }
    if (n > 0 && (enterPoint >= n || maxLevel != g.element_levels_[enterPoint]))
        return nullptr;
    g.maxlevel_ = n > 0 ? maxLevel : -1;
    g.enterpoint_node_ = n > 0 ? enterPoint : static_cast<hnswlib::tableint>(-1);
    for (size_t i = 0; i < n; ++i) {
        const auto internal = static_cast<hnswlib::tableint>(i);
        if (!g.label_lookup_.emplace(g.getExternalLabel(internal), internal).second)
            return nullptr; // one id twice
        if (g.isMarkedDeleted(internal))
            ++g.num_deleted_;
    }
    return index;
}

} // namespace lmars::dense
