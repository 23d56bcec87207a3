import L10n

/// The fixed vocabulary targets draw from: locales (formatting and plural rules), bundle
/// localizations, and the typed arguments of a format.
///
/// Locales come from a small fixed set rather than from the input: ICU objects are cached per
/// locale, and arbitrary identifiers would grow those caches instead of exercising our code.
enum FuzzValues {
    /// Formatting locales: C output, Latin and native digits, CF's padding quirks (`de_CH`'s
    /// apostrophe grouping), right-to-left marks (`ar_EG`, `he_IL`).
    static let locales: [LocaleIdentifier?] =
        [nil]
        + [
            "en_US", "en_GB", "de_CH", "fr_FR", "ru_RU", "ar_EG", "hi_IN", "ja_JP", "he_IL", "lv_LV", "pl_PL",
            // Where Apple's number data differs from the system's (`NumberData.apple`).
            "ar", "it_IT", "kn_IN",
        ].map {
            // Fixed, well-formed identifiers: one that failed would be this file's mistake.
            guard let locale = try? LocaleIdentifier($0) else { fatalError("'\($0)' is no locale identifier") }
            return locale
        }

    /// Plural-rule languages with every category between them (`zero` in ar and lv, `two` in
    /// ar and cy, `few`/`many` in ru and pl, none in ja).
    static let pluralLanguages = ["en", "ru", "ar", "lv", "pl", "ja", "fr", "cy", "he", "br"]

    /// Devices a stringsdict or catalog can name, and one it cannot.
    static let devices: [String?] = [nil, "iphone", "ipad", "mac", "applewatch", "other", "toaster"]

    /// The example app's bundle (`Examples/App` of the checkout these sources are in), opened
    /// once: the targets that answer requests or lay overrides over a bundle use a real one.
    static let example: Localizer = {
        // Fuzz/Sources/FuzzTargets/FuzzValues.swift → the checkout.
        let checkout = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/")
        do {
            return try Localizer(path: checkout + "/Examples/App")
        } catch {
            fatalError("cannot open the example bundle at \(checkout)/Examples/App: \(error)")
        }
    }()

    /// Values past the edges C and CF disagree on.
    static let integers: [Int64] = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000, -1, .min, .max, Int64(Int32.max) + 1]
    static let doubles: [Double] = [0, 1, 1.5, -0.0, 0.1, 1e300, -1e-300, .infinity, -.infinity, .nan, .greatestFiniteMagnitude]

    /// Reads up to `limit` typed arguments: a type byte, then the value's bytes.
    static func arguments(from input: inout FuzzInput, limit: Int = 8) -> [FormatArgument] {
        var arguments: [FormatArgument] = []
        while !input.isEmpty, arguments.count < limit {
            arguments.append(argument(from: &input))
        }
        return arguments
    }

    static func argument(from input: inout FuzzInput) -> FormatArgument {
        switch input.byte() % 10 {
        case 0: .int(Int64(bitPattern: input.integer(bytes: 8)))
        case 1: .uint(input.integer(bytes: 8))
        case 2: .double(Double(bitPattern: input.integer(bytes: 8)))
        case 3: .string(String(decoding: input.part(until: 0), as: UTF8.self))
        case 4: .null
        case 5: .character(UInt32(truncatingIfNeeded: input.integer(bytes: 4)))
        case 6: .double(input.choice(doubles))
        case 7: .int(Int64(Int8(bitPattern: input.byte())))
        default: .int(input.choice(integers))
        }
    }
}
