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
            for language in ExamplePageExpectation.languages {
                let localization = try localizer.localization(for: .preferred([language]))
                for name in ExamplePageExpectation.names(withTemplateSyntax: "{{name}}") {
                    let expected = try ExamplePageExpectation(localization, language: language, name: name, counts: ExamplePages.counts)
                    try await client.execute(uri: "/page?name=\(Self.query(name))", method: .get, headers: [.acceptLanguage: language]) {
                        response in
                        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                        #expect(response.headers[.contentLanguage] == language)
                        try expected.checkPage(String(buffer: response.body))
                    }
                    try await client.execute(uri: "/email?name=\(Self.query(name))", method: .get, headers: [.acceptLanguage: language]) {
                        response in
                        #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                        expected.checkEmail(String(buffer: response.body))
                    }
                }
            }
        }
    }

    /// A translation that holds markup and quotes reaches the page as text, in the page and in
    /// an attribute; concurrent requests in different languages each get their own page.
    @Test func aTranslatorsMarkupIsTextAndConcurrentPagesStayApart() async throws {
        let bundle = try TemporaryBundle(ExamplePageExpectation.translatorsMarkupBundle)
        let app = try await Self.application(try ReloadingLocalizer(path: bundle.path))
        try await app.test(.live) { client in
            try await client.execute(uri: "/page?name=Ada", method: .get, headers: [.acceptLanguage: "en"]) { response in
                try ExamplePageExpectation.checkTranslatorsMarkup(String(buffer: response.body))
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<40 {
                    let language = index.isMultiple(of: 2) ? "he" : "en"
                    group.addTask {
                        try await client.execute(uri: "/page?name=\(index)", method: .get, headers: [.acceptLanguage: language]) {
                            response in
                            try ExamplePageExpectation.checkConcurrentPage(String(buffer: response.body), language: language, index: index)
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
