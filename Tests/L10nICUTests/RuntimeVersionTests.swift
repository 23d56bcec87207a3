import L10nICU
import L10nTestSupport
import Testing

/// `RuntimeVersion`: the package, ICU and CLDR versions answers come from. The command-line
/// tests compare the same facts with ICU's own tools (`pkg-config`, `icuinfo`).
@Suite struct RuntimeVersionTests {
    @Test func currentReadsICU() throws {
        let current = RuntimeVersion.current
        #expect(current.icu == RuntimeVersion.current.icu)
        #expect(current.package == RuntimeVersion.packageVersion)
        #expect(current.description == "swift-l10n \(current.package) (ICU \(current.icu), CLDR \(current.cldr))")
        // CLDR names its releases `42` or `44.1`: numbers, no trailing `.0`.
        let parts = current.cldr.split(separator: ".")
        #expect(!parts.isEmpty && parts.allSatisfy { Int($0) != nil })
        #expect(parts.count == 1 || parts.last != "0")
    }

    /// The CLDR version says which rules apply: CLDR 42 moved Hebrew 20 from `many` to `other`.
    @Test func cldrVersionMatchesThePluralRules() throws {
        let major = try #require(RuntimeVersion.current.cldr.split(separator: ".").first.flatMap { Int($0) })
        let hebrew = try PluralRules(locale: "he").category(for: 20)
        #expect(hebrew == (major >= 42 ? .other : .many))
    }
}
