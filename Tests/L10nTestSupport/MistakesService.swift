import L10n
import L10nObservability
import Logging
import Testing

/// What the framework tests drive over HTTP: a reloading localizer over the
/// ``TranslatorMistakes`` bundle, reporting through a real `LoggingReporter` into a log the
/// test reads back, and the requests and checks both frameworks share.
public final class MistakesService: Sendable {
    public let bundle: TemporaryBundle
    public let localizer: ReloadingLocalizer
    public let log: RecordingLogHandler.Store

    /// A response as the test saw it.
    public struct Response: Sendable {
        public let status: Int
        public let contentLanguage: String?
        public let body: String

        public init(status: Int, contentLanguage: String?, body: String) {
            self.status = status
            self.contentLanguage = contentLanguage
            self.body = body
        }
    }

    /// Sends a `GET` of a path with an `Accept-Language` header.
    public typealias Client = (_ path: String, _ acceptLanguage: String) async throws -> Response

    public init() throws {
        bundle = try TemporaryBundle(TranslatorMistakes.files)
        let (logger, log) = RecordingLogHandler.logger(level: .info)
        self.log = log
        localizer = try ReloadingLocalizer(
            path: bundle.path, developmentRegion: TranslatorMistakes.developmentRegion, reporter: LoggingReporter(logger: logger))
    }

    /// The route the services serve: `/localize/{key}?arg=…`.
    public static func path(_ key: String, _ arguments: [String]) -> String {
        "/localize/" + key + (arguments.isEmpty ? "" : "?" + arguments.map { "arg=" + $0 }.joined(separator: "&"))
    }

    /// The `arg` values of a raw query (the tests' values need no decoding).
    public static func arguments(inQuery query: String?) -> [FormatArgument] {
        (query ?? "").split(separator: "&").compactMap {
            $0.hasPrefix("arg=") ? FormatArgument(typedByAppearance: String($0.dropFirst(4))) : nil
        }
    }

    /// Items 1–5 of the issue over HTTP: 1,000 requests over every mistake, each `200` with the
    /// text a degrading service gives and the request's `Content-Language`; one log line per
    /// distinct degradation; a failure no localization can answer a `500` naming no key, logged
    /// once (by the reporter, not again by the middleware); then a reload in which a newly
    /// broken file is held while another file's change installs.
    public func check(_ client: Client) async throws {
        let before = log.lines.count
        for index in 0..<1_000 {
            let mistake = TranslatorMistakes.cases[index % TranslatorMistakes.cases.count]
            let response = try await client(Self.path(mistake.key, mistake.arguments), mistake.acceptLanguage)
            #expect(response.status == 200, "\(mistake)")
            #expect(response.body == mistake.answer, "\(mistake)")
            #expect(response.contentLanguage == mistake.contentLanguage, "\(mistake)")
        }
        let lines = log.lines[before...]
        #expect(lines.count == TranslatorMistakes.distinctDegradations, "\(lines.map(\.message))")
        #expect(lines.allSatisfy { $0.level == .warning && $0.message.hasPrefix("degraded: ") })

        // No localization can format a word with `%lld`: a 500 that names no key, one line.
        let failing = log.lines.count
        for _ in 0..<20 {
            let response = try await client(Self.path("files.remaining", ["many"]), "de")
            #expect(response.status == 500)
            #expect(response.body == "Internal Server Error: a text could not be localized.\n")
        }
        let failures = log.lines[failing...]
        #expect(failures.count == 1, "\(failures.map(\.message))")
        #expect(failures.first?.level == .error)

        // A new mistake in German and a new French title: the French change installs, the
        // German file keeps its last good version.
        try bundle.write("de.lproj/Localizable.strings", text: "\"title\" = \"Posteingang (neu)\"\n\"greeting\" = \"Hallo, %@!\";\n")
        try bundle.write("fr.lproj/Localizable.strings", text: "\"greeting\" = \"Bonjour, %@ !\";\n\"title\" = \"Courrier\";\n")
        let outcome = localizer.reloadIfChanged()
        #expect(outcome.result == .installed)
        #expect(outcome.heldFiles.map(\.path) == [bundle.path("de.lproj/Localizable.strings")])
        #expect(try await client(Self.path("title", []), "fr").body == "Courrier")
        #expect(try await client(Self.path("title", []), "de").body == "Posteingang")
    }
}
