import ArgumentParser
import L10n
import L10nResources

struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Choose localizations for preferred languages as Apple's Bundle does.",
        discussion: """
            Prints the chosen localizations one per line, best first, with the semantics of \
            Bundle.preferredLocalizations(from:forPreferences:): when no preference matches, the \
            development region, then en_US, then the first available localization. --matches-only \
            prints exactly what Apple's ualoc_localizationsToUse returns (possibly nothing). \
            --bundle DIR takes the localizations and development region from a bundle folder \
            instead (its .lproj folders, catalogs and Info.plist, as l10n localize reads them).
            """
    )

    @Option(help: ArgumentHelp("The localizations a bundle has, comma-separated (en,de,zh-Hant).", valueName: "list"))
    var available: String?

    @Option(help: ArgumentHelp("The user's languages, most preferred first, comma-separated.", valueName: "list"))
    var preferred: String?

    @Option(help: ArgumentHelp("A bundle folder whose localizations to use instead of --available.", valueName: "dir"))
    var bundle: String?

    @Option(help: ArgumentHelp("An HTTP Accept-Language header to use instead of --preferred.", valueName: "header"))
    var acceptLanguage: String?

    @Option(help: "The bundle's development region (CFBundleDevelopmentRegion).")
    var developmentRegion: String?

    @Flag(help: "Print only what matches the preferences, with no backstops.")
    var matchesOnly = false

    @Flag(help: "Read one JSON request per line from stdin and answer each with one JSON line.")
    var jsonl = false

    func validate() throws {
        if preferred != nil, acceptLanguage != nil {
            throw ValidationError("Give --preferred or --accept-language, not both")
        }
        if available != nil, bundle != nil {
            throw ValidationError("Give --available or --bundle, not both")
        }
        guard !jsonl else { return }
        guard available != nil || bundle != nil else {
            throw ValidationError("Missing expected argument '--available <list>' (or '--bundle <dir>')")
        }
        guard preferred != nil || acceptLanguage != nil else {
            throw ValidationError("Missing expected argument '--preferred <list>' (or '--accept-language <header>')")
        }
    }

    struct Request: JSONLinesRequest {
        var available: [String]?
        var bundle: String?
        var preferred: [String]?
        var acceptLanguage: String?
        var developmentRegion: String?
        var matchesOnly: Bool?
    }

    struct Response: Encodable {
        var localizations: [String]
    }

    func run() throws {
        if jsonl {
            var bundles = BundleCache()
            JSONLines.run(Request.self) { request in
                try answer(request, bundles: &bundles)
            }
            return
        }
        var bundles = BundleCache()
        let request = Request(
            available: available.map(Self.list), bundle: bundle, preferred: preferred.map(Self.list),
            acceptLanguage: acceptLanguage, developmentRegion: developmentRegion,
            matchesOnly: matchesOnly)
        let localizations = try CommandFailure.reporting { try answer(request, bundles: &bundles).localizations }
        if !localizations.isEmpty {
            print(localizations.joined(separator: "\n"))
        }
    }

    private func answer(_ request: Request, bundles: inout BundleCache) throws -> Response {
        guard request.available == nil || request.bundle == nil else { throw RequestError("give 'available' or 'bundle', not both") }
        let folder = request.bundle ?? (request.available == nil ? bundle : nil)
        let available = request.available ?? self.available.map(Self.list)
        guard folder != nil || available != nil else {
            throw RequestError("missing field 'available' or 'bundle' (and no --available or --bundle default)")
        }
        let header = request.acceptLanguage ?? (request.preferred == nil ? acceptLanguage : nil)
        let preferences: [String]
        if let header {
            guard request.preferred == nil else { throw RequestError("give 'preferred' or 'acceptLanguage', not both") }
            preferences = AcceptLanguage(header).preferredLanguages
        } else if let list = request.preferred ?? preferred.map(Self.list) {
            preferences = list
        } else {
            throw RequestError("missing field 'preferred' (or 'acceptLanguage')")
        }
        let region = request.developmentRegion ?? developmentRegion
        let bundle =
            try folder.map { folder throws(ResourceError) in try bundles.bundle(atPath: folder, developmentRegion: region) }
            ?? bundles.bundle(available ?? [], developmentRegion: region)
        if request.matchesOnly ?? matchesOnly {
            return Response(localizations: bundle.matchable.localizationsToUse(for: preferences).map(\.name))
        }
        return Response(localizations: bundle.preferredLocalizations(for: preferences).map(\.name))
    }

    /// `en, de,,fr` → `["en", "de", "fr"]`.
    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
    }
}

/// Normalizing a bundle's localizations is the expensive part of a request; JSON Lines runs
/// usually ask about the same few bundles, so keep the recent ones.
struct BundleCache {
    private struct Key: Hashable {
        let available: [String]
        let developmentRegion: String?
    }

    private var bundles: [Key: LocalizationResolver] = [:]
    /// Bundle folders already opened, by path and development region.
    private var folders: [Key: LocalizationResolver] = [:]
    private let capacity = 256

    mutating func bundle(atPath path: String, developmentRegion: String?) throws(ResourceError) -> LocalizationResolver {
        let key = Key(available: [path], developmentRegion: developmentRegion)
        if let cached = folders[key] { return cached }
        if folders.count >= capacity { folders.removeAll(keepingCapacity: true) }
        let bundle = try LocalizationBundle(path: path, developmentRegion: developmentRegion.map { Localization($0) }).resolver
        folders[key] = bundle
        return bundle
    }

    mutating func bundle(_ available: [String], developmentRegion: String?) -> LocalizationResolver {
        let key = Key(available: available, developmentRegion: developmentRegion)
        if let cached = bundles[key] { return cached }
        if bundles.count >= capacity { bundles.removeAll(keepingCapacity: true) }
        let bundle = LocalizationResolver(
            localizations: available.map { Localization($0) }, developmentRegion: developmentRegion.map { Localization($0) })
        bundles[key] = bundle
        return bundle
    }
}
