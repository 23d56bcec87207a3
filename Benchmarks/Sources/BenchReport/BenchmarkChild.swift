import Benchmark
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The benchmarks executable, driven through package-benchmark's own protocol: length-prefixed
/// JSON requests and replies over two pipes (`--input-fd`, `--output-fd`), as its
/// `BenchmarkTool` drives it, so each benchmark is measured by package-benchmark's executor.
final class BenchmarkChild {
    private var pid: pid_t = 0
    private let requests: Int32
    private let replies: Int32

    /// Starts `executable` with the malloc interposer preloaded when it was built beside it
    /// (package-benchmark counts allocations through it on Linux). The child's own output
    /// goes to standard error, so standard output carries only the report.
    init(executable: String) throws {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw ReportError("pipe failed") }
        // The parent's ends must not leak into the child, or it never sees end of file.
        _ = fcntl(toChild[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromChild[0], F_SETFD, FD_CLOEXEC)
        requests = toChild[1]
        replies = fromChild[0]

        var environment = ProcessInfo.processInfo.environment
        let interposer = URL(fileURLWithPath: executable).deletingLastPathComponent()
            .appendingPathComponent("libMallocInterposerSwift.so").path
        if FileManager.default.fileExists(atPath: interposer) {
            environment["LD_PRELOAD"] = [interposer, environment["LD_PRELOAD"]].compactMap { $0 }.joined(separator: ":")
        }
        let arguments = [executable, "--input-fd", "\(toChild[0])", "--output-fd", "\(fromChild[1])", "--quiet", "true"]
        let environmentLines = environment.map { "\($0.key)=\($0.value)" }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        let status = Self.withCStrings(arguments) { argv in
            Self.withCStrings(environmentLines) { envp in
                posix_spawn(&pid, executable, &actions, nil, argv, envp)
            }
        }
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else { throw ReportError("cannot start \(executable): error \(status)") }
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }

    func write(_ request: BenchmarkCommandRequest) throws {
        var length = 0
        let json = try JSONEncoder().encode(request)
        length = json.count
        let bytes = withUnsafeBytes(of: &length) { Array($0) } + Array(json)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(requests, $0.baseAddress, $0.count) }
            guard written > 0 else { throw ReportError("the benchmarks executable stopped reading") }
            offset += written
        }
    }

    func read() throws -> BenchmarkCommandReply {
        let header = try readExactly(MemoryLayout<Int>.size)
        let length = header.withUnsafeBytes { $0.loadUnaligned(as: Int.self) }
        return try JSONDecoder().decode(BenchmarkCommandReply.self, from: Data(readExactly(length)))
    }

    private func readExactly(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes[offset...].withUnsafeMutableBytes { Glibc.read(replies, $0.baseAddress, $0.count) }
            guard got > 0 else { throw ReportError("the benchmarks executable stopped answering") }
            offset += got
        }
        return bytes
    }

    /// Asks the child to exit and waits for it.
    func finish() throws {
        try write(.end)
        close(requests)
        close(replies)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

struct ReportError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
