import Foundation
import L10n
import L10nICU
import L10nResources
import L10nSupport
import L10nTestSupport

/// CoreFoundation's reading of `.strings` bytes, through Foundation's `PropertyListSerialization`
/// (CoreFoundation's own old-style parser): the oracle for `StringsFile`.
enum StringsOracle {
    /// What CoreFoundation made of a file.
    enum Outcome: Equatable, CustomStringConvertible {
        /// A dictionary whose values are all strings.
        case table([String: String])
        /// A property list that is not a table of strings (a string, an array, a nested value).
        case notATable(String)
        /// CoreFoundation rejected the bytes.
        case failure

        var description: String {
            switch self {
            case .table(let table): "table of \(table.count)"
            case .notATable(let type): "not a table (\(type))"
            case .failure: "failure"
            }
        }
    }

    /// CoreFoundation's reading of `bytes`.
    static func read(_ bytes: [UInt8]) -> Outcome {
        guard let object = quietly({ try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) }) else {
            return .failure
        }
        if let table = object as? [String: String] { return .table(table) }
        return .notATable(String(describing: type(of: object)))
    }

    /// Serializes the standard-error swaps of `quietly`.
    private static let standardErrorLock = LockedState()

    /// Runs `body` with standard error sent to `/dev/null`.
    ///
    /// CoreFoundation on Linux writes "Old-style plist parser: missing semicolon…" to standard
    /// error for every such file, and the differential test feeds it hundreds. Swift Testing
    /// reports on standard output, so only CoreFoundation's own chatter is lost.
    private static func quietly<Result>(_ body: () -> Result) -> Result {
        standardErrorLock.withLock {
            let null = open("/dev/null", O_WRONLY)
            let saved = dup(STDERR_FILENO)
            guard null >= 0, saved >= 0 else {
                if null >= 0 { close(null) }
                if saved >= 0 { close(saved) }
                return body()
            }
            dup2(null, STDERR_FILENO)
            close(null)
            defer {
                dup2(saved, STDERR_FILENO)
                close(saved)
            }
            return body()
        }
    }

    /// CoreFoundation's reading of a file `StringsFile` decoded as `encoding`: UTF-16 without a
    /// byte-order mark, which CoreFoundation does not detect, is given to it with one.
    static func read(_ bytes: [UInt8], encoding: TextEncoding, hadByteOrderMark: Bool) -> Outcome {
        switch (encoding, hadByteOrderMark) {
        case (.utf16LittleEndian, false): read([0xFF, 0xFE] + bytes)
        case (.utf16BigEndian, false): read([0xFE, 0xFF] + bytes)
        default: read(bytes)
        }
    }
}

/// The `.strings` fixtures in `Tests/L10nTests/Fixtures/strings`.
enum StringsFixtures {
    static let directory = URL(fileURLWithPath: Fixtures.path("strings"), isDirectory: true)

    /// Every fixture's file name, sorted.
    static let names: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".strings") }.sorted()
    }()

    /// The fixtures a reader must accept (the must-fail ones live in `Fixtures/bad/strings`).
    static var readable: [String] { names }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func parse(_ name: String) throws -> StringsFile {
        try StringsFile(bytes: bytes(name), file: name)
    }
}
