#if Vapor
import Foundation
import L10n
import L10nFoundation
import L10nTestSupport
import L10nVapor
import SharedMessages
import Testing
import Vapor
import VaporTesting

/// Apple's `String(localized:)` inside Vapor routes, over a real socket: the middleware binds
/// the request's localization to the route's task, so the shared example's code (Apple's API
/// only) answers in the request's language, and concurrent requests never see each other's.
@Suite struct VaporAppleAPITests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let languages = ["en", "fr", "ru", "ar", "ja", "pl"]

    static func withApp(_ localizer: Localizer, _ test: (LiveServer) async throws -> Void) async throws {
        let bundle = try #require(Bundle(path: examplePath))
        let app = try await Application.make(.testing)
        app.logger.logLevel = .warning
        do {
            app.middleware.use(L10nVapor.LocalizationMiddleware(localizer: localizer))
            app.get("files", ":count") { request async throws -> String in
                let count = try #require(request.parameters.get("count", as: Int.self))
                return String(localized: "files.remaining", defaultValue: "\(count) files remaining", bundle: bundle)
            }
            app.get("shipped", ":count") { request async throws -> String in
                let count = try #require(request.parameters.get("count", as: Int.self))
                async let shipped = OrderMessages.itemsShipped(count)
                return await shipped
            }
            try await LiveServer.serving(app, test)
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    @Test func routesAnswerInTheRequestsLanguage() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let shared = try Localizer(path: URL(fileURLWithPath: OrderMessages.bundle.bundlePath).standardizedFileURL.path)
        try await Self.withApp(localizer) { server in
            for language in Self.languages {
                for count in [1, 2, 5, 22] {
                    let files = try localizer.localization(for: .preferred([language])).localize("files.remaining", arguments: [count])
                        .string
                    try await server.test(.GET, "/files/\(count)", headers: ["Accept-Language": language]) { response in
                        #expect(response.status == .ok)
                        #expect(response.body.string == files, "\(language) \(count)")
                    }
                    let shipped = try shared.localization(for: .preferred([language])).localize("%lld items shipped", arguments: [count])
                        .string
                    try await server.test(.GET, "/shipped/\(count)?lang=\(language)") { response in
                        #expect(response.body.string == shipped, "\(language) \(count)")
                        #expect(response.headers.first(name: .contentLanguage) == language)
                    }
                }
            }
        }
    }

    @Test func concurrentRequestsNeverSeeEachOthersLanguage() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let shared = try Localizer(path: URL(fileURLWithPath: OrderMessages.bundle.bundlePath).standardizedFileURL.path)
        try await Self.withApp(localizer) { server in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<240 {
                    let language = Self.languages[index % Self.languages.count]
                    let count = index % 30
                    let want = try shared.localization(for: .preferred([language])).localize("%lld items shipped", arguments: [count])
                        .string
                    group.addTask {
                        try await server.test(.GET, "/shipped/\(count)", headers: ["Accept-Language": language]) { response in
                            #expect(response.body.string == want, "\(language) \(count)")
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }
}
#endif
