#if Hummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import L10n
import L10nFoundation
import L10nHummingbird
import L10nTestSupport
import SharedMessages
import Testing

/// Apple's `String(localized:)` inside Hummingbird handlers, over a real socket: the middleware
/// binds the request's localization to the handler's task, so code with no context in hand —
/// the shared example's, written with Apple's API only — answers in the request's language,
/// and concurrent requests in different languages never see each other's.
@Suite struct HummingbirdAppleAPITests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    static func application(_ localizer: Localizer) throws -> some ApplicationProtocol {
        let bundle = try #require(Bundle(path: examplePath))
        let router = Router(context: BasicLocalizationRequestContext.self)
        router.add(middleware: LocalizationMiddleware(localizer: localizer))
        // The middleware's own bundle, by a key of its own.
        router.get("files/{count}") { _, context in
            let count = try context.parameters.require("count", as: Int.self)
            return String(localized: "files.remaining", defaultValue: "\(count) files remaining", bundle: bundle)
        }
        // Another bundle (the shared package's), in a child task the handler starts.
        router.get("shipped/{count}") { _, context in
            let count = try context.parameters.require("count", as: Int.self)
            async let shipped = OrderMessages.itemsShipped(count)
            return await shipped
        }
        router.get("unbound") { _, _ in
            // A detached task leaves the request's scope: the process's languages answer.
            await Task.detached { OrderMessages.greeting(name: "Ada") }.value
        }
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    static let languages = ["en", "fr", "ru", "ar", "ja", "pl"]

    @Test func handlersAnswerInTheRequestsLanguage() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let shared = try Localizer(path: URL(fileURLWithPath: OrderMessages.bundle.bundlePath).standardizedFileURL.path)
        let app = try Self.application(localizer)
        try await app.test(.live) { client in
            for language in Self.languages {
                for count in [1, 2, 5, 22] {
                    let files = try localizer.localization(for: .preferred([language])).localize("files.remaining", arguments: [count])
                        .string
                    try await client.execute(uri: "/files/\(count)", method: .get, headers: [.acceptLanguage: language]) { response in
                        #expect(response.status == .ok)
                        #expect(String(buffer: response.body) == files, "\(language) \(count)")
                    }
                    let shipped = try shared.localization(for: .preferred([language])).localize("%lld items shipped", arguments: [count])
                        .string
                    try await client.execute(uri: "/shipped/\(count)?lang=\(language)", method: .get) { response in
                        #expect(String(buffer: response.body) == shipped, "\(language) \(count)")
                        #expect(response.headers[.contentLanguage] == language)
                    }
                }
            }
            // Outside the request's task: what this process answers outside any request.
            let unbound = OrderMessages.greeting(name: "Ada")
            try await client.execute(uri: "/unbound", method: .get, headers: [.acceptLanguage: "ru"]) { response in
                #expect(String(buffer: response.body) == unbound)
            }
        }
    }

    @Test func concurrentRequestsNeverSeeEachOthersLanguage() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let shared = try Localizer(path: URL(fileURLWithPath: OrderMessages.bundle.bundlePath).standardizedFileURL.path)
        let app = try Self.application(localizer)
        try await app.test(.live) { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<240 {
                    let language = Self.languages[index % Self.languages.count]
                    let count = index % 30
                    let want = try shared.localization(for: .preferred([language])).localize("%lld items shipped", arguments: [count])
                        .string
                    group.addTask {
                        try await client.execute(uri: "/shipped/\(count)", method: .get, headers: [.acceptLanguage: language]) { response in
                            #expect(String(buffer: response.body) == want, "\(language) \(count)")
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }
}
#endif
