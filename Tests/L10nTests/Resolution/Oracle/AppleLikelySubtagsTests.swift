import Foundation
import L10nICU
import L10nTestSupport
import Testing

@testable import L10n

/// The table behind ``AppleLikelySubtags`` (`AppleLikelySubtags+Table.swift`) is what
/// Foundation's ICU (Apple's, newer than the system's) says, and with it the matching decides
/// default countries as Apple's does.
///
/// `scripts/generate-apple-likely-subtags` runs `tableIsWhatFoundationsICUSays` with
/// `L10N_WRITE_APPLE_LIKELY_SUBTAGS=1`, which writes the table instead of comparing it; run it
/// when Foundation's ICU or the system ICU changes.
@Suite struct AppleLikelySubtagsTests {
    /// Apple's `uloc_addLikelySubtags`, through Foundation (BCP 47 there, ICU's spelling here).
    static func apple(_ key: String) -> String {
        Locale.Language(identifier: key).maximalIdentifier.replacingOccurrences(of: "-", with: "_")
    }

    /// The languages, regions and scripts whose forms are compared: every ISO language and the
    /// languages of Foundation's locales, every ISO region and the macro-regions locales use,
    /// and every script a language's maximal form or a locale names.
    ///
    /// `und` is left out. Its likely subtags name another language (`und_002` → `en_Latn_002`),
    /// which ``AppleLikelySubtags`` does not derive. The two ICUs differ for it only in
    /// macro-regions (`und_002`: `en_Latn_NG` in ICU 72), which no bundle names.
    static func subtags() -> (languages: [String], regions: [String], scripts: [String]) {
        let available = Locale.availableIdentifiers
        let languages = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier) + available.map { ICURawLocale.language($0) })
            .filter { !$0.isEmpty && $0 != "und" }.sorted()
        let regions = Set(Locale.Region.isoRegions.map(\.identifier) + ["001", "150", "419"]).sorted()
        let scripts = Set(languages.map { ICURawLocale.script(apple($0)) } + available.map { ICURawLocale.script($0) })
            .filter { !$0.isEmpty }.sorted()
        return (languages, regions, scripts)
    }

    /// The table Foundation's ICU gives today: for each language any of whose forms (alone,
    /// with a region, with a script) Apple maximizes otherwise than the system ICU, its maximal
    /// form, and each form that Apple does not maximize with the language's default script or
    /// region.
    static func measuredTable() -> [String: String] {
        let (languages, regions, scripts) = subtags()
        var table: [String: String] = [:]
        for language in languages {
            let forms = [language] + regions.map { language + "_" + $0 } + scripts.map { language + "_" + $0 }
            guard forms.contains(where: { apple($0) != ICURawLocale.addLikelySubtags($0) }) else { continue }
            let maximal = apple(language)
            table[language] = maximal
            let defaultScript = ICURawLocale.script(maximal)
            let defaultRegion = ICURawLocale.region(maximal)
            for region in regions {
                let form = language + "_" + region
                let derived = [language, defaultScript, region].filter { !$0.isEmpty }.joined(separator: "_")
                if apple(form) != derived { table[form] = apple(form) }
            }
            for script in scripts {
                let form = language + "_" + script
                let derived = [language, script, defaultRegion].filter { !$0.isEmpty }.joined(separator: "_")
                if apple(form) != derived { table[form] = apple(form) }
            }
        }
        return table
    }

    @Test func tableIsWhatFoundationsICUSays() throws {
        let measured = Self.measuredTable()
        if ProcessInfo.processInfo.environment["L10N_WRITE_APPLE_LIKELY_SUBTAGS"] == "1" {
            try Self.source(measured).write(to: Self.tableFile, atomically: true, encoding: .utf8)
            return
        }
        let keys = Set(measured.keys).union(AppleLikelySubtags.table.keys).sorted()
        let stale = keys.filter { measured[$0] != AppleLikelySubtags.table[$0] }
        #expect(
            stale.isEmpty,
            "the table differs from Foundation's ICU in \(stale.count) forms (\(stale.prefix(20).joined(separator: ", "))); run scripts/generate-apple-likely-subtags"
        )
        #expect(measured.count > 50, "Foundation's ICU should know dozens of languages the system's does not")
        let (_, regions, scripts) = Self.subtags()
        #expect(
            Set(regions) == AppleLikelySubtags.measuredRegions && Set(scripts) == AppleLikelySubtags.measuredScripts,
            "the regions or scripts measured differ from the table's; run scripts/generate-apple-likely-subtags")
    }

    /// Every form of every language in the table, and every locale of Foundation's with a
    /// region, minimized as Apple's ICU minimizes it, or at least with its region kept or
    /// dropped as Apple's is (which is all the matching asks).
    @Test func minimizedAsAppleMinimizes() {
        let regions = Self.subtags().regions
        var identifiers = Locale.availableIdentifiers.filter { !ICURawLocale.region($0).isEmpty }
        for (form, maximal) in AppleLikelySubtags.table {
            let language = ICURawLocale.language(form)
            identifiers.append(maximal)
            if form == language { identifiers += regions.map { language + "_" + $0 } }
            // The maximal form's script with other regions, and its region with other scripts.
            let script = ICURawLocale.script(maximal)
            let region = ICURawLocale.region(maximal)
            if !script.isEmpty { identifiers += ["US", "IN", "CN", "001"].map { language + "_" + script + "_" + $0 } }
            if !region.isEmpty { identifiers += ["Latn", "Arab", "Cyrl", "Deva"].map { language + "_" + $0 + "_" + region } }
        }
        var differing: [String] = []
        for identifier in identifiers {
            let apple = Locale.Language(identifier: identifier).minimalIdentifier.replacingOccurrences(of: "-", with: "_")
            let ours = AppleLikelySubtags.minimized(identifier) ?? ICURawLocale.minimizeSubtags(identifier)
            if ICURawLocale.region(ours).isEmpty != ICURawLocale.region(apple).isEmpty {
                differing.append("\(identifier): Apple \(apple), ours \(ours)")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(identifiers.count):\n\(differing.prefix(30).joined(separator: "\n"))")
    }

    /// The languages the table holds, matched against their own locales as Apple's ICU matches
    /// them: each locale with a region against the language as a bundle spells it (`KXV`),
    /// in both orders, for the language, the locale's script and the locale itself preferred.
    @Test func matchingOfTheTablesLanguagesIsApples() throws {
        var requests: [(preferred: [String], available: [String])] = []
        let languages = Set(AppleLikelySubtags.table.keys.map { ICURawLocale.language($0) })
        for locale in Locale.availableIdentifiers.sorted() where languages.contains(ICURawLocale.language(locale)) {
            let language = ICURawLocale.language(locale)
            let script = ICURawLocale.script(locale)
            let preferences = [[language], [locale]] + (script.isEmpty ? [] : [[language + "_" + script]])
            for preferred in preferences {
                requests.append((preferred, [locale, language.uppercased()]))
                requests.append((preferred, [language.uppercased(), locale]))
            }
        }
        let answers = try AppleOracle.localizationsToUse(requests)
        var differing: [String] = []
        for (request, answer) in zip(requests, answers) {
            let ours = AvailableLocalizations(request.available.map { Localization($0) }).localizationsToUse(for: request.preferred).names
            if answer != .value(ours) {
                differing.append("\(request.preferred) against \(request.available): Apple \(answer), ours \(ours)")
            }
        }
        #expect(requests.count > 100)
        #expect(differing.isEmpty, "\(differing.count) of \(requests.count):\n\(differing.prefix(30).joined(separator: "\n"))")
    }

    private static var tableFile: URL {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { root.deleteLastPathComponent() }
        return root.appendingPathComponent("Sources/L10n/Resolution/AppleLikelySubtags+Table.swift")
    }

    /// The Swift source of `table`, one form a line, sorted, and of the regions and scripts it
    /// was measured over.
    static func source(_ table: [String: String]) -> String {
        let (_, regions, scripts) = subtags()
        func list(_ items: [String]) -> [String] {
            stride(from: 0, to: items.count, by: 12).map { start in
                "        " + items[start..<min(start + 12, items.count)].map { "\"\($0)\"," }.joined(separator: " ")
            }
        }
        var lines = [
            "// Generated by scripts/generate-apple-likely-subtags from Foundation's bundled ICU against the",
            "// system ICU \(RuntimeVersion.current.icu) (CLDR \(RuntimeVersion.current.cldr)). Do not edit by hand.",
            "",
            "extension AppleLikelySubtags {",
            "    /// Apple's maximal forms where its likely subtags differ from the system ICU's: each such",
            "    /// language's, and its region and script forms that do not take its default script or region.",
            "    static let table: [String: String] = [",
        ]
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            lines.append("        \"\(key)\": \"\(value)\",")
        }
        lines += [
            "    ]", "", "    /// The regions the table's forms were measured with.", "    static let measuredRegions: Set<String> = [",
        ]
        lines += list(regions)
        lines += [
            "    ]", "", "    /// The scripts the table's forms were measured with.", "    static let measuredScripts: Set<String> = [",
        ]
        lines += list(scripts)
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
