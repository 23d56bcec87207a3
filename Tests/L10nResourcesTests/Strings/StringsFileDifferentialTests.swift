import L10n
import L10nResources
import L10nTestSupport
import Testing

/// Random small `.strings` texts built from the format's tricky pieces, read by `StringsFile` and
/// by CoreFoundation: wherever CoreFoundation returns a table of strings we must return the same
/// table, and wherever it fails we must throw.
///
/// The generator is seeded, so every run checks the same inputs. CoreFoundation results that are
/// property lists but not tables of strings (a nested dictionary, a lone string) are ones we
/// reject with a `.structure` error, by design: a string table holds strings.
@Suite struct StringsFileDifferentialTests {
    static let inputCount = 4000

    @Test func randomInputsReadAsCoreFoundationReadsThem() {
        var generator = StringsTextGenerator(seed: 0x5EED_0F_57_12_17_65)
        var mismatches: [String] = []
        var tables = 0
        var largerTables = 0
        var failures = 0
        var notTables = 0
        for _ in 0..<Self.inputCount {
            let text = generator.text()
            let bytes = Array(text.utf8)
            // CoreFoundation refuses text with no characters (zero bytes or a lone byte-order
            // mark); to us, as to a bundle, that is an empty table.
            let empty = text.isEmpty || text == "\u{FEFF}"
            let ours = Result { () throws(ResourceError) in try StringsFile(bytes: bytes, file: "random.strings") }
            switch StringsOracle.read(bytes) {
            case .table(let table):
                tables += 1
                if table.count >= 2 { largerTables += 1 }
                switch ours {
                case .success(let file) where file.dictionary == table: break
                case .success(let file): mismatches.append("\(text.debugDescription): CF \(table), we \(file.dictionary)")
                case .failure(let error): mismatches.append("\(text.debugDescription): CF \(table), we threw \(error)")
                }
            case .failure:
                failures += 1
                if empty { continue }
                if case .success(let file) = ours {
                    mismatches.append("\(text.debugDescription): CF failed, we read \(file.dictionary)")
                }
            case .notATable:
                notTables += 1
                switch ours {
                case .success(let file): mismatches.append("\(text.debugDescription): CF read no table, we read \(file.dictionary)")
                case .failure(let error) where error.reason != .structure:
                    mismatches.append("\(text.debugDescription): CF read no table, we threw \(error)")
                case .failure: break
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5).joined(separator: "\n"))")
        // The generator must reach every outcome often enough to mean something.
        #expect(tables > Self.inputCount / 4)
        #expect(largerTables > Self.inputCount / 10)
        #expect(failures > Self.inputCount / 8)
        #expect(notTables > Self.inputCount / 100)
    }
}

/// Seeded random `.strings` text from the pieces CoreFoundation's parser treats specially.
struct StringsTextGenerator {
    private var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    private mutating func next() -> UInt64 { generator.next() }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    private mutating func pick(_ pieces: [String]) -> String { pieces[below(pieces.count)] }

    static let trivia = [
        " ", "\n", "\t", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "/* c */", "// c\n", "/**/", "/*/ */",
        "/* a */\n// b\n", "//\n", "\n\n",
    ]
    /// Pieces of quoted-string content, for any quote.
    static let content = [
        "a", "Z", " ", "é", "ה", "😀", "\n", "\r\n", "\t", "%@", "=", ";", "{", "}", "/*", "*/", "//", "\u{2028}",
        #"\n"#, #"\t"#, #"\r"#, #"\a"#, #"\b"#, #"\f"#, #"\v"#, #"\\"#, #"\""#, #"\'"#, "\\\n", #"\ה"#, #"\😀"#,
        #"\x"#, #"\u00fc"#, #"\U"#, #"\U4"#, #"\U41"#, #"\U004"#, #"\U0041"#, #"\U00e9"#, #"\U00E9x"#, #"\U0041BC"#,
        #"\Uzz"#, #"\U2028"#, #"\U0000"#, #"\0"#, #"\7"#, #"\07"#, #"\101"#, #"\0123"#, #"\351"#, #"\200"#, #"\377"#,
        #"\777"#, #"\400"#, #"\18"#,
    ]
    /// Escapes that only values get: CoreFoundation keeps lone surrogates distinct in keys, which
    /// Swift strings cannot (they all become U+FFFD and collide).
    static let valueOnlyContent = [#"\Ud83d\Ude00"#, #"\Ud83d"#, #"\Ude00"#, #"\Ud83dx"#, #"\Ud83d\Ud83d\Ude00"#]
    static let unquoted = ["a", "key", "K_1", "$x", "a/b", "a.b-c", "1.5", "http://x", ":", "/", "-", "_", "a//b", "a/*b"]
    static let junk = ["}", "{", "(", ")", "<", ">", ",", "=", ";", "#", "@", "\u{A0}", "\u{FEFF}", "\"", "'", "\\", "*"]
    static let structures = [
        "{}", "()", "<>", "<0a1B>", "< 0a\n1B\u{2028}>", "<0>", "<0g>", "<İ0>", "<\u{0B}>", "<0a", "{ \"x\" = \"y\"; }",
        "{x;}", "{x=y}", "{\"x\"=(a,);}", "{ \"}", "( \")", "(\"a\", b)", "(a,)", "(a b)", "(,)", "((()))", "(<00>, {})",
        "{", "(", "(\"a\\", "{ \"x\" = ; }",
    ]

    /// One random text.
    mutating func text() -> String {
        var output = ""
        let braced = chance(8)
        if braced { output += "{" }
        let entryCount = below(5)
        for _ in 0..<entryCount {
            output += trivia()
            if chance(4) { output += pick(Self.junk) }
            output += string(forKey: true)
            output += trivia()
            if chance(15) {
                output += chance(70) ? ";" : ""
            } else {
                output += chance(96) ? "=" : pick(Self.junk)
                output += trivia()
                output += chance(8) ? pick(Self.structures) : string(forKey: false)
                output += trivia()
                output += chance(95) ? ";" : pick(["", ",", "}", "\"", "a"])
            }
        }
        output += trivia()
        if braced, chance(85) { output += "}" }
        if chance(6) { output += pick(Self.junk) + trivia() + string(forKey: true) }
        if chance(5) { output = pick([#""a""#, "a", "(a)", "<00>", "//"]) + trivia() }
        if chance(10) {
            // Truncate at a scalar boundary, so the text stays valid UTF-8.
            let scalars = Array(output.unicodeScalars)
            if !scalars.isEmpty {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars.prefix(below(scalars.count)))
                output = String(view)
            }
        }
        return output
    }

    private mutating func trivia() -> String {
        var output = ""
        for _ in 0..<below(3) where chance(60) { output += pick(Self.trivia) }
        return output
    }

    private mutating func string(forKey isKey: Bool) -> String {
        if chance(20) { return pick(Self.unquoted) }
        if isKey, chance(30) { return pick(["\"k\"", "k", "'k'", "\"\""]) }  // repeated keys
        let quote = chance(75) ? "\"" : "'"
        var output = quote
        for _ in 0..<below(5) {
            if !isKey, chance(8) {
                output += pick(Self.valueOnlyContent)
            } else {
                let piece = pick(Self.content)
                output += piece == "\"" || piece == "'" ? "\\" + piece : piece
            }
            if chance(3) { output += quote == "\"" ? "'" : "\"" }
        }
        if chance(97) { output += quote }
        return output
    }
}
