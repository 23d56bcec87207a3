import Foundation
import L10nFormat
import L10nICU
import L10nTestSupport
import Testing

@testable import L10n

/// The text transformation of `PseudoLocalization`: format specifiers survive byte for byte
/// and in order, text is disguised, lengthened by the factor and bracketed, right-to-left
/// marks stay outside specifiers, plural variants follow the pseudo language's categories.
@Suite struct PseudoLocalizationTests {
    /// Formats with every kind of piece the tokenizer knows, text around and between them.
    static let formats = [
        "Hello, %@!", "Total: %.2f", "%1$@ paid %2$lld for %3$#@items@", "%#@files@", "100%% sure, %d left",
        "%-08.2lf|%+5d|%*.*f|%hhu|%zx|%Lf", "%2$#@cities@ in %1$@", "%arg item", "Bad %k spec and %", "",
        "No specifiers at all", "Ünïcode text with ß and 日本語 %@", "Line\nbreak\t%d", "%5", "%1$", "items:%lld%s",
    ]

    static let styles: [PseudoLocalization] = [
        .accented, .rightToLeft, PseudoLocalization(style: .accented, elongation: 2, isBracketed: false),
        PseudoLocalization(style: .rightToLeft, elongation: 1.5, isBracketed: true),
    ]

    /// What is not text in a format: its specifiers, variables, `%%` and malformed pieces, as
    /// the tokenizer reads them, in order (a catalog's `%arg` with its `rg`).
    static func kept(_ format: String) -> [String] {
        let utf8 = Array(format.utf8)
        return FormatTokenizer.tokenize(format).compactMap { token in
            if case .literal = token.content { return nil }
            let end = FormatShape.isArgPlaceholder(token, in: utf8) ? token.range.upperBound + 2 : token.range.upperBound
            return String(decoding: utf8[token.range.lowerBound..<end], as: UTF8.self)
        }
    }

    /// The text of a format alone: its literal pieces, without the right-to-left controls.
    static func text(_ format: String) -> String {
        let utf8 = Array(format.utf8)
        var pieces = ""
        var afterArg = false
        for token in FormatTokenizer.tokenize(format) {
            if case .literal = token.content {
                let start = afterArg ? token.range.lowerBound + 2 : token.range.lowerBound
                pieces += String(decoding: utf8[start..<token.range.upperBound], as: UTF8.self)
            }
            afterArg = FormatShape.isArgPlaceholder(token, in: utf8)
        }
        return String(pieces.unicodeScalars.filter { !rightToLeftControls.contains($0) }.map(Character.init))
    }

    static let rightToLeftControls: Set<Unicode.Scalar> = ["\u{200F}", "\u{202E}", "\u{202C}"]

    @Test(arguments: formats, styles)
    func specifiersAreKeptInOrder(format: String, pseudo: PseudoLocalization) {
        let output = pseudo.transform(format)
        #expect(Self.kept(output) == Self.kept(format), "\(output)")
        // Only a format without letters to disguise, brackets or padding comes out the same.
        let text = Self.text(format)
        let unchangeable = !pseudo.isBracketed && !text.contains(where: \.isLetter) && pseudo.paddingLength(for: text.count) == 0
        #expect(output != format || unchangeable, "\(output)")
    }

    /// Every string of every key of every localization of the example bundle: the texts,
    /// formats, variants and catalog substitutions a real app has, in six languages.
    @Test(arguments: styles)
    func everyStringOfTheExampleBundleKeepsItsSpecifiers(pseudo: PseudoLocalization) throws {
        let bundle = try LocalizationBundle(path: Fixtures.repository.appendingPathComponent("Examples/App").path)
        var strings = 0
        for name in bundle.tableNames {
            for localization in bundle.localizations {
                for entry in try bundle.table(name, localization: localization)?.entriesInFileOrder ?? [] {
                    for string in entry.value.allStrings {
                        #expect(Self.kept(pseudo.transform(string)) == Self.kept(string), "\(localization) \(entry.key): \(string)")
                        strings += 1
                    }
                }
            }
        }
        #expect(strings > 0)
    }

    @Test(arguments: formats, styles)
    func textGrowsByTheFactorAndIsBracketed(format: String, pseudo: PseudoLocalization) throws {
        // The brackets are text too (a format's last unparseable specifier stays after them).
        var text = Self.text(pseudo.transform(format))
        if pseudo.isBracketed {
            #expect(text.first == "[" && text.last == "]")
            text = String(text.dropFirst().dropLast())
        }
        let original = Self.text(format).count
        let grown = text.count
        #expect(Double(grown) >= Double(original) * pseudo.elongation)
        #expect(Double(grown) < Double(original) * pseudo.elongation + 1)
    }

    @Test(arguments: formats)
    func accentedLettersAreLookAlikesOfTheirs(format: String) {
        let original = Array(Self.text(format))
        let accented = Array(Self.text(PseudoLocalization.accented.transform(format)).dropFirst().dropLast())
        #expect(accented.count >= original.count)
        for (letter, disguised) in zip(original, accented) {
            guard letter.isASCII, letter.isLetter else {
                #expect(disguised == letter)
                continue
            }
            // Unicode names the look-alike after its letter: `å` is LATIN SMALL LETTER A WITH RING ABOVE.
            let name = disguised.unicodeScalars.first?.properties.name ?? ""
            let expected = "LATIN \(letter.isLowercase ? "SMALL" : "CAPITAL") LETTER \(letter.uppercased()) WITH "
            #expect(disguised.unicodeScalars.count == 1 && name.hasPrefix(expected), "\(letter) → \(disguised) \(name)")
        }
    }

    @Test(arguments: formats)
    func rightToLeftOnlyAddsControlsOutsideSpecifiers(format: String) {
        let output = PseudoLocalization.rightToLeft.transform(format)
        // Removing the controls gives the format back: nothing else changed.
        #expect(String(String.UnicodeScalarView(output.unicodeScalars.filter { !Self.rightToLeftControls.contains($0) })) == format)
        #expect(Self.kept(output).allSatisfy { !$0.unicodeScalars.contains(where: Self.rightToLeftControls.contains) })
        // Every override is closed: a word never leaks its direction into what follows.
        let opened = output.unicodeScalars.filter { $0 == "\u{202E}" }.count
        #expect(opened == output.unicodeScalars.filter { $0 == "\u{202C}" }.count)
        #expect(opened > 0 || !Self.text(format).contains { $0.isLetter })
    }

    @Test(arguments: [-1, 0, 0.5, .nan, .infinity, 1e300])
    func elongationOutsideTheRangeIsClamped(factor: Double) {
        let pseudo = PseudoLocalization(style: .accented, elongation: factor)
        #expect(pseudo.elongation >= 1 && pseudo.elongation <= PseudoLocalization.maximumElongation)
        #expect(pseudo.transform("Hello, %@!").count < 200)
    }

    @Test(arguments: [PseudoLocalization.accented, .rightToLeft])
    func pluralVariantsFollowThePseudoLanguage(pseudo: PseudoLocalization) throws {
        let categories = try PluralRules(locale: LocaleIdentifier(pseudo.localization.name)).categories
        let value = LocalizedValue.plural([.zero: .text("No files"), .one: .text("%d file"), .other: .text("%d files")])
        guard case .plural(let variants) = pseudo.transform(value) else {
            Issue.record("not a plural")
            return
        }
        #expect(Set(variants.keys) == Set(categories + [.zero]))
        for (category, variant) in variants {
            let source = category == .zero ? "No files" : category == .one ? "%d file" : "%d files"
            #expect(variant == .text(pseudo.transform(source)), "\(category)")
        }
    }

    @Test func variablesKeepTheirTypesAndOnlyTheWholeStringIsBracketed() {
        let format = LocalizedFormat(
            format: "%#@homes@ found",
            variables: ["homes": FormatVariable(rule: .plural([.one: "%d home", .other: "%d homes"]), valueType: "d")])
        guard case .format(let pseudo) = PseudoLocalization.accented.transform(.format(format)) else {
            Issue.record("not a format")
            return
        }
        #expect(pseudo.format.hasPrefix("[%#@homes@ ") && pseudo.format.hasSuffix("]"))
        let variable = pseudo.variables["homes"]
        #expect(variable?.valueType == "d")
        guard case .plural(let variants) = variable?.rule else {
            Issue.record("not a plural rule")
            return
        }
        for variant in variants.values {
            #expect(!variant.hasPrefix("[") && Self.kept(variant) == ["%d"])
        }
    }
}
