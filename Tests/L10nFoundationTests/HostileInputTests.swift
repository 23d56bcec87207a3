import Foundation
import L10n
import L10nTestSupport
import Testing

@testable import L10nFoundation

/// What a translator or a queue can put in front of the API — markup of any shape, JSON of any
/// shape — gives an answer or a refusal, never a crash, and never loses text.
@Suite struct HostileInputTests {
    /// Random strings over the characters the markup is made of, and text.
    static func markupLike(_ generator: inout SeededGenerator) -> String {
        let alphabet = Array("^[]()inflect: true,morphology{}ab 3%@\\\"é👋")
        let count = Int.random(in: 0...40, using: &generator)
        return String((0..<count).map { _ in alphabet.randomElement(using: &generator)! })
    }

    @Test func markupOfAnyShapeRendersWithoutLosingText() {
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<20_000 {
            let text = Self.markupLike(&generator)
            let plain = InflectionMarkup.plainText(text)
            // Only `^[`, `](` and the attributes are taken away; everything else is kept in order.
            #expect(plain.count <= text.count, "\(text)")
            #expect(plain.unicodeScalars.allSatisfy { text.unicodeScalars.contains($0) }, "\(text)")
            if !InflectionMarkup.containsOpening(text) { #expect(plain == text) }
        }
    }

    @Test func mutatedJSONIsDecodedOrRefused() throws {
        var resource = LocalizedStringResource("Order \("A-1") has \(3) items", table: "Shop", bundle: .main)
        resource.locale = Locale(identifier: "fr_CA")
        let valid = Array(try JSONEncoder().encode(resource))
        var generator = SeededGenerator(seed: 2_029)
        var decoded = 0
        for _ in 0..<5_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: index)
                default: bytes.insert(Array("{}[]\":,0-9e".utf8).randomElement(using: &generator)!, at: index)
                }
                if bytes.isEmpty { break }
            }
            guard let value = try? JSONDecoder().decode(LocalizedStringResource.self, from: Data(bytes)) else { continue }
            decoded += 1
            // A decoded resource resolves to some text, never an empty string for this key.
            #expect(!String(localized: value).isEmpty || value.key.isEmpty, "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(decoded > 0)
    }
}
