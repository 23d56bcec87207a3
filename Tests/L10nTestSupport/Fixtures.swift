import Foundation

/// The fixture files of `Tests/L10nTests/Fixtures`, found from this source file's location so
/// tests run from any working directory.
public enum Fixtures {
    /// The checkout: this file is `Tests/L10nTestSupport/Fixtures.swift` in it.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/L10nTests/Fixtures`.
    private static let root = repository.appendingPathComponent("Tests/L10nTests/Fixtures")

    /// The absolute path of `relativePath` inside `Tests/L10nTests/Fixtures`.
    public static func path(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).path
    }

    /// The bytes of a fixture file.
    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relativePath))))
    }
}
