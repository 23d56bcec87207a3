#if Hummingbird && Mustache
import Foundation
import Hummingbird
import L10n
import L10nHummingbird
import L10nMustache
import L10nObservability
import L10nTemplates
import Mustache
import SharedMessages
import Logging
import ServiceLifecycle
import UnixSignals

#if Postgres
import L10nPostgres
#endif

/// A Hummingbird service that serves `Examples/App`'s strings in each request's language.
///
/// - `GET /localize/{key}?arg=…&arg=…`: the key's string in the negotiated language, formatted
///   with the arguments (typed by their look, as `l10n localize` types them), as
///   `text/plain; charset=utf-8`.
/// - `GET /shipped/{count}`: "3 items shipped" in the negotiated language, from
///   `Examples/SharedMessages`, whose code uses Apple's `String(localized:)` only.
/// - `GET /page?name=…`: a page rendered from `Examples/Templates/page.mustache` in the
///   negotiated language (`text/html; charset=utf-8`): `lang` and `dir`, the greeting with the
///   name escaped and isolated, plurals, the alternates.
/// - `GET /email?name=…`: the text part of an email from `email.mustache`
///   (`text/plain; charset=utf-8`): the same strings, not escaped, the name isolated.
/// - `GET /constant/{key}?arg=…`: a fixed body through the same router and middleware, for
///   requests shaped as `/localize`'s: `scripts/loadtest`'s baseline.
/// - `GET /healthz`: `200 ok`, outside the middleware.
///
/// The strings ship as SwiftPM resources (`Bundle.module`); `--resources DIR` serves another
/// bundle folder; `--pseudo` adds the pseudo-localizations `en-XA` and `ar-XB`, made in memory
/// from the development language (`?lang=en-XA`), for screenshot tests. They are reloaded when
/// they change on disk (checked every second) and on `SIGHUP`; a file whose new version is
/// broken keeps serving its last good version, and the log says why. A translator's mistake
/// answers from another localization (the middleware degrades), never with a `500`. A folder
/// that cannot be opened, or has no localizations, stops the service with exit status 1.
///
/// `--database URL` (built with the `Postgres` trait) serves the overrides in that PostgreSQL
/// database over the files, the tenant named by the `X-Tenant` header, kept in step with the
/// database while it serves (`l10n overrides set --database URL …` changes what it answers
/// within a second). A database that cannot be reached is reported and retried; the service
/// answers meanwhile with what it has.
enum ExampleServer {
    struct Options {
        var port = 8080
        var resources: String?
        /// Also serve the pseudo-localizations `en-XA` (accented) and `ar-XB` (right to left).
        var pseudo = false
        /// The PostgreSQL database whose overrides are served (the `Postgres` trait).
        var database: String?
    }

    static func run(arguments: [String]) async throws {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            FileHandle.standardError.write(
                Data("\(error)\nusage: L10nExampleServer [--port N] [--resources DIR] [--pseudo] [--database URL]\n".utf8))
            exit(2)
        }
        var logger = Logger(label: "l10n-example")
        logger.logLevel = .info
        guard let resources = options.resources ?? Bundle.module.path(forResource: "App", ofType: nil) else {
            logger.critical("the example's resources are missing from \(Bundle.module.bundlePath)")
            exit(1)
        }
        // Bad configuration stops the service at once, saying why: a folder that cannot be opened
        // (the path and the operating system's reason), or one with no localizations. Any
        // other error is served degraded (its entries answer from another localization), and
        // logged by the reporter.
        let localizer: ReloadingLocalizer
        do {
            localizer = try ReloadingLocalizer(
                path: resources, reporter: LoggingReporter(logger: logger),
                pseudoLocalizations: options.pseudo ? [.accented, .rightToLeft] : [])
        } catch {
            logger.critical("cannot open the resources: \(error)")
            exit(1)
        }
        if let empty = localizer.validation.errors.first(where: { $0.reason == .noLocalization }) {
            logger.critical("cannot serve the resources: \(empty)")
            exit(1)
        }
        logger.info("serving \(resources): \(localizer.localizer.bundle.localizations.map(\.name).joined(separator: ", "))")

        guard let templatesPath = Bundle.module.path(forResource: "Templates", ofType: nil) else {
            logger.critical("the example's templates are missing from \(Bundle.module.bundlePath)")
            exit(1)
        }
        let templates: MustacheLibrary
        do {
            templates = try await MustacheLibrary(directory: templatesPath)
        } catch {
            logger.critical("cannot read the templates in \(templatesPath): \(error)")
            exit(1)
        }

        var services: [any Service] = [LocalizationReloadService(localizer, every: .seconds(1))]
        let app: Application<RouterResponder<BasicLocalizationRequestContext>>
        let address = ApplicationConfiguration(
            address: .hostname("127.0.0.1", port: options.port), serverName: "l10n-example")
        if let database = options.database {
            #if Postgres
            let overriding: OverridingLocalizer
            let url: DatabaseURL
            do {
                url = try DatabaseURL(database)
                overriding = try OverridingLocalizer(localizer)
            } catch {
                logger.critical("cannot serve overrides: \(error)")
                exit(1)
            }
            logger.info("serving the overrides in \(url), the tenant named by X-Tenant")
            services.append(PostgresOverrideSync(overriding, database: url, logger: logger))
            app = Application(
                router: router(overriding, templates: templates, tenant: .header("X-Tenant")), configuration: address, logger: logger)
            #else
            logger.critical("--database needs the Postgres trait (scripts/serve builds with it)")
            exit(2)
            #endif
        } else {
            app = Application(router: router(localizer, templates: templates), configuration: address, logger: logger)
        }
        let hangUps = reloadOnHangUp(localizer)
        defer { hangUps.cancel() }
        // The application, the reloader and the overrides' sync in one service group, until
        // SIGINT or SIGTERM, which it answers with a graceful shutdown of all.
        let group = ServiceGroup(
            configuration: .init(services: [app] + services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }

    /// The routes, behind the localization middleware (the tenant, if any, read as `tenant` says).
    static func router(
        _ localizer: some ServingLocalizer, templates: MustacheLibrary, tenant: TenantSelection? = nil
    ) -> Router<BasicLocalizationRequestContext> {
        let router = Router(context: BasicLocalizationRequestContext.self)
        router.get("healthz") { _, _ in "ok\n" }
        let localized = router.group().add(middleware: LocalizationMiddleware(localizer: localizer, tenant: tenant))
        localized.get("localize/{key}") { request, context in
            let key = try context.parameters.require("key")
            let arguments = request.uri.queryParameters[values: "arg"].map { FormatArgument(typedByAppearance: String($0)) }
            return try context.localization.localize(key, arguments: arguments).string
        }
        // Code written with Apple's API only (Examples/SharedMessages), answering in the request's
        // language: the middleware binds the request's localization to the handler's task.
        localized.get("shipped/{count}") { _, context in
            let count = try context.parameters.require("count", as: Int.self)
            return OrderMessages.itemsShipped(count) + "\n"
        }
        // Pages and emails from templates: the request's localization renders the strings.
        localized.get("page") { request, context in
            let html = try ExamplePages.render("page", request: request, localization: context.localization, templates: templates)
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: html)))
        }
        localized.get("email") { request, context in
            let text = try ExamplePages.render("email", request: request, localization: context.localization, templates: templates)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        localized.get("constant/{key}") { _, _ in "constant\n" }
        return router
    }

    /// Reloads on `SIGHUP`, the signal a service manager sends for "read your configuration again".
    static func reloadOnHangUp(_ localizer: ReloadingLocalizer) -> any DispatchSourceSignal {
        signal(SIGHUP, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGHUP, queue: .global())
        source.setEventHandler { _ = localizer.reload() }
        source.resume()
        return source
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--port":
                guard let text = remaining.popFirst(), let port = Int(text), (0...65_535).contains(port) else {
                    throw UsageError("--port needs a port number (0-65535)")
                }
                options.port = port
            case "--resources":
                guard let directory = remaining.popFirst() else { throw UsageError("--resources needs a folder") }
                options.resources = directory
            case "--pseudo":
                options.pseudo = true
            case "--database":
                guard let url = remaining.popFirst() else { throw UsageError("--database needs a PostgreSQL URL") }
                options.database = url
            default:
                throw UsageError("unknown argument '\(argument)'")
            }
        }
        return options
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
#endif
