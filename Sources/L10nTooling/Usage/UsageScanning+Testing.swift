import L10n

/// The scanners of ``KeyUses`` for the fuzz target (`scripts/fuzz usage`), which cannot see
/// this module's internal types.
@_spi(Testing) public enum UsageScanning {
    /// The literals (pieces between interpolations) and member names of a Swift source.
    public static func swift(_ source: String) -> (literals: [[String]], memberNames: Set<String>) {
        let scanner = SwiftKeyScanner(source)
        return (scanner.literals, scanner.memberNames)
    }

    /// The keys and tables a Mustache (`leaf: false`) or Leaf template asks for, with their lines.
    public static func template(_ text: String, leaf: Bool) -> [(key: String, table: String?, line: Int)] {
        TemplateKeyScanner.uses(in: text, engine: leaf ? .leaf : .mustache).map { ($0.key, $0.table, $0.line) }
    }

    /// `text` as a Swift string literal, as `l10n generate swift` writes one.
    public static func swiftLiteral(_ text: String) -> String {
        SwiftAccessorWriter.literal(text)
    }

    /// Whether `key` is the interpolated literal `pieces` as Xcode extracts it.
    public static func key(_ key: String, isSpelledBy pieces: [String]) -> Bool {
        KeyUses.key(key, isSpelledBy: pieces)
    }
}
