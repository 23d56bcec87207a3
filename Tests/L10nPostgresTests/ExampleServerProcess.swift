#if Postgres
import Foundation
import L10nTestSupport
import Testing

/// The example service (`L10nExampleServer`, as `scripts/serve` runs it) in a process of its
/// own on a free port of 127.0.0.1: an instance, as a deployment runs several.
final class ExampleServerProcess: Sendable {
    let port: Int
    let logFile: String
    private let process: Process

    /// Starts it with `arguments` (`--database URL`) and waits until `/healthz` answers.
    init(_ arguments: [String]) throws {
        port = try FreePort.take()
        logFile = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-example-\(port).log").path
        _ = FileManager.default.createFile(atPath: logFile, contents: nil)
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["--port", "\(port)"] + arguments
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logFile))
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        self.process = process
        let deadline = Date().addingTimeInterval(60)
        while (try? HTTPProbe.get(port: port, path: "/healthz"))?.status != 200 {
            guard process.isRunning, Date() < deadline else {
                stop()
                throw SampleError(
                    "the example service did not answer on port \(port): \((try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "")")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Its log so far.
    var log: String { (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "" }

    /// GET `path`, the request's language and tenant in its headers.
    func get(_ path: String, language: String, tenant: String? = nil) throws -> HTTPProbe.Response {
        var headers = ["Accept-Language": language]
        if let tenant { headers["X-Tenant"] = tenant }
        return try HTTPProbe.get(port: port, path: path, headers: headers)
    }

    /// SIGTERM (a graceful shutdown), then waits for the process to end. The service is built with
    /// the suite's sanitizer (AddressSanitizer in the shared build, ThreadSanitizer in
    /// scripts/sanitize's): a report in its log fails the test.
    func stop() {
        if process.isRunning {
            process.terminate()
            // Polled rather than `waitUntilExit()`, whose run loop leaks a weak reference's
            // side table (LeakSanitizer) when the process is still running.
            while process.isRunning { usleep(10_000) }
        }
        let log = self.log
        if log.contains("Sanitizer") { Issue.record("the example service's sanitizer reported:\n\(log)") }
        try? FileManager.default.removeItem(atPath: logFile)
    }

    private static func executable() throws -> URL {
        try ExecutableRunner.builtExecutable("L10nExampleServer")
    }
}

/// HTTP/1.1 GET over a plain socket of 127.0.0.1, one request per connection: a client with
/// nothing between the test and the server's answer.
enum HTTPProbe {
    struct Response {
        let status: Int
        let body: String
    }

    static func get(port: Int, path: String, headers: [String: String] = [:]) throws -> Response {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw SampleError("socket() failed: errno \(errno)") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw SampleError("cannot connect to 127.0.0.1:\(port): errno \(errno)") }
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw SampleError("send failed: errno \(errno)") }
            sent += count
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else { throw SampleError("recv failed: errno \(errno)") }
            answer += buffer[..<count]
        }
        let text = String(decoding: answer, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n"), let statusLine = text[..<headEnd.lowerBound].split(separator: "\r\n").first
        else { throw SampleError("not an HTTP answer: \(text)") }
        let fields = statusLine.split(separator: " ")
        guard fields.count >= 2, let status = Int(fields[1]) else { throw SampleError("not an HTTP status line: \(statusLine)") }
        let head = text[..<headEnd.lowerBound].lowercased()
        var body = String(text[headEnd.upperBound...])
        if head.contains("transfer-encoding: chunked") { body = dechunked(body) }
        return Response(status: status, body: body)
    }

    private static func dechunked(_ text: String) -> String {
        var rest = Substring(text)
        var body = ""
        while let lineEnd = rest.range(of: "\r\n"), let size = Int(rest[..<lineEnd.lowerBound], radix: 16), size > 0 {
            let chunk = rest.utf8[lineEnd.upperBound...].prefix(size)
            body += String(decoding: chunk, as: UTF8.self)
            rest = rest[chunk.endIndex...].dropFirst(2)
        }
        return body
    }
}
#endif
