import Foundation
import L10n
import Testing

/// The accessors the `L10nAccessors` plugin generated for Examples/App (this target's copied
/// resources) give what `Localizer.localize` gives for the same key, table and arguments.
///
/// Here, in a package that depends on swift-l10n, rather than among swift-l10n's own tests: a
/// target of a package that applies the plugin makes SwiftPM build the plugin's tool and its
/// modules first, in a build of their own before the package's (59 s alone under
/// AddressSanitizer), where the consumer's builds already do.
@Suite struct GeneratedAccessorTests {
    /// Each language of the example, and preferences it matches only by fallback or not at all.
    static let preferences = ["en", "ru", "ar", "fr-CA", "pl", "ja", "de-CH"]
    /// Numbers in every plural category of those languages (ar: 0 zero, 2 two, 3 few, 11 many).
    static let counts = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000]

    /// One accessor call and the untyped call it stands for.
    struct Call {
        var table: String
        var key: String
        var arguments: [FormatArgument]
        var accessor: (Strings) throws -> LocalizedString
    }

    /// A call of every generated accessor, with arguments made from `count`.
    static func calls(_ count: Int) -> [Call] {
        let amount = Double(count) + 0.25
        return [
            Call(table: "Localizable", key: "greeting", arguments: [FormatArgument("Ann \(count)")]) {
                try $0.localizable.greeting("Ann \(count)")
            },
            Call(table: "Localizable", key: "order.total", arguments: [.double(amount)]) { try $0.localizable.orderTotal(amount) },
            Call(table: "Localizable", key: "files.remaining", arguments: [FormatArgument(count)]) {
                try $0.localizable.filesRemaining(files: count)
            },
            Call(table: "Localizable", key: "homes.found", arguments: [FormatArgument(count), FormatArgument(count + 1)]) {
                try $0.localizable.homesFound(homes: count, cities: count + 1)
            },
            Call(table: "Shop", key: "cart.summary", arguments: [FormatArgument(count), FormatArgument(count + 2)]) {
                try $0.shop.cartSummary(items: count, carts: count + 2)
            },
            Call(table: "Shop", key: "open.on.device", arguments: []) { try $0.shop.openOnDevice },
            Call(table: "Shop", key: "photos.count", arguments: [FormatArgument(count)]) { try $0.shop.photosCount(count) },
        ]
    }

    let localizer: Localizer

    init() throws {
        let resources = try #require(Bundle.module.path(forResource: "App", ofType: nil), "no App in \(Bundle.module.bundlePath)")
        localizer = try Localizer(path: resources)
    }

    @Test(arguments: preferences)
    func accessorsGiveWhatTheLocalizerGives(preference: String) throws {
        let request = LocalizationRequest(.preferred([preference]))
        let localization = try localizer.localization(for: request)
        for count in Self.counts {
            for call in Self.calls(count) {
                let expected = try localizer.localize(
                    call.key, arguments: call.arguments,
                    LocalizationRequest(.preferred([preference]), options: LocalizationOptions(table: call.table)))
                #expect(!expected.isMissing && expected.string != call.key, "\(call.key) in \(preference)")
                #expect(try call.accessor(localization.strings) == expected, "\(call.key) \(count) in \(preference)")
                #expect(try call.accessor(localizer.strings(for: request)) == expected, "\(call.key) \(count) in \(preference)")
            }
        }
    }

    /// Each accessor names its own table, whatever table the request's other calls use.
    @Test func accessorsIgnoreTheRequestsTable() throws {
        let request = LocalizationRequest(.preferred(["ru"]), options: LocalizationOptions(table: "Shop"))
        let viaRequest = try localizer.localization(for: request).strings.localizable.filesRemaining(files: 21)
        let viaLocalizer = try localizer.strings(for: request).localizable.filesRemaining(files: 21)
        let expected = try localizer.localize("files.remaining", arguments: [21], LocalizationRequest(.preferred(["ru"])))
        #expect(viaRequest == expected && viaLocalizer == expected)
        #expect(expected.string == "Остался 21 файл")
    }

    /// The calls above cover the development language's every key, so a key added to the
    /// example without a check here fails.
    @Test func everyKeyIsCalled() throws {
        let bundle = localizer.bundle
        var keys: Set<String> = []
        for table in bundle.tableNames {
            let development = try bundle.table(table, searchList: [bundle.developmentRegion ?? "en"])
            keys.formUnion(development.entries.keys.map { "\(table)/\($0)" })
        }
        #expect(Set(Self.calls(1).map { "\($0.table)/\($0.key)" }) == keys)
    }
}
