import Foundation
import L10nTestSupport
import Testing

@testable import L10n

/// Translations overridden while a localizer serves (`OverridingLocalizer`), over the example
/// bundle: a tenant's overrides reach that tenant's requests and no other's, global ones reach
/// every request, a plural is overridden by Smartling's categories, a mistake is refused with
/// lint's own words for the same lines in a file, and the layers follow a reload.
@Suite struct OverridingLocalizerTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let acme = Tenant("acme")!
    static let beta = Tenant("beta")!

    static func greeting(_ localizer: Localizer, _ header: String = "fr") throws -> String {
        try localizer.localization(for: .acceptLanguage(header)).localize("greeting", arguments: ["Anna"]).string
    }

    @Test func aTenantsOverrideReachesItsRequestsAlone() throws {
        let base = try Localizer(path: Self.examplePath)
        let overrides = try OverridingLocalizer(
            base,
            overrides: [
                TranslationOverride(localization: "fr", key: "greeting", value: "Salut, %@ !"),
                TranslationOverride(tenant: Self.acme, localization: "fr", key: "greeting", value: "Bienvenue chez Acme, %@ !"),
            ])
        #expect(try Self.greeting(base) == "Bonjour, Anna !")
        #expect(try Self.greeting(overrides.servingLocalizer(for: Self.acme)) == "Bienvenue chez Acme, Anna !")
        // A tenant without overrides of its own, and a request without a tenant: the global layer.
        #expect(try Self.greeting(overrides.servingLocalizer(for: Self.beta)) == "Salut, Anna !")
        #expect(try Self.greeting(overrides.servingLocalizer(for: nil)) == "Salut, Anna !")
        #expect(try Self.greeting(overrides.servingLocalizer) == "Salut, Anna !")
        // Another localization's table has no override: the bundle's answer.
        #expect(try Self.greeting(overrides.servingLocalizer(for: Self.acme), "ru") == Self.greeting(base, "ru"))
        #expect(overrides.tenants == [Self.acme])
    }

    /// Every other key, in every localization, answers as the bundle does for every scope.
    @Test func keysWithoutOverridesAnswerAsTheBundle() throws {
        let base = try Localizer(path: Self.examplePath)
        let overrides = try OverridingLocalizer(
            base, overrides: [TranslationOverride(tenant: Self.acme, localization: "ru", key: "greeting", value: "Привет, %@!")])
        let scoped = overrides.servingLocalizer(for: Self.acme)
        #expect(scoped !== base)
        for localization in base.bundle.localizations {
            let table = try #require(try base.bundle.table("Localizable", localization: localization))
            for key in table.entries.keys where !(localization == "ru" && key == "greeting") {
                let request = LocalizationRequest(.localization(localization))
                let expected = try base.localizedString(forKey: key, request)
                let answered = try scoped.localizedString(forKey: key, request)
                #expect(answered.string == expected.string, "\(localization) \(key)")
            }
        }
        #expect(try scoped.localization(for: .localization("ru")).localizedString(forKey: "greeting").string == "Привет, %@!")
    }

    /// `KEY##{category}` overrides make one plural entry, chosen by the localization's CLDR rules.
    @Test func aPluralIsOverriddenBySmartlingCategories() throws {
        let forms = [
            "one": "Остался %lld файлик", "few": "Осталось %lld файлика", "many": "Осталось %lld файликов",
            "other": "Осталось %lld файлика",
        ]
        let overrides = try OverridingLocalizer(
            Localizer(path: Self.examplePath),
            overrides: forms.map {
                TranslationOverride(tenant: Self.acme, localization: "ru", key: "files.remaining##{\($0.key)}", value: $0.value)
            })
        let localization = try overrides.servingLocalizer(for: Self.acme).localization(for: .acceptLanguage("ru-RU"))
        for (count, expected) in [
            (1, "Остался 1 файлик"), (3, "Осталось 3 файлика"), (5, "Осталось 5 файликов"), (21, "Остался 21 файлик"),
        ] {
            #expect(try localization.localize("files.remaining", arguments: [.int(Int64(count))]).string == expected)
        }
    }

    /// The mistake an override would bring is refused with the words lint uses for the same
    /// lines in the localization's file, and nothing of the change is served.
    @Test(arguments: [
        // %d where the development language has %@.
        ([("greeting", "Bonjour %d")], LintRule.formatMismatch),
        // A plural with no 'other'.
        ([("items.count##{one}", "%lld article")], .pluralMissingOther),
        // A plural lacking a category French uses (and `other`, which every plural needs).
        ([("items.count##{other}", "%lld articles")], .pluralMissingCategory),
    ])
    func aMistakeIsRefusedAsLintReportsItInAFile(lines: [(String, String)], rule: LintRule) throws {
        let overrides = try OverridingLocalizer(
            Localizer(path: Self.examplePath),
            overrides: [TranslationOverride(tenant: Self.acme, localization: "fr", key: "greeting", value: "Coucou, %@ !")])
        let change = lines.map { TranslationOverride(tenant: Self.acme, localization: "fr", key: $0.0, value: $0.1) }
        let refusal = try #require(throws: OverrideRefusal.self) { try overrides.setOverrides(change, for: Self.acme) }
        let refused = refusal.problems.compactMap { problem -> LintFinding? in
            if case .lint(let finding) = problem { finding } else { nil }
        }
        #expect(refused.contains { $0.rule == rule }, "\(refused)")
        #expect(refused.allSatisfy { $0.file == "overrides/acme/fr.lproj/Localizable.strings" })
        #expect(overrides.problems(change, for: Self.acme).count == refusal.problems.count)
        // The refused change is not served; the earlier override still is.
        #expect(try Self.greeting(overrides.servingLocalizer(for: Self.acme)) == "Coucou, Anna !")

        // The same lines written into a copy of the bundle's French file, linted.
        let copy = try TemporaryBundle(copying: Self.examplePath)
        let french = "fr.lproj/Localizable.strings"
        var text = try String(contentsOfFile: copy.path(french), encoding: .utf8)
        for (key, value) in lines {
            if let range = text.range(of: "\"\(key)\" = ") {
                let lineEnd = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
                text.removeSubrange(range.lowerBound..<lineEnd)
            }
            text += "\n\"\(key)\" = \"\(value)\";\n"
        }
        try copy.write(french, text: text)
        let linted = try Linter().lint(path: copy.path).filter { $0.severity == .error && $0.file.hasSuffix(french) }
        #expect(linted.map(\.rule).sorted() == refused.map(\.rule).sorted())
        #expect(Set(linted.map { "\($0.key ?? "") \($0.message)" }) == Set(refused.map { "\($0.key ?? "") \($0.message)" }))
        withExtendedLifetime(copy) {}
    }

    @Test func anOverrideNamingNoLocalizationOrTableIsRefused() throws {
        let overrides = try OverridingLocalizer(Localizer(path: Self.examplePath))
        let refusal = try #require(throws: OverrideRefusal.self) {
            try overrides.setOverrides(
                [
                    TranslationOverride(localization: "de", key: "greeting", value: "Hallo, %@!"),
                    TranslationOverride(localization: "fr", table: "Localisable", key: "greeting", value: "Salut, %@ !"),
                    TranslationOverride(localization: "fr", key: "", value: "x"),
                    TranslationOverride(tenant: Self.acme, localization: "fr", key: "greeting", value: "Salut, %@ !"),
                ], for: nil)
        }
        #expect(refusal.problems.count == 4)
        let text = refusal.description
        #expect(text.contains("overrides/de.lproj/Localizable.strings: error: 'greeting': the bundle has no localization 'de' (it has"))
        #expect(text.contains("the bundle has no table 'Localisable' (it has Localizable, Shop)"))
        #expect(text.contains("an override's key is empty"))
        #expect(text.contains("not an override of the global overrides"))
        #expect(overrides.overrides.isEmpty)
    }

    /// An override in the development language keeps the arguments of the bundle's entry it
    /// replaces: the code passes those.
    @Test func aDevelopmentLanguageOverrideKeepsTheBundlesArguments() throws {
        let overrides = try OverridingLocalizer(Localizer(path: Self.examplePath))
        let refusal = try #require(throws: OverrideRefusal.self) {
            try overrides.setOverrides([TranslationOverride(localization: "en", key: "greeting", value: "Hi, number %d")], for: nil)
        }
        #expect(
            refusal.problems.map(\.description) == [
                "overrides/en.lproj/Localizable.strings: error: 'greeting': 'en' format specifiers differ from the development language: argument 1 is a 32-bit integer, not an object (%@) [format-mismatch]"
            ])
        try overrides.setOverrides([TranslationOverride(localization: "en", key: "greeting", value: "Hi, %@!")], for: nil)
        #expect(try Self.greeting(overrides.servingLocalizer, "en") == "Hi, Anna!")
    }

    /// Another spelling of a localization (`pt_BR` for `pt-BR.lproj`) is the bundle's.
    @Test func aLocalizationIsSpelledAsTheBundleSpellsIt() throws {
        let overrides = try OverridingLocalizer(
            Localizer(path: Self.examplePath), overrides: [TranslationOverride(localization: "FR", key: "greeting", value: "Salut, %@ !")])
        #expect(overrides.overrides.map(\.localization) == ["fr"])
        #expect(try Self.greeting(overrides.servingLocalizer) == "Salut, Anna !")
    }

    /// Removing a tenant's overrides serves the global layer again; a change remakes the
    /// tenant's localizer, not another tenant's.
    @Test func aChangeRemakesOnlyItsScope() throws {
        let overrides = try OverridingLocalizer(
            Localizer(path: Self.examplePath),
            overrides: [
                TranslationOverride(tenant: Self.acme, localization: "fr", key: "greeting", value: "Acme, %@ !"),
                TranslationOverride(tenant: Self.beta, localization: "fr", key: "greeting", value: "Beta, %@ !"),
            ])
        let beta = overrides.servingLocalizer(for: Self.beta)
        #expect(overrides.servingLocalizer(for: Self.beta) === beta)
        try overrides.setOverrides(
            [TranslationOverride(tenant: Self.acme, localization: "fr", key: "greeting", value: "Acme 2, %@ !")], for: Self.acme)
        #expect(try Self.greeting(overrides.servingLocalizer(for: Self.acme)) == "Acme 2, Anna !")
        #expect(overrides.servingLocalizer(for: Self.beta) === beta)
        try overrides.setOverrides([], for: Self.acme)
        #expect(try Self.greeting(overrides.servingLocalizer(for: Self.acme)) == "Bonjour, Anna !")
        #expect(overrides.tenants == [Self.beta])
    }

    /// 200 concurrent requests across 20 tenants, each with its own wording: every answer is
    /// its own tenant's, and requests without a tenant see none of them.
    @Test func concurrentRequestsOfTwentyTenantsNeverSeeAnothersOverride() async throws {
        let tenants = (0..<20).map { Tenant("tenant-\($0)")! }
        let overrides = try OverridingLocalizer(
            Localizer(path: Self.examplePath),
            overrides: tenants.map { TranslationOverride(tenant: $0, localization: "fr", key: "greeting", value: "\($0.name) salue %@") })
        let wrong = await withTaskGroup(of: String?.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let tenant = index % 21 == 20 ? nil : tenants[index % 20]
                    let expected = tenant.map { "\($0.name) salue Anna" } ?? "Bonjour, Anna !"
                    let localizer = overrides.servingLocalizer(for: tenant)
                    let answer = try? Self.greeting(localizer)
                    // The raw lookup too: a table's answers made once per resolution.
                    let raw = try? localizer.localization(for: .acceptLanguage("fr")).localizedString(forKey: "greeting").string
                    let expectedRaw = tenant.map { "\($0.name) salue %@" } ?? "Bonjour, %@ !"
                    guard answer == expected, raw == expectedRaw else {
                        return "\(tenant?.name ?? "none"): \(answer ?? "failed"), \(raw ?? "failed")"
                    }
                    return nil
                }
            }
            var wrong: [String] = []
            for await answer in group { if let answer { wrong.append(answer) } }
            return wrong
        }
        #expect(wrong.isEmpty)
    }

    /// Over a reloading localizer, the layers lie over the snapshot that serves: a reloaded file
    /// shows through every scope, and the overrides still win.
    @Test func theLayersFollowAReload() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello, %@!\";\n\"farewell\" = \"Goodbye\";\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour, %@ !\";\n\"farewell\" = \"Au revoir\";\n",
        ])
        let reloading = try ReloadingLocalizer(path: bundle.path, developmentRegion: "en")
        let overrides = try OverridingLocalizer(
            reloading, overrides: [TranslationOverride(tenant: Self.acme, localization: "fr", key: "greeting", value: "Salut, %@ !")])
        let before = overrides.servingLocalizer(for: Self.acme)
        #expect(try before.localization(for: .localization("fr")).localizedString(forKey: "farewell").string == "Au revoir")
        try bundle.write("fr.lproj/Localizable.strings", text: "\"greeting\" = \"Bonjour, %@ !\";\n\"farewell\" = \"À bientôt\";\n")
        _ = reloading.reload()
        let after = overrides.servingLocalizer(for: Self.acme)
        #expect(after !== before)
        #expect(try after.localization(for: .localization("fr")).localizedString(forKey: "farewell").string == "À bientôt")
        #expect(try Self.greeting(after) == "Salut, Anna !")
        withExtendedLifetime(bundle) {}
    }

    @Test func tenantNamesAreChecked() {
        for name in ["acme", "a", "Acme-1_x.y", String(repeating: "a", count: 64)] { #expect(Tenant(name)?.name == name) }
        for name in ["", ".", "..", "-a", "a b", "a/b", "ä", String(repeating: "a", count: 65), "a\u{0}"] { #expect(Tenant(name) == nil) }
    }
}
