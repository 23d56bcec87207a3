import Foundation

/// A bundle folder a test writes on disk (removed when the value is released): files placed
/// where the runtime reads them, written as text, as bytes, or by Foundation's own property-list
/// and JSON writers (so a test's `.stringsdict` and `.xcstrings` files come from a writer that
/// is not the code under test). Keep it alive while the files are read
/// (`defer { withExtendedLifetime(bundle) {} }`): a localizer reads them lazily, after the
/// bundle's last use, when the optimizer may already have released it.
public final class TemporaryBundle: Sendable {
    /// The bundle folder.
    public let path: String

    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-bundle-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// A bundle of text files: paths relative to the folder → UTF-8 contents.
    public convenience init(_ files: [String: String]) throws {
        try self.init()
        for (relativePath, text) in files { try write(relativePath, text: text) }
    }

    /// A copy of the folder at `source` (every file below it), to change without touching it.
    public convenience init(copying source: String) throws {
        try self.init()
        for item in try FileManager.default.subpathsOfDirectory(atPath: source) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: source + "/" + item, isDirectory: &isFolder)
            guard !isFolder.boolValue else { continue }
            try write(item, bytes: Array(FileManager.default.contents(atPath: source + "/" + item) ?? Data()))
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The absolute path of `relativePath` in the bundle.
    public func path(_ relativePath: String) -> String {
        path + "/" + relativePath
    }

    /// Writes `bytes` at `relativePath`, creating its folder. Atomically (a new file renamed
    /// into place), as deployments replace translations under a running service.
    public func write(_ relativePath: String, bytes: [UInt8]) throws {
        let file = URL(fileURLWithPath: path(relativePath))
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file, options: .atomic)
    }

    /// Removes the file or folder at `relativePath`.
    public func remove(_ relativePath: String) throws {
        try FileManager.default.removeItem(atPath: path(relativePath))
    }

    /// Writes `text` (UTF-8) at `relativePath`.
    public func write(_ relativePath: String, text: String) throws {
        try write(relativePath, bytes: Array(text.utf8))
    }

    /// Writes `plist` as an XML property list (Foundation's `PropertyListSerialization`).
    public func write(_ relativePath: String, propertyList plist: [String: Any]) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try write(relativePath, bytes: [UInt8](data))
    }

    /// Writes `json` pretty-printed with sorted keys (Foundation's `JSONSerialization`).
    public func write(_ relativePath: String, json: [String: Any]) throws {
        let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
        try write(relativePath, bytes: [UInt8](data))
    }

    /// The 1-based line of the first line of the file at `relativePath` that contains `text`.
    public func line(of text: String, in relativePath: String) throws -> Int? {
        let contents = try String(contentsOfFile: path(relativePath), encoding: .utf8)
        return contents.components(separatedBy: "\n").firstIndex { $0.contains(text) }.map { $0 + 1 }
    }
}
