import L10n
import Testing

/// Resources the template tests of both engines share.
public enum TemplateFixtures {
    /// A `.stringsdict` whose `files.remaining` says `one` or `other` by the count.
    public static func filesPlural(one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files.remaining</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
        </dict></dict></plist>
        """
    }
}

/// What the example's page and email (`Examples/Templates`, served by either engine) must show
/// in one language for one visitor's name: the same checks for Mustache and Leaf.
public struct ExamplePageExpectation: Sendable {
    /// The languages of Examples/App the tests ask for.
    public static let languages = ["en", "fr", "ru", "ar", "ja", "pl"]
    /// Names a visitor types: plain, markup, quotes and ampersands, Hebrew, and `syntax`, the
    /// engine's own (which must reach the page as text, not be evaluated).
    public static func names(withTemplateSyntax syntax: String) -> [String] {
        ["Ada", "<script>alert(1)</script>", "\"Q\" & 'A'", "דוד", syntax]
    }

    public let language: String
    public let name: String
    /// The greeting with the name as is (the page's heading text: `<bdi>` isolates it).
    let greeting: String
    /// The greeting with the name between FSI and PDI (attribute values and plain text).
    let isolated: String
    let rows: [String]
    let total: String

    /// The strings of `localization` for `name`, `counts` (one row each) and the total 1234.5.
    public init(_ localization: ResolvedLocalization, language: String, name: String, counts: [Int]) throws {
        self.language = language
        self.name = name
        greeting = try localization.localize("greeting", arguments: [.string(name)]).string
        isolated = try localization.localize("greeting", arguments: [.string("\u{2068}\(name)\u{2069}")]).string
        rows = try counts.map { try localization.localize("files.remaining", arguments: [$0]).string }
        total = try localization.localize("order.total", arguments: [1234.5]).string
    }

    /// Checks the page: well-formed, `lang` and `dir`, each string in its element, the name
    /// isolated and never markup, an alternate link for every language.
    public func checkPage(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let page = try #require(XMLTree.parse(body), "\(language) \(name): not well-formed:\n\(body)", sourceLocation: sourceLocation)
        #expect(page.root?.attributes["lang"] == language, sourceLocation: sourceLocation)
        #expect(page.root?.attributes["dir"] == (language == "ar" ? "rtl" : "ltr"), sourceLocation: sourceLocation)
        #expect(page.elements(named: "h1").map(\.text) == [greeting], sourceLocation: sourceLocation)
        #expect(page.elements(named: "h1").first?.attributes["title"] == isolated, sourceLocation: sourceLocation)
        #expect(page.elements(named: "title").map(\.text) == [isolated], sourceLocation: sourceLocation)
        #expect(page.elements(named: "bdi").map(\.text) == [name], sourceLocation: sourceLocation)
        #expect(page.elements(named: "li").map(\.text) == rows, sourceLocation: sourceLocation)
        #expect(page.elements(named: "p").map(\.text) == [total], sourceLocation: sourceLocation)
        #expect(page.elements(named: "script").isEmpty, sourceLocation: sourceLocation)
        #expect(
            Set(page.elements(named: "link").compactMap { $0.attributes["hreflang"] }) == Set(Self.languages),
            sourceLocation: sourceLocation)
    }

    /// Checks the email's text part: no escapes, the name isolated, one line per string.
    public func checkEmail(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let lines = body.split(separator: "\n").map(String.init)
        #expect(lines == [isolated] + rows.map { "- " + $0 } + [total], "\(language) \(name)", sourceLocation: sourceLocation)
    }

    /// Files of a bundle whose English greeting holds markup and quotes, beside Hebrew.
    public static let translatorsMarkupBundle: [String: String] = [
        "en.lproj/Localizable.strings": #""greeting" = "<b>Hello</b>, \"%@\"!"; "order.total" = "Total: %.2f";"#,
        "he.lproj/Localizable.strings": #""greeting" = "שלום, %@!"; "order.total" = "סך הכול: %.2f";"#,
        "en.lproj/Localizable.stringsdict": TemplateFixtures.filesPlural(one: "%lld file", other: "%lld files"),
        "he.lproj/Localizable.stringsdict": TemplateFixtures.filesPlural(one: "קובץ %lld", other: "%lld קבצים"),
    ]

    /// Checks the English page of ``translatorsMarkupBundle`` for the name `Ada`: the markup is
    /// text, in the heading and in its attribute.
    public static func checkTranslatorsMarkup(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let page = try #require(XMLTree.parse(body), "\(body)", sourceLocation: sourceLocation)
        #expect(page.elements(named: "h1").map(\.text) == ["<b>Hello</b>, \"Ada\"!"], sourceLocation: sourceLocation)
        #expect(page.elements(named: "b").isEmpty, sourceLocation: sourceLocation)
        #expect(
            page.elements(named: "h1").first?.attributes["title"] == "<b>Hello</b>, \"\u{2068}Ada\u{2069}\"!",
            sourceLocation: sourceLocation)
    }

    /// Checks one of the concurrent pages of ``translatorsMarkupBundle``: its own language,
    /// direction and name.
    public static func checkConcurrentPage(
        _ body: String, language: String, index: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let page = try #require(XMLTree.parse(body), sourceLocation: sourceLocation)
        #expect(page.root?.attributes["lang"] == language, sourceLocation: sourceLocation)
        #expect(page.root?.attributes["dir"] == (language == "he" ? "rtl" : "ltr"), sourceLocation: sourceLocation)
        #expect(page.elements(named: "bdi").map(\.text) == ["\(index)"], sourceLocation: sourceLocation)
    }
}
