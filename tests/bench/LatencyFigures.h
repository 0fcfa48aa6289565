// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstdio>
#include <vector>

namespace lmars::bench {

/// The median and 99th percentile of some latencies.
struct Percentiles
{
    double p50 = 0, p99 = 0;
    int count = 0;
};

inline Percentiles percentiles(std::vector<double> ms)
{
    Percentiles p;
    p.count = int(ms.size());
    if (ms.empty())
        return p;
    std::sort(ms.begin(), ms.end());
    p.p50 = ms[ms.size() / 2];
    p.p99 = ms[std::min(ms.size() - 1, size_t(double(ms.size()) * 0.99))];
    return p;
}

/// One line of latency figures, as server_bench prints them.
inline void print(const char* what, const Percentiles& p)
{
    std::printf("  %-58s p50 %7.2f ms  p99 %7.2f ms  (%d queries)\n", what, p.p50, p.p99, p.count);
}

} // namespace lmars::bench
