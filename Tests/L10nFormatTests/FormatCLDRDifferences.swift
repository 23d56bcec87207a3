import Foundation

/// Where Foundation's output differs from ours only because Foundation bundles ICU 76 (CLDR 46)
/// and we use the system's ICU 72 (CLDR 42): the locale data changed, not the algorithm.
///
/// Arabic's NaN symbol also changed (CLDR 46 `ليس<NBSP>رقمًا`, CLDR 42 `ليس<NBSP>رقم`): its length
/// differs, so padding differs too, and the differential test does not generate NaN for ar_EG;
/// `FormatTableTests` pins our CLDR 42 output instead.
enum FormatCLDRDifferences {
    /// (Foundation's CLDR 46 text, ICU 72's CLDR 42 text, why).
    static let replacements: [(newer: String, older: String, reason: String)] = [
        ("أس", "اس", "ar exponential symbol: CLDR 46 writes the hamza (أس), CLDR 42 did not (اس)")
    ]

    /// Rewrites Foundation's output into what the same algorithm gives with CLDR 42 data.
    static func normalize(_ text: String) -> String {
        var text = text
        for replacement in replacements where text.contains(replacement.newer) {
            text = text.replacingOccurrences(of: replacement.newer, with: replacement.older)
        }
        return text
    }
}
