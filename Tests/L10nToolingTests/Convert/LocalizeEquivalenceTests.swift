import Foundation
import L10n
import L10nTestSupport
import L10nTooling
import Testing

/// Formatting every key of a converted bundle gives the same strings as formatting the
/// original, in every language, for several counts per plural entry.
@Suite struct LocalizeEquivalenceTests {
    static let example = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let counts: [FormatArgument] = [0, 1, 2, 3, 5, 11, 21, 22, 101].map { .int($0) } + [.double(1.5)]

    /// Converts the example to `target` (and, for two-step cases, on to `then`), and compares
    /// every key that converted without an issue.
    @Test(arguments: [
        (ConversionTarget.xcstrings, ConversionTarget?.none),
        (.strings, nil),
        (.stringsdict, nil),
        (.smartling, nil),
        (.xcstrings, .strings),
        (.strings, .xcstrings),
    ])
    func formatsAsTheOriginal(target: ConversionTarget, then: ConversionTarget?) throws {
        let original = try LocalizationBundle(path: Self.example)
        let tables = try ConversionSupport.tables(of: original)
        var converted = ResourceConverter.convert(tables, to: target)
        var issues = converted.issues
        if let then {
            let middle = try ConversionSupport.read(converted.files, sourceLanguage: "en")
            converted = ResourceConverter.convert(Array(middle.values), to: then)
            issues += converted.issues
        }
        let folder = try ConversionSupport.write(converted.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Localizer(bundle: original)
        let after = try Localizer(path: folder.path)
        var compared = 0
        var errors = 0
        for table in tables {
            for (localization, strings) in table.tables {
                for entry in strings.entries.values {
                    let lossy = issues.contains {
                        $0.key == entry.key && $0.localization == localization && !$0.message.contains("comment")
                    }
                    if lossy { continue }
                    let counts = ConversionSupport.isPlural(entry.value) ? Self.counts : [.int(3)]
                    for count in counts {
                        let arguments = ConversionSupport.arguments(for: entry.value, count: count)
                        for device in [nil, "mac", "iphone"] {
                            let request = LocalizationRequest(
                                .localization(localization), options: LocalizationOptions(table: table.name, device: device))
                            let expected = Self.result { () throws(LocalizationError) in
                                try before.localize(entry.key, arguments: arguments, request).string
                            }
                            let actual = Self.result { () throws(LocalizationError) in
                                try after.localize(entry.key, arguments: arguments, request).string
                            }
                            #expect(actual == expected, "\(table.name) \(localization) \(entry.key) \(count) \(device ?? "-")")
                            compared += 1
                            if expected.hasPrefix("error: ") { errors += 1 }
                        }
                    }
                }
            }
        }
        #expect(compared > 300)
        // The arguments fit the formats: the comparisons are of strings, not of failures.
        #expect(errors * 10 < compared, "\(errors) of \(compared) failed")
    }

    @Test func smartlingReportsWhatItCannotHold() throws {
        let tables = try ConversionSupport.tables(of: LocalizationBundle(path: Self.example))
        let issues = ResourceConverter.convert(tables, to: .smartling).issues
        // Several variables, and device variants, have no Smartling form.
        #expect(issues.contains { $0.key == "homes.found" && $0.message.contains("several variables") })
        #expect(issues.contains { $0.key == "open.on.device" && $0.message.contains("device variants") })
    }

    private static func result(_ body: () throws(LocalizationError) -> String) -> String {
        do {
            return try body()
        } catch {
            return "error: \(error.reason.name)"
        }
    }
}
