import L10n

/// Accept-Language target. Input: the header up to a NUL byte, then the bundle's localizations,
/// one per line, and (after a second NUL) its development region; without them, a fixed bundle.
///
/// Parsing must respect its documented bounds, and negotiation must answer with one of the
/// bundle's own localizations or its development region.
enum FuzzAcceptLanguage {
    static func run(_ input: inout FuzzInput) {
        let header = String(decoding: input.part(until: 0), as: UTF8.self)
        var localizations = input.part(until: 0).split(separator: 0x0A).prefix(16).map { String(decoding: $0, as: UTF8.self) }
        let region = input.isEmpty ? nil : String(decoding: input.rest(), as: UTF8.self)
        if localizations.isEmpty {
            localizations = ["Base", "en", "en_GB", "fr", "de", "zh_TW", "zh-Hans", "pt_PT", "es-419", "nb", "sr-Latn", "English"]
        }
        let parsed = AcceptLanguage(header)
        precondition(parsed.items.count <= AcceptLanguage.maximumItems, "more items than maximumItems")
        precondition(parsed.items.allSatisfy { (1...1000).contains($0.weight) }, "a weight outside 0.001…1")
        let bundle = LocalizationResolver(
            localizations: localizations.map { Localization($0) }, developmentRegion: region.map { Localization($0) })
        if let answer = bundle.searchList(for: parsed.preferredLanguages).first {
            // A bundle whose only folder is Base answers with its development region, like `Bundle`.
            precondition(
                localizations.contains(answer.name) || answer.name == region, "negotiated a localization the bundle does not have")
        }
    }
}
