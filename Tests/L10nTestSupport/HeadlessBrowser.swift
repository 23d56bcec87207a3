import Foundation

/// Debian's headless Chromium (installed by scripts/setup), for tests that check how a page is
/// laid out rather than what its markup says: a page's own script writes what it measured into
/// the document, and `--dump-dom` prints the document once the page has loaded.
public enum HeadlessBrowser {
    /// `chromium-headless-shell`, or a full Chromium, from PATH; `nil` when neither is there.
    public static let path: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for name in ["chromium-headless-shell", "chromium"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The document at `url` after its scripts ran, as the browser at `browser` serializes it.
    ///
    /// - Throws: ``Failure`` when the browser cannot start, exits with an error, or runs longer
    ///   than two minutes (coreutils' `timeout` ends it), with what it printed.
    public static func dom(of url: String, browser: String) async throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let log = profile.appendingPathExtension("log")
        defer { try? FileManager.default.removeItem(at: log) }
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw Failure(description: "cannot write the browser's log at \(log.path)")
        }
        let process = Process()
        // coreutils' timeout: a browser that never answers fails the test instead of hanging it.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [
            "120", browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
            "--window-size=1000,800", "--virtual-time-budget=10000", "--dump-dom", url,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: log)
        // The browser's output is read on a thread of its own, not the concurrency pool's: a
        // read blocks its thread, and on two cores blocked pool threads would stall a server
        // in this process that the browser is asking.
        let (domData, status) = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                do {
                    try process.run()
                } catch {
                    continuation.resume(returning: (Data("\(error)".utf8), Int32(-1)))
                    return
                }
                let dom = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (dom, process.terminationStatus))
            }
        }
        let text = String(decoding: domData, as: UTF8.self)
        guard status == 0 else {
            let logText = String(decoding: FileManager.default.contents(atPath: log.path) ?? Data(), as: UTF8.self)
            throw Failure(description: "\(browser) exited \(status):\n\(text)\n\(logText)")
        }
        return text
    }
}
