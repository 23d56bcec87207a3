/// The 10,000-entry `.strings` and `.stringsdict` files the loading benchmarks read, generated
/// the same way every run (nothing random, nothing committed).
enum TableFixtures {
    static let entryCount = 10_000

    /// UTF-8 `.strings` text: a comment and a `"key" = "value";` line per entry, values with
    /// a format specifier and an escape now and then, as real tables have.
    static let strings: [UInt8] = {
        var text = ""
        text.reserveCapacity(entryCount * 96)
        for index in 0..<entryCount {
            text += "/* Screen \(index / 50), label \(index % 50). */\n"
            switch index % 4 {
            case 0: text += "\"screen\(index / 50).title\(index)\" = \"Überschrift Nummer \(index)\";\n"
            case 1: text += "\"screen\(index / 50).count\(index)\" = \"%d Dateien in \\\"\(index)\\\"\";\n"
            case 2: text += "\"screen\(index / 50).price\(index)\" = \"Preis: %.2f € für %@\";\n"
            default: text += "\"screen\(index / 50).line\(index)\" = \"Zeile eins\\nZeile zwei \(index)\";\n"
            }
        }
        return Array(text.utf8)
    }()

    /// An XML `.stringsdict`: each entry a `%#@items@` format with a Russian plural variable.
    static let stringsdict: [UInt8] = {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        text.reserveCapacity(entryCount * 700)
        for index in 0..<entryCount {
            text += """
                \t<key>entry\(index).count</key>
                \t<dict>
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@items@ в списке \(index)</string>
                \t\t<key>items</key>
                \t\t<dict>
                \t\t\t<key>NSStringFormatSpecTypeKey</key>
                \t\t\t<string>NSStringPluralRuleType</string>
                \t\t\t<key>NSStringFormatValueTypeKey</key>
                \t\t\t<string>lld</string>
                \t\t\t<key>one</key>
                \t\t\t<string>%lld элемент</string>
                \t\t\t<key>few</key>
                \t\t\t<string>%lld элемента</string>
                \t\t\t<key>many</key>
                \t\t\t<string>%lld элементов</string>
                \t\t\t<key>other</key>
                \t\t\t<string>%lld элемента</string>
                \t\t</dict>
                \t</dict>

                """
        }
        text += "</dict>\n</plist>\n"
        return Array(text.utf8)
    }()
}
