import L10nICU
import L10nTestSupport
import Testing

/// `ICUPrintfNumberFormatter` formats with clones of its configured template, borrowed from a
/// pool: the same text from many tasks at once as from one, the UTF-8 path identical to the
/// `String` path, and every clone closed with the formatter.
@Suite struct PrintfFormatterPoolTests {
    static let locales = ["en_US", "de_DE", "ru_RU", "ar_EG", "hi_IN", "fr_CH", "ja_JP"]
    static let integers: [Int64] = [0, 1, -1, 42, 1234, -98_765, 1_234_567_890, .max, .min]
    static let doubles: [Double] = [0, -0.5, 1.25, 1234.5678, -9_876_543.21, 1e-7, 1e21, .infinity, .nan]

    @Test(arguments: locales) func utf8PathEqualsStringPath(locale: String) throws {
        let options = [
            PrintfNumberFormatOptions(style: .decimal),
            PrintfNumberFormatOptions(style: .decimal, maximumFractionDigits: 2, minimumFractionDigits: 2, formatWidth: 12),
            PrintfNumberFormatOptions(
                style: .scientific, maximumFractionDigits: 3, minimumFractionDigits: 3,
                significantDigits: 4),
        ]
        for option in options {
            let formatter = try PrintfFormatSet.shared.format(locale: LocaleIdentifier(locale), options: option)
            for value in Self.integers {
                var bytes: [UInt8] = [0x2A]
                try formatter.appendUTF8(value, to: &bytes)
                #expect(bytes == [0x2A] + Array(try formatter.string(for: value).utf8))
            }
            for value in Self.doubles {
                var bytes: [UInt8] = []
                try formatter.appendUTF8(value, to: &bytes)
                #expect(bytes == Array(try formatter.string(for: value).utf8))
            }
            for value in [UInt64.max, UInt64(Int64.max) + 1, 7] {
                var bytes: [UInt8] = []
                try formatter.appendUTF8(unsigned: value, to: &bytes)
                #expect(bytes == Array(try formatter.string(forUnsigned: value).utf8))
            }
        }
    }

    @Test func manyTasksShareOneFormatter() async throws {
        let options = PrintfNumberFormatOptions(style: .decimal, maximumFractionDigits: 2, minimumFractionDigits: 2)
        let formatter = try PrintfFormatSet.shared.format(locale: LocaleIdentifier("ru_RU"), options: options)
        let values = (0..<400).map { Double($0) * 1234.567 - 50_000 }
        let serial = try values.map { try formatter.string(for: $0) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<16 {
                group.addTask { (task, try values.map { try formatter.string(for: $0) }) }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(concurrent.count == 16)
        #expect(concurrent.values.allSatisfy { $0 == serial })
    }

    @Test func everyCloneIsClosedWithTheFormatter() async throws {
        let (_, statistics) = try await ICUHandleStatistics.record {
            let formatter = try ICUPrintfNumberFormatter(locale: "de_DE", options: .init(style: .decimal))
            try await withThrowingTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    // Doubles: integers are rendered from the format's `IntegerPattern`, without a clone.
                    group.addTask { for value in 0..<200 { _ = try formatter.string(for: Double(value * task) + 0.5) } }
                }
                try await group.waitForAll()
            }
            _ = try formatter.string(for: 1.5)
        }
        // The template plus at least one clone, all closed once the formatter is gone.
        #expect(statistics.opened[ICUHandleKind.printfNumberFormat, default: 0] >= 2)
        #expect(statistics.opened == statistics.closed)
    }
}
