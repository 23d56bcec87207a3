import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// Seeded mutations of real catalogs (truncated, bytes flipped, inserted, deleted, duplicated):
/// the readers must never crash, every error must be located, and ``JSONParser`` must accept
/// exactly what `JSONSerialization` accepts — except trailing commas, which only Foundation
/// takes — with the same value.
@Suite struct JSONParserMutationTests {
    /// Bytes that change JSON's meaning, plus bytes that break UTF-8.
    static let interesting: [UInt8] =
        Array(#"{}[]",:\"0123456789-+.eEtrufalsnu \#n\#r\#t/"#.utf8)
        + [0x00, 0x01, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xF0, 0xFE, 0xFF]

    /// The fixtures and the corpus catalogs under 16 KB.
    static func inputs() throws -> [[UInt8]] {
        var inputs = try CatalogFixture.names().filter { $0.hasSuffix(".xcstrings") }.map { try CatalogFixture.bytes($0) }
        for url in try Corpus.files(withExtensions: ["xcstrings"]) {
            let bytes = try [UInt8](Data(contentsOf: url))
            if bytes.count < 16_384 { inputs.append(bytes) }
        }
        return inputs
    }

    static func mutate(_ original: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            guard !bytes.isEmpty else { break }
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0: bytes.removeSubrange(position...)
            case 1: bytes[position] = UInt8.random(in: 0...255, using: &generator)
            case 2: bytes[position] = interesting.randomElement(using: &generator) ?? 0
            case 3: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...16, using: &generator)))
            case 4: bytes.insert(interesting.randomElement(using: &generator) ?? 0, at: position)
            case 5:
                let end = min(bytes.count, position + Int.random(in: 1...64, using: &generator))
                let slice = Array(bytes[position..<end])
                bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &generator))
            default: bytes.swapAt(position, Int.random(in: 0..<bytes.count, using: &generator))
            }
        }
        return bytes
    }

    /// Whether the error has a line and column inside the text (at most one past its end).
    static func isLocated(_ error: ResourceError, in bytes: [UInt8]) -> Bool {
        guard let line = error.line, let column = error.column else { return false }
        let lineBreaks = bytes.count { $0 == 0x0A || $0 == 0x0D }
        return line >= 1 && line <= lineBreaks + 1 && column >= 1 && column <= bytes.count + 1
    }

    @Test func mutatedCatalogsNeverCrashAndAgreeWithFoundation() throws {
        let inputs = try Self.inputs()
        try #require(!inputs.isEmpty)
        var generator = SeededGenerator(seed: 0x5EED_0003)
        var outcomes: [String: Int] = [:]
        for iteration in 0..<4_000 {
            let original = inputs[Int.random(in: 0..<inputs.count, using: &generator)]
            let bytes = Self.mutate(original, using: &generator)
            let foundation = JSONOracle.foundationValue(bytes)
            let document: JSONDocument
            do {
                document = try JSONParser.parse(bytes: bytes, file: "mutated.json")
            } catch {
                #expect(Self.isLocated(error, in: bytes), "iteration \(iteration): \(error)")
                let explained = error.message.hasPrefix("trailing comma")
                #expect(foundation == nil || explained, "iteration \(iteration): Foundation accepts what fails with \(error)")
                outcomes["json \(error.reason)", default: 0] += 1
                continue
            }
            let difference = foundation.flatMap { JSONOracle.difference(document.value, $0) }
            #expect(foundation != nil && difference == nil, "iteration \(iteration): Foundation refuses or differs: \(difference ?? "-")")
            outcomes["json accepted", default: 0] += 1
            do {
                let catalog = try StringCatalog(document: document, file: "mutated.xcstrings")
                _ = catalog.localizations(for: catalog.sourceLanguage)
                outcomes["catalog accepted", default: 0] += 1
            } catch {
                #expect(error.reason == .structure && Self.isLocated(error, in: bytes), "iteration \(iteration): \(error)")
                outcomes["catalog structure", default: 0] += 1
            }
        }
        // The mutations reach every outcome.
        #expect(outcomes["json accepted", default: 0] > 100)
        #expect(outcomes["catalog accepted", default: 0] > 50)
        #expect(outcomes["catalog structure", default: 0] > 10)
        #expect(outcomes["json syntax", default: 0] > 1_000)
        #expect(outcomes["json encoding", default: 0] > 300)
    }
}
