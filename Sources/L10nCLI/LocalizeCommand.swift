import ArgumentParser
import L10n
import L10nICU
import L10nResources

struct LocalizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "localize",
        abstract: "Look a key up in a bundle folder and format it like String.localizedStringWithFormat.",
        discussion: """
            DIR is a folder of *.lproj folders and/or .xcstrings catalogs, optionally with an \
            Info.plist. The localization is chosen as Bundle chooses it; KEY is looked up in one \
            table (.strings, .stringsdict, catalogs, Smartling KEY##{one} entries); %#@var@ \
            variables are expanded; numbers are formatted for --locale, by default the locale \
            Apple builds from the chosen localization and the user's first language (preferred \
            de-CH with localization de formats as de_CH). ARGs that look like integers or \
            numbers are passed as such, the rest as text. --raw prints the value as stored, \
            like Bundle.localizedString(forKey:value:table:), with no format pass.
            """
    )

    @Option(help: ArgumentHelp("The bundle folder.", valueName: "dir"))
    var bundle: String?

    @Option(help: "The table (file name without extension).")
    var table: String?

    @Option(help: "Use this localization of the bundle.")
    var language: String?

    @Option(help: ArgumentHelp("The user's languages, most preferred first, comma-separated.", valueName: "list"))
    var preferred: String?

    @Option(help: ArgumentHelp("An HTTP Accept-Language header instead of --preferred.", valueName: "header"))
    var acceptLanguage: String?

    @Option(help: "Overrides the bundle's CFBundleDevelopmentRegion.")
    var developmentRegion: String?

    @Option(help: "The formatting locale (default: derived as Apple derives it).")
    var locale: String?

    @Option(
        help: ArgumentHelp(
            "Whose plural rules choose variants: language (of the localization), locale, or an identifier.", valueName: "source"))
    var pluralRules: String?

    @Option(help: "The device for device variants (iphone, ipad, mac, …).")
    var device: String?

    @Option(help: "The display width for width variants.")
    var width: Int?

    @Flag(help: "Look a missing key up in the rest of the search list (Apple looks in one table only).")
    var perKeyFallback = false

    @Flag(help: "Choose plural variants by the number as displayed (1.0 is 'other' in English), not by its value as Apple does.")
    var displayedDigits = false

    @Flag(help: "Format numbers with current Apple platforms' locale data where the system ICU's is older (Latin digits in ar).")
    var appleData = false

    @Flag(help: "Print the value as stored, with no format pass (Bundle.localizedString(forKey:value:table:)); takes no ARGs.")
    var raw = false

    @Flag(help: "Also print which localization and file answered, and the ICU and CLDR versions.")
    var verbose = false

    @Flag(help: "Read one JSON request per line from stdin and answer each with one JSON line.")
    var jsonl = false

    @Argument(help: "The key.")
    var key: String?

    @Argument(help: "The arguments.")
    var args: [String] = []

    func validate() throws {
        let languageOptions = [language, preferred, acceptLanguage].compactMap { $0 }.count
        guard languageOptions <= 1 else { throw ValidationError("Give one of --language, --preferred and --accept-language") }
        if jsonl {
            guard key == nil else { throw ValidationError("--jsonl reads its requests from stdin; give only defaults") }
            return
        }
        guard bundle != nil else { throw ValidationError("Missing expected argument '--bundle <dir>'") }
        guard languageOptions == 1 else { throw ValidationError("Missing one of '--language', '--preferred' or '--accept-language'") }
        guard key != nil else { throw ValidationError("Missing expected argument '<key>'") }
    }

    struct Request: JSONLinesRequest {
        var bundle: String?
        var table: String?
        var language: String?
        var preferred: [String]?
        var acceptLanguage: String?
        var developmentRegion: String?
        var locale: String?
        var pluralRules: String?
        var device: String?
        var width: Int?
        var perKeyFallback: Bool?
        var displayedDigits: Bool?
        var appleData: Bool?
        var raw: Bool?
        var key: String?
        var args: [String]?
    }

    struct Response: Encodable {
        var result: String
        var localization: String?
        var locale: String?
        var source: String?
    }

    func run() throws {
        var localizers = LocalizerCache()
        if jsonl {
            JSONLines.run(Request.self) { request in try answer(request, localizers: &localizers) }
            return
        }
        // Checked here, not in `validate`, to exit 2 with one error line like other bad usage.
        if raw, !args.isEmpty {
            CommandFailure.printError("--raw prints the stored value and takes no ARGs (got \(args.count))")
            throw CommandFailure.badInputExitCode
        }
        let request = Request(key: key, args: args)
        let response = try CommandFailure.reporting { try answer(request, localizers: &localizers) }
        print(response.result)
        if verbose {
            print("localization: \(response.localization ?? "(none: key missing)")")
            print("locale: \(response.locale ?? "(none)")")
            // Output depends on the ICU and CLDR data as much as on the bundle. Before the
            // source, which stays the last line.
            print("version: \(RuntimeVersion.current)")
            print("source: \(response.source ?? "(none)")")
        }
    }

    private func answer(_ request: Request, localizers: inout LocalizerCache) throws -> Response {
        guard let path = request.bundle ?? bundle else { throw RequestError("missing field 'bundle'") }
        guard let key = request.key else { throw RequestError("missing field 'key'") }
        let languages: LocalizationRequest.Languages
        if let language = request.language {
            languages = .localization(Localization(language))
        } else if let preferred = request.preferred {
            languages = .preferred(preferred)
        } else if let header = request.acceptLanguage {
            languages = .acceptLanguage(header)
        } else if let language {
            languages = .localization(Localization(language))
        } else if let preferred {
            languages = .preferred(ResolveCommand.list(preferred))
        } else if let acceptLanguage {
            languages = .acceptLanguage(acceptLanguage)
        } else {
            throw RequestError("missing field 'language', 'preferred' or 'acceptLanguage'")
        }
        let localizer = try localizers.localizer(path, developmentRegion: request.developmentRegion ?? developmentRegion)
        let options = LocalizationRequest(
            languages,
            options: LocalizationOptions(
                table: request.table ?? table ?? "Localizable",
                locale: try (request.locale ?? locale).map { text throws(ICUError) in try LocaleIdentifier(text) },
                pluralRules: try PluralRuleSource(request.pluralRules ?? pluralRules ?? "language"),
                device: request.device ?? device, width: request.width ?? width,
                fallback: (request.perKeyFallback ?? perKeyFallback) ? .perKey : .table,
                selectsPluralOnDisplayedDigits: request.displayedDigits ?? displayedDigits,
                numberData: request.appleData ?? appleData ? .apple : .system))
        let result: LocalizedString
        if request.raw ?? raw {
            guard (request.args ?? []).isEmpty else { throw RequestError("'raw' takes no 'args': the stored value is not formatted") }
            result = try localizer.localizedString(forKey: key, options)
        } else {
            result = try localizer.localize(key, arguments: ArgumentText.byAppearance(request.args ?? []), options)
        }
        return Response(
            result: result.string, localization: result.localization?.name, locale: result.locale?.canonical,
            source: result.source?.description)
    }
}

/// Opening a bundle lists its folders and reads its catalogs; JSON Lines runs usually ask
/// about one bundle, so keep the ones opened.
struct LocalizerCache {
    private struct Key: Hashable {
        let path: String
        let developmentRegion: String?
    }

    private var localizers: [Key: Localizer] = [:]

    mutating func localizer(_ path: String, developmentRegion: String?) throws -> Localizer {
        let key = Key(path: path, developmentRegion: developmentRegion)
        if let cached = localizers[key] { return cached }
        if localizers.count >= 64 { localizers.removeAll(keepingCapacity: true) }
        let localizer = Localizer(
            bundle: try LocalizationBundle(path: path, developmentRegion: developmentRegion.map { Localization($0) }))
        localizers[key] = localizer
        return localizer
    }
}
