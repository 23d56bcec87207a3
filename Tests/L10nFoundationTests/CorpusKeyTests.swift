import Foundation
import L10nTestSupport
import Testing

@testable import L10nFoundation

/// The keys real String Catalogs hold, rebuilt by interpolation: for every key Xcode extracted
/// (no `extractionState`, `stale` or `extracted_with_value`) whose specifiers are all ones an
/// interpolation writes, the source it came from is `String(localized:)` over the literal text
/// with a value of the specifier's type in each place — and building that value must give the
/// key back, character for character (literal `%` as `%%`, the specifier of each type).
@Suite struct CorpusKeyTests {
    /// A value of the type Xcode writes each specifier for.
    static func interpolate(_ specifier: String, into interpolation: inout String.LocalizationValue.StringInterpolation) -> Bool {
        switch specifier {
        case "%@": interpolation.appendInterpolation("text")
        case "%lld": interpolation.appendInterpolation(Int(7))
        case "%d": interpolation.appendInterpolation(Int32(7))
        case "%llu": interpolation.appendInterpolation(UInt(7))
        case "%u": interpolation.appendInterpolation(UInt32(7))
        case "%lf": interpolation.appendInterpolation(Double(7))
        case "%f": interpolation.appendInterpolation(Float(7))
        default: return false
        }
        return true
    }

    /// The value an interpolation of `key`'s shape builds; `nil` when some `%` is not one an
    /// interpolation writes (`%1$@`, `%.1f`, `%i`: written by hand, not extracted).
    static func rebuilt(_ key: String) -> String.LocalizationValue? {
        var interpolation = String.LocalizationValue.StringInterpolation(literalCapacity: key.utf8.count, interpolationCount: 2)
        var literal = ""
        var rest = Substring(key)
        var interpolated = 0
        while let percent = rest.firstIndex(of: "%") {
            literal += rest[..<percent]
            let after = rest[percent...]
            if after.hasPrefix("%%") {
                literal += "%"
                rest = after.dropFirst(2)
                continue
            }
            guard let specifier = ["%lld", "%llu", "%lf", "%@", "%d", "%u", "%f"].first(where: { after.hasPrefix($0) }) else { return nil }
            interpolation.appendLiteral(literal)
            literal = ""
            guard interpolate(specifier, into: &interpolation) else { return nil }
            interpolated += 1
            rest = after.dropFirst(specifier.count)
        }
        literal += rest
        guard interpolated > 0 else { return nil }
        interpolation.appendLiteral(literal)
        return String.LocalizationValue(stringInterpolation: interpolation)
    }

    @Test(.enabled(if: Corpus.directory != nil, "L10N_CORPUS_DIR is not set to the shared corpus"))
    func extractedKeysAreTheKeysInterpolationBuilds() throws {
        var compared = 0
        var handWritten: [String] = []
        for file in try Corpus.files(withExtensions: ["xcstrings"]) {
            let catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            let strings = catalog?["strings"] as? [String: Any] ?? [:]
            for (key, entry) in strings where key.contains("%") {
                let state = (entry as? [String: Any])?["extractionState"] as? String
                guard state == nil || state == "stale" || state == "extracted_with_value" else { continue }
                guard let value = Self.rebuilt(key) else {
                    handWritten.append(key)
                    continue
                }
                #expect(value.key == key, "\(file.lastPathComponent): built \(value.key)")
                compared += 1
            }
        }
        // In shared/corpus: 119 extracted keys are interpolation-shaped, 5 are not (`%1$@ (%2$@)`,
        // `%.1f pixel(s)`, `%i Unread`: written by hand in an extracted call).
        #expect(compared > 0, "no key compared; not interpolation-shaped: \(handWritten)")
    }

    @Test func handWrittenShapesAreNotTakenForInterpolations() {
        #expect(Self.rebuilt("%1$@ (%2$@)") == nil)
        #expect(Self.rebuilt("%.1f pixel(s)") == nil)
        #expect(Self.rebuilt("%i Unread") == nil)
        #expect(Self.rebuilt("No specifier") == nil)
        #expect(Self.rebuilt("%lld%% done")?.key == "%lld%% done")
    }
}
