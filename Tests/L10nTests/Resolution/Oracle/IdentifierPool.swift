import L10nTestSupport

/// Identifiers for the differential tests: what Apple's tests use, every locale Apple's ICU has
/// data for, and the identifiers Apple's matching treats specially, drawn in the spellings users
/// and `.lproj` folders use (`-` or `_`, any case).
struct IdentifierPool {
    /// Apple's test identifiers and ICU's locales.
    let common: [String]

    /// Identifiers outside plain language-script-region: the undetermined language and ICU's root,
    /// private use, grandfathered and legacy tags, and legacy `.lproj` names. Drawn often, since
    /// they are where implementations differ.
    static let special = [
        "und", "root", "x-private", "x-foo", "i-klingon", "i-navajo", "i-default", "zh-min-nan",
        "zh-hakka", "sgn-BE-FR", "art-lojban", "en-GB-oed", "cel-gaulish", "no-bok", "no-nyn",
        "und-US", "und_Latn", "und-Hant-TW", "root_US", "en-x-private", "English", "Base", "zxx",
        "mis", "mul", "qaa", "en_US_POSIX", "no_NO", "es-419", "zh-yue", "cmn-Hans", "sh", "mo",
    ]

    init() throws {
        let conformance = try AppleConformance.load()
        var seen: Set<String> = []
        var identifiers: [String] = []
        let all =
            conformance.localizationsToUse.flatMap { $0.preferred + $0.available }
            + conformance.getAppleParent.map(\.locale) + (try AppleOracle.availableLocales())
        for identifier in all where seen.insert(identifier).inserted {
            identifiers.append(identifier)
        }
        common = identifiers
    }

    /// One identifier: special one time in eight, then respelled one time in four.
    func draw(using generator: inout SeededGenerator) -> String {
        let identifier =
            Int.random(in: 0..<8, using: &generator) == 0
            ? Self.special.randomElement(using: &generator)!
            : common.randomElement(using: &generator)!
        return Int.random(in: 0..<4, using: &generator) == 0 ? Self.respell(identifier, using: &generator) : identifier
    }

    /// The same identifier with `-` and `_` swapped and letters' case changed at random.
    static func respell(_ identifier: String, using generator: inout SeededGenerator) -> String {
        let swapSeparators = Bool.random(using: &generator)
        let caseStyle = Int.random(in: 0..<3, using: &generator)
        return String(
            identifier.map { character -> Character in
                if swapSeparators, character == "-" { return "_" }
                if swapSeparators, character == "_" { return "-" }
                switch caseStyle {
                case 0: return Character(character.uppercased())
                case 1: return Character(character.lowercased())
                default: return Bool.random(using: &generator) ? Character(character.uppercased()) : character
                }
            })
    }

    /// `count` distinct identifiers.
    func distinct(_ count: Int, using generator: inout SeededGenerator) -> [String] {
        var chosen: [String] = []
        var seen: Set<String> = []
        while chosen.count < count {
            let identifier = draw(using: &generator)
            if seen.insert(identifier).inserted { chosen.append(identifier) }
        }
        return chosen
    }
}
