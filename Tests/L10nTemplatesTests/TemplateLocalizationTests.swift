import Foundation
import L10n
import L10nTemplates
import L10nTestSupport
import Testing

/// A request's strings written for HTML and for plain text, over Examples/App in every
/// language and over bundles written here; each HTML answer read back by an XML parser.
@Suite struct TemplateLocalizationTests {
    static let appPath = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let localizer: Localizer = {
        do { return try Localizer(path: appPath) } catch { fatalError("Examples/App: \(error)") }
    }()

    /// Names a user may type: markup, quotes and ampersands, right-to-left scripts, a name
    /// that looks like an argument marker's neighbours, an empty one.
    static let names = [
        "Ada", "<script>alert(1)</script>", "\"Bobby\" & 'Tables'", "דוד", "محمد", "Zoë <3",
        "a" + String(Character(Unicode.Scalar(UInt32(0xFDD0))!)) + "b", "",
        "</bdi><b>x</b>",
    ]

    static func localization(_ language: String) throws -> ResolvedLocalization {
        try localizer.localization(for: .preferred([language])).with(failurePolicy: .degrade)
    }

    @Test(arguments: ["ar", "en", "fr", "ja", "pl", "ru"])
    func aNameIsEscapedAndIsolatedInEveryLanguage(language: String) throws {
        let localization = try Self.localization(language)
        let page = TemplateLocalization(localization)
        for name in Self.names {
            let html = page.string("greeting", arguments: [.string(name)], for: .html)
            let raw = try localization.localize("greeting", arguments: [.string(name)]).string
            let fragment = try #require(XMLTree.parseFragment(html)?.tree, "not well-formed: \(html)")
            // What a reader sees is the sentence with the name as typed, and the only element
            // is the name's isolation.
            #expect(fragment.text == raw, "\(language) \(name): \(html)")
            #expect(fragment.elements.map(\.name) == ["bdi"], "\(language) \(name): \(html)")
            #expect(fragment.elements.first?.text == name)
            // The same string in a quoted attribute value reads back as the text.
            let value = page.string("greeting", arguments: [.string(name)], for: .htmlAttribute)
            let attribute = try #require(XMLTree.parseFragment("", attribute: value)?.attribute, "not an attribute value: \(value)")
            let isolated = try localization.localize("greeting", arguments: [.string("\u{2068}\(name)\u{2069}")]).string
            #expect(attribute == isolated, "\(language) \(name)")
        }
    }

    @Test(arguments: ["ar", "en", "fr", "ja", "pl", "ru"])
    func plainTextKeepsTheNameAsTypedBetweenIsolates(language: String) throws {
        let localization = try Self.localization(language)
        let page = TemplateLocalization(localization)
        for name in Self.names {
            let text = page.string("greeting", arguments: [.string(name)], for: .plainText)
            let raw = try localization.localize("greeting", arguments: [.string(name)]).string
            #expect(text.contains("\u{2068}\(name)\u{2069}"), "\(language) \(name): \(text)")
            #expect(text.replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "") == raw)
            let unisolated = TemplateLocalization(localization, isolatesArguments: false)
            #expect(unisolated.string("greeting", arguments: [.string(name)], for: .plainText) == raw)
        }
    }

    @Test(arguments: ["ar", "en", "fr", "ja", "pl", "ru"])
    func pluralsAnswerAsTheLocalizerDoes(language: String) throws {
        let localization = try Self.localization(language)
        let page = TemplateLocalization(localization)
        for count in [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000] {
            let raw = try localization.localize("files.remaining", arguments: [.int(Int64(count))]).string
            let html = page.string("files.remaining", arguments: [.int(Int64(count))], for: .html)
            #expect(XMLTree.parseFragment(html)?.tree.text == raw, "\(language) \(count): \(html)")
            #expect(XMLTree.parseFragment(html)?.tree.elements.isEmpty == true)
            #expect(page.string("files.remaining", arguments: [.int(Int64(count))], for: .plainText) == raw)
        }
    }

    @Test func withoutIsolationAnHTMLArgumentIsStillEscaped() throws {
        let page = TemplateLocalization(try Self.localization("en"), isolatesArguments: false)
        let html = page.string("greeting", arguments: [.string("<i>Ada</i>")], for: .html)
        let fragment = try #require(XMLTree.parseFragment(html)?.tree)
        #expect(fragment.elements.isEmpty)
        #expect(fragment.text == "Hello, <i>Ada</i>!")
    }

    /// A translator's markup is text unless the key opts in; an opted-in key keeps its tags
    /// and still escapes its arguments.
    @Test func markupIsWrittenOnlyForKeysThatCarryIt() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": """
            "sale" = "<b>50%%</b> off for \\"%@\\" & friends";
            "sale_html" = "<b>50%%</b> off for <em title=\\"offer\\">%@</em>";
            "footer.html" = "<a href=\\"/terms\\">Terms</a>";
            "link_html" = "<a title=\\"%1$@\\" href=\\"/u\\">%1$@</a>";
            "mark" = "before \\UFDD0 after %@";
            "many" = "%1$@ %2$@ %3$@ %4$@ %5$@ %6$@ %7$@ %8$@ %9$@ %10$@ %11$@ %12$@ %13$@ %14$@ %15$@ %16$@ %17$@ %18$@";
            """
        ])
        let localizer = try Localizer(path: bundle.path)
        let page = TemplateLocalization(try localizer.localization(for: .preferred(["en"])))

        let plain = try #require(XMLTree.parseFragment(page.string("sale", arguments: [.string("<i>x</i>")], for: .html))?.tree)
        #expect(plain.elements.map(\.name) == ["bdi"])
        #expect(plain.text == "<b>50%</b> off for \"<i>x</i>\" & friends")

        let marked = try #require(XMLTree.parseFragment(page.string("sale_html", arguments: [.string("<i>x</i>")], for: .html))?.tree)
        #expect(marked.elements.map(\.name) == ["b", "em", "bdi"])
        #expect(marked.elements.last?.text == "<i>x</i>")
        #expect(marked.text == "50% off for <i>x</i>")

        // An argument inside one of the translation's own tags is isolated by characters.
        let linked = try #require(XMLTree.parseFragment(page.string("link_html", arguments: [.string("\"Ada\" <3")], for: .html))?.tree)
        #expect(linked.elements.map(\.name) == ["a", "bdi"])
        #expect(linked.elements.first?.attributes["title"] == "\u{2068}\"Ada\" <3\u{2069}")
        #expect(linked.elements.last?.text == "\"Ada\" <3")

        let footer = try #require(XMLTree.parseFragment(page.string("footer.html", for: .html))?.tree)
        #expect(footer.elements.map(\.name) == ["a"])
        // In an attribute value, even a key that carries markup is text.
        let title = page.string("sale_html", arguments: [.string("x")], for: .htmlAttribute)
        #expect(XMLTree.parseFragment("", attribute: title)?.attribute == "<b>50%</b> off for <em title=\"offer\">\u{2068}x\u{2069}</em>")

        // A noncharacter a translation holds is not taken for an argument.
        let mark = page.string("mark", arguments: [.string("Ada")], for: .html)
        #expect(mark == "before \u{FFFD} after <bdi>Ada</bdi>", "\(mark.unicodeScalars.map { String($0.value, radix: 16) })")

        // Past sixteen arguments, each still lands in its place.
        let values = (1...18).map { "v\($0)<" }
        let many = try #require(XMLTree.parseFragment(page.string("many", arguments: values.map { .string($0) }, for: .html))?.tree)
        #expect(many.elements.map(\.text) == values)
    }

    @Test func aMissingKeyGivesTheKeyEscaped() throws {
        let page = TemplateLocalization(try Self.localization("fr"))
        let html = page.string("no <such> key", for: .html)
        #expect(XMLTree.parseFragment(html)?.tree.text == "no <such> key")
        #expect(page.string("no <such> key", for: .plainText) == "no <such> key")
    }

    @Test func theKeyConventionForMarkup() {
        for key in ["terms_html", "footer.html", "html", "a.b.html"] { #expect(TemplateLocalization.carriesMarkup(key), "\(key)") }
        for key in ["html_terms", "footer.htm", "footerhtml", "Terms_HTML", "page.html.title", ""] {
            #expect(!TemplateLocalization.carriesMarkup(key), "\(key)")
        }
    }

    @Test func languageDirectionAndAlternatesOfExamplesApp() throws {
        let tags = Set(["ar", "en", "fr", "ja", "pl", "ru"])
        for language in tags {
            let page = TemplateLocalization(try Self.localization(language))
            #expect(page.language == language)
            #expect(page.direction == (language == "ar" ? .rightToLeft : .leftToRight), "\(language)")
            #expect(Set(page.alternates.map(\.language)) == tags)
            #expect(page.alternates.filter(\.isCurrent).map(\.language) == [language])
        }
    }
}
