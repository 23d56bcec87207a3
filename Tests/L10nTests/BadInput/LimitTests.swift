import Foundation
import L10n
import L10nICU
import L10nResources
import L10nTestSupport
import Testing

/// The bounds that keep hostile or broken input from exhausting a server, each hit at its
/// default value with the error checked. Others are pinned where their reader is tested:
/// property-list size, depth and object counts (`PropertyListBinaryTests.limitsApply`,
/// `sharedObjectsAreCountedEachTimeTheyAppear`, the `too-deep` and `object-count` files of
/// `Fixtures/bad`), Accept-Language length and items (`AcceptLanguageTests`).
@Suite struct LimitTests {
    /// A bundle folder whose English `.strings` file is one byte over the limit. The file is
    /// sparse, so the test writes nothing but its length.
    @Test func filesOverTheSizeLimitAreRefusedUnread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-limit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let huge = lproj.appendingPathComponent("Localizable.strings")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("\"a\" = \"b\";\n".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()

        let bundle = try LocalizationBundle(path: folder.path)
        let error = try #require(throws: ResourceError.self) { try bundle.table("Localizable", searchList: ["en"]) }
        #expect(error.reason == .limit)
        #expect(error.file == huge.path)
        #expect(error.message.contains("\((64 << 20) + 1) bytes"))

        let localizer = Localizer(bundle: bundle)
        let failure = try #require(throws: LocalizationError.self) {
            try localizer.localize("a", LocalizationRequest(.localization("en")))
        }
        #expect(failure.resource?.reason == .limit)
    }

    /// `%#@v1@` whose variant uses `%#@v2@`, and so on: 16 levels expand, 17 are refused.
    @Test(arguments: [(16, true), (17, false)])
    func variablesNestSixteenLevelsDeep(levels: Int, expands: Bool) throws {
        var variables: [String: FormatVariable] = [:]
        for level in 1...levels {
            let inner = level == levels ? "%d" : "%#@v\(level + 1)@"
            variables["v\(level)"] = FormatVariable(rule: .plural([.other: "<" + inner + ">"]), valueType: "d")
        }
        let value = LocalizedValue.format(LocalizedFormat(format: "%#@v1@", variables: variables))
        let rules = try PluralRules(locale: "en")
        if expands {
            let text = try value.formatted([7], locale: nil, pluralRules: rules, key: "deep")
            #expect(text == String(repeating: "<", count: levels) + "7" + String(repeating: ">", count: levels))
        } else {
            let error = try #require(throws: LocalizationError.self) {
                try value.formatted([7], locale: nil, pluralRules: rules, key: "deep")
            }
            #expect(error.kind == .expansionDepth)
            #expect(error.key == "deep")
        }
    }

    /// Widths and precisions come from format strings in translated files: `%999999999d` must be an
    /// error, not a gigabyte of spaces — with or without a locale, written or passed through `*`.
    static let oversized: [(format: String, arguments: [FormatArgument])] = [
        ("%999999999d", [1]), ("%.999999999f", [1.5]), ("%10001d", [1]), ("%*d", [10_001, 1]),
    ]

    @Test(arguments: oversized.map(\.format), [nil, "de_DE"] as [String?])
    func widthsAndPrecisionsAreBounded(format: String, locale: String?) throws {
        let arguments = try #require(Self.oversized.first { $0.format == format }).arguments
        let error = try #require(throws: FormatError.self) { try StringFormatter(locale: testLocale(locale)).format(format, arguments) }
        guard case .countTooLarge(let count) = error.reason else {
            Issue.record("expected countTooLarge, got \(error)")
            return
        }
        #expect(count > StringFormatter.maximumCount)
        let atLimit = try StringFormatter(locale: testLocale(locale)).format("%10000d", [1])
        #expect(atLimit.count == StringFormatter.maximumCount)
    }
}
