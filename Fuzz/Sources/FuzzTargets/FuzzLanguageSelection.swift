import L10n

/// Language selection target: a request's four sources together, against the example app's
/// real bundle. Input: the path's first segment, the query string, the `lang` cookie's value
/// and the `Accept-Language` header, separated by NUL bytes; a byte after them chooses the
/// order of the sources.
///
/// Whatever a client writes, a localization of the bundle must be chosen (never an error: the
/// bundle has localizations), by the source that names one, formatted in a locale, and an
/// entry must be answered through it.
enum FuzzLanguageSelection {
    static func run(_ input: inout FuzzInput) {
        let size = input.bytes.count
        let request = Request(
            firstPathSegment: text(input.part(until: 0)), query: text(input.part(until: 0)), cookieValue: text(input.part(until: 0)),
            acceptLanguage: text(input.part(until: 0)))
        let selection = orders[Int(input.byte()) % orders.count]
        let localizer = FuzzValues.example
        let localization: ResolvedLocalization
        do {
            localization = try localizer.localization(selecting: selection, from: request)
        } catch {
            preconditionFailure("no localization chosen: \(error)")
        }
        precondition(localizer.bundle.localizations.contains(localization.localization), "chose a localization the bundle lacks")
        precondition(!localization.locale.canonical.isEmpty, "no formatting locale")
        precondition(!localization.contentLanguage.isEmpty, "no Content-Language")
        if let source = localization.languageSource, source != .developmentRegion {
            precondition(selection.sources.contains(source), "chosen by a source the selection does not have")
        }
        do {
            let text = try localization.localize("files.remaining", arguments: [.int(Int64(size))])
            precondition(!text.string.isEmpty, "an empty answer")
        } catch {
            preconditionFailure("the example's entry failed: \(error)")
        }
        // The same request again is answered from the caches, identically.
        let again = try? localizer.localization(selecting: selection, from: request)
        precondition(again?.localization == localization.localization && again?.locale == localization.locale, "a repeated request differs")
    }
}

/// Nil for an absent part: an empty one stands for a source the request does not have.
private func text(_ bytes: [UInt8]) -> String? {
    bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
}

private let orders = [
    LanguageSelection([.pathPrefix, .queryParameter("lang"), .cookie("lang"), .acceptLanguage]),
    LanguageSelection([.acceptLanguage, .cookie("lang"), .queryParameter("lang")]),
    LanguageSelection.standard,
    LanguageSelection([.acceptLanguage]),
]

private struct Request: LanguageSelectionInput {
    let firstPathSegment: Substring?
    let query: String?
    let cookieValue: String?
    let acceptLanguage: String?

    init(firstPathSegment: String?, query: String?, cookieValue: String?, acceptLanguage: String?) {
        self.firstPathSegment = firstPathSegment.map { Substring($0) }
        self.query = query
        self.cookieValue = cookieValue
        self.acceptLanguage = acceptLanguage
    }

    func queryParameter(_ name: String) -> String? {
        query.flatMap { LanguageSelection.queryValue(name, in: $0) }
    }

    func cookie(_ name: String) -> String? {
        name == "lang" ? cookieValue : nil
    }
}
