import L10n
import L10nResources
import Testing

@Suite struct SourceLocationTests {
    @Test func describesLikeACompiler() {
        #expect(
            SourceLocation(file: "en.lproj/Localizable.strings", line: 3, column: 7).description
                == "en.lproj/Localizable.strings:3:7")
        #expect(SourceLocation(file: "a.strings", line: 3).description == "a.strings:3")
        #expect(SourceLocation(file: "a.stringsdict").description == "a.stringsdict")
    }

    @Test func ordersByFileLineColumn() {
        let locations = [
            SourceLocation(file: "b", line: 1, column: 1), SourceLocation(file: "a", line: 2, column: 1),
            SourceLocation(file: "a", line: 1, column: 5), SourceLocation(file: "a", line: 1),
        ]
        #expect(locations.sorted().map(\.description) == ["a:1", "a:1:5", "a:2:1", "b:1:1"])
    }
}
