/// Sample values whose category changed on purpose between CLDR 41 (Debian's
/// `unicode-cldr-core`, where the samples come from) and CLDR 42 (the data in ICU 72).
///
/// Every case is listed value by value, grouped by the rule change that explains it. The
/// CLDR sample test fails if any other sample differs or if a listed case stops differing.
public enum CLDRVersionDifferences {
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        public let locale: String
        public let ordinal: Bool
        public let value: String
        /// The category CLDR 41's samples give.
        public let cldr41: String
        /// The category ICU 72 (CLDR 42) selects.
        public let icu: String

        public init(locale: String, ordinal: Bool, value: String, cldr41: String, icu: String) {
            self.locale = locale
            self.ordinal = ordinal
            self.value = value
            self.cldr41 = cldr41
            self.icu = icu
        }

        public var description: String {
            "\(locale) \(ordinal ? "ordinal" : "cardinal") \(value): CLDR 41 says \(cldr41), ICU says \(icu)"
        }
    }

    private struct Change: Sendable {
        let locales: [String]
        let values: [String]
        let cldr41: String
        let icu: String
        let reason: String
    }

    private static let changes: [Change] = [
        Change(
            locales: ["he", "iw"],
            values: ["20", "30", "40", "50", "60", "70", "80", "90", "100", "1000", "10000", "100000", "1000000"],
            cldr41: "many", icu: "other",
            reason: "CLDR 42 removed Hebrew's `many` category (tens were `many`, now `other`)."),
        Change(
            locales: ["he", "iw"],
            values: ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9"],
            cldr41: "other", icu: "one",
            reason: "CLDR 42 changed Hebrew `one` to `i = 1 and v = 0 or i = 0 and v != 0`: 0.x is now `one`."),
        Change(
            locales: ["is"],
            values: ["0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.2", "1.3", "1.4", "1.5", "1.6"],
            cldr41: "one", icu: "other",
            reason: "CLDR 42 changed Icelandic `one` from `… or t != 0` to `… or t % 10 = 1 and t % 100 != 11`."),
        Change(
            locales: ["mt"], values: ["2", "2.0"], cldr41: "few", icu: "two",
            reason: "CLDR 42 gave Maltese a `two` category (`n = 2`), taken out of `few`."),
        Change(
            locales: ["mt"], values: ["102", "102.0", "1002", "1002.0"], cldr41: "few", icu: "other",
            reason: "CLDR 42 narrowed Maltese `few` to `n = 0 or n % 100 = 3..10`: x02 is now `other`."),
        Change(
            locales: ["ca"], values: ["1000000"], cldr41: "other", icu: "many",
            reason: "CLDR 42 gave Catalan the `many` category for millions (`e = 0 and i % 1000000 = 0 …`), like French."),
    ]

    public static let all: Set<Difference> = Set(
        changes.flatMap { change in
            change.locales.flatMap { locale in
                change.values.map { value in
                    Difference(locale: locale, ordinal: false, value: value, cldr41: change.cldr41, icu: change.icu)
                }
            }
        })
}
