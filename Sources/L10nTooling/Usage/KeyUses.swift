import L10n
import L10nResources

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where keys are used: the keys Mustache and Leaf templates ask for, by table, and what Swift
/// sources could ask for (their string literals and the names they call accessors by). Read by
/// `l10n lint --usage` to find a template's key that no table has and a table's key nothing
/// uses.
public struct KeyUses: Sendable {
    /// A key a template asks for, where.
    public struct TemplateUse: Sendable, Hashable {
        public var key: String
        /// The table it names (`nil`: `Localizable`).
        public var table: String?
        public var file: String
        public var line: Int
    }

    /// The keys templates ask for, in the order read.
    public private(set) var templateUses: [TemplateUse] = []
    /// The keys the Swift sources pass where Apple's API takes a localizable string, with their
    /// tables (`l10n extract`'s reading, which the command-line tool adds with the `Extract`
    /// trait): each must be in its table.
    public private(set) var sourceUses: [TemplateUse] = []
    /// The keys of `templateUses`.
    private var templateKeys: Set<String> = []
    /// Every string literal of the Swift sources without interpolation, decoded.
    private(set) var literals: Set<String> = []
    /// String literals with interpolations, as the literal text between them
    /// (`"\(count) files"` → `["", " files"]`).
    private(set) var interpolatedLiterals: Set<[String]> = []
    /// Identifiers written after a `.` in Swift sources (`Strings.filesRemaining`).
    private(set) var memberNames: Set<String> = []
    /// Files that could not be read or decoded.
    public private(set) var unreadable: [ResourceError] = []
    /// How many files were read, by kind.
    public private(set) var templatesRead = 0
    public private(set) var swiftFilesRead = 0

    /// No uses.
    public init() {}

    /// Adds a key the Swift code passes to a localizable API at `file`:`line`, in `table`.
    public mutating func addSourceUse(key: String, table: String, file: String, line: Int) {
        sourceUses.append(TemplateUse(key: key, table: table, file: file, line: line))
        literals.insert(key)
    }

    /// Reads the uses of `path`: a template (`.mustache`, `.leaf`), a Swift file, or a folder
    /// with such files somewhere below it (hidden folders, `.build` and symbolic links skipped).
    ///
    /// - Throws: `ResourceError` when `path` does not exist.
    public mutating func read(path: String) throws(ResourceError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw ResourceError(.unreadable, file: path, message: "no such file or folder")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            readFile(path)
            return
        }
        var pending = [path]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                unreadable.append(ResourceError(.unreadable, file: folder, message: "the folder cannot be listed"))
                continue
            }
            for name in names.sorted().reversed() where !name.hasPrefix(".") {
                let child = folder + (folder.hasSuffix("/") ? "" : "/") + name
                var childStatus = stat()
                guard lstat(child, &childStatus) == 0 else { continue }
                if childStatus.st_mode & S_IFMT == S_IFDIR {
                    if !name.hasSuffix(".lproj") { pending.append(child) }
                } else if childStatus.st_mode & S_IFMT == S_IFREG {
                    readFile(child)
                }
            }
        }
    }

    private mutating func readFile(_ path: String) {
        let kind: (isTemplate: Bool, engine: TemplateKeyScanner.Engine?)
        if path.hasSuffix(".mustache") {
            kind = (true, .mustache)
        } else if path.hasSuffix(".leaf") {
            kind = (true, .leaf)
        } else if path.hasSuffix(".swift") {
            kind = (false, nil)
        } else {
            return
        }
        let text: String
        do {
            let bytes = try ResourceFile.bytes(atPath: path)
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                unreadable.append(ResourceError(.unreadable, file: path, message: "not UTF-8 text"))
                return
            }
            text = decoded
        } catch {
            unreadable.append(error)
            return
        }
        if let engine = kind.engine {
            templatesRead += 1
            for use in TemplateKeyScanner.uses(in: text, engine: engine) {
                templateUses.append(TemplateUse(key: use.key, table: use.table, file: path, line: use.line))
                templateKeys.insert(use.key)
            }
        } else {
            swiftFilesRead += 1
            let scanned = SwiftKeyScanner(text)
            for literal in scanned.literals {
                if literal.count == 1 {
                    literals.insert(literal[0])
                } else {
                    interpolatedLiterals.insert(literal)
                }
            }
            memberNames.formUnion(scanned.memberNames)
        }
    }

    /// Whether a template or Swift source uses `key` (of any table): a template asks for it, a
    /// Swift literal spells it (`"\(count) files"` spells `%lld files`, as Xcode extracts it),
    /// or a Swift source names the accessor `l10n generate` makes for it.
    func uses(_ key: String) -> Bool {
        if literals.contains(key) || templateKeys.contains(key) { return true }
        if memberNames.contains(SwiftIdentifier.accessorName(forKey: key)) { return true }
        guard key.utf8.contains(UInt8(ascii: "%")) else { return false }
        return interpolatedLiterals.contains { Self.key(key, isSpelledBy: $0) }
    }

    /// Whether `key` is the literal `pieces` with one format specifier where each interpolation
    /// stands.
    static func key(_ key: String, isSpelledBy pieces: [String]) -> Bool {
        let bytes = Array(key.utf8)
        var index = 0
        for (position, piece) in pieces.enumerated() {
            if position > 0 {
                guard let end = FormatSpecifierScan.end(of: bytes, at: index) else { return false }
                index = end
            }
            let pieceBytes = Array(piece.utf8)
            guard bytes.count - index >= pieceBytes.count, bytes[index..<index + pieceBytes.count].elementsEqual(pieceBytes) else {
                return false
            }
            index += pieceBytes.count
        }
        return index == bytes.count
    }
}

/// The end of a printf-style specifier (`%lld`, `%1$@`, `%.2f`) that starts at a `%`.
enum FormatSpecifierScan {
    static func end(of bytes: [UInt8], at start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "%") else { return nil }
        var index = start + 1
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        // A position: digits and `$`.
        var lookahead = index
        while isDigit(lookahead) { lookahead += 1 }
        if lookahead > index, lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "$") { index = lookahead + 1 }
        while index < bytes.count, "-+ #0'".utf8.contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") { index += 1 } else { while isDigit(index) { index += 1 } }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "*") { index += 1 } else { while isDigit(index) { index += 1 } }
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] where bytes[index...].starts(with: length.utf8) {
            index += length.utf8.count
            break
        }
        guard index < bytes.count, "@dDiuUxXoOfFeEgGaAcCsSp".utf8.contains(bytes[index]) else { return nil }
        return index + 1
    }
}
