#if Mustache
import Foundation
import L10n
import L10nMustache
import L10nTemplates
import L10nTestSupport
import Mustache
import Testing

/// Real templates rendered by swift-mustache with a request's localization, over Examples/App
/// in every language; each page read back by Foundation's XML parser (libxml2).
@Suite struct MustacheRenderingTests {
    static let appPath = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let localizer: Localizer = {
        do { return try Localizer(path: appPath) } catch { fatalError("Examples/App: \(error)") }
    }()
    static let languages = ["ar", "en", "fr", "ja", "pl", "ru"]

    static let page = try! MustacheTemplate(
        string: """
            <html lang="{{l10n.lang}}" dir="{{l10n.dir}}"><head>\
            {{#l10n.alternates}}<link rel="alternate" hreflang="{{language}}" href="?lang={{language}}"/>{{/l10n.alternates}}\
            </head><body>\
            <h1 title="{{#l10n.attribute}}greeting name{{/l10n.attribute}}">{{#l10n.string}}greeting name{{/l10n.string}}</h1>\
            {{#rows}}<p class="row">{{#l10n.string}}files.remaining count{{/l10n.string}}</p>{{/rows}}\
            <p id="user">{{name}}</p>\
            </body></html>
            """)

    static let email = try! MustacheTemplate(
        string: """
            {{% CONTENT_TYPE: TEXT}}{{#l10n.string}}greeting name{{/l10n.string}}
            {{#rows}}{{#l10n.string}}files.remaining count{{/l10n.string}}
            {{/rows}}
            """)

    struct Row {
        let count: Int
    }

    static let names = ["Ada", "<script>alert(1)</script>", "\"Q\" & 'A'", "דוד כהן", "{{secret}}", "{{#l10n.string}}x{{/l10n.string}}"]
    static let counts = [0, 1, 2, 5, 11, 22, 101]

    @Test(arguments: languages)
    func aPageInEveryLanguage(language: String) throws {
        let localization = try Self.localizer.localization(for: .preferred([language])).with(failurePolicy: .degrade)
        for name in Self.names {
            let values: [String: Any] = ["name": name, "rows": Self.counts.map { Row(count: $0) }, "secret": "leaked"]
            let html = Self.page.render(values, localization: TemplateLocalization(localization))
            let document = try #require(XMLTree.parse(html), "not well-formed: \(html)")
            #expect(document.root?.attributes["lang"] == language)
            #expect(document.root?.attributes["dir"] == (language == "ar" ? "rtl" : "ltr"))
            #expect(Set(document.elements(named: "link").compactMap { $0.attributes["hreflang"] }) == Set(Self.languages))

            let greeting = try localization.localize("greeting", arguments: [.string(name)]).string
            let heading = try #require(document.elements(named: "h1").first)
            #expect(heading.text == greeting, "\(language): \(html)")
            #expect(document.elements(named: "bdi").map(\.text) == [name])
            let isolated = try localization.localize("greeting", arguments: [.string("\u{2068}\(name)\u{2069}")]).string
            #expect(heading.attributes["title"] == isolated)
            #expect(!html.contains("leaked"), "a name a user typed was read as a tag: \(html)")

            let rows = document.elements(named: "p").filter { $0.attributes["class"] == "row" }.map(\.text)
            let expected = try Self.counts.map { try localization.localize("files.remaining", arguments: [.int(Int64($0))]).string }
            #expect(rows == expected)
            #expect(document.elements(named: "p").first { $0.attributes["id"] == "user" }?.text == name)
        }
    }

    @Test(arguments: languages)
    func anEmailsTextPartInEveryLanguage(language: String) throws {
        let localization = try Self.localizer.localization(for: .preferred([language])).with(failurePolicy: .degrade)
        let name = "<דוד> & \"Ada\""
        let values: [String: Any] = ["name": name, "rows": Self.counts.map { Row(count: $0) }]
        let text = Self.email.render(values, localization: TemplateLocalization(localization), output: .plainText)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let greeting = try localization.localize("greeting", arguments: [.string("\u{2068}\(name)\u{2069}")]).string
        #expect(lines.first == greeting)
        let expected = try Self.counts.map { try localization.localize("files.remaining", arguments: [.int(Int64($0))]).string }
        #expect(Array(lines.dropFirst().prefix(Self.counts.count)) == expected)
        #expect(!text.contains("&amp;") && !text.contains("&lt;") && !text.contains("&quot;"))
    }

    /// A section opened on a nested value, a sorted dictionary's entries and a transform still
    /// find `l10n`, and their arguments are looked up from the innermost value out, as
    /// Mustache looks up names.
    @Test func sectionsAndTransformsKeepTheLocalization() throws {
        let localization = try Self.localizer.localization(for: .preferred(["ru"]))
        let values: [String: Any] = [
            "count": 1,
            "folders": ["b": ["count": 22], "a": ["count": 5]],
            "user": ["profile": ["name": "Ada"]],
        ]
        let template = try MustacheTemplate(
            string: """
                {{#l10n.string}}files.remaining count{{/l10n.string}}|\
                {{#sorted(folders)}}{{key}}:{{#value}}{{#l10n.string}}files.remaining count{{/l10n.string}}{{/value}};{{/sorted(folders)}}|\
                {{#user}}{{#profile}}{{#l10n.string}}greeting name{{/l10n.string}}{{/profile}}{{/user}}|{{count(folders)}}
                """)
        let text = template.render(values, localization: TemplateLocalization(localization), output: .plainText)
        let one = try localization.localize("files.remaining", arguments: [1]).string
        let five = try localization.localize("files.remaining", arguments: [5]).string
        let many = try localization.localize("files.remaining", arguments: [22]).string
        let greeting = try localization.localize("greeting", arguments: [.string("\u{2068}Ada\u{2069}")]).string
        #expect(text == "\(one)|a:\(five);b:\(many);|\(greeting)|2")
    }

    @Test func quotedKeysTablesAndMistakes() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""%lld files remaining" = "%lld files left"; "welcome_html" = "<b>Hi</b> %@";"#,
            "en.lproj/Mail.strings": #""subject" = "Welcome, %@";"#,
        ])
        let localizer = try Localizer(path: bundle.path)
        let localization = TemplateLocalization(try localizer.localization(for: .preferred(["en"])))
        let template = try MustacheTemplate(
            string: """
                <p>{{#l10n.string}}"%lld files remaining" count{{/l10n.string}}</p>\
                <p>{{#l10n.string}}subject user.name table=Mail{{/l10n.string}}</p>\
                <p>{{#l10n.string}}welcome_html user.name{{/l10n.string}}</p>\
                <p>{{#l10n.string}}"open quote{{/l10n.string}}</p>\
                <p>{{#l10n.string}}subject nobody table=Mail{{/l10n.string}}</p>
                """)
        let values: [String: Any] = ["count": 3, "user": ["name": "<Ada>"]]
        let html = template.render(values, localization: localization)
        let document = try #require(XMLTree.parse("<div>\(html)</div>"), "\(html)")
        #expect(
            document.elements(named: "p").map(\.text) == ["3 files left", "Welcome, <Ada>", "Hi <Ada>", "\"open quote", "Welcome, (null)"])
        #expect(document.elements(named: "b").map(\.text) == ["Hi"])
    }
}

#endif
