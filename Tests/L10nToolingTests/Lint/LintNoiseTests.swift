import L10n
import L10nTestSupport
import L10nTooling
import Testing

/// Findings that real apps' resources made noisy: `many` missing where a language uses it only
/// for exact millions, and a translation that shows the number the key spells while the
/// development text omits it.
@Suite struct LintNoiseTests {
    static let plural = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>files</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@files@</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>%lld file</string>
                    <key>other</key>
                    <string>%lld files</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    /// A bundle whose `languages` all have the one/other plural above, beside English's.
    static func findings(_ languages: [String]) throws -> [LintFinding] {
        var files = ["en.lproj/Localizable.stringsdict": plural]
        for language in languages { files["\(language).lproj/Localizable.stringsdict"] = plural }
        let bundle = try TemporaryBundle(files)
        return try withExtendedLifetime(bundle) { try Linter().lint(path: bundle.path) }
    }

    @Test(arguments: ["fr", "es", "it", "pt", "pt-PT", "ca"])
    func manyForExactMillionsOnlyIsAWarning(language: String) throws {
        let findings = try Self.findings([language])
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].rule == .pluralMissingMillions)
        #expect(findings[0].severity == .warning)
        #expect(findings[0].message.contains("lacks 'many', which '\(language)' uses only for exact millions"))
    }

    @Test(arguments: ["ru", "pl", "uk", "ar", "lt", "cs"])
    func manyForOrdinaryNumbersStaysAnError(language: String) throws {
        let findings = try Self.findings([language])
        #expect(findings.contains { $0.rule == .pluralMissingCategory && $0.message.contains("'many'") }, "\(findings)")
        #expect(!findings.contains { $0.rule == .pluralMissingMillions })
    }

    @Test func aTranslationMayShowTheNumberTheKeySpells() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": """
            "%d new messages" = "New messages";
            "%@ liked %d photos" = "%@ liked your photos";
            "Saved %d items" = "Saved";
            """,
            "fr.lproj/Localizable.strings": """
            "%d new messages" = "%d nouveaux messages";
            "%@ liked %d photos" = "%2$d photos aimées par %1$@";
            "Saved %d items" = "%@ enregistrés";
            """,
            "de.lproj/Localizable.strings": """
            "%d new messages" = "%d neue Nachrichten";
            "%@ liked %d photos" = "%@ gefallen deine Fotos";
            "Saved %d items" = "%d Elemente gespeichert, %d davon neu";
            """,
        ])
        let findings = try withExtendedLifetime(bundle) { try Linter().lint(path: bundle.path) }
        let mismatches = findings.filter { $0.rule == .formatMismatch }.map {
            "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")) \($0.key ?? "")"
        }
        // Agreeing with the key's placeholders (in any order the key's positions allow) is fine;
        // a type the key does not spell, or more arguments than it has, is still a mismatch.
        #expect(mismatches.sorted() == ["de.lproj/Localizable.strings Saved %d items", "fr.lproj/Localizable.strings Saved %d items"])
        #expect(findings.filter { $0.rule != .formatMismatch } == [], "\(findings)")
    }
}
