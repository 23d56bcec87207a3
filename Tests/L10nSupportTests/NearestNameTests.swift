import L10nSupport
import Testing

@Suite struct NearestNameTests {
    @Test(
        arguments: [
            ("formated", ["format", "formatted", "locale"], "formatted"),
            ("valeu", ["locale", "value"], "value"),
            ("Locale", ["locale", "value"], "locale"),
            ("arg", ["args", "key"], "args"),
            ("type", ["locale", "value", "ordinal", "categories", "range"], nil),
            ("x", ["y", "z"], nil),
            ("", ["a"], nil),
            ("anything", [], nil),
        ] as [(String, [String], String?)])
    func nearest(written: String, names: [String], meant: String?) {
        #expect(NearestName.nearest(to: written, in: names) == meant)
    }
}
