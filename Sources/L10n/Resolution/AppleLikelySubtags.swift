import L10nICU

/// Likely subtags as Apple's ICU has them, for the languages whose data the system ICU does not
/// share.
///
/// Apple's matching asks whether an available localization names its language's default
/// country (`it_IT`) or another one (`it_CH`, one step further away). It answers with its own
/// ICU's likely subtags. Apple's ICU is newer than the system's: ICU 76 (CLDR 46) in
/// Foundation on Linux against ICU 72 (CLDR 42) here.
/// - Languages added since then have no data in the system ICU. `kxv_Latn_IN` stays as it is
///   there, where Apple minimizes it to `kxv`.
/// - Others changed their default region or script: `yi` moved from `001` to `UA`, and Apple
///   minimizes `pa_Arab_PK` to `pa_Arab`, not `pa_PK` (its `pa_PK` is `pa_Aran_PK`).
/// - ICU 72's answer made `kxv_Latn_IN` a non-default country, so Apple's first match
///   (`kxv_Latn` → `kxv_Latn_IN`) lost to `KXV`.
///
/// ``table`` holds Apple's answers for those languages: each language's maximal form, and its
/// region and script forms (`pa_PK`, `kxv_Deva`) where Apple's answer is not the language's
/// default script or region put beside the given one. `scripts/generate-apple-likely-subtags`
/// writes it from Foundation's ICU; a test fails while it is stale. Every other language is
/// answered by the system ICU, whose data for it is Apple's.
enum AppleLikelySubtags {
    /// Apple's `uloc_minimizeSubtags` of a base name (`language[_Script][_REGION]`) whose
    /// language's likely subtags differ from the system ICU's; `nil` for every other language,
    /// which the system ICU answers as Apple's does, and for a form outside the regions and
    /// scripts the table was measured with.
    ///
    /// ICU's order: the language alone, then with the region, then with the script; the first
    /// whose maximal form is the identifier's wins, else the maximal form itself.
    static func minimized(_ identifier: String) -> String? {
        let language = ICURawLocale.language(identifier)
        guard let languageMaximal = table[language] else { return nil }
        let given = Subtags(identifier)
        // Only the forms the table was measured over: ICU reads others its own way in both
        // versions (`zh_YUE` is `yue`, `zh_ZZ` is `zh`), and a variant is more than three subtags.
        guard given.identifier == identifier, given.script.isEmpty || measuredScripts.contains(given.script),
            given.region.isEmpty || measuredRegions.contains(given.region)
        else { return nil }
        let maximal = maximized(given, languageMaximal: languageMaximal)
        let full = Subtags(maximal)
        if languageMaximal == maximal { return language }
        let withRegion = Subtags(language: language, script: "", region: full.region)
        if !full.region.isEmpty, maximized(withRegion, languageMaximal: languageMaximal) == maximal { return withRegion.identifier }
        let withScript = Subtags(language: language, script: full.script, region: "")
        if !full.script.isEmpty, maximized(withScript, languageMaximal: languageMaximal) == maximal { return withScript.identifier }
        return maximal
    }

    /// Apple's `uloc_addLikelySubtags` of `subtags`, whose language's maximal form is
    /// `languageMaximal`: a form the table holds, else the given subtags with the language's
    /// default script or region for the one missing (as ICU fills a form its data lacks).
    private static func maximized(_ subtags: Subtags, languageMaximal: String) -> String {
        if subtags.script.isEmpty && subtags.region.isEmpty { return languageMaximal }
        if !subtags.script.isEmpty && !subtags.region.isEmpty { return subtags.identifier }
        if let listed = table[subtags.identifier] { return listed }
        let defaults = Subtags(languageMaximal)
        return Subtags(
            language: subtags.language, script: subtags.script.isEmpty ? defaults.script : subtags.script,
            region: subtags.region.isEmpty ? defaults.region : subtags.region
        ).identifier
    }

    /// A base name's language, script and region.
    fileprivate struct Subtags {
        var language: String
        var script: String
        var region: String

        var identifier: String {
            var identifier = language
            if !script.isEmpty { identifier += "_" + script }
            if !region.isEmpty { identifier += "_" + region }
            return identifier
        }
    }
}

extension AppleLikelySubtags.Subtags {
    /// The subtags of `identifier`, as ICU reads them.
    init(_ identifier: String) {
        self.init(
            language: ICURawLocale.language(identifier), script: ICURawLocale.script(identifier),
            region: ICURawLocale.region(identifier))
    }
}
