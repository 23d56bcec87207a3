import Foundation

/// A bundle folder written for one test and removed with this object: `.lproj` folders and
/// tables from text, so a test can also change them while a localizer serves them.
public final class TemporaryBundle: Sendable {
    /// The folder.
    public let path: String

    /// Writes `files` (paths relative to the folder → UTF-8 contents) into a new folder.
    public init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-bundle-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relativePath, contents) in files { try write(relativePath, contents) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes (or replaces) one file, making its folder if needed.
    public func write(_ relativePath: String, _ contents: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// Removes one file or folder.
    public func remove(_ relativePath: String) throws {
        try FileManager.default.removeItem(atPath: path + "/" + relativePath)
    }
}
