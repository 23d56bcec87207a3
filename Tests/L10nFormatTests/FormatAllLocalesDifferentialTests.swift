import Foundation
import L10nFormat
import L10nICU
import L10nTestSupport
import Testing

/// Every locale both ICUs have (the system ICU's available locales intersected with
/// Foundation's `Locale.availableIdentifiers`), each with the same seeded localized printf
/// conversions, formatted by ``StringFormatter`` and by Foundation's `String(format:locale:)`
/// (CoreFoundation's own code, the oracle).
///
/// Foundation bundles a newer ICU (newer CLDR data) than the system's ICU 72 (CLDR 42), so some
/// locales print other digits, separators, signs or grouping. Every difference must be
/// explained, case by case, by `FormatDataDifferenceClassifier` from the two ICUs' own data
/// (``NumberSymbols``); an unexplained one fails the test. The classified list is written to
/// `.build/reports/format-data-differences.txt` and attached to the test run.
@Suite struct FormatAllLocalesDifferentialTests {
    static let casesPerLocale = 80

    static var locales: [String] {
        ICURawLocale.availableLocales.intersection(Locale.availableIdentifiers).sorted()
    }

    struct LocaleResult {
        var locale: String
        var differences = 0
        var classes: [String: Int] = [:]
        var proof: [String] = []
        var unexplained: [String] = []
    }

    @Test func everySharedLocaleMatchesFoundationOrDiffersByData() throws {
        let locales = Self.locales
        #expect(locales.count > 300, "the two locale lists should share hundreds of locales")
        let cases = LocalizedNumberCase.generate(count: Self.casesPerLocale, seed: 0x6E_75_6D_62_65_72)
        var results: [LocaleResult] = []
        for locale in locales {
            results.append(try compare(locale: locale, cases: cases))
        }
        let report = Self.report(results, caseCount: cases.count)
        try Self.write(report)
        Attachment.record(report, named: "format-data-differences.txt")
        let unexplained = results.flatMap(\.unexplained)
        #expect(
            unexplained.isEmpty,
            Comment(rawValue: "\(unexplained.count) differences not explained by data:\n" + unexplained.prefix(40).joined(separator: "\n")))
    }

    /// With ``NumberData/apple``, the system ICU formats as Foundation's newer one: not one
    /// case of any locale differs.
    @Test func withAppleDataEverySharedLocaleMatchesFoundation() throws {
        let cases = LocalizedNumberCase.generate(count: Self.casesPerLocale, seed: 0x6E_75_6D_62_65_72)
        var differences: [String] = []
        var compared = 0
        for locale in Self.locales {
            let foundationLocale = Locale(identifier: locale)
            let formatter = StringFormatter(
                locale: testLocale(locale), options: .init(reproducesAppleUnsignedBug: true, numberData: .apple))
            for testCase in cases {
                compared += 1
                let theirs = testCase.oracle(foundationLocale)
                let ours = try formatter.format(testCase.format, [testCase.argument])
                if ours != theirs {
                    differences.append("\(locale) \(testCase): got \(ours.debugDescription), Foundation \(theirs.debugDescription)")
                }
            }
        }
        #expect(compared > 60_000)
        #expect(
            differences.isEmpty,
            Comment(rawValue: "\(differences.count) of \(compared) cases differ:\n" + differences.prefix(40).joined(separator: "\n")))
    }

    private func compare(locale: String, cases: [LocalizedNumberCase]) throws -> LocaleResult {
        var result = LocaleResult(locale: locale)
        let classifier = FormatDataDifferenceClassifier(
            system: try NumberSymbols.system(locale), foundation: NumberSymbols.foundation(locale))
        let foundationLocale = Locale(identifier: locale)
        // Foundation reproduces Apple's unsigned bug; compare with our switch for it on.
        let formatter = StringFormatter(locale: testLocale(locale), options: .init(reproducesAppleUnsignedBug: true))
        for testCase in cases {
            let theirs = testCase.oracle(foundationLocale)
            let ours: String
            do {
                ours = try formatter.format(testCase.format, [testCase.argument])
            } catch {
                result.unexplained.append("\(locale) \(testCase): threw \(error)")
                continue
            }
            guard ours != theirs else { continue }
            result.differences += 1
            if let items = classifier.explain(
                ours: ours, theirs: theirs, width: testCase.width,
                leftJustified: testCase.leftJustified, zeroPadded: testCase.zeroPadded)
            {
                for item in items { result.classes[item, default: 0] += 1 }
            } else {
                result.unexplained.append("\(locale) \(testCase): got \(ours.debugDescription), Foundation \(theirs.debugDescription)")
            }
        }
        if result.differences > 0 { result.proof = classifier.differingData.map(\.proof) }
        return result
    }

    static func report(_ results: [LocaleResult], caseCount: Int) -> String {
        let differing = results.filter { $0.differences > 0 }
        var byClass: [String: (locales: Int, cases: Int)] = [:]
        for result in differing {
            for (name, count) in result.classes {
                byClass[name, default: (0, 0)].locales += 1
                byClass[name, default: (0, 0)].cases += count
            }
        }
        var lines = [
            "Localized printf numbers: StringFormatter (system ICU \(RuntimeVersion.current.icu)) vs Foundation's String(format:locale:)",
            "locales compared: \(results.count), cases per locale: \(caseCount), cases: \(results.count * caseCount)",
            "differing cases: \(differing.reduce(0) { $0 + $1.differences }) in \(differing.count) locales; unexplained: \(results.reduce(0) { $0 + $1.unexplained.count })",
            "",
            "By class (the data item that explains a difference; a case counts once for each item it needs): locales, cases",
        ]
        for (name, counts) in byClass.sorted(by: { $0.value.cases > $1.value.cases }) {
            lines.append("  \(name): \(counts.locales) locales, \(counts.cases) cases")
        }
        lines.append("")
        lines.append("By locale (class: cases; proof from each ICU's own data):")
        for result in differing {
            let classes = result.classes.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
            lines.append("\(result.locale): \(classes)\(result.unexplained.isEmpty ? "" : "; unexplained: \(result.unexplained.count)")")
            for proof in result.proof { lines.append("    \(proof)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `.build/reports/` of this checkout, found from this file's path.
    private static func write(_ report: String) throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let folder = root.appendingPathComponent(".build/reports")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try report.write(to: folder.appendingPathComponent("format-data-differences.txt"), atomically: true, encoding: .utf8)
    }
}
