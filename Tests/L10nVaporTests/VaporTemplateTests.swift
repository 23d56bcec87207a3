#if Vapor && Leaf
import Foundation
import L10n
import L10nLeaf
import L10nTemplates
import L10nTestSupport
import L10nVapor
import Leaf
import LeafKit
import Testing
import Vapor
import VaporTesting

/// `L10nLeaf` end to end: `Examples/Templates/page.leaf` and `email.leaf` rendered by Leaf in a
/// Vapor application over a real socket, the request's language chosen by the middleware, what
/// a user and a translator wrote escaped, every page read back by an XML parser.
@Suite struct VaporTemplateTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let templatesPath = Fixtures.repository.appendingPathComponent("Examples/Templates").path + "/"
    static let counts = [0, 1, 2, 5, 22]

    /// What the templates read: the visitor's name, counts to show plurals, a total.
    struct Values: Encodable {
        let name: String
        let rows: [Row]
        let total: Double
        struct Row: Encodable { let count: Int }

        init(_ request: Request) {
            name = request.query[String.self, at: "name"] ?? ""
            rows = VaporTemplateTests.counts.map(Row.init)
            total = 1234.5
        }
    }

    /// An application serving `/page` (HTML) and `/email` (plain text) from the Leaf templates,
    /// as a service would write the two routes.
    static func withApp(_ localizer: Localizer, _ test: (LiveServer) async throws -> Void) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .warning
        do {
            app.middleware.use(L10nVapor.LocalizationMiddleware(localizer: localizer))
            // Tags before configuration: the sources are fixed when the application boots, so the
            // order does not matter (and requests rendering at once write nothing; see
            // `addLocalizationTags()`).
            app.leaf.addLocalizationTags()
            app.leaf.configuration = LeafConfiguration(rootDirectory: templatesPath)
            app.get("page") { request async throws -> View in
                try await request.localizedView().render("page", Values(request))
            }
            app.get("email") { request async throws -> Response in
                let view = try await request.localizedView(for: .plainText).render("email", Values(request))
                return Response(headers: ["Content-Type": "text/plain; charset=utf-8"], body: .init(buffer: view.data))
            }
            // Leaf's own renderer, not bound to a localization: the tags find the request's.
            app.get("email", "unbound") { request async throws -> View in
                let buffer = try await request.leaf.render(path: "email", context: Values(request)).get()
                return View(data: buffer)
            }
            try await LiveServer.serving(app, test)
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    static func query(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    @Test func pagesAndEmailsInEveryLanguage() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        try await Self.withApp(localizer) { server in
            for language in ExamplePageExpectation.languages {
                let localization = try localizer.localization(for: .preferred([language]))
                for name in ExamplePageExpectation.names(withTemplateSyntax: "#(name)") {
                    let expected = try ExamplePageExpectation(localization, language: language, name: name, counts: Self.counts)
                    try await server.test(.GET, "/page?name=\(Self.query(name))", headers: ["Accept-Language": language]) { response in
                        #expect(response.status == .ok)
                        #expect(response.headers.first(name: .contentType) == "text/html; charset=utf-8")
                        #expect(response.headers.first(name: .contentLanguage) == language)
                        try expected.checkPage(response.body.string)
                    }
                    try await server.test(.GET, "/email?name=\(Self.query(name))", headers: ["Accept-Language": language]) { response in
                        #expect(response.status == .ok)
                        #expect(response.headers.first(name: .contentType) == "text/plain; charset=utf-8")
                        expected.checkEmail(response.body.string)
                    }
                }
            }
        }
    }

    /// A translation that holds markup and quotes reaches the page as text, in the page and in
    /// an attribute; concurrent requests in different languages each get their own page.
    @Test func aTranslatorsMarkupIsTextAndConcurrentPagesStayApart() async throws {
        let bundle = try TemporaryBundle(ExamplePageExpectation.translatorsMarkupBundle)
        try await Self.withApp(try Localizer(path: bundle.path)) { server in
            try await server.test(.GET, "/page?name=Ada", headers: ["Accept-Language": "en"]) { response in
                try ExamplePageExpectation.checkTranslatorsMarkup(response.body.string)
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<40 {
                    let language = index.isMultiple(of: 2) ? "he" : "en"
                    group.addTask {
                        try await server.test(.GET, "/page?name=\(index)", headers: ["Accept-Language": language]) { response in
                            try ExamplePageExpectation.checkConcurrentPage(response.body.string, language: language, index: index)
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        withExtendedLifetime(bundle) {}
    }

    /// Through Leaf's own `request.leaf`, not bound to a localization, the tags read the
    /// localization the middleware bound to the request, and write HTML.
    @Test func theTagsFindTheRequestsLocalizationWithoutABoundRenderer() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        try await Self.withApp(localizer) { server in
            for language in ["fr", "ar"] {
                let page = TemplateLocalization(try localizer.localization(for: .preferred([language])))
                let name = "<script>x</script>"
                try await server.test(.GET, "/email/unbound?name=\(Self.query(name))", headers: ["Accept-Language": language]) { response in
                    #expect(response.status == .ok)
                    let lines = response.body.string.split(separator: "\n").map(String.init)
                    #expect(lines.first == page.string("greeting", arguments: [.string(name)], for: .html))
                    #expect(lines.first?.contains("<bdi>&lt;script&gt;x&lt;/script&gt;</bdi>") == true)
                    #expect(lines.last == page.string("order.total", arguments: [1234.5], for: .html))
                }
            }
        }
    }

    /// Leaf 4.5 builds its default sources from the configuration on every `request.leaf` and
    /// writes the configuration back as it does, so two renders at once race (ThreadSanitizer
    /// caught it once in CI; it needs two pool threads to meet, so a test cannot count on
    /// seeing it). `addLocalizationTags()` fixes the sources when the application boots: shown
    /// here by what follows from it, deterministically — a configuration changed after boot no
    /// longer moves the templates.
    @Test func leafsSourcesAreFixedWhenTheApplicationBoots() async throws {
        let templates = try TemporaryBundle(["plain.leaf": "from the folder configured before boot"])
        let app = try await Application.make(.testing)
        do {
            app.leaf.addLocalizationTags()
            app.leaf.configuration = LeafConfiguration(rootDirectory: templates.path + "/")
            try await app.asyncBoot()
            app.leaf.configuration = LeafConfiguration(rootDirectory: "/nonexistent/")
            let page = try await app.leaf.renderer.render(path: "plain", context: [String: LeafData]()).get()
            #expect(String(buffer: page) == "from the folder configured before boot")
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
        withExtendedLifetime(templates) {}
    }

    /// Outside a request (an email a job sends): a renderer carries its own localization; a
    /// template's mistake fails the render with the tag's name, where a translation's would not.
    @Test func aRendererCarriesItsLocalizationAndATemplatesMistakeIsNamed() async throws {
        let templates = try TemporaryBundle([
            "email.leaf":
                #"#localizedTable("Localizable", "greeting", name) #localized("files.remaining", count) #localized("no.such.key")"#,
            "noKey.leaf": "#localized()",
            "numberKey.leaf": "#localized(3)",
            "noTable.leaf": "#localizedTable()",
        ])
        let app = try await Application.make(.testing)
        do {
            app.leaf.configuration = LeafConfiguration(rootDirectory: templates.path + "/")
            app.leaf.addLocalizationTags()
            let localizer = try Localizer(path: Self.examplePath)
            let localization = try localizer.localization(for: .preferred(["fr"]))
            let view = LocalizedView(localization: TemplateLocalization(localization), output: .plainText, renderer: app.leaf.renderer)
            struct Email: Encodable {
                let name = "<Zoé>"
                let count = 3
            }
            let email = try await view.render("email", Email())
            let greeting = try localization.localize("greeting", arguments: [.string("\u{2068}<Zoé>\u{2069}")]).string
            let files = try localization.localize("files.remaining", arguments: [3]).string
            #expect(String(buffer: email.data) == "\(greeting) \(files) no.such.key")
            for (template, tag) in [("noKey", "#localized(key"), ("numberKey", "#localized(key"), ("noTable", "#localizedTable(table")] {
                await #expect {
                    _ = try await view.render(template)
                } throws: { error in
                    String(describing: error).contains(tag)
                }
            }
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
        withExtendedLifetime(templates) {}
    }
}
#endif
