import Foundation

/// Runs the built `l10n` executable end to end, the way a user or script would.
public struct ExecutableRunner: Sendable {
    public struct Output: Sendable {
        public let stdout: String
        public let stderr: String
        public let exitCode: Int32

        /// The CLI contract for a failure: exit 2, nothing on stdout, one `l10n: error: …` line
        /// on stderr. `nil` when the output does not keep it, else that line.
        public var singleErrorLine: String? {
            let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stderr.hasSuffix("\n") ? 1 : 0)
            guard exitCode == 2, stdout.isEmpty, lines.count == 1, let line = lines.first, line.hasPrefix("l10n: error: ") else {
                return nil
            }
            return String(line)
        }

        public var stdoutLines: [String] {
            stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stdout.hasSuffix("\n") ? 1 : 0)
                .map(String.init)
        }
    }

    public let executable: URL

    /// The `l10n` built next to the running test bundle (`.build/<config>/l10n`).
    public static func l10n() throws -> ExecutableRunner {
        ExecutableRunner(executable: try builtExecutable("l10n"))
    }

    /// The executable `name` of this package, built next to the running test bundle: a test
    /// target that depends on an executable target makes SwiftPM build it before the tests run.
    public static func builtExecutable(_ name: String) throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // The test binary is `<products>/swift-l10nPackageTests.xctest` (a file on Linux, a
        // bundle directory on macOS whose binary sits three levels down).
        while directory.pathComponents.count > 1 {
            directory.deleteLastPathComponent()
            let candidate = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        throw SampleError("cannot find the built \(name) executable next to \(CommandLine.arguments[0])")
    }

    public init(executable: URL) {
        self.executable = executable
    }

    /// Runs `l10n` with `arguments`, writing `stdin` to its standard input, and waits.
    public func run(_ arguments: [String], stdin: String = "", currentDirectory: String? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory, isDirectory: true) }
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes while writing, so a large answer cannot fill a pipe and deadlock.
        let collected = CollectedOutput()
        let group = DispatchGroup()
        for (pipe, isError) in [(output, false), (error, true)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.store(data, isError: isError)
                group.leave()
            }
        }
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        let (stdout, stderr) = collected.values
        return Output(
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            exitCode: process.terminationStatus)
    }
}

private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var stdout = Data()
    private var stderr = Data()

    func store(_ data: Data, isError: Bool) {
        lock.withLock {
            if isError { stderr = data } else { stdout = data }
        }
    }

    var values: (Data, Data) { lock.withLock { (stdout, stderr) } }
}
