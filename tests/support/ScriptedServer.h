// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QUrl>

#include <memory>

namespace lmars::test {

/// One request the scripted server received.
struct RecordedRequest
{
    QByteArray method;
    QString path;                         ///< without query string
    QString query;                        ///< raw query string, without '?'
    QMap<QByteArray, QByteArray> headers; ///< names lower-cased
    QByteArray body;
    qint64 receivedAtMs = 0; ///< ms since the server started
};

/**
 * An HTTP server on 127.0.0.1 (ephemeral port) that answers from a scenario, for integration
 * tests of the real HTTP code. Scenario JSON:
 *
 * {"routes": [{
 *    "method": "POST", "path": "/v1/chat/completions",
 *    "match": {"bodyContains": "query_analysis" | ["a", "b"], "queryContains": "..."},   // optional
 *    "repeatLast": true,                                   // default true; false → 599 once exhausted
 *    "responses": [{
 *       "status": 200, "headers": {"Content-Type": "application/json"},
 *       "body": "raw text" | "json": <any JSON, sent compact>,
 *       "sse": ["data string" | {"event": "name", "data": "string" | <JSON>}],   // text/event-stream
 *       "ndjson": [<JSON>, ...],                                               // application/x-ndjson
 *       "bodyFile": "/abs/path",                  // raw bytes of a file (binary bodies such as PDFs)
 *       "bodyRepeat": {"text": "x", "times": N},  // a large body without a large scenario file
 *       "delayMs": 0,        // wait before answering
 *       "chunkDelayMs": 0,   // wait between sse/ndjson items
 *       "truncateAfter": 2,  // sse/ndjson: close the connection abruptly after this many items
 *       "dropConnection": false  // close the connection without any response
 *    }]
 * }]}
 *
 * Routes are tried in order; the first whose method, path and match fit answers with its next
 * response (the last one repeats unless repeatLast is false). "${BASE_URL}" in any body is replaced
 * by the server's base URL. Unmatched requests get 404 {"error": "no scripted route ..."}.
 */
class ScriptedServer final
{
public:
    ScriptedServer();
    ~ScriptedServer();
    ScriptedServer(const ScriptedServer&) = delete;
    ScriptedServer& operator=(const ScriptedServer&) = delete;

    /// Loads a scenario file; a relative path is resolved against tests/scenarios/.
    bool loadScenarioFile(const QString& path, QString* error = nullptr);
    bool loadScenario(const QByteArray& json, QString* error = nullptr);
    /// Appends one route object (same form as an entry of "routes").
    bool addRoute(const QByteArray& routeJson, QString* error = nullptr);

    /// Before start(): serve HTTPS with this PEM certificate and key (cpp-httplib's SSLServer).
    void setTls(const QString& certificateFile, const QString& keyFile);
    bool start(); ///< listens on 127.0.0.1:<ephemeral>; returns false if it cannot
    void stop();  ///< also called by the destructor

    QUrl baseUrl() const; ///< "http://127.0.0.1:<port>" ("https://" after setTls())
    int port() const;

    QList<RecordedRequest> requests() const;
    QList<RecordedRequest> requestsTo(const QString& path) const;

    /// A port on 127.0.0.1 where nothing listens (for connection-refused tests).
    static int unusedPort();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lmars::test
