// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace lmars::test {

/// A time limit a test asserts, scaled by LMARS_TIMING_SCALE (a whole factor, default 1) for builds
/// that are slow by design: the sanitize preset sets it, since ASan and UBSan slow our code severalfold.
inline qint64 timingLimitMs(qint64 ms)
{
    bool ok = false;
    const int scale = qEnvironmentVariableIntValue("LMARS_TIMING_SCALE", &ok);
    return ok && scale > 1 ? ms * scale : ms;
}

} // namespace lmars::test
