import L10n
import L10nResources

/// `.strings` target: the old-style text parser, then the table reader (which also takes XML
/// and binary property lists and groups Smartling's `KEY##{one}` entries into plurals).
///
/// What parses must survive ``StringsFile/encoded()``: written and read again, the same keys and
/// values in the same order. A difference stops the fuzzer like a crash would.
enum FuzzStrings {
    static func run(_ input: inout FuzzInput) {
        let bytes = input.rest()
        if let file = try? StringsFile(bytes: bytes, file: "fuzz.strings") {
            let written = file.encoded()
            let reread = try? StringsFile(bytes: written, file: "written.strings")
            let expected = file.entries.map { [$0.key, $0.value] }
            guard let reread, reread.entries.map({ [$0.key, $0.value] }) == expected else {
                preconditionFailure("StringsFile.encoded() output does not read back as the same entries")
            }
        }
        if let table = try? StringTable(strings: bytes, file: "fuzz.strings", name: "fuzz", localization: "ru") {
            FuzzTables.format(table, limit: 4, locale: try? LocaleIdentifier("ru_RU"), pluralLanguage: "ru", arguments: [[.int(21)]])
        }
    }
}
