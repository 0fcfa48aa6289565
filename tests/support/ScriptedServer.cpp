// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScriptedServer.h"

#include <QDir>
#include <QFile>

#include <httplib.h>

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include <arpa/inet.h>
#include <dirent.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace lmars::test {

namespace {

using Json = nlohmann::json;

/// One scripted answer.
struct ScriptedResponse
{
    enum class Kind
    {
        Body,
        Stream
    };

    int status = 200;
    std::vector<std::pair<std::string, std::string>> headers;
    Kind kind = Kind::Body;
    std::string body;               ///< Kind::Body
    std::vector<std::string> items; ///< Kind::Stream: serialized sse events / ndjson lines
    std::string contentType;
    int delayMs = 0;
    int chunkDelayMs = 0;
    int truncateAfter = -1; ///< -1 = never
    bool dropConnection = false;
};

struct ScriptedRoute
{
    std::string method; ///< upper-case; empty = any
    std::string path;   ///< exact path; empty = any
    std::vector<std::string> bodyContains;
    std::vector<std::string> queryContains;
    bool repeatLast = true;
    std::vector<ScriptedResponse> responses;
    std::size_t next = 0;
};

std::string toUpper(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return text;
}

std::string toLower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

void replaceAll(std::string& text, const std::string& from, const std::string& to)
{
    if (from.empty())
        return;
    std::size_t pos = 0;
    while ((pos = text.find(from, pos)) != std::string::npos) {
        text.replace(pos, from.size(), to);
        pos += to.size();
    }
}

bool readStringList(const Json& value, std::vector<std::string>& out, const char* what, QString* error)
{
    if (value.is_string()) {
        out.push_back(value.get<std::string>());
        return true;
    }
    if (value.is_array()) {
        for (const Json& item : value) {
            if (!item.is_string()) {
                if (error)
                    *error = QStringLiteral("%1 must contain only strings").arg(QLatin1String(what));
                return false;
            }
            out.push_back(item.get<std::string>());
        }
        return true;
    }
    if (error)
        *error = QStringLiteral("%1 must be a string or a list of strings").arg(QLatin1String(what));
    return false;
}

int readInt(const Json& object, const char* key, int fallback)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number_integer())
        return fallback;
    return it->get<int>();
}

/// Serializes one "data" payload as SSE data lines (one "data:" line per text line).
std::string sseDataLines(const Json& data)
{
    const std::string text = data.is_string() ? data.get<std::string>() : data.dump();
    std::string out;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find('\n', start);
        out += "data: " + text.substr(start, end == std::string::npos ? std::string::npos : end - start) + "\n";
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return out;
}

bool parseResponse(const Json& object, ScriptedResponse& response, QString* error)
{
    if (!object.is_object()) {
        if (error)
            *error = QStringLiteral("each response must be an object");
        return false;
    }
    response.status = readInt(object, "status", 200);
    response.delayMs = readInt(object, "delayMs", 0);
    response.chunkDelayMs = readInt(object, "chunkDelayMs", 0);
    response.truncateAfter = readInt(object, "truncateAfter", -1);
    response.dropConnection = object.value("dropConnection", false);

    std::string contentType;
    if (const auto headers = object.find("headers"); headers != object.end()) {
        if (!headers->is_object()) {
            if (error)
                *error = QStringLiteral("\"headers\" must be an object");
            return false;
        }
        for (auto it = headers->begin(); it != headers->end(); ++it) {
            const std::string value = it->is_string() ? it->get<std::string>() : it->dump();
            if (toLower(it.key()) == "content-type")
                contentType = value;
            else
                response.headers.emplace_back(it.key(), value);
        }
    }

    if (const auto sse = object.find("sse"); sse != object.end()) {
        if (!sse->is_array()) {
            if (error)
                *error = QStringLiteral("\"sse\" must be a list");
            return false;
        }
        response.kind = ScriptedResponse::Kind::Stream;
        for (const Json& item : *sse) {
            std::string event;
            if (item.is_object()) {
                if (const auto comment = item.find("comment"); comment != item.end())
                    event += ": " + comment->get<std::string>() + "\n";
                if (const auto name = item.find("event"); name != item.end())
                    event += "event: " + name->get<std::string>() + "\n";
                if (const auto data = item.find("data"); data != item.end())
                    event += sseDataLines(*data);
            } else {
                event = sseDataLines(item);
            }
            response.items.push_back(event + "\n");
        }
        response.contentType = contentType.empty() ? std::string("text/event-stream") : contentType;
    } else if (const auto ndjson = object.find("ndjson"); ndjson != object.end()) {
        if (!ndjson->is_array()) {
            if (error)
                *error = QStringLiteral("\"ndjson\" must be a list");
            return false;
        }
        response.kind = ScriptedResponse::Kind::Stream;
        for (const Json& item : *ndjson)
            response.items.push_back(item.dump() + "\n");
        response.contentType = contentType.empty() ? std::string("application/x-ndjson") : contentType;
    } else if (const auto json = object.find("json"); json != object.end()) {
        response.body = json->dump();
        response.contentType = contentType.empty() ? std::string("application/json") : contentType;
    } else if (const auto file = object.find("bodyFile"); file != object.end()) {
        // Binary bodies (PDFs, images) come from a file the test wrote.
        std::ifstream in(file->get<std::string>(), std::ios::binary);
        if (!in) {
            if (error)
                *error =
                    QStringLiteral("cannot read bodyFile %1").arg(QString::fromStdString(file->get<std::string>()));
            return false;
        }
        response.body.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        response.contentType = contentType.empty() ? std::string("application/octet-stream") : contentType;
    } else if (const auto repeat = object.find("bodyRepeat"); repeat != object.end()) {
        // {"text": "abc", "times": N}: large bodies without large scenario files.
        const std::string unit = repeat->value("text", std::string("x"));
        const long long times = repeat->value("times", 1LL);
        response.body.reserve(size_t(unit.size() * size_t(times > 0 ? times : 0)));
        for (long long i = 0; i < times; ++i)
            response.body += unit;
        response.contentType = contentType.empty() ? std::string("text/plain; charset=utf-8") : contentType;
    } else {
        if (const auto body = object.find("body"); body != object.end())
            response.body = body->is_string() ? body->get<std::string>() : body->dump();
        response.contentType = contentType.empty() ? std::string("text/plain; charset=utf-8") : contentType;
    }
    return true;
}

bool parseRoute(const Json& object, ScriptedRoute& route, QString* error)
{
    if (!object.is_object()) {
        if (error)
            *error = QStringLiteral("each route must be an object");
        return false;
    }
    route.method = toUpper(object.value("method", std::string()));
    route.path = object.value("path", std::string());
    route.repeatLast = object.value("repeatLast", true);
    if (const auto match = object.find("match"); match != object.end()) {
        if (!match->is_object()) {
            if (error)
                *error = QStringLiteral("\"match\" must be an object");
            return false;
        }
        if (const auto body = match->find("bodyContains"); body != match->end()) {
            if (!readStringList(*body, route.bodyContains, "bodyContains", error))
                return false;
        }
        if (const auto query = match->find("queryContains"); query != match->end()) {
            if (!readStringList(*query, route.queryContains, "queryContains", error))
                return false;
        }
    }
    const auto responses = object.find("responses");
    if (responses == object.end() || !responses->is_array() || responses->empty()) {
        if (error)
            *error = QStringLiteral("a route needs a non-empty \"responses\" list");
        return false;
    }
    for (const Json& item : *responses) {
        ScriptedResponse response;
        if (!parseResponse(item, response, error))
            return false;
        route.responses.push_back(std::move(response));
    }
    return true;
}

bool routeMatches(const ScriptedRoute& route, const std::string& method, const std::string& path,
                  const std::string& query, const std::string& body)
{
    if (!route.method.empty() && route.method != method)
        return false;
    if (!route.path.empty() && route.path != path)
        return false;
    for (const std::string& needle : route.bodyContains) {
        if (body.find(needle) == std::string::npos)
            return false;
    }
    for (const std::string& needle : route.queryContains) {
        if (query.find(needle) == std::string::npos)
            return false;
    }
    return true;
}

int portOf(const sockaddr_storage& address)
{
    if (address.ss_family == AF_INET)
        return ntohs(reinterpret_cast<const sockaddr_in&>(address).sin_port);
    if (address.ss_family == AF_INET6)
        return ntohs(reinterpret_cast<const sockaddr_in6&>(address).sin6_port);
    return -1;
}

/// Shuts down the accepted socket of the connection localPort <-> remotePort, so the peer sees
/// the connection end abruptly. cpp-httplib does not hand the socket to handlers, so it is found
/// among the process's descriptors by its two ports.
void shutdownConnection(int localPort, int remotePort)
{
    DIR* dir = ::opendir("/proc/self/fd");
    if (!dir)
        return;
    const int dirFd = ::dirfd(dir);
    while (const dirent* entry = ::readdir(dir)) {
        char* end = nullptr;
        const long fd = std::strtol(entry->d_name, &end, 10);
        if (end == entry->d_name || *end != '\0' || fd == dirFd)
            continue;
        sockaddr_storage local{};
        sockaddr_storage peer{};
        socklen_t localLength = sizeof(local);
        socklen_t peerLength = sizeof(peer);
        if (::getsockname(static_cast<int>(fd), reinterpret_cast<sockaddr*>(&local), &localLength) != 0)
            continue;
        if (::getpeername(static_cast<int>(fd), reinterpret_cast<sockaddr*>(&peer), &peerLength) != 0)
            continue;
        if (portOf(local) == localPort && portOf(peer) == remotePort) {
            ::shutdown(static_cast<int>(fd), SHUT_RDWR);
            break;
        }
    }
    ::closedir(dir);
}

} // namespace

struct ScriptedServer::Private
{
    std::unique_ptr<httplib::Server> server;
    std::thread thread;
    std::string tlsCertificate; ///< empty = plain HTTP
    std::string tlsKey;

    mutable std::mutex mutex;
    std::condition_variable stopCondition;
    bool stopping = false;
    std::vector<ScriptedRoute> routes;
    QList<RecordedRequest> requests;
    std::chrono::steady_clock::time_point startedAt = std::chrono::steady_clock::now();
    int port = 0;

    /// Waits for ms milliseconds; returns false at once when the server stops.
    bool waitFor(int ms)
    {
        std::unique_lock<std::mutex> lock(mutex);
        return !stopCondition.wait_for(lock, std::chrono::milliseconds(ms), [this] { return stopping; });
    }

    std::string baseUrl() const
    {
        return (tlsCertificate.empty() ? "http://127.0.0.1:" : "https://127.0.0.1:") + std::to_string(port);
    }

    void record(const httplib::Request& request, const std::string& query)
    {
        RecordedRequest recorded;
        recorded.method = QByteArray::fromStdString(request.method);
        recorded.path = QString::fromStdString(request.path);
        recorded.query = QString::fromStdString(query);
        for (const auto& [name, value] : request.headers) {
            const QByteArray key = QByteArray::fromStdString(toLower(name));
            const QByteArray existing = recorded.headers.value(key);
            recorded.headers.insert(key, existing.isEmpty() ? QByteArray::fromStdString(value)
                                                            : existing + ", " + QByteArray::fromStdString(value));
        }
        recorded.body = QByteArray::fromStdString(request.body);
        std::lock_guard<std::mutex> lock(mutex);
        recorded.receivedAtMs =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - startedAt).count();
        requests.append(recorded);
    }

    void handle(const httplib::Request& request, httplib::Response& response)
    {
        const std::size_t question = request.target.find('?');
        const std::string query = question == std::string::npos ? std::string() : request.target.substr(question + 1);
        record(request, query);

        const std::string method = toUpper(request.method);
        ScriptedResponse chosen;
        bool matched = false;
        bool exhausted = false;
        {
            std::lock_guard<std::mutex> lock(mutex);
            for (ScriptedRoute& route : routes) {
                if (!routeMatches(route, method, request.path, query, request.body))
                    continue;
                matched = true;
                if (route.next < route.responses.size())
                    chosen = route.responses[route.next++];
                else if (route.repeatLast)
                    chosen = route.responses.back();
                else
                    exhausted = true;
                break;
            }
        }

        if (!matched || exhausted) {
            const Json body = {{"error", (matched ? "scripted responses exhausted for " : "no scripted route for ") +
                                             method + " " + request.path}};
            response.status = matched ? 599 : 404;
            response.set_content(body.dump(), "application/json");
            return;
        }

        if (chosen.delayMs > 0 && !waitFor(chosen.delayMs)) {
            shutdownConnection(request.local_port, request.remote_port);
            return;
        }
        if (chosen.dropConnection) {
            shutdownConnection(request.local_port, request.remote_port);
            return;
        }

        const std::string base = baseUrl();
        response.status = chosen.status;
        for (auto& [name, value] : chosen.headers) {
            replaceAll(value, "${BASE_URL}", base);
            response.set_header(name, value);
        }

        if (chosen.kind == ScriptedResponse::Kind::Body) {
            replaceAll(chosen.body, "${BASE_URL}", base);
            response.set_content(chosen.body, chosen.contentType);
            return;
        }

        struct StreamState
        {
            std::vector<std::string> items;
            std::size_t index = 0;
            int chunkDelayMs = 0;
            int truncateAfter = -1;
            int localPort = 0;
            int remotePort = 0;
        };
        auto state = std::make_shared<StreamState>();
        state->items = std::move(chosen.items);
        for (std::string& item : state->items)
            replaceAll(item, "${BASE_URL}", base);
        state->chunkDelayMs = chosen.chunkDelayMs;
        state->truncateAfter = chosen.truncateAfter;
        state->localPort = request.local_port;
        state->remotePort = request.remote_port;

        response.set_chunked_content_provider(chosen.contentType, [this, state](std::size_t, httplib::DataSink& sink) {
            if (state->index > 0 && state->chunkDelayMs > 0 && !waitFor(state->chunkDelayMs))
                return false;
            if (state->truncateAfter >= 0 && state->index >= static_cast<std::size_t>(state->truncateAfter)) {
                shutdownConnection(state->localPort, state->remotePort);
                return false;
            }
            if (state->index >= state->items.size()) {
                sink.done();
                return true;
            }
            const std::string& item = state->items[state->index++];
            return sink.write(item.data(), item.size());
        });
    }
};

ScriptedServer::ScriptedServer() : d(std::make_unique<Private>()) {}

ScriptedServer::~ScriptedServer()
{
    stop();
}

bool ScriptedServer::loadScenarioFile(const QString& path, QString* error)
{
    const QString resolved =
        QDir::isRelativePath(path) ? QDir(QStringLiteral(LMARS_TEST_SCENARIO_DIR)).filePath(path) : path;
    QFile file(resolved);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read scenario %1: %2").arg(resolved, file.errorString());
        return false;
    }
    return loadScenario(file.readAll(), error);
}

bool ScriptedServer::loadScenario(const QByteArray& json, QString* error)
{
    const Json document = Json::parse(json.constData(), json.constData() + json.size(), nullptr, false);
    if (document.is_discarded() || !document.is_object()) {
        if (error)
            *error = QStringLiteral("the scenario is not a JSON object");
        return false;
    }
    const auto routes = document.find("routes");
    if (routes == document.end() || !routes->is_array()) {
        if (error)
            *error = QStringLiteral("the scenario needs a \"routes\" list");
        return false;
    }
    std::vector<ScriptedRoute> parsed;
    for (const Json& item : *routes) {
        ScriptedRoute route;
        if (!parseRoute(item, route, error))
            return false;
        parsed.push_back(std::move(route));
    }
    std::lock_guard<std::mutex> lock(d->mutex);
    d->routes = std::move(parsed);
    return true;
}

bool ScriptedServer::addRoute(const QByteArray& routeJson, QString* error)
{
    const Json object = Json::parse(routeJson.constData(), routeJson.constData() + routeJson.size(), nullptr, false);
    if (object.is_discarded()) {
        if (error)
            *error = QStringLiteral("the route is not valid JSON");
        return false;
    }
    ScriptedRoute route;
    if (!parseRoute(object, route, error))
        return false;
    std::lock_guard<std::mutex> lock(d->mutex);
    d->routes.push_back(std::move(route));
    return true;
}

bool ScriptedServer::start()
{
    if (d->thread.joinable())
        return true;

    // Writing to a connection the client already closed must not kill the test process.
    std::signal(SIGPIPE, SIG_IGN);

    {
        std::lock_guard<std::mutex> lock(d->mutex);
        d->stopping = false;
        d->startedAt = std::chrono::steady_clock::now();
    }
    if (d->tlsCertificate.empty())
        d->server = std::make_unique<httplib::Server>();
    else
        d->server = std::make_unique<httplib::SSLServer>(d->tlsCertificate.c_str(), d->tlsKey.c_str());
    if (!d->server->is_valid()) {
        d->server.reset();
        return false;
    }
    d->server->new_task_queue = [] {
        return new httplib::ThreadPool(16);
    };
    d->server->set_keep_alive_timeout(1);
    d->server->set_read_timeout(2, 0);
    d->server->set_write_timeout(2, 0);

    const auto handler = [this](const httplib::Request& request, httplib::Response& response) {
        d->handle(request, response);
    };
    const std::string any = ".*";
    d->server->Get(any, handler);
    d->server->Post(any, handler);
    d->server->Put(any, handler);
    d->server->Patch(any, handler);
    d->server->Delete(any, handler);
    d->server->Options(any, handler);

    const int boundPort = d->server->bind_to_any_port("127.0.0.1");
    if (boundPort <= 0) {
        d->server.reset();
        return false;
    }
    d->port = boundPort;
    httplib::Server* server = d->server.get();
    d->thread = std::thread([server] { server->listen_after_bind(); });

    // stop() only works once the accept loop runs, so wait for it.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (!server->is_running()) {
        if (std::chrono::steady_clock::now() > deadline) {
            stop();
            return false;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

void ScriptedServer::stop()
{
    {
        std::lock_guard<std::mutex> lock(d->mutex);
        d->stopping = true;
    }
    d->stopCondition.notify_all();
    if (d->thread.joinable()) {
        d->server->stop();
        d->thread.join();
    }
    d->server.reset();
}

void ScriptedServer::setTls(const QString& certificateFile, const QString& keyFile)
{
    d->tlsCertificate = certificateFile.toStdString();
    d->tlsKey = keyFile.toStdString();
}

QUrl ScriptedServer::baseUrl() const
{
    const QString scheme = d->tlsCertificate.empty() ? QStringLiteral("http") : QStringLiteral("https");
    return QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(scheme).arg(d->port));
}

int ScriptedServer::port() const
{
    return d->port;
}

QList<RecordedRequest> ScriptedServer::requests() const
{
    std::lock_guard<std::mutex> lock(d->mutex);
    return d->requests;
}

QList<RecordedRequest> ScriptedServer::requestsTo(const QString& path) const
{
    QList<RecordedRequest> result;
    std::lock_guard<std::mutex> lock(d->mutex);
    for (const RecordedRequest& request : d->requests) {
        if (request.path == path)
            result.append(request);
    }
    return result;
}

int ScriptedServer::unusedPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 1;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    int port = 1;
    socklen_t length = sizeof(address);
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

} // namespace lmars::test
