import L10n
import L10nICU
import L10nResources
import L10nTestSupport
import Testing

/// `.stringsdict` shapes beyond the fixture bundle, and the ones that must fail.
@Suite struct StringsdictReaderTests {
    static func read(_ body: String) throws(ResourceError) -> StringTable {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)
            </plist>
            """
        return try StringTable(stringsdict: Array(xml.utf8), file: "t.stringsdict", name: "t", localization: "en")
    }

    @Test func plainStringsAndSeveralVariables() throws {
        let table = try Self.read(
            """
            <dict>
              <key>plain</key><string>Just text</string>
              <key>summary</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@v1@ by %#@v2@</string>
                <key>v1</key><dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%1$d change</string>
                  <key>other</key><string>%1$d changes</string>
                </dict>
                <key>v2</key><dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>other</key><string>%2$d editors</string>
                </dict>
              </dict>
            </dict>
            """)
        #expect(table["plain"]?.value == .text("Just text"))
        #expect(table["plain"]?.location.line == 5)
        guard case .format(let format) = table["summary"]?.value else {
            Issue.record("summary is not a format")
            return
        }
        #expect(format.variables.count == 2)
        #expect(format.variables["v2"] == FormatVariable(rule: .plural([.other: "%2$d editors"])))
        #expect(format.allStrings == ["%#@v1@ by %#@v2@", "%1$d change", "%1$d changes", "%2$d editors"])
    }

    @Test func topLevelArrayIsAnError() throws {
        let error = try #require(throws: ResourceError.self) { try Self.read("<array><string>x</string></array>") }
        #expect(error.reason == .structure)
        #expect(error.message.contains("top level"))
    }

    @Test(arguments: [
        ("<dict><key>k</key><integer>1</integer></dict>", "must be a string or a dict"),
        ("<dict><key>k</key><dict><key>x</key><string>y</string></dict></dict>", "has none of"),
        (
            "<dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><string>x</string></dict></dict>",
            "must be a dict"
        ),
        (
            "<dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>Other</key><string>x</string></dict></dict></dict>",
            "not a plural category"
        ),
        (
            "<dict><key>k</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>wide</key><string>x</string></dict></dict></dict>",
            "not a non-negative integer"
        ),
    ])
    func malformedEntriesNameTheKeyAndLine(body: String, message: String) throws {
        let error = try #require(throws: ResourceError.self) { try Self.read(body) }
        #expect(error.reason == .structure)
        #expect(error.key == "k")
        #expect(error.line == 4)
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func duplicateKeysKeepTheLastAndWarn() throws {
        let table = try Self.read("<dict><key>k</key><string>1</string>\n<key>k</key><string>2</string></dict>")
        #expect(table["k"]?.value == .text("2"))
        #expect(table.warnings.map(\.reason) == [.duplicateKey])
        #expect(table.warnings.first?.line == 5)
    }

    @Test func missingRuleTypeIsKeptAndReported() throws {
        let table = try Self.read(
            """
            <dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
            <key>v</key><dict><key>one</key><string>x</string></dict></dict></dict>
            """)
        #expect(
            table["k"]?.value
                == .format(
                    LocalizedFormat(format: "%#@v@", variables: ["v": FormatVariable(rule: .unknown(type: "", values: ["one": "x"]))])))
        #expect(table.warnings.map(\.reason) == [.unknownRuleType])
    }
}
