#if Hummingbird && Mustache
import Foundation
import Hummingbird
import HummingbirdTesting
import L10n
import L10nHummingbird
import L10nMustache
import L10nTemplates
import L10nTestSupport
import Mustache
import Testing

@testable import L10nExampleServer

/// The example service's pages and emails (`/page`, `/email`, rendered from `Examples/Templates`
/// by its own router), over a real socket: the request's language chosen by the middleware,
/// what a user and a translator wrote escaped, every page read back by an XML parser.
@Suite struct HummingbirdTemplateTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let templatesPath = Fixtures.repository.appendingPathComponent("Examples/Templates").path
    static let languages = ["en", "fr", "ru", "ar", "ja", "pl"]
    static let names = ["Ada", "<script>alert(1)</script>", "\"Q\" & 'A'", "דוד", "{{name}}"]

    /// The example service's router, which renders `/page` and `/email` from its templates.
    static func application(_ localizer: ReloadingLocalizer) async throws -> some ApplicationProtocol {
        let templates = try await MustacheLibrary(directory: templatesPath)
        return Application(
            router: ExampleServer.router(localizer, templates: templates), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    static func query(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    @Test func pagesAndEmailsInEveryLanguage() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let app = try await Self.application(try ReloadingLocalizer(path: Self.examplePath))
        try await app.test(.live) { client in
            for language in Self.languages {
                let localization = try localizer.localization(for: .preferred([language]))
                let rows = try ExamplePages.counts.map { try localization.localize("files.remaining", arguments: [$0]).string }
                let total = try localization.localize("order.total", arguments: [1234.5]).string
                for name in Self.names {
                    let greeting = try localization.localize("greeting", arguments: [.string(name)]).string
                    let isolated = try localization.localize("greeting", arguments: [.string("\u{2068}\(name)\u{2069}")]).string
                    try await client.execute(uri: "/page?name=\(Self.query(name))", method: .get, headers: [.acceptLanguage: language]) {
                        response in
                        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                        #expect(response.headers[.contentLanguage] == language)
                        let body = String(buffer: response.body)
                        let page = try #require(XMLTree.parse(body), "\(language) \(name): not well-formed:\n\(body)")
                        #expect(page.root?.attributes["lang"] == language)
                        #expect(page.root?.attributes["dir"] == (language == "ar" ? "rtl" : "ltr"))
                        #expect(page.elements(named: "h1").map(\.text) == [greeting])
                        #expect(page.elements(named: "h1").first?.attributes["title"] == isolated)
                        #expect(page.elements(named: "title").map(\.text) == [isolated])
                        #expect(page.elements(named: "bdi").map(\.text) == [name])
                        #expect(page.elements(named: "li").map(\.text) == rows)
                        #expect(page.elements(named: "p").map(\.text) == [total])
                        #expect(page.elements(named: "script").isEmpty)
                        #expect(Set(page.elements(named: "link").compactMap { $0.attributes["hreflang"] }) == Set(Self.languages))
                    }
                    try await client.execute(uri: "/email?name=\(Self.query(name))", method: .get, headers: [.acceptLanguage: language]) {
                        response in
                        #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                        let lines = String(buffer: response.body).split(separator: "\n").map(String.init)
                        #expect(lines == [isolated] + rows.map { "- " + $0 } + [total], "\(language) \(name)")
                    }
                }
            }
        }
    }

    /// A translation that holds markup and quotes reaches the page as text, in the page and in
    /// an attribute; concurrent requests in different languages each get their own page.
    @Test func aTranslatorsMarkupIsTextAndConcurrentPagesStayApart() async throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""greeting" = "<b>Hello</b>, \"%@\"!"; "order.total" = "Total: %.2f";"#,
            "he.lproj/Localizable.strings": #""greeting" = "שלום, %@!"; "order.total" = "סך הכול: %.2f";"#,
            "en.lproj/Localizable.stringsdict": TemplateFixtures.filesPlural(one: "%lld file", other: "%lld files"),
            "he.lproj/Localizable.stringsdict": TemplateFixtures.filesPlural(one: "קובץ %lld", other: "%lld קבצים"),
        ])
        let app = try await Self.application(try ReloadingLocalizer(path: bundle.path))
        try await app.test(.live) { client in
            try await client.execute(uri: "/page?name=Ada", method: .get, headers: [.acceptLanguage: "en"]) { response in
                let body = String(buffer: response.body)
                let page = try #require(XMLTree.parse(body), "\(body)")
                #expect(page.elements(named: "h1").map(\.text) == ["<b>Hello</b>, \"Ada\"!"])
                #expect(page.elements(named: "b").isEmpty)
                #expect(page.elements(named: "h1").first?.attributes["title"] == "<b>Hello</b>, \"\u{2068}Ada\u{2069}\"!")
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<40 {
                    let language = index.isMultiple(of: 2) ? "he" : "en"
                    group.addTask {
                        try await client.execute(uri: "/page?name=\(index)", method: .get, headers: [.acceptLanguage: language]) {
                            response in
                            let page = try #require(XMLTree.parse(String(buffer: response.body)))
                            #expect(page.root?.attributes["lang"] == language)
                            #expect(page.root?.attributes["dir"] == (language == "he" ? "rtl" : "ltr"))
                            #expect(page.elements(named: "bdi").map(\.text) == ["\(index)"])
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        withExtendedLifetime(bundle) {}
    }
}
#endif
