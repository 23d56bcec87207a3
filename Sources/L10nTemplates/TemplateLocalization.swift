import L10n

/// A request's localization as a page or an email renders it: the strings of its keys,
/// escaped for HTML or left as plain text, with each string argument isolated by direction;
/// the page's `lang` and `dir`; the languages the page also exists in.
///
/// ```swift
/// let page = TemplateLocalization(request.localization)
/// page.language                   // "ar"        → <html lang="ar" dir="rtl">
/// page.direction                  // .rightToLeft
/// page.string("greeting", arguments: [.string(name)], for: .html)
/// // "مرحبا <bdi>Ada &lt;3</bdi>"
/// ```
///
/// The template integrations (`L10nMustache`) make one per render from the localization the
/// middleware bound, so no template names a language.
///
/// **Escaping.** For ``TemplateOutput/html`` and ``TemplateOutput/htmlAttribute``, the
/// translation and every argument are HTML-escaped (`&`, `<`, `>`, `"`, `'`), so that
/// neither a translator nor a user can inject markup or end an attribute value. A translation that
/// must carry markup opts in by its key (``carriesMarkup(_:)``: `terms_html`, `footer.html`):
/// its text is then written as it is, and its arguments are still escaped.
///
/// **Isolation.** A string argument (a user's name, a product title) may be written in
/// another direction than the sentence around it; unisolated, a Hebrew name inside an
/// English sentence reorders the words next to it. Each string argument is isolated:
/// `<bdi>…</bdi>` in HTML text, FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE
/// (U+2068 … U+2069) in attribute values and plain text. Numbers are formatted in the locale's digits, as every call formats them,
/// and need no isolation. ``isolatesArguments`` turns it off.
public struct TemplateLocalization: Sendable {
    /// The request's localization, whose tables answer and whose locale formats.
    public let localization: ResolvedLocalization
    /// Whether string arguments are isolated by direction (`<bdi>`, FSI…PDI). On by default.
    public var isolatesArguments: Bool

    public init(_ localization: ResolvedLocalization, isolatesArguments: Bool = true) {
        self.localization = localization
        self.isolatesArguments = isolatesArguments
    }

    /// The page's language as a BCP 47 tag, for `<html lang>`: the chosen localization's
    /// (`zh-Hant-TW` for `zh_TW.lproj`), the `Content-Language` the middlewares send.
    public var language: String { localization.contentLanguage }

    /// The direction of the page's language, for `<html dir>`: from CLDR's character order
    /// for the language's script, as ICU reports it (``TextDirection/init(language:)``).
    public var direction: TextDirection { TextDirection(language: language) }

    /// The localizations the page exists in, for `<link rel="alternate" hreflang>` and a
    /// language menu: each of the bundle's localizations but `Base` and the pseudo-localizations,
    /// in the bundle's order, one per language tag.
    public var alternates: [Alternate] {
        let localizer = localization.localizer
        let bundle = localizer.bundle
        var seen = Set<String>()
        var alternates: [Alternate] = []
        for candidate in bundle.localizations where !candidate.isBase && bundle.pseudoLocalizations[candidate] == nil {
            let tag = localizer.contentLanguage(of: candidate)
            guard !tag.isEmpty, seen.insert(tag).inserted else { continue }
            alternates.append(Alternate(language: tag, localization: candidate, isCurrent: candidate == localization.localization))
        }
        return alternates
    }

    /// One localization a page exists in.
    public struct Alternate: Sendable, Hashable {
        /// Its language as a BCP 47 tag (`hreflang`).
        public let language: String
        /// The bundle's localization (`fr`, `zh_TW`).
        public let localization: Localization
        /// Whether it is the request's own.
        public let isCurrent: Bool
        /// Its direction, for an alternate's link text.
        public var direction: TextDirection { TextDirection(language: language) }
    }

    /// The string for `key` in `table` (the request's by default), formatted with `arguments`
    /// in the request's locale, written for `output` (escaped and isolated as the type's
    /// summary says).
    ///
    /// Never fails, as a template cannot: a key the table lacks gives the key itself, as every
    /// call does, and an entry no localization can answer (the localizer degrades, then
    /// reports) gives the key too — escaped like any text.
    public func string(_ key: String, arguments: [FormatArgument] = [], table: String? = nil, for output: TemplateOutput) -> String {
        switch output {
        case .plainText:
            let arguments = isolatesArguments ? arguments.map(Self.isolatedForText) : arguments
            return (try? localization.localize(key, arguments: arguments, table: table).string) ?? key
        case .html, .htmlAttribute:
            // Without a string argument (a count, an amount) there is nothing to mark.
            let hasString = arguments.contains { if case .string = $0 { true } else { false } }
            let placeholders = hasString ? Self.markedArguments(arguments) : arguments
            guard let formatted = try? localization.localize(key, arguments: placeholders, table: table).string else {
                return HTML.escaped(key)
            }
            return Self.html(
                formatted, arguments: arguments, carriesMarkup: Self.carriesMarkup(key), output: output,
                isolatesArguments: isolatesArguments)
        }
    }

    /// `arguments` with each string replaced by its marker, for formatting a translation that
    /// ``html(_:arguments:carriesMarkup:output:isolatesArguments:)`` then writes.
    static func markedArguments(_ arguments: [FormatArgument]) -> [FormatArgument] {
        arguments.indices.map { index in
            if case .string = arguments[index] { return FormatArgument.string(ArgumentMarker.marker(for: index)) }
            return arguments[index]
        }
    }

    /// A translation formatted with ``markedArguments(_:)``, written for `output` (`.html` or
    /// `.htmlAttribute`): escaped unless it carries markup (in text only), each marker replaced
    /// by its argument, escaped and isolated.
    static func html(
        _ formatted: String, arguments: [FormatArgument], carriesMarkup: Bool, output: TemplateOutput, isolatesArguments: Bool
    ) -> String {
        // An attribute value holds no elements: its arguments are isolated by characters, and
        // a translation's own markup would be text there, so it is escaped too.
        let markup = output == .html && carriesMarkup
        let (opening, closing) = output == .html ? ("<bdi>", "</bdi>") : ("\u{2068}", "\u{2069}")
        return ArgumentMarker.replacingMarkers(in: formatted, escapingText: !markup) { index, insideTag, output in
            guard arguments.indices.contains(index), case .string(let value) = arguments[index] else { return }
            // Inside a tag of a translation's own markup (`<a title="%@">`) no element can
            // isolate: the characters do.
            let (opening, closing) = insideTag ? ("\u{2068}", "\u{2069}") : (opening, closing)
            if isolatesArguments { output += opening.utf8 }
            HTML.escape(value, into: &output)
            if isolatesArguments { output += closing.utf8 }
        }
    }

    /// Whether the translations of `key` carry markup of their own, written into HTML as they
    /// are: a key whose last dot-separated component is `html` (`footer.html`) or that ends in
    /// `_html` (`terms_html`) — the convention Rails' translation helpers use. Their arguments
    /// are escaped all the same; `l10n lint` compares their tags with the development
    /// language's.
    public static func carriesMarkup(_ key: String) -> Bool {
        TranslationMarkup.isCarried(byKey: key)
    }

    /// `text` HTML-escaped, as this type escapes translations.
    public static func escapedHTML(_ text: String) -> String {
        HTML.escaped(text)
    }

    private static func isolatedForText(_ argument: FormatArgument) -> FormatArgument {
        guard case .string(let value) = argument else { return argument }
        return .string("\u{2068}" + value + "\u{2069}")
    }
}

/// What a localized string is written into.
public enum TemplateOutput: Sendable, Hashable {
    /// An HTML document's text: escaped, arguments in `<bdi>`, a translation's own markup
    /// kept where its key opts in.
    case html
    /// A quoted HTML attribute value (`title`, `alt`, `content`): escaped, translation and
    /// arguments alike, arguments between FSI and PDI (an attribute holds no `<bdi>`).
    case htmlAttribute
    /// Plain text (an email's text part): as it is, arguments between FSI and PDI.
    case plainText
}
