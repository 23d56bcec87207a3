import Foundation
import L10nResources

/// One malformed file of `Fixtures/bad` and the error reading it must give, as listed in
/// `Fixtures/bad/expected.tsv`.
///
/// The corpus is grouped by the reader a file goes to (`strings`, `stringsdict`, `plist-xml`,
/// `plist-binary`, `catalog`); the manifest is the one place that says what each file must
/// produce, so the reader suites and ``BadInputTests`` cannot drift apart.
public struct BadInput: Sendable, CustomStringConvertible {
    /// Path below `Fixtures/bad`, e.g. `strings/truncated.strings`.
    public let path: String
    public let kind: ResourceError.Reason
    public let line: Int?
    public let column: Int?
    public let byteOffset: Int?
    public let key: String?
    /// Text the error's message must contain.
    public let message: String

    public var description: String { path }
    /// The reader group: the folder below `Fixtures/bad`.
    public var area: String { String(path.prefix { $0 != "/" }) }
    /// The file name alone.
    public var name: String { String(path.split(separator: "/").last ?? "") }
    public var fullPath: String { Fixtures.path("bad/" + path) }
    public func bytes() throws -> [UInt8] { try Fixtures.bytes("bad/" + path) }

    /// Every row of the manifest, in file order.
    public static let all: [BadInput] = {
        guard let text = try? String(contentsOfFile: Fixtures.path("bad/expected.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap(BadInput.init(row:))
    }()

    /// The rows of one reader group.
    public static func area(_ area: String) -> [BadInput] { all.filter { $0.area == area } }

    /// `path kind line column byteOffset key message`, tab-separated; `-` for "none".
    private init?(row: Substring) {
        let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 7, let kind = ResourceError.Reason(rawValue: fields[1]) else { return nil }
        func number(_ field: String) -> Int? { Int(field) }
        path = fields[0]
        self.kind = kind
        line = number(fields[2])
        column = number(fields[3])
        byteOffset = number(fields[4])
        key = fields[5] == "-" ? nil : fields[5]
        message = fields[6]
    }
}
