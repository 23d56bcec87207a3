import L10n
import L10nTestSupport
import Testing

/// A `LocalizedString` keeps where it came from in one object shared by every result of the
/// same entry and request: it must still behave as a value of five independent fields.
@Suite struct LocalizedStringTests {
    static func result(_ key: String, _ count: Int64) throws -> LocalizedString {
        try Localizer(path: Fixtures.path("bundles/App"))
            .localize(key, arguments: [.int(count), "Anna"], LocalizationRequest(.localization("ru")))
    }

    @Test func eachFieldChangesAloneAndOnlyInItsCopy() throws {
        let original = try Self.result("files.count", 5)
        var copy = original
        copy.localization = "xx"
        #expect(copy.localization == "xx")
        #expect(copy.source == original.source && copy.locale == original.locale && copy.isMissing == original.isMissing)
        copy.source = nil
        copy.locale = nil
        copy.isMissing = true
        copy.string = "changed"
        #expect(copy.source == nil && copy.locale == nil && copy.isMissing && copy.string == "changed")
        #expect(copy.localization == "xx")
        #expect(original.localization == "ru" && original.source != nil && original.locale != nil && !original.isMissing)
        #expect(original.string != "changed")
    }

    @Test func equalityAndHashingGoByTheFields() throws {
        // Two localizers: equal results that share no origin object.
        let first = try Self.result("files.count", 5)
        let second = try Self.result("files.count", 5)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != (try Self.result("files.count", 6)))
        var relocated = second
        relocated.source = nil
        #expect(first != relocated)
        relocated.source = first.source
        #expect(first == relocated)
        #expect(Set([first, second, relocated]).count == 1)
    }
}
