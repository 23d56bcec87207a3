import Foundation
import L10nTestSupport

/// The String Catalog and JSON fixtures in `Fixtures/catalog/`.
enum CatalogFixture {
    static let directory = URL(fileURLWithPath: Fixtures.path("catalog"), isDirectory: true)

    /// The bytes of fixture `name`.
    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Every fixture file name, sorted.
    static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
