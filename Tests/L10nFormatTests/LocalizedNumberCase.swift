import Foundation
import L10nFormat
import L10nTestSupport

/// One localized printf conversion (`%d %i %u %f %e %g` and upper-case forms) with its value,
/// flags, width and precision, and nothing around it, so the whole output is one number and
/// its padding (what `FormatDataDifferenceClassifier` needs).
struct LocalizedNumberCase: CustomStringConvertible {
    enum Value {
        case int(Int64)
        case double(Double)
    }

    var format: String
    var value: Value
    var width: Int?
    var leftJustified: Bool
    var zeroPadded: Bool

    var argument: FormatArgument {
        switch value {
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        }
    }

    /// Foundation's output (CoreFoundation's `String(format:locale:)`, the oracle).
    func oracle(_ locale: Locale) -> String {
        switch value {
        case .int(let number): String(format: format, locale: locale, number)
        case .double(let number): String(format: format, locale: locale, number)
        }
    }

    var description: String {
        switch value {
        case .int(let number): "\"\(format)\" \(number)"
        case .double(let number): "\"\(format)\" \(number)"
        }
    }

    static let integers: [Int64] = [
        0, 1, -1, 7, -42, 999, 1000, -1000, 1234, 9999, 10000, -10000, 12345, 99999, 100000, -123456,
        1_234_567, -1_234_567, Int64(Int32.max), Int64(Int32.min), Int64.max, Int64.min,
    ]
    static let doubles: [Double] = [
        0, -0.0, 0.5, -1.5, 3.14159, 999.5, 1000, 1234.5, -1234.5, 9999.99, 12345.678, 1_234_567.891,
        -1_234_567.891, 0.00001234, 0.0001234, 1e15, 1e20, -1e20, 1e300, .nan, .infinity, -.infinity,
    ]

    /// `count` seeded cases: every conversion, flag, width and precision mixed with edge values.
    static func generate(count: Int, seed: UInt64) -> [LocalizedNumberCase] {
        var random = SeededGenerator(seed: seed)
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        var cases: [LocalizedNumberCase] = []
        for index in 0..<count {
            var flags = ""
            for flag in ["-", "+", " ", "0", "#"] where chance(15) { flags += flag }
            let width: Int? = chance(45) ? Int.random(in: 1...16, using: &random) : nil
            let precision: Int? = chance(40) ? Int.random(in: 0...12, using: &random) : nil
            var spec = "%" + flags + (width.map(String.init) ?? "") + (precision.map { ".\($0)" } ?? "")
            let value: Value
            // Alternate so both kinds are covered evenly, whatever the seed.
            if index % 2 == 0 {
                spec += ["", "l", "ll"][Int.random(in: 0..<3, using: &random)]
                spec += ["d", "i", "u"][Int.random(in: 0..<3, using: &random)]
                var number = integers.randomElement(using: &random) ?? 0
                // `%u` of a negative value is Apple's unsigned bug, compared with the switch on.
                if spec.hasSuffix("u"), chance(70) { number = number.magnitude > UInt64(Int64.max) ? 0 : abs(number) }
                value = .int(number)
            } else {
                spec += ["f", "F", "e", "E", "g", "G"][Int.random(in: 0..<6, using: &random)]
                value = .double(doubles.randomElement(using: &random) ?? 0)
            }
            cases.append(
                LocalizedNumberCase(
                    format: spec, value: value, width: width, leftJustified: flags.contains("-"),
                    zeroPadded: flags.contains("0")))
        }
        return cases
    }
}
