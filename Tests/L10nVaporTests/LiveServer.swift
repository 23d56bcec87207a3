#if Vapor
import Testing
import Vapor
import VaporTesting

/// An application served on 127.0.0.1 (an ephemeral port) for the whole of a test, asked by
/// Vapor's HTTP client: real sockets, as VaporTesting's running mode, without its deadline.
///
/// VaporTesting's running mode starts a server and a client for every request and fails a
/// request that takes more than 30 seconds. When the whole suite runs at once under a sanitizer
/// on two cores, the tasks of this suite wait behind the other tests: a CI run failed with two
/// issues in this suite (what one failed request records: the issue and the thrown error), and
/// with this server a run of the whole suite under AddressSanitizer measured two of this suite's
/// 1,063 requests at 199 seconds (the next slowest 3.7 s). Nothing here tests how fast a request
/// is, so a request is given the time the machine takes.
struct LiveServer: Sendable {
    /// What came back: the status, the headers and the whole body.
    struct Response: Sendable {
        let status: HTTPStatus
        let headers: HTTPHeaders
        let body: ByteBuffer
    }

    let app: Application
    let port: Int

    /// Boots `app` (its lifecycle handlers' `didBoot` run once), serves it while `body` runs,
    /// then stops the server, also when `body` throws.
    static func serving<Result>(_ app: Application, _ body: (LiveServer) async throws -> Result) async throws -> Result {
        try await app.asyncBoot()
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let result: Result
        do {
            let port = try #require(app.http.server.shared.localAddress?.port, "the server is listening on no port")
            result = try await body(LiveServer(app: app, port: port))
        } catch {
            await app.server.shutdown()
            throw error
        }
        await app.server.shutdown()
        return result
    }

    /// Sends `method path` with `headers` and hands the response to `check`.
    func test(
        _ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], check: (Response) async throws -> Void
    ) async throws {
        let response = try await app.client.send(method, headers: headers, to: URI(string: "http://127.0.0.1:\(port)\(path)"))
        try await check(Response(status: response.status, headers: response.headers, body: response.body ?? ByteBuffer()))
    }
}
#endif
