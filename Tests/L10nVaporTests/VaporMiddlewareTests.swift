#if Vapor
import Foundation
import L10n
import L10nTestSupport
import L10nVapor
import Synchronization
import Testing
import Vapor
import VaporTesting

/// `L10nVapor` end to end over a real socket on 127.0.0.1 (one server per test, ``LiveServer``):
/// headers in; `Content-Language`, `Vary` and bodies out; what handlers see; failures that
/// never become an empty body; a reload observed through HTTP.
@Suite struct VaporMiddlewareTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    /// Runs `test` against an application with `middleware` and the routes the tests call.
    static func withLocalizedApp(
        _ middleware: L10nVapor.LocalizationMiddleware,
        _ test: (LiveServer) async throws -> Void
    ) async throws {
        try await withApp { app in
            app.middleware.use(middleware)
            app.get("files", ":count") { request async throws -> String in
                let count = try #require(request.parameters.get("count", as: Int.self))
                return try request.localization.localize("files.remaining", arguments: [count]).string
            }
            app.get(":language", "files", ":count") { request async throws -> String in
                let count = try #require(request.parameters.get("count", as: Int.self))
                return try request.localization.localize("files.remaining", arguments: [count]).string
            }
            app.get("source") { request async throws -> String in
                "\(request.languageSource.map(String.init(describing:)) ?? "none") \(try request.localization.localization)"
            }
            app.get("broken") { request async throws -> String in
                try request.localization.localize("files.remaining", arguments: ["many"]).string
            }
            app.get("missing") { request async throws -> String in
                try request.localization.localize("no.such.key").string
            }
            app.get("own-headers") { _ async -> Response in
                Response(status: .ok, headers: ["Content-Language": "la", "Vary": "Accept-Encoding"])
            }
            try await LiveServer.serving(app, test)
        }
    }

    static func expected(_ localizer: Localizer, acceptLanguage header: String, count: Int) throws -> String {
        try localizer.localization(for: .acceptLanguage(header)).localize("files.remaining", arguments: [count]).string
    }

    @Test func acceptLanguageChoosesAndTagsTheResponse() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        try await Self.withLocalizedApp(LocalizationMiddleware(localizer: localizer)) { tester in
            for (header, contentLanguage) in HTTPLanguageCases.acceptLanguage {
                for count in [1, 3, 21] {
                    let want = try Self.expected(localizer, acceptLanguage: header, count: count)
                    try await tester.test(.GET, "/files/\(count)", headers: ["Accept-Language": header]) { response in
                        #expect(response.status == .ok)
                        #expect(response.headers.first(name: .contentLanguage) == contentLanguage, "\(header)")
                        #expect(response.headers[.vary] == ["Accept-Language, Cookie"])
                        #expect(response.headers.first(name: .contentType) == "text/plain; charset=utf-8")
                        #expect(response.body.string == want, "\(header)")
                        #expect(!response.body.string.isEmpty)
                    }
                }
            }
            try await tester.test(.GET, "/source") { response in
                #expect(response.body.string == "development region en")
                #expect(response.headers.first(name: .contentLanguage) == "en")
            }
        }
    }

    @Test func anEightKilobyteHeaderIsReadUpToTheParsersLimit() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        try await Self.withLocalizedApp(LocalizationMiddleware(localizer: localizer)) { tester in
            let want = try Self.expected(localizer, acceptLanguage: "pl", count: 5)
            try await tester.test(.GET, "/files/5", headers: ["Accept-Language": HTTPLanguageCases.oversizedHeader]) { response in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentLanguage) == "pl")
                #expect(response.body.string == want)
            }
        }
    }

    @Test func aCookieAndAQueryParameterOverrideTheHeaderInTheirOrder() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        try await Self.withLocalizedApp(LocalizationMiddleware(localizer: localizer)) { tester in
            let cases: [(uri: String, headers: HTTPHeaders, answer: String)] = [
                ("/source", ["Accept-Language": "ru", "Cookie": "theme=dark; lang=pl"], "cookie 'lang' pl"),
                ("/source?lang=ja", ["Accept-Language": "ru", "Cookie": "lang=pl"], "query parameter 'lang' ja"),
                ("/source?lang=xx", ["Accept-Language": "ru", "Cookie": "lang=zz"], "Accept-Language ru"),
                ("/source?lang=fr-CA", [:], "query parameter 'lang' fr"),
            ]
            for (uri, headers, answer) in cases {
                try await tester.test(.GET, uri, headers: headers) { response in
                    #expect(response.body.string == answer, "\(uri)")
                    #expect(response.headers[.vary] == ["Accept-Language, Cookie"])
                }
            }
        }
    }

    @Test func aPathPrefixChoosesWhenItIsASource() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let middleware = LocalizationMiddleware(localizer: localizer, selection: LanguageSelection([.pathPrefix, .acceptLanguage]))
        try await Self.withLocalizedApp(middleware) { tester in
            let want = try Self.expected(localizer, acceptLanguage: "ru", count: 2)
            try await tester.test(.GET, "/ru/files/2", headers: ["Accept-Language": "ja"]) { response in
                #expect(response.headers.first(name: .contentLanguage) == "ru")
                #expect(response.headers[.vary] == ["Accept-Language"])
                #expect(response.body.string == want)
            }
            try await tester.test(.GET, "/files/2", headers: ["Accept-Language": "ja"]) { response in
                #expect(response.headers.first(name: .contentLanguage) == "ja")
            }
        }
    }

    @Test func failuresAreNeverAnEmptyBodyAndCarryTheRequestID() async throws {
        let events = Mutex<[(kind: String, metadata: [String: String])]>([])
        let localizer = try Localizer(
            path: Self.examplePath,
            reporter: TestReporter { event, metadata in events.withLock { $0.append(("\(event)", metadata)) } })
        try await Self.withLocalizedApp(LocalizationMiddleware(localizer: localizer)) { tester in
            try await tester.test(.GET, "/broken", headers: ["Accept-Language": "fr"]) { response in
                #expect(response.status == .internalServerError)
                #expect(response.headers.first(name: .contentLanguage) == "fr")
                #expect(response.headers.first(name: .contentType) == "text/plain; charset=utf-8")
                #expect(response.body.string == "Internal Server Error: a text could not be localized.\n")
            }
            try await tester.test(.GET, "/missing", headers: ["Accept-Language": "ru"]) { response in
                #expect(response.status == .ok)
                #expect(response.body.string == "no.such.key")
            }
        }
        let reported = events.withLock { $0 }
        let failed = try #require(reported.first { $0.kind.hasPrefix("failed") })
        let missing = try #require(reported.first { $0.kind.hasPrefix("missingKey") })
        for event in [failed, missing] {
            #expect(event.metadata["request-id"]?.isEmpty == false, "\(event)")
        }
        #expect(failed.metadata["request-id"] != missing.metadata["request-id"])
        #expect(missing.kind.contains("no.such.key"))
    }

    @Test func aServiceAsksForKeysInErrorBodies() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        try await Self.withLocalizedApp(LocalizationMiddleware(localizer: localizer, exposesKeysInErrors: true)) { tester in
            try await tester.test(.GET, "/broken", headers: ["Accept-Language": "fr"]) { response in
                #expect(response.status == .internalServerError)
                #expect(response.body.string == "Internal Server Error: the text for key 'files.remaining' could not be localized.\n")
            }
        }
    }

    @Test func translatorsMistakesAreServedDegradedAndLoggedOnce() async throws {
        let service = try MistakesService()
        try await withApp { app in
            app.middleware.use(LocalizationMiddleware(localizer: service.localizer))
            app.get("localize", ":key") { request async throws -> String in
                let key = try #require(request.parameters.get("key"))
                return try request.localization.localize(key, arguments: MistakesService.arguments(inQuery: request.url.query)).string
            }
            try await LiveServer.serving(app) { tester in
                try await service.check { path, language in
                    var seen: MistakesService.Response?
                    try await tester.test(.GET, path, headers: ["Accept-Language": language]) { response in
                        seen = MistakesService.Response(
                            status: Int(response.status.code), contentLanguage: response.headers.first(name: .contentLanguage),
                            body: response.body.string)
                    }
                    return try #require(seen)
                }
            }
        }
    }

    @Test func theReloadLifecycleServesAChangeAndStopsAtShutdown() async throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""files.remaining" = "%lld files left";"#,
            "fr.lproj/Localizable.strings": #""files.remaining" = "%lld fichiers restants";"#,
        ])
        let reloading = try ReloadingLocalizer(path: bundle.path, developmentRegion: "en")
        let lifecycle = LocalizationReloadLifecycle(reloading, every: .milliseconds(50))
        try await withApp { app in
            app.lifecycle.use(lifecycle)
            app.middleware.use(LocalizationMiddleware(localizer: reloading))
            app.get("files", ":count") { request async throws -> String in
                let count = try #require(request.parameters.get("count", as: Int.self))
                return try request.localization.localize("files.remaining", arguments: [count]).string
            }
            // Serving boots the application, which runs the lifecycle handlers' `didBoot`.
            try await LiveServer.serving(app) { tester in
                try bundle.write("fr.lproj/Localizable.strings", text: #""files.remaining" = "Il reste %lld fichiers";"#)
                var body = ""
                for _ in 0..<100 where body != "Il reste 4 fichiers" {
                    try await Task.sleep(for: .milliseconds(50))
                    try await tester.test(.GET, "/files/4", headers: ["Accept-Language": "fr"]) { body = $0.body.string }
                }
                #expect(body == "Il reste 4 fichiers")
            }
        }
        #expect(reloading.generation >= 2)
    }

    @Test func aHandlersOwnHeadersAreKept() async throws {
        try await Self.withLocalizedApp(LocalizationMiddleware(localizer: try Localizer(path: Self.examplePath))) { tester in
            try await tester.test(.GET, "/own-headers", headers: ["Accept-Language": "ru"]) { response in
                #expect(response.headers.first(name: .contentLanguage) == "la")
                #expect(response.headers[.vary] == ["Accept-Encoding, Accept-Language, Cookie"])
            }
        }
    }

    @Test func aRouteWithoutTheMiddlewareSaysSo() async throws {
        try await withApp { app in
            app.get("files") { request async throws -> String in try request.localization.localization.name }
            try await LiveServer.serving(app) { tester in
                try await tester.test(.GET, "/files") { response in
                    #expect(response.status == .internalServerError)
                    #expect(response.body.string.contains("No LocalizationMiddleware ran for this route"))
                }
            }
        }
    }

    @Test func aReloadIsSeenThroughHTTP() async throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""files.remaining" = "%lld files left";"#,
            "fr.lproj/Localizable.strings": #""files.remaining" = "%lld fichiers restants";"#,
        ])
        let reloading = try ReloadingLocalizer(path: bundle.path, developmentRegion: "en")
        try await Self.withLocalizedApp(LocalizationMiddleware(localizer: reloading)) { tester in
            try await tester.test(.GET, "/files/4", headers: ["Accept-Language": "fr"]) { response in
                #expect(response.body.string == "4 fichiers restants")
            }
            try bundle.write("fr.lproj/Localizable.strings", text: #""files.remaining" = "Il reste %lld fichiers";"#)
            #expect(reloading.reloadIfChanged().result == .installed)
            try await tester.test(.GET, "/files/4", headers: ["Accept-Language": "fr"]) { response in
                #expect(response.body.string == "Il reste 4 fichiers")
                #expect(response.headers.first(name: .contentLanguage) == "fr")
            }
            try bundle.write("fr.lproj/Localizable.strings", text: #""files.remaining" = "%lld"#)
            #expect(reloading.reload().heldFiles.map(\.path) == [bundle.path("fr.lproj/Localizable.strings")])
            try await tester.test(.GET, "/files/4", headers: ["Accept-Language": "fr"]) { response in
                #expect(response.body.string == "Il reste 4 fichiers")
            }
        }
    }
}

#endif
