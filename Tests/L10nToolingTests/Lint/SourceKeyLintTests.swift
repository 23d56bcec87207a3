import L10n
import L10nTestSupport
import L10nTooling
import Testing

/// `swift-key-missing`: a key the Swift code passes to a localizable API (added to the uses as
/// `l10n extract` reads them) that its table has in no localization is an error at the source
/// line; one the table has is none, and counts as used.
@Suite struct SourceKeyLintTests {
    @Test func aKeyTheTableLacksIsAnErrorAtItsLine() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""home.title" = "Home";"#,
            "en.lproj/Shop.strings": #""buy" = "Buy";"#,
        ])
        defer { withExtendedLifetime(bundle) {} }
        var uses = KeyUses()
        uses.addSourceUse(key: "home.title", table: "Localizable", file: "Home.swift", line: 3)
        uses.addSourceUse(key: "home.subtitle", table: "Localizable", file: "Home.swift", line: 4)
        uses.addSourceUse(key: "buy", table: "Shop", file: "Shop.swift", line: 7)
        uses.addSourceUse(key: "sell", table: "Market", file: "Shop.swift", line: 9)
        let findings = UsageLinter().lint([try LocalizationBundle(path: bundle.path)], uses: uses)
        let missing = findings.filter { $0.rule == .swiftKeyMissing }
        #expect(missing.map { "\($0.file):\($0.line ?? 0) \($0.key ?? "")" } == ["Home.swift:4 home.subtitle", "Shop.swift:9 sell"])
        #expect(missing.allSatisfy { $0.severity == .error })
        #expect(missing.last?.message.contains("table 'Market', which no bundle has") == true)
        #expect(!findings.contains { $0.rule == .keyUnused }, "\(findings)")
    }
}
