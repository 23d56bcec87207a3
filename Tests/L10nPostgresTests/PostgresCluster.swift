#if Postgres
import Foundation
import L10nTestSupport
import Synchronization

/// A throwaway PostgreSQL cluster of Debian's server: `initdb` in a temporary folder, started
/// with `pg_ctl` on a free port of 127.0.0.1 (trust authentication on loopback, so no password
/// anywhere), stopped and removed by ``destroy()``. As root (PostgreSQL refuses to run as root)
/// the server runs as the `postgres` user Debian's package creates.
final class PostgresCluster: Sendable {
    let folder: String
    let port: Int
    private let binaries: String

    /// The cluster's database, as `--database` takes it.
    var url: String { "postgres://l10n@127.0.0.1:\(port)/postgres" }

    static func start() throws -> PostgresCluster {
        let cluster = try PostgresCluster()
        try cluster.run(
            "initdb", ["-D", cluster.folder + "/data", "-A", "trust", "-U", "l10n", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"])
        try cluster.start()
        return cluster
    }

    private init() throws {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        guard let newest = versions.compactMap(Int.init).max() else {
            throw SampleError("PostgreSQL's server is not installed (/usr/lib/postgresql/N/bin); scripts/setup installs it")
        }
        binaries = "/usr/lib/postgresql/\(newest)/bin"
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-postgres-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        port = try FreePort.take()
        if geteuid() == 0 { try run("/bin/chown", ["postgres", folder], asServer: false) }
    }

    /// Starts the server (again, after ``stop()``) on the same port and waits until it answers.
    /// A failure carries the end of the server's log, which says why (pg_ctl only says that it
    /// stopped waiting).
    func start() throws {
        do {
            try run(
                "pg_ctl",
                [
                    "-D", folder + "/data", "-l", folder + "/log", "-w", "-t", "30", "start",
                    "-o", "-p \(port) -k \(folder) -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200",
                ])
        } catch {
            let logEnd = log.split(separator: "\n").suffix(20).joined(separator: "\n")
            throw SampleError("\(error)\nthe server's log (\(folder)/log) ends:\n\(logEnd)")
        }
    }

    /// Stops the server at once, its connections cut (a crash, as far as clients can tell).
    func stop() throws {
        try run("pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-w", "stop"])
    }

    /// Runs `sql` through `psql` as the cluster's superuser; its output, tuples only.
    @discardableResult
    func psql(_ sql: String) throws -> String {
        try run(
            "/usr/bin/psql",
            ["-h", "127.0.0.1", "-p", "\(port)", "-U", "l10n", "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-At", "-c", sql], asServer: false
        )
    }

    func destroy() {
        _ = try? run("pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The server's log, for a failure's message.
    var log: String { (try? String(contentsOfFile: folder + "/log", encoding: .utf8)) ?? "" }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String], asServer: Bool = true) throws -> String {
        let executable = tool.hasPrefix("/") ? tool : binaries + "/" + tool
        let command =
            asServer && geteuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", executable] + arguments : [executable] + arguments
        // Its output goes to a file, not a pipe: the server pg_ctl starts may keep a pipe open,
        // so reading one to its end would wait for the server to stop.
        let outputFile = folder + "/command-\(UUID().uuidString).out"
        defer { try? FileManager.default.removeItem(atPath: outputFile) }
        let status = try Spawn.run(command, output: outputFile)
        let text = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw SampleError("\(tool) \(arguments.joined(separator: " ")) exited with \(status): \(text)")
        }
        return text
    }
}

/// posix_spawn and waitpid: a command run to its end with its output in a file. (Foundation's
/// `Process.waitUntilExit` waited forever here once `pg_ctl` had left a server running.)
enum Spawn {
    static func run(_ command: [String], output: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, &arguments, environ)
        guard spawned == 0 else { throw SampleError("cannot run \(command[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw SampleError("waitpid failed: errno \(errno)") }
        }
        // Exited: its status; killed by a signal: 128 + the signal, as a shell says.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}

/// A port of 127.0.0.1 for a server that a test starts in another process (PostgreSQL, the
/// example service), which binds it later, by number.
///
/// The port is below the kernel's ephemeral range (`ip_local_port_range`), so no socket that
/// asks for port 0 can take it in the meantime — the suite's Hummingbird and Vapor servers do so
/// by the dozen while a cluster starts, and a port the kernel had just handed out and taken back
/// went to one of them once (CI, stop 59: PostgreSQL could not bind and the test failed). Each
/// port is handed out once per process, so two clusters never get the same one, and it is
/// checked free (bound and released) when it is handed out, so a port another program on the
/// machine listens on is passed over.
enum FreePort {
    private static let handedOut = Mutex<Set<Int>>([])

    static func take() throws -> Int {
        let ephemeralStart = ephemeralRange().lowerBound
        let candidates = 10_000..<max(ephemeralStart, 10_001)
        // A random start, so that two test processes on one machine seldom walk the same ports.
        let first = Int.random(in: candidates)
        for step in 0..<candidates.count {
            let port = candidates.lowerBound + (first - candidates.lowerBound + step) % candidates.count
            let isNew = handedOut.withLock { $0.insert(port).inserted }
            if isNew, try isFree(port) { return port }
        }
        throw SampleError("no port of 127.0.0.1 below \(ephemeralStart) is free")
    }

    /// The kernel's ephemeral ports, from which it chooses for a bind to port 0 (32768–60999
    /// unless the machine was configured otherwise).
    private static func ephemeralRange() -> ClosedRange<Int> {
        let text = (try? String(contentsOfFile: "/proc/sys/net/ipv4/ip_local_port_range", encoding: .utf8)) ?? ""
        let bounds = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard bounds.count == 2, bounds[0] <= bounds[1] else { return 32768...60999 }
        return bounds[0]...bounds[1]
    }

    /// Whether a socket can bind `port` of 127.0.0.1 now.
    private static func isFree(_ port: Int) throws -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw SampleError("socket() failed: errno \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
#endif
