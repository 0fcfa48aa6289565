// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "eval/RetrievalEval.h"

#include <QCoreApplication>

namespace lmars::eval {

/**
 * RetrievalEval against the firm server's library: the set's corpus is chunked here as the
 * embedded evaluation does, written into the matter "retrieval-eval/<set>" (created when missing,
 * emptied first; creating it needs lmars_admin), and each query is answered by the server's
 * ranking. The report has the same fields, so the two backends compare directly.
 */
class ServerRetrievalEval final
{
    Q_DECLARE_TR_FUNCTIONS(ServerRetrievalEval)

public:
    static Result<RetrievalEvalReport> run(const RetrievalEvalOptions& options, const CancelToken& cancel = {});
};

} // namespace lmars::eval
