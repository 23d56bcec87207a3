/// The fuzz targets: what each reads from an input and what it checks.
///
/// libFuzzer runs them from `Fuzz/` (`scripts/fuzz`, one executable whose `L10N_FUZZ_TARGET`
/// names the target), and the test suite replays every input kept in `Fuzz/Corpus` through the
/// same code (`FuzzReplay`, in each of its builds, AddressSanitizer's included). A failed check
/// stops the process, which libFuzzer reports as a crash and the replay as a failed test.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `.strings`: the text parser, its writer's round trip and the table reader.
    case strings
    /// Any bytes as a property list, then as a `.stringsdict`; seeded with XML files.
    case plistXML = "plist-xml"
    /// The same reader as ``plistXML``, seeded with binary property lists, so that each fuzzer
    /// mutates real files of its own format.
    case plistBinary = "plist-binary"
    /// String Catalogs: JSON, the catalog model and each language's table.
    case catalog
    /// The format engine on a format string and typed arguments.
    case format
    /// `.stringsdict` entries expanded and formatted.
    case stringsdict
    /// `Accept-Language` parsing and negotiation.
    case acceptLanguage = "accept-language"
    /// A request's four language sources against the example bundle.
    case languageSelection = "language-selection"
    /// A translation written into HTML text or an attribute.
    case templates
    /// What `l10n lint --usage` reads: Swift sources, templates, markup.
    case usage
    /// One scope's overrides over the example bundle.
    case overrides

    /// Runs the target on one input.
    public func run(_ bytes: ArraySlice<UInt8>) {
        var input = FuzzInput(bytes)
        switch self {
        case .strings: FuzzStrings.run(&input)
        case .plistXML, .plistBinary: FuzzTables.readPropertyList(input.rest())
        case .catalog: FuzzCatalog.run(&input)
        case .format: FuzzFormat.run(&input)
        case .stringsdict: FuzzStringsdict.run(&input)
        case .acceptLanguage: FuzzAcceptLanguage.run(&input)
        case .languageSelection: FuzzLanguageSelection.run(&input)
        case .templates: FuzzTemplates.run(&input)
        case .usage: FuzzUsage.run(&input)
        case .overrides: FuzzOverrides.run(&input)
        }
    }
}
