// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageReadStage.h"

#include "common/ConcurrentJobs.h"
#include "common/JsonUtil.h"
#include "model/ResearchState.h"
#include "search/AnchorWindow.h"
#include "search/PageFetcher.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QUrl>

namespace lmars::research {

namespace {

struct Job
{
    int index = 0; ///< source index in the state
    QString url;
    QString snippet;
};

struct Read
{
    PageReadOutcome outcome;
    search::AnchoredText window;
    int pages = 0;
    QString contentType;
    int httpStatus = 0; ///< the server's status when it answered
};

} // namespace

PageReadStage::PageReadStage(std::shared_ptr<search::PageFetcher> reader, int maxConcurrent)
    : m_reader(std::move(reader)), m_maxConcurrent(maxConcurrent)
{}

Result<QList<PageReadOutcome>> PageReadStage::run(model::ResearchState& state, const QStringList& candidateIds,
                                                  int maxPages, const CancelToken& cancel,
                                                  const std::function<void(const PageReadOutcome&)>& onDone)
{
    QList<Job> selected;
    for (const QString& id : candidateIds) {
        const int n = state.numberOf(id);
        if (n == 0)
            continue;
        const model::SearchResult& r = state.sources.at(n - 1);
        // Web pages are read at their URL; an official document with a separate full text (the
        // Federal Register's plain-text rendition) is read there.
        const QString fullText = r.federalRegister ? r.federalRegister->fullTextUrl : QString();
        const QString url =
            r.type == model::SourceType::Web ? r.url : (r.type == model::SourceType::Official ? fullText : QString());
        const QString scheme = QUrl(url).scheme();
        if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
            continue;
        selected.append({n - 1, url, r.snippet});
        if (selected.size() >= maxPages)
            break;
    }

    QList<std::function<Read()>> jobs;
    for (const Job& job : std::as_const(selected)) {
        const std::shared_ptr<search::PageFetcher> reader = m_reader;
        const QString id = state.sources.at(job.index).id;
        jobs.append([reader, job, id, cancel] {
            Read read;
            read.outcome.sourceId = id;
            read.outcome.url = job.url;
            QElapsedTimer timer;
            timer.start();
            const auto page = reader->read(job.url, cancel);
            if (page) {
                read.window = search::AnchorWindow::extract(page->text, job.snippet);
                read.outcome.ok = !read.window.text.isEmpty();
                read.outcome.chars = int(read.window.text.size());
                read.outcome.anchored = read.window.anchored;
                read.pages = page->pages;
                read.contentType = page->contentType;
                read.httpStatus = page->httpStatus;
            } else {
                read.outcome.reason = page.error().toString();
                read.httpStatus = page.error().httpStatus;
            }
            read.outcome.ms = timer.elapsed();
            return read;
        });
    }

    QList<Read> reads;
    const bool completed = runConcurrently<Read>(
        jobs, m_maxConcurrent, cancel, [&](int, const Read& read) { onDone(read.outcome); }, &reads);
    if (!completed)
        return Error(ErrorKind::Cancelled, QCoreApplication::translate("PageReadStage", "The research was cancelled."));

    QList<PageReadOutcome> outcomes;
    for (int i = 0; i < reads.size(); ++i) {
        const Read& read = reads.at(i);
        model::SearchResult& source = state.sources[selected.at(i).index];
        model::PageReadRecord info;
        info.ok = read.outcome.ok;
        info.ms = read.outcome.ms;
        info.httpStatus = read.httpStatus;
        if (read.outcome.ok) {
            source.content = read.window.text;
            info.chars = read.outcome.chars;
            info.anchored = read.window.anchored;
            info.anchorF1 = read.window.f1;
            info.anchorSentence = read.window.anchorSentence;
            info.anchorOffset = read.window.anchorOffset;
            info.contentType = read.contentType;
            info.pages = read.pages;
        } else {
            info.reason = read.outcome.reason;
        }
        source.pageRead = info;
        outcomes.append(read.outcome);
    }
    return outcomes;
}

} // namespace lmars::research
