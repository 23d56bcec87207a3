import Foundation
import Testing

@testable import L10nICU

/// The table behind ``NumberData/apple`` (`AppleNumberData+Table.swift`) is what Foundation's ICU
/// says, locale by locale: for every locale both ICUs have, the items whose data differs
/// (Apple's default numbering system; then, in it, each symbol, the grouping sizes and the
/// minimum grouping digits), measured from the two ICUs' own output (``NumberSymbols``).
///
/// `scripts/generate-apple-number-data` runs this suite with `L10N_WRITE_APPLE_NUMBER_DATA=1`,
/// which writes the table instead of comparing it; run it when Foundation's ICU changes.
@Suite struct AppleNumberDataTableTests {
    /// The table Foundation's ICU gives today, and the locales whose difference it cannot hold.
    static func measuredTable() throws -> (table: [String: AppleNumberData], unrepresentable: [String]) {
        var table: [String: AppleNumberData] = [:]
        var unrepresentable: [String] = []
        for locale in FormatAllLocalesDifferentialTests.locales {
            let foundation = NumberSymbols.foundation(locale)
            var system = try NumberSymbols.system(locale)
            guard system != foundation else { continue }
            var entry = AppleNumberData()
            if system.digits != foundation.digits {
                let numberingSystem = Locale(identifier: locale).numberingSystem.identifier
                entry.numberingSystem = numberingSystem
                system = try NumberSymbols.system("\(locale)@numbers=\(numberingSystem)")
                if system.digits != foundation.digits {
                    unrepresentable.append(
                        "\(locale): digits \(system.digits.joined()) in \(numberingSystem), Foundation \(foundation.digits.joined())")
                    continue
                }
            }
            let symbols: [(AppleNumberData.Symbol, KeyPath<NumberSymbols, String>)] = [
                (.decimalSeparator, \.decimalSeparator), (.groupingSeparator, \.groupingSeparator), (.minusSign, \.minusSign),
                (.plusSign, \.plusSign), (.exponential, \.exponentSymbol), (.nan, \.nan), (.infinity, \.infinity),
            ]
            for (symbol, path) in symbols where system[keyPath: path] != foundation[keyPath: path] {
                entry.symbols[symbol] = foundation[keyPath: path]
            }
            if system.grouping != foundation.grouping {
                guard let primary = foundation.grouping.first else {
                    unrepresentable.append("\(locale): Foundation does not group (system \(system.grouping))")
                    continue
                }
                entry.groupingSizes = (primary, foundation.grouping.count > 1 ? foundation.grouping[1] : primary)
            }
            if system.minimumGroupingDigits != foundation.minimumGroupingDigits {
                entry.minimumGroupingDigits = foundation.minimumGroupingDigits
            }
            if entry != AppleNumberData() { table[locale] = entry }
        }
        return (table, unrepresentable)
    }

    @Test func tableIsWhatFoundationsICUSays() throws {
        let (measured, unrepresentable) = try Self.measuredTable()
        #expect(unrepresentable.isEmpty, "differences the table cannot hold:\n\(unrepresentable.joined(separator: "\n"))")
        if ProcessInfo.processInfo.environment["L10N_WRITE_APPLE_NUMBER_DATA"] == "1" {
            try Self.source(measured).write(to: Self.tableFile, atomically: true, encoding: .utf8)
            return
        }
        let locales = Set(measured.keys).union(AppleNumberData.table.keys).sorted()
        let stale = locales.filter { measured[$0] != AppleNumberData.table[$0] }
        #expect(
            stale.isEmpty,
            "the table differs from Foundation's ICU in \(stale.count) locales (\(stale.prefix(20).joined(separator: ", "))); run scripts/generate-apple-number-data"
        )
        #expect(measured.count > 20, "Foundation's ICU should be newer than the system's in dozens of locales")
    }

    /// With the table applied, the system ICU reports Foundation's data in every shared locale.
    @Test func appleDataIsFoundationsDataInEveryLocale() throws {
        var differing: [String] = []
        for locale in FormatAllLocalesDifferentialTests.locales {
            let apple = try NumberSymbols.system(locale, data: .apple)
            let foundation = NumberSymbols.foundation(locale)
            if apple != foundation { differing.append("\(locale): apple data \(apple)\n    Foundation \(foundation)") }
        }
        #expect(differing.isEmpty, "\(differing.count) locales:\n\(differing.prefix(10).joined(separator: "\n"))")
    }

    private static var tableFile: URL {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root.appendingPathComponent("Sources/L10nICU/NumberFormatting/AppleNumberData+Table.swift")
    }

    /// The Swift source of `table`, one entry a line, invisible and non-ASCII characters escaped.
    static func source(_ table: [String: AppleNumberData]) -> String {
        func literal(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"", scalar != "\\" {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
            return result + "\""
        }
        var lines = [
            "// Generated by scripts/generate-apple-number-data from Foundation's bundled ICU against the",
            "// system ICU \(RuntimeVersion.current.icu) (CLDR \(RuntimeVersion.current.cldr)). Do not edit by hand.",
            "",
            "extension AppleNumberData {",
            "    /// Current Apple platforms' number data where it differs from the system ICU's, by locale.",
            "    static let table: [String: AppleNumberData] = [",
        ]
        for locale in table.keys.sorted() {
            guard let entry = table[locale] else { continue }
            var arguments: [String] = []
            if let numberingSystem = entry.numberingSystem { arguments.append("numberingSystem: \(literal(numberingSystem))") }
            if !entry.symbols.isEmpty {
                let symbols = AppleNumberData.Symbol.allCases.compactMap { symbol in
                    entry.symbols[symbol].map { ".\(symbol): \(literal($0))" }
                }
                arguments.append("symbols: [\(symbols.joined(separator: ", "))]")
            }
            if let sizes = entry.groupingSizes { arguments.append("groupingSizes: (\(sizes.primary), \(sizes.secondary))") }
            if let minimum = entry.minimumGroupingDigits { arguments.append("minimumGroupingDigits: \(minimum)") }
            lines.append("        \(literal(locale)): AppleNumberData(\(arguments.joined(separator: ", "))),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
