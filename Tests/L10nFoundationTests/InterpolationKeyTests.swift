import Foundation
import L10n
import Testing

@testable import L10nFoundation

/// The key each interpolation builds is the one Xcode extracts for the same source, and the
/// value is kept, typed, for formatting.
@Suite struct InterpolationKeyTests {
    /// The key and the arguments a value keeps.
    static func parts(_ value: String.LocalizationValue) -> (String, [String.LocalizationValue.Argument.Value]) {
        (value.key, value.arguments.map(\.value))
    }

    static func formatArguments(_ value: String.LocalizationValue) -> [FormatArgument?] {
        value.arguments.map { argument in
            if case .format(let format) = argument.value { format } else { nil }
        }
    }

    @Test func integersTakeTheirWidthsSpecifier() {
        let value: String.LocalizationValue =
            "\(Int(-1)) \(Int8(-2)) \(Int16(-3)) \(Int32(-4)) \(Int64(-5)) \(UInt(6)) \(UInt8(7)) \(UInt16(8)) \(UInt32(9)) \(UInt64(10))"
        #expect(value.key == "%lld %d %d %d %lld %llu %u %u %u %llu")
        #expect(
            Self.formatArguments(value) == [
                .int(-1), .int(-2), .int(-3), .int(-4), .int(-5), .uint(6), .uint(7), .uint(8), .uint(9), .uint(10),
            ])
    }

    @Test func floatingPointTakesItsSpecifier() {
        let value: String.LocalizationValue = "\(Float(1.5)) \(Double(2.25)) \(CGFloat(3.5))"
        #expect(value.key == "%f %lf %lf")
        #expect(Self.formatArguments(value) == [.double(1.5), .double(2.25), .double(3.5)])
    }

    @Test func textAndObjectsAreObjects() {
        let name = "Ada"
        let value: String.LocalizationValue = "\(name) \(name.dropFirst()) \(NSString(string: "ns")) \(AttributedString("attributed"))"
        #expect(value.key == "%@ %@ %@ %@")
        #expect(Self.formatArguments(value) == [.string("Ada"), .string("da"), .string("ns"), .string("attributed")])
        let substring = AttributedString("attributed")[AttributedString("attributed").range(of: "tri")!]
        let fromSubstring: String.LocalizationValue = "[\(substring, options: .insertAttributesWithoutMerging)]"
        #expect(fromSubstring.key == "[%@]")
        #expect(Self.formatArguments(fromSubstring) == [.string("tri")])
    }

    @Test func aSpecifierGivenIsTheKeys() {
        let value: String.LocalizationValue = "\(0.5, specifier: "%.2f") \(UInt32(255), specifier: "%x")"
        #expect(value.key == "%.2f %x")
        #expect(Self.formatArguments(value) == [.double(0.5), .uint(255)])
    }

    @Test func placeholdersTakeTheirKindsSpecifier() {
        let value: String.LocalizationValue =
            "\(placeholder: .int) \(placeholder: .uint) \(placeholder: .float) \(placeholder: .double) \(placeholder: .object) \(placeholder: .int, specifier: "%ld")"
        #expect(value.key == "%lld %llu %f %lf %@ %ld")
    }

    @Test func formatStylesAndResourcesAreObjects() {
        let resource = LocalizedStringResource("Delivered")
        let value: String.LocalizationValue = "\(12.5, format: .number.precision(.fractionLength(2))) — \(resource)"
        #expect(value.key == "%@ — %@")
        guard case .styled(let styled) = value.arguments[0].value, case .resource(let nested) = value.arguments[1].value else {
            Issue.record("expected a styled value and a resource, got \(value.arguments.map(\.value))")
            return
        }
        #expect(styled.format(Locale(identifier: "de_DE")) == "12,50")
        #expect(styled.format(Locale(identifier: "en_US")) == "12.50")
        #expect(nested == resource)
    }

    @Test(arguments: [
        ("50% off", "50% off"),
        ("100%", "100%"),
    ])
    func aLiteralAloneIsTheKeyAsWritten(literal: String, key: String) {
        #expect(String.LocalizationValue(stringLiteral: literal).key == key)
        #expect(String.LocalizationValue(literal).key == key)
    }

    @Test func aPercentBesideAnInterpolationIsEscaped() {
        let done = 40
        let value: String.LocalizationValue = "\(done)% done, 100% soon"
        #expect(value.key == "%lld%% done, 100%% soon")
        // Past the pieces a value keeps inline, the same.
        let many: String.LocalizationValue = "\(1)% \(2)% \(3)% of \("all")% done"
        #expect(many.key == "%lld%% %lld%% %lld%% of %@%% done")
        #expect(many == "\(1)% \(2)% \(3)% of \("all")% done")
        #expect(many != "\(1)% \(2)% \(3)% of \("all")% gone")
    }

    @Test func unicodeLiteralsAreKeptAsWritten() {
        let name = "Zoë"
        let value: String.LocalizationValue = "👋 Grüß dich, \(name) — ١٢٣"
        #expect(value.key == "👋 Grüß dich, %@ — ١٢٣")
    }

    /// Apple's catch-all for any other type: its description, deprecated.
    @available(*, deprecated, message: "calls the deprecated interpolation on purpose")
    @Test func anyOtherValueIsItsDescription() {
        struct Point { let x = 1, y = 2 }
        let value: String.LocalizationValue = "at \(Point())"
        #expect(value.key == "at %@")
        #expect(Self.formatArguments(value) == [.string("Point(x: 1, y: 2)")])
    }

    @Test func valuesCompareByKeyAndArguments() {
        let count = 3
        let same: String.LocalizationValue = "\(count) files"
        #expect(same == "\(3) files")
        #expect(same != "\(4) files")
        #expect(same != "\(UInt(3)) files")
        let styled: String.LocalizationValue = "\(2.5, format: .number)"
        #expect(styled == "\(2.5, format: .number)")
        #expect(styled != "\(2.5, format: .percent)")
    }
}
