#if Hummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import L10n
import L10nHummingbird
import L10nTestSupport
import Synchronization
import Testing

/// `L10nHummingbird` end to end over a real socket on 127.0.0.1 (Hummingbird's live testing
/// mode): headers in; `Content-Language`, `Vary` and bodies out; what handlers see; failures
/// that never become an empty body; a reload observed through HTTP.
@Suite struct HummingbirdMiddlewareTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    /// A router over `localizer` (or `reloading`) with the routes the tests call.
    static func application(
        _ middleware: LocalizationMiddleware<BasicLocalizationRequestContext>
    ) -> some ApplicationProtocol {
        let router = Router(context: BasicLocalizationRequestContext.self)
        router.add(middleware: middleware)
        router.get("files/{count}") { _, context in
            let count = try context.parameters.require("count", as: Int.self)
            return try context.localization.localize("files.remaining", arguments: [count]).string
        }
        router.get("{language}/files/{count}") { _, context in
            let count = try context.parameters.require("count", as: Int.self)
            return try context.localization.localize("files.remaining", arguments: [count]).string
        }
        router.get("source") { _, context in
            "\(context.languageSource.map(String.init(describing:)) ?? "none") \(try context.localization.localization)"
        }
        router.get("broken") { _, context in
            // `%lld` given text: a format error escaping the handler.
            try context.localization.localize("files.remaining", arguments: ["many"]).string
        }
        router.get("missing") { _, context in
            try context.localization.localize("no.such.key").string
        }
        router.get("own-headers") { _, _ in
            Response(status: .ok, headers: [.contentLanguage: "la", .vary: "Accept-Encoding"], body: .init())
        }
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    /// What `Localizer` answers for the header, the differential expectation for a body.
    static func expected(_ localizer: Localizer, acceptLanguage header: String, count: Int) throws -> String {
        try localizer.localization(for: .acceptLanguage(header)).localize("files.remaining", arguments: [count]).string
    }

    @Test func acceptLanguageChoosesAndTagsTheResponse() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let app = Self.application(LocalizationMiddleware(localizer: localizer))
        try await app.test(.live) { client in
            for (header, contentLanguage) in HTTPLanguageCases.acceptLanguage {
                #expect(header.utf8.count < 8_500)
                for count in [1, 3, 21] {
                    let want = try Self.expected(localizer, acceptLanguage: header, count: count)
                    try await client.execute(uri: "/files/\(count)", method: .get, headers: [.acceptLanguage: header]) { response in
                        #expect(response.status == .ok)
                        #expect(response.headers[.contentLanguage] == contentLanguage, "\(header)")
                        #expect(response.headers[.vary] == "Accept-Language, Cookie")
                        #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                        let body = String(buffer: response.body)
                        #expect(body == want, "\(header)")
                        #expect(!body.isEmpty)
                    }
                }
            }
            // No header at all: the development region.
            try await client.execute(uri: "/source", method: .get) { response in
                #expect(String(buffer: response.body) == "development region en")
                #expect(response.headers[.contentLanguage] == "en")
            }
        }
    }

    @Test func anEightKilobyteHeaderIsReadUpToTheParsersLimit() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let header = HTTPLanguageCases.oversizedHeader
        #expect(header.utf8.count > AcceptLanguage.maximumLength)
        let app = Self.application(LocalizationMiddleware(localizer: localizer))
        try await app.test(.live) { client in
            let want = try Self.expected(localizer, acceptLanguage: "pl", count: 5)
            try await client.execute(uri: "/files/5", method: .get, headers: [.acceptLanguage: header]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLanguage] == "pl")
                #expect(String(buffer: response.body) == want)
            }
        }
    }

    @Test func aCookieAndAQueryParameterOverrideTheHeaderInTheirOrder() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let app = Self.application(LocalizationMiddleware(localizer: localizer))
        try await app.test(.live) { client in
            let cases: [(uri: String, headers: HTTPFields, answer: String)] = [
                ("/source", [.acceptLanguage: "ru", .cookie: "theme=dark; lang=pl"], "cookie 'lang' pl"),
                ("/source?lang=ja", [.acceptLanguage: "ru", .cookie: "lang=pl"], "query parameter 'lang' ja"),
                ("/source?lang=xx", [.acceptLanguage: "ru", .cookie: "lang=zz"], "Accept-Language ru"),
                ("/source?lang=fr-CA", [:], "query parameter 'lang' fr"),
            ]
            for (uri, headers, answer) in cases {
                try await client.execute(uri: uri, method: .get, headers: headers) { response in
                    #expect(String(buffer: response.body) == answer, "\(uri)")
                    #expect(response.headers[.vary] == "Accept-Language, Cookie")
                }
            }
        }
    }

    @Test func aPathPrefixChoosesWhenItIsASource() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let app = Self.application(
            LocalizationMiddleware(localizer: localizer, selection: LanguageSelection([.pathPrefix, .acceptLanguage])))
        try await app.test(.live) { client in
            let want = try Self.expected(localizer, acceptLanguage: "ru", count: 2)
            try await client.execute(uri: "/ru/files/2", method: .get, headers: [.acceptLanguage: "ja"]) { response in
                #expect(response.headers[.contentLanguage] == "ru")
                #expect(response.headers[.vary] == "Accept-Language")
                #expect(String(buffer: response.body) == want)
            }
            try await client.execute(uri: "/files/2", method: .get, headers: [.acceptLanguage: "ja"]) { response in
                #expect(response.headers[.contentLanguage] == "ja")
            }
        }
    }

    @Test func failuresAreNeverAnEmptyBodyAndCarryTheRequestID() async throws {
        let events = Mutex<[(kind: String, metadata: [String: String])]>([])
        let localizer = try Localizer(
            path: Self.examplePath,
            reporter: TestReporter { event, metadata in events.withLock { $0.append(("\(event)", metadata)) } })
        let app = Self.application(LocalizationMiddleware(localizer: localizer))
        try await app.test(.live) { client in
            try await client.execute(uri: "/broken", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(response.status == .internalServerError)
                #expect(response.headers[.contentLanguage] == "fr")
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                #expect(String(buffer: response.body) == "Internal Server Error: a text could not be localized.\n")
            }
            // A missing key follows the localizer's policy: the key itself, and a report.
            try await client.execute(uri: "/missing", method: .get, headers: [.acceptLanguage: "ru"]) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "no.such.key")
            }
        }
        let reported = events.withLock { $0 }
        let failed = try #require(reported.first { $0.kind.hasPrefix("failed") })
        let missing = try #require(reported.first { $0.kind.hasPrefix("missingKey") })
        for event in [failed, missing] {
            #expect(event.metadata["hb.request.id"]?.isEmpty == false, "\(event)")
        }
        #expect(failed.metadata["hb.request.id"] != missing.metadata["hb.request.id"])
        #expect(missing.kind.contains("no.such.key"))
    }

    @Test func aServiceAsksForKeysInErrorBodies() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let app = Self.application(LocalizationMiddleware(localizer: localizer, exposesKeysInErrors: true))
        try await app.test(.live) { client in
            try await client.execute(uri: "/broken", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(response.status == .internalServerError)
                #expect(
                    String(buffer: response.body) == "Internal Server Error: the text for key 'files.remaining' could not be localized.\n")
            }
        }
    }

    @Test func translatorsMistakesAreServedDegradedAndLoggedOnce() async throws {
        let service = try MistakesService()
        let router = Router(context: BasicLocalizationRequestContext.self)
        router.add(middleware: LocalizationMiddleware(localizer: service.localizer))
        router.get("localize/{key}") { request, context in
            let key = try context.parameters.require("key")
            return try context.localization.localize(key, arguments: MistakesService.arguments(inQuery: request.uri.query)).string
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await service.check { path, language in
                try await client.execute(uri: path, method: .get, headers: [.acceptLanguage: language]) { response in
                    MistakesService.Response(
                        status: Int(response.status.code), contentLanguage: response.headers[.contentLanguage],
                        body: String(buffer: response.body))
                }
            }
        }
    }

    @Test func theReloadServiceServesAChangeAndStopsWhenCancelled() async throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""files.remaining" = "%lld files left";"#,
            "fr.lproj/Localizable.strings": #""files.remaining" = "%lld fichiers restants";"#,
        ])
        let reloading = try ReloadingLocalizer(path: bundle.path, developmentRegion: "en")
        let app = Self.application(LocalizationMiddleware(localizer: reloading))
        let reloader = Task { await LocalizationReloadService(reloading, every: .milliseconds(50)).run() }
        try await app.test(.live) { client in
            try bundle.write("fr.lproj/Localizable.strings", text: #""files.remaining" = "Il reste %lld fichiers";"#)
            var body = ""
            for _ in 0..<100 where body != "Il reste 4 fichiers" {
                try await Task.sleep(for: .milliseconds(50))
                body = try await client.execute(uri: "/files/4", method: .get, headers: [.acceptLanguage: "fr"]) { String(buffer: $0.body) }
            }
            #expect(body == "Il reste 4 fichiers")
        }
        reloader.cancel()
        await reloader.value
        #expect(reloading.generation >= 2)
    }

    @Test func aHandlersOwnHeadersAreKept() async throws {
        let app = Self.application(LocalizationMiddleware(localizer: try Localizer(path: Self.examplePath)))
        try await app.test(.live) { client in
            try await client.execute(uri: "/own-headers", method: .get, headers: [.acceptLanguage: "ru"]) { response in
                #expect(response.headers[.contentLanguage] == "la")
                #expect(response.headers[.vary] == "Accept-Encoding, Accept-Language, Cookie")
            }
        }
    }

    @Test func aRouteWithoutTheMiddlewareSaysSo() async throws {
        let router = Router(context: BasicLocalizationRequestContext.self)
        router.get("files") { _, context in try context.localization.localization.name }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await client.execute(uri: "/files", method: .get) { response in
                #expect(response.status == .internalServerError)
                #expect(String(buffer: response.body).contains("No LocalizationMiddleware ran for this route"))
            }
        }
    }

    @Test func aReloadIsSeenThroughHTTP() async throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""files.remaining" = "%lld files left";"#,
            "fr.lproj/Localizable.strings": #""files.remaining" = "%lld fichiers restants";"#,
        ])
        let reloading = try ReloadingLocalizer(path: bundle.path, developmentRegion: "en")
        let app = Self.application(LocalizationMiddleware(localizer: reloading))
        try await app.test(.live) { client in
            try await client.execute(uri: "/files/4", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(String(buffer: response.body) == "4 fichiers restants")
            }
            try bundle.write("fr.lproj/Localizable.strings", text: #""files.remaining" = "Il reste %lld fichiers";"#)
            #expect(reloading.reloadIfChanged().result == .installed)
            try await client.execute(uri: "/files/4", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(String(buffer: response.body) == "Il reste 4 fichiers")
                #expect(response.headers[.contentLanguage] == "fr")
            }
            // A broken file keeps its last good version.
            try bundle.write("fr.lproj/Localizable.strings", text: #""files.remaining" = "%lld"#)
            #expect(reloading.reload().heldFiles.map(\.path) == [bundle.path("fr.lproj/Localizable.strings")])
            try await client.execute(uri: "/files/4", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(String(buffer: response.body) == "Il reste 4 fichiers")
            }
        }
    }
}

#endif
