#if !canImport(Darwin)
import Foundation
import L10n

/// What `String(localized:)` does: finds the bundle's localizer, the localization the current
/// task answers in, and the localized format, and formats the value's arguments with it.
///
/// The languages, in order: a resource's explicit locale; the request bound to the task
/// (`ResolvedLocalization.current`), whose own localization answers when the bundle is the one
/// its localizer serves, and whose languages another bundle matches against its own
/// localizations; else the process's (``ProcessLanguages``). `locale:` of `String(localized:)`
/// only formats the values, as Apple documents it.
///
/// Never fails: `String(localized:)` cannot throw. A bundle that cannot serve, or an entry no
/// localization can produce (the localizers degrade), gives the value's default text — the
/// development language's, from the source — formatted with its arguments; the localizer's
/// reporter, when it has one, has been told why.
enum LocalizedLookup {
    /// One lookup: what the call names besides the bundle.
    struct Query {
        var key: String
        /// The default value: its key is the development-language format, its arguments the call's.
        var value: String.LocalizationValue
        /// Whether the default value was given apart from the key (`defaultValue:`).
        var hasSeparateDefault: Bool
        var table: String?
        /// `locale:` of `String(localized:)`: formats the values only.
        var formattingLocale: Locale?
        /// A resource's explicit locale: chooses the language.
        var languageLocale: Locale?
        var replacements: [any CVarArg]?
    }

    /// The locale `.current` stands for: the bound request's formatting locale, else the process's.
    static var currentLocale: Locale {
        if let current = ResolvedLocalization.current { return Locale(identifier: current.locale.canonical) }
        return .current
    }

    static func string(_ query: borrowing Query, bundle: Bundle?) -> String {
        string(query, entry: LookupFront.current.entry(for: bundle ?? .main))
    }

    /// The common call, answered without building a query: inside a request, the values
    /// formatted as they are. `nil` for any other case, which ``string(_:bundle:)`` answers.
    static func boundString(
        key: String, value: String.LocalizationValue, hasSeparateDefault: Bool, table: String?, bundle: Bundle?,
        front: LookupFront = .current
    ) -> String? {
        guard value.deferred.isEmpty, let bound = ResolvedLocalization.Bound.current else { return nil }
        let entry = front.entry(for: bundle ?? .main)
        // The request's localization passed as it is bound, not copied into a variable: a copy
        // retains each of its references (about 30 ns a call).
        if front.requestServes(entry, bound) {
            return answer(
                key: key, value: value, hasSeparateDefault: hasSeparateDefault, table: table, localization: bound.localization,
                front: front)
        }
        guard let served = entry.localizer, let localization = try? front.localization(of: served.servingLocalizer, for: bound)
        else { return nil }
        return answer(
            key: key, value: value, hasSeparateDefault: hasSeparateDefault, table: table, localization: localization, front: front)
    }

    private static func answer(
        key: String, value: String.LocalizationValue, hasSeparateDefault: Bool, table: String?, localization: ResolvedLocalization,
        front: LookupFront
    ) -> String {
        let table = table.flatMap { $0.isEmpty ? nil : $0 }
        let answer: LocalizedString
        do throws(LocalizationError) {
            if value.formatArguments.isEmpty {
                answer = try localization.localizedString(forKey: key, table: table)
            } else {
                // Lent, not passed to a closure: a closure would capture a copy of the
                // localization, retaining each of its references.
                var arguments = front.lendArguments(value.formatArguments)
                defer { front.takeBack(&arguments) }
                answer = try localization.localize(key, arguments: arguments, table: table)
            }
        } catch {
            // No localization could answer (the localizer has reported why): the default text,
            // as the general path gives it, without asking again.
            return defaultText(key: key, value: value, locale: Locale(identifier: localization.locale.canonical))
        }
        // A key the table lacks gives its default value, formatted, where one was given apart
        // (the key itself otherwise, which the localizer answered with and reported).
        if answer.isMissing && hasSeparateDefault {
            return defaultText(key: key, value: value, locale: Locale(identifier: localization.locale.canonical))
        }
        return InflectionMarkup.plainText(answer.string)
    }

    /// ``defaultText(_:locale:)`` for a value with nothing deferred.
    private static func defaultText(key: String, value: String.LocalizationValue, locale: Locale) -> String {
        defaultText(
            Query(
                key: key, value: value, hasSeparateDefault: true, table: nil, formattingLocale: nil, languageLocale: nil,
                replacements: nil),
            locale: locale)
    }

    static func string(_ query: borrowing Query, entry: BundleLocalizers.Entry) -> String {
        guard let served = entry.localizer else { return defaultText(query, locale: query.formattingLocale ?? currentLocale) }
        let localizer = served.servingLocalizer
        let localization: ResolvedLocalization
        do {
            localization = try self.localization(query, localizer: localizer, entry: entry)
        } catch {
            return defaultText(query, locale: query.formattingLocale ?? currentLocale)
        }
        let text: String
        do throws(LocalizationError) {
            text = try localizedText(query, localization)
        } catch {
            return defaultText(query, locale: query.formattingLocale ?? Locale(identifier: localization.locale.canonical))
        }
        return InflectionMarkup.plainText(text)
    }

    /// The localization the query answers in for this bundle's localizer.
    private static func localization(
        _ query: borrowing Query, localizer: Localizer, entry: BundleLocalizers.Entry
    ) throws(LocalizationError) -> ResolvedLocalization {
        if let language = query.languageLocale {
            return try localizer.unreportedLocalization(
                for: LocalizationRequest(.preferred([language.identifier]), options: LocalizationOptions(failurePolicy: .degrade)),
                source: nil, metadata: ResolvedLocalization.current?.metadata ?? [:])
        }
        if let bound = ResolvedLocalization.Bound.current {
            // The request's own localizer serves this bundle: its localization as bound, from
            // the snapshot the request started with.
            if bound.localization.localizer.bundle.path == entry.path { return bound.localization }
            return try LookupFront.current.localization(of: localizer, for: bound)
        }
        return try entry.processLocalization.localization(localizer)
    }

    /// The localized, formatted text.
    private static func localizedText(_ query: borrowing Query, _ localization: ResolvedLocalization) throws(LocalizationError) -> String {
        let table = query.table.flatMap { $0.isEmpty ? nil : $0 }
        let arguments = formatArguments(query, locale: query.formattingLocale ?? Locale(identifier: localization.locale.canonical))
        let answer: LocalizedString
        if let formattingLocale = query.formattingLocale, let locale = try? LocaleIdentifier(formattingLocale.identifier) {
            // A formatting locale of the call's own: the request's languages, that locale.
            var options = localization.options
            options.table = table ?? LocalizationOptions.defaultTable
            options.locale = locale
            let request = LocalizationRequest(localization.languages, options: options)
            answer =
                try arguments.isEmpty
                ? localization.localizer.localizedString(forKey: query.key, request)
                : localization.localizer.localize(query.key, arguments: arguments, request)
        } else {
            // Apple formats nothing when nothing was interpolated: "50% off" stays as written.
            answer =
                try arguments.isEmpty
                ? localization.localizedString(forKey: query.key, table: table)
                : localization.localize(query.key, arguments: arguments, table: table)
        }
        // A key the table lacks gives its default value, formatted, where one was given apart
        // (the key itself otherwise, which the localizer has answered with already).
        if answer.isMissing && query.hasSeparateDefault {
            return defaultText(query, locale: query.formattingLocale ?? Locale(identifier: localization.locale.canonical))
        }
        return answer.string
    }

    /// The value's arguments as the format engine takes them: styled values formatted in
    /// `locale`, resources looked up in the same languages, placeholders filled.
    private static func formatArguments(_ query: borrowing Query, locale: @autoclosure () -> Locale) -> [FormatArgument] {
        let value = query.value
        var arguments = value.formatArguments.array
        guard !value.deferred.isEmpty else { return arguments }
        var placeholderIndex = 0
        for deferred in value.deferred {
            switch deferred.value {
            case .format(let format):
                arguments[deferred.index] = format
            case .styled(let styled):
                arguments[deferred.index] = .string(styled.format(locale()))
            case .resource(var resource):
                if resource.explicitLocale == nil { resource.explicitLocale = query.languageLocale }
                arguments[deferred.index] = .string(String(localized: resource))
            case .placeholder:
                let replacement = query.replacements.flatMap { placeholderIndex < $0.count ? $0[placeholderIndex] : nil }
                placeholderIndex += 1
                arguments[deferred.index] = replacement.map(formatArgument) ?? .null
            }
        }
        return arguments
    }

    /// A replacement given as `CVarArg`, as the format engine takes it.
    static func formatArgument(_ value: any CVarArg) -> FormatArgument {
        switch value {
        case let value as any _FormatSpecifiable: value._formatArgument
        case let value as String: .string(value)
        case let value as NSString: .string(value as String)
        case let value as NSNumber: .double(value.doubleValue)
        case let value as NSObject: .string(value.description)
        default: .string(String(describing: value))
        }
    }

    /// The value's own text, formatted with its arguments: what answers when no localization
    /// can. The format as written when even that fails, never an empty string.
    static func defaultText(_ query: borrowing Query, locale: Locale) -> String {
        let value = query.value
        guard !value.formatArguments.isEmpty else { return InflectionMarkup.plainText(value.key) }
        let arguments = formatArguments(query, locale: locale)
        let formatter = StringFormatter(locale: try? LocaleIdentifier(locale.identifier))
        return InflectionMarkup.plainText((try? formatter.format(value.key, arguments)) ?? value.key)
    }
}
#endif
