import Foundation
import L10n
import L10nResources
import L10nTestSupport

/// One malformed file of `Fixtures/bad` and the error reading it must give, as listed in
/// `Fixtures/bad/expected.tsv`.
///
/// The corpus is grouped by the reader a file goes to (`strings`, `stringsdict`, `plist-xml`,
/// `plist-binary`, `catalog`); the manifest is the one place that says what each file must
/// produce, so the reader suites and ``BadInputTests`` cannot drift apart.
struct BadInput: Sendable, CustomStringConvertible {
    /// Path below `Fixtures/bad`, e.g. `strings/truncated.strings`.
    let path: String
    let kind: ResourceError.Kind
    let line: Int?
    let column: Int?
    let byteOffset: Int?
    let key: String?
    /// Text the error's message must contain.
    let message: String

    var description: String { path }
    /// The reader group: the folder below `Fixtures/bad`.
    var area: String { String(path.prefix { $0 != "/" }) }
    /// The file name alone.
    var name: String { String(path.split(separator: "/").last ?? "") }
    var fullPath: String { Fixtures.path("bad/" + path) }
    func bytes() throws -> [UInt8] { try Fixtures.bytes("bad/" + path) }

    /// Every row of the manifest, in file order.
    static let all: [BadInput] = {
        guard let text = try? String(contentsOfFile: Fixtures.path("bad/expected.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap(BadInput.init(row:))
    }()

    /// The rows of one reader group.
    static func area(_ area: String) -> [BadInput] { all.filter { $0.area == area } }

    /// `path kind line column byteOffset key message`, tab-separated; `-` for "none".
    private init?(row: Substring) {
        let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 7, let kind = ResourceError.Kind(rawValue: fields[1]) else { return nil }
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
