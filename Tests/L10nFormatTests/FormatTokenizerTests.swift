import L10nFormat
import Testing

/// Token tables for the format grammar CoreFoundation accepts, checked by hand against
/// `String(format:)` (argument numbering, `*`, malformed specs).
@Suite struct FormatTokenizerTests {
    /// A compact rendering of tokens: `L"..."` literal, `%%`, `d@0`, `v:name@0`, `!x` malformed.
    static func render(_ format: String) -> [String] {
        let bytes = Array(format.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        return FormatTokenizer.tokenize(format).map { token in
            switch token.content {
            case .literal: "L\(text(token.range))"
            case .percent: "%%"
            case .specifier(let spec):
                text(token.range) + "@\(spec.argumentIndex)" + count("w", spec.width) + count("p", spec.precision)
            case .variable(let name, let argument, _): "v:\(name)@\(argument)"
            case .malformed(let emitted): "!" + (emitted.map(text) ?? "")
            }
        }
    }

    static func count(_ label: String, _ value: FormatCount) -> String {
        switch value {
        case .none: ""
        case .literal(let n): " \(label)=\(n)"
        case .argument(let slot): " \(label)*\(slot)"
        }
    }

    static let cases: [(String, [String])] = [
        ("plain", ["Lplain"]),
        ("", []),
        ("%d %s %@", ["%d@0", "L ", "%s@1", "L ", "%@@2"]),
        ("100%%", ["L100", "%%"]),
        ("%2$d %d %d", ["%2$d@1", "L ", "%d@0", "L ", "%d@1"]),
        ("%d %2$d %d", ["%d@0", "L ", "%2$d@1", "L ", "%d@1"]),
        ("%*d|%d", ["%*d@1 w*0", "L|", "%d@2"]),
        ("%-*.*f", ["%-*.*f@2 w*0 p*1"]),
        ("%1$*2$d", ["%1$*2$d@0 w*1"]),
        ("%.*2$f", ["%.*2$f@0 p*1"]),
        ("%.3f %5.2e %.g", ["%.3f@0 p=3", "L ", "%5.2e@1 w=5 p=2", "L ", "%.g@2 p=0"]),
        (
            "%lld %hhu %zx %qd %Lf %jd %td %lu",
            [
                "%lld@0", "L ", "%hhu@1", "L ", "%zx@2", "L ", "%qd@3", "L ", "%Lf@4", "L ", "%jd@5", "L ",
                "%td@6", "L ", "%lu@7",
            ]
        ),
        ("%#@files@", ["v:files@0"]),
        ("%d %#@files@ %d", ["%d@0", "L ", "v:files@1", "L ", "%d@2"]),
        ("%2$#@a.b_c@ %1$#@x@", ["v:a.b_c@1", "L ", "v:x@0"]),
        ("%1#@x@", ["v:x@0"]),
        ("%# @sites @", ["%# @@0", "Lsites @"]),
        ("%#@@", ["%#@@0", "L@"]),
        ("%#@open", ["%#@@0", "Lopen"]),
        ("%", ["!"]),
        ("a %", ["La ", "!"]),
        ("%5", ["!5"]),
        ("%l", ["!"]),
        ("%.", ["!."]),
        ("%.5", ["!."]),
        ("%-", ["!"]),
        ("%1$", ["!"]),
        ("%*", ["!"]),
        ("%#", ["!"]),
        ("%k x", ["!k", "L x"]),
        ("%5k|", ["!5", "L|"]),
        ("%5%|", ["!5", "L|"]),
        ("%'d", ["!'", "Ld"]),
        ("%é!", ["!é", "L!"]),
        ("%ld%", ["%ld@0", "!"]),
    ]

    @Test(arguments: cases) func tokens(format: String, expected: [String]) {
        #expect(Self.render(format) == expected)
    }

    @Test func specifierParts() throws {
        let tokens = FormatTokenizer.tokenize("x%3$-+ 0#12.4llX")
        let token = try #require(tokens.last)
        guard case .specifier(let spec) = token.content else {
            Issue.record("not a specifier: \(token)")
            return
        }
        #expect(token.range == 1..<16)
        #expect(spec.argumentIndex == 2)
        #expect(spec.hasExplicitPosition)
        // As CF reads them: `-` cancels `0`, `+` cancels the space.
        #expect(spec.flags == [.leftJustify, .plusSign, .alternate])
        #expect(spec.width == .literal(12))
        #expect(spec.precision == .literal(4))
        #expect(spec.length == .ll)
        #expect(spec.conversion == .X)
    }

    @Test func firstArgumentIndexShiftsTheCounterOnly() throws {
        let tokens = FormatTokenizer.tokenize("%d %*d %1$d %#@x@", firstArgumentIndex: 2)
        let slots: [Int] = tokens.compactMap { token in
            switch token.content {
            case .specifier(let spec): spec.argumentIndex
            case .variable(_, let index, _): index
            default: nil
            }
        }
        #expect(slots == [2, 4, 0, 5])
        let formatter = StringFormatter(locale: nil)
        #expect(try formatter.format("%d files, %d%%", [7, 3, 40], firstArgumentIndex: 1) == "3 files, 40%")
    }

    @Test func hugeNumbersSaturate() {
        let tokens = FormatTokenizer.tokenize("%99999999999999999999999d")
        guard case .specifier(let spec)? = tokens.first?.content else {
            Issue.record("not a specifier")
            return
        }
        #expect(spec.width == .literal(1 << 30))
    }

    @Test func everyConversionParses() {
        for conversion in FormatConversion.allCases {
            let tokens = FormatTokenizer.tokenize("%" + String(conversion.character))
            #expect(tokens.count == 1)
            if case .specifier(let spec)? = tokens.first?.content {
                #expect(spec.conversion == conversion)
            } else {
                Issue.record("%\(conversion.character) did not parse")
            }
        }
    }
}
