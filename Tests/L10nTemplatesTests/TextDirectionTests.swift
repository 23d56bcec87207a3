import Foundation
import L10nTemplates
import Testing

/// The direction of a language, against CLDR's own layout data as Debian ships it
/// (`unicode-cldr-core`): every locale whose file declares a character order.
@Suite struct TextDirectionTests {
    static let mainDirectory = "/usr/share/unicode/cldr/common/main"

    /// Locale → declared `characterOrder`, read from each file's `<layout>`.
    static func declaredOrders() throws -> [String: String] {
        var orders: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: mainDirectory) where file.hasSuffix(".xml") {
            let text = try String(contentsOfFile: mainDirectory + "/" + file, encoding: .utf8)
            guard let start = text.range(of: "<characterOrder>"),
                let end = text.range(of: "</characterOrder>", range: start.upperBound..<text.endIndex)
            else { continue }
            orders[String(file.dropLast(4))] = String(text[start.upperBound..<end.lowerBound])
        }
        return orders
    }

    @Test func everyDeclaredCharacterOrderIsICUs() throws {
        let orders = try Self.declaredOrders()
        // Debian's CLDR 41 declares it for two dozen locales; fewer means the data was not read.
        #expect(orders.count >= 20, "\(orders.count) locales declare a character order in \(Self.mainDirectory)")
        for (locale, order) in orders.sorted(by: { $0.key < $1.key }) {
            let expected: TextDirection = order == "right-to-left" ? .rightToLeft : .leftToRight
            #expect(TextDirection(language: locale) == expected, "\(locale): CLDR \(order)")
            #expect(TextDirection(language: locale.replacingOccurrences(of: "_", with: "-")) == expected, "\(locale) as a tag")
        }
    }

    @Test func aRegionKeepsItsLanguagesDirectionAndAScriptDecides() {
        for tag in ["ar-EG", "ar-MA", "he-IL", "fa-AF", "ur-IN", "ps-PK", "yi-001", "az-Arab", "pa-Arab", "iw"] {
            #expect(TextDirection(language: tag) == .rightToLeft, "\(tag)")
        }
        for tag in ["en", "en-US", "ru", "ja", "zh-Hant-TW", "pa", "pa-Guru", "az-Latn", "uz", "und", "x-invalid-!", ""] {
            #expect(TextDirection(language: tag) == .leftToRight, "\(tag)")
        }
    }
}
