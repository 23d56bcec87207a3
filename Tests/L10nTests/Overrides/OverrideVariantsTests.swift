import Foundation
import L10nICU
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

@testable import L10n

/// Device and width variants in overrides: keys read as `OverrideKey` says, every device and
/// width entry of the fixture bundles overridden by its own variants answering as the bundle's
/// files do, and each mistake refused with the file, the key and the reason (lint's own words
/// where lint reports the same mistake in a file).
@Suite struct OverrideVariantsTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let acme = Tenant("acme")!

    @Test(
        arguments: [
            ("title", "title", nil, nil),
            ("files##{one}", "files", nil, PluralCategory.one),
            ("open##{device:iphone}", "open", OverrideKey.Variant.device("iphone"), nil),
            ("open##{device:other}", "open", .device("other"), nil),
            ("open##{device:applevision}{few}", "open", .device("applevision"), .few),
            ("title##{width:0}", "title", .width(0), nil),
            ("title##{width:20}{other}", "title", .width(20), .other),
            ("a##b##{device:mac}", "a##b", .device("mac"), nil),
            ("{x}##{device:mac}", "{x}", .device("mac"), nil),
            ("##{device:mac}", "", .device("mac"), nil),
            // Braces of the key's own: ordinary keys, as a `.strings` file reads them.
            ("price##{amount}", "price##{amount}", nil, nil),
            ("price##{Device:mac}", "price##{Device:mac}", nil, nil),
            ("a{device:mac}", "a{device:mac}", nil, nil),
            ("a##{device:mac}b", "a##{device:mac}b", nil, nil),
            ("a##{device:mac}}", "a##{device:mac}}", nil, nil),
            ("a##{}", "a##{}", nil, nil),
            ("{}{}{}", "{}{}{}", nil, nil),
        ] as [(String, String, OverrideKey.Variant?, PluralCategory?)])
    func keysAreRead(key: String, entryKey: String, variant: OverrideKey.Variant?, category: PluralCategory?) throws {
        let read = try OverrideKey(key)
        #expect(read.entryKey == entryKey)
        #expect(read.variant == variant)
        #expect(read.category == category)
        #expect(TranslationOverride.entryKey(of: key) == entryKey)
        // Writing what was read gives the key back.
        #expect(OverrideKey.written(entryKey: read.entryKey, variant: read.variant, category: read.category) == key)
    }

    @Test(arguments: [
        (
            "open##{device:ipda}", "open",
            "'ipda' is not a device Apple defines (appletv, applevision, applewatch, ipad, iphone, ipod, mac, other)"
        ),
        ("open##{device:}", "open", "'' is not a device Apple defines"),
        ("open##{device:iPhone}", "open", "'iPhone' is not a device Apple defines"),
        ("t##{width:}", "t", "width '' is not a whole number of ems"),
        ("t##{width:-1}", "t", "width '-1' is not a whole number of ems"),
        ("t##{width:2.5}", "t", "width '2.5' is not a whole number of ems"),
        ("t##{width:1234567890}", "t", "width '1234567890' is not a whole number of ems (0 to 999999999)"),
        ("t##{width:٣}", "t", "width '٣' is not a whole number of ems"),
        ("f##{one}{device:ipad}", "f", "a plural category comes last, after the device or width it belongs to (f##{device:ipad}{one})"),
        ("f##{one}{two}", "f", "a plural category comes last"),
        ("f##{device:ipad}{once}", "f", "after {device:ipad} comes at most one plural category (zero, one, two, few, many, other)"),
        ("f##{device:ipad}{one}{two}", "f", "after {device:ipad} comes at most one plural category"),
        ("f##{width:1}{device:ipad}", "f", "after {width:1} comes at most one plural category"),
        (
            "f##{device:ipad}##{one}", "f",
            "names a variant of a key that names a variant; one ## names them all, as in f##{device:ipad}{one}"
        ),
        ("f##{one}##{device:mac}", "f", "names a variant of a key that names a variant"),
    ])
    func malformedVariantKeysAreRefusedWithTheReason(key: String, entryKey: String, reason: String) throws {
        let error = try #require(throws: OverrideKey.Malformed.self) { try OverrideKey(key) }
        #expect(error.reason.hasPrefix(reason), "\(error.reason)")
        #expect(error.entryKey == entryKey)
        #expect(TranslationOverride.entryKey(of: key) == entryKey)

        let overrides = try OverridingLocalizer(Localizer(path: Self.examplePath))
        let refusal = try #require(throws: OverrideRefusal.self) {
            try overrides.setOverrides([TranslationOverride(localization: "fr", key: key, value: "x")], for: nil)
        }
        #expect(refusal.problems.map(\.description) == ["overrides/fr.lproj/Localizable.strings: error: '\(key)': \(error.reason)"])
        #expect(overrides.overrides.isEmpty)
    }

    /// Keys a client could send to make reading slow or deep: one pass each, no recursion.
    @Test func longAndNestedKeysAreReadInOnePass() throws {
        let chain = "k" + String(repeating: "##{one}", count: 100_000)
        #expect(throws: OverrideKey.Malformed.self) { try OverrideKey(chain) }
        let braces = String(repeating: "{}", count: 100_000)
        #expect(try OverrideKey(braces).entryKey == braces)
        let groups = "k##" + String(repeating: "{device:mac}", count: 100_000)
        #expect(throws: OverrideKey.Malformed.self) { try OverrideKey(groups) }
    }

    /// The overrides that give `entry`'s value back, each variant's text or plural as the
    /// Smartling converter writes a whole entry; `nil` when a variant has no such form (a
    /// format with several variables).
    static func overrides(giving entry: TableEntry, tenant: Tenant?, table: String) -> [TranslationOverride]? {
        func rows(_ value: LocalizedValue, variant: OverrideKey.Variant?) -> [(String, String)]? {
            var lossy = false
            let written = SmartlingConverter.stringsEntries(
                [TableEntry(key: entry.key, value: value, localization: entry.localization, location: entry.location)]
            ) { _, _ in lossy = true }
            guard !lossy else { return nil }
            return written.map { line in
                let category = SmartlingPlurals.split(line.key)?.category
                return (OverrideKey.written(entryKey: entry.key, variant: variant, category: category), line.value)
            }
        }
        var lines: [(String, String)] = []
        switch entry.value {
        case .device(let cases):
            for (device, value) in cases {
                guard let variant = rows(value, variant: .device(device)) else { return nil }
                lines += variant
            }
        case .width(let variants):
            for variant in variants {
                guard let variant = rows(variant.value, variant: .width(variant.width)) else { return nil }
                lines += variant
            }
        default:
            guard let whole = rows(entry.value, variant: nil) else { return nil }
            lines = whole
        }
        return lines.map {
            TranslationOverride(tenant: tenant, localization: entry.localization, table: table, key: $0.0, value: $0.1)
        }
    }

    /// Every entry with device or width variants in the fixture bundles and the example,
    /// overridden by its own variants as keys: a tenant's answers equal the bundle's for every
    /// device Apple names, widths around each variant's, and counts of every category.
    @Test func variantsOverriddenByTheirOwnWordingAnswerAsTheFiles() throws {
        let bundles = [
            Self.examplePath,
            Fixtures.path("bundles/App"),
            Fixtures.path("bundles/Lookups"),
        ]
        var compared = 0
        var entriesOverridden = 0
        var refusedAsInvalid = 0
        for path in bundles {
            let base = try Localizer(path: path)
            var overrides: [TranslationOverride] = []
            for localization in base.bundle.localizations {
                for table in base.bundle.tableNames {
                    guard let entries = try base.bundle.table(table, localization: localization)?.entries.values else { continue }
                    for entry in entries {
                        switch entry.value {
                        case .device, .width:
                            guard let rows = Self.overrides(giving: entry, tenant: Self.acme, table: table) else { continue }
                            // An entry the bundle's validation fails (a device variation without
                            // 'other') is refused as an override, with the same error.
                            let errors = EntryValidation(entry: entry).errors().map(\.message)
                            guard errors.isEmpty else {
                                let refused = try OverridingLocalizer(base).problems(rows, for: Self.acme).compactMap {
                                    problem -> String? in
                                    if case .invalid(let error) = problem { error.message } else { nil }
                                }
                                #expect(refused == errors, "\(path) \(localization) \(entry.key)")
                                refusedAsInvalid += 1
                                continue
                            }
                            overrides += rows
                            entriesOverridden += 1
                        default: continue
                        }
                    }
                }
            }
            let layered = try OverridingLocalizer(base, overrides: overrides)
            #expect(layered.overrides.count == overrides.count)
            let scoped = layered.servingLocalizer(for: Self.acme)
            for (table, localization, key) in Set(overrides.map { [$0.table, $0.localization.name, $0.entryKey] }).map({
                ($0[0], $0[1], $0[2])
            }) {
                let entry = try #require(try base.bundle.table(table, localization: Localization(localization))?[key])
                var widths: Set<Int?> = [nil, 0]
                if case .width(let variants) = entry.value {
                    for variant in variants { widths.formUnion([variant.width - 1, variant.width, variant.width + 1]) }
                }
                for device in [nil] + LocalizedValue.deviceNames.sorted() {
                    for width in widths {
                        let request = LocalizationRequest(
                            .localization(Localization(localization)),
                            options: LocalizationOptions(table: table, device: device, width: width))
                        // The stored text, where the variant is text (a plural's is the format it compiles to).
                        if !overrides.contains(where: {
                            $0.table == table && $0.localization.name == localization && $0.entryKey == key
                                && (try? OverrideKey($0.key))?.category != nil
                        }) {
                            #expect(
                                Self.outcome { try scoped.localizedString(forKey: key, request).string }
                                    == Self.outcome { try base.localizedString(forKey: key, request).string },
                                "\(path) \(localization) \(key)")
                        }
                        for count in [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000] as [Int64] {
                            #expect(
                                Self.outcome { try scoped.localize(key, arguments: [.int(count)], request).string }
                                    == Self.outcome { try base.localize(key, arguments: [.int(count)], request).string },
                                "\(path) \(localization) \(key) \(device ?? "-") \(width.map(String.init) ?? "-") \(count)")
                            compared += 1
                        }
                    }
                }
            }
        }
        // The example's device entry in six localizations, the fixtures' width and device entries.
        #expect(entriesOverridden >= 8)
        #expect(refusedAsInvalid >= 2)
        #expect(compared > 1000)
    }

    /// A mistake in a device entry's overrides is refused with the words lint and the bundle's
    /// validation give for the same variants in the localization's file (here the example's
    /// `Shop` catalog), and nothing of the change is served.
    @Test(arguments: [
        // No 'other', which a request naming no device (or another device) falls back on.
        [("mac", "Ouvrir sur le Mac")],
        // An argument the development language's variants do not have.
        [("mac", "Ouvrir sur le Mac de %@"), ("other", "Ouvrir ici")],
        // A width no argument can have (above StringFormatter.maximumCount).
        [("mac", "Ouvrir %99999999999@"), ("other", "Ouvrir ici")],
        // A variable the entry does not define.
        [("mac", "Ouvrir %#@where@"), ("other", "Ouvrir ici")],
    ])
    func aDeviceEntrysMistakeIsRefusedAsLintReportsItInTheCatalog(variants: [(String, String)]) throws {
        let overrides = try OverridingLocalizer(Localizer(path: Self.examplePath))
        let change = variants.map {
            TranslationOverride(
                tenant: Self.acme, localization: "fr", table: "Shop", key: "open.on.device##{device:\($0.0)}", value: $0.1)
        }
        let refusal = try #require(throws: OverrideRefusal.self) { try overrides.setOverrides(change, for: Self.acme) }
        // Each problem as lint reports it (its rule and message), or as the bundle's validation
        // does (its message).
        var refused: [String] = []
        for problem in refusal.problems {
            switch problem {
            case .lint(let finding):
                #expect(finding.file == "overrides/acme/fr.lproj/Shop.strings" && finding.key == "open.on.device")
                refused.append("\(finding.message) [\(finding.rule.id)]")
            case .invalid(let error):
                #expect(error.file == "overrides/acme/fr.lproj/Shop.strings" && error.key == "open.on.device")
                #expect(problem.description.hasPrefix("overrides/acme/fr.lproj/Shop.strings: error: 'open.on.device': "))
                refused.append(error.message)
            default:
                Issue.record("not a problem a file has: \(problem)")
            }
        }
        #expect(!refused.isEmpty)
        #expect(overrides.overrides.isEmpty)

        // The same variants in a copy of the example's catalog, linted.
        let copy = try TemporaryBundle(copying: Self.examplePath)
        let catalogData = try Data(contentsOf: URL(fileURLWithPath: copy.path("Shop.xcstrings")))
        var catalog = try #require(try JSONSerialization.jsonObject(with: catalogData) as? [String: Any])
        var strings = try #require(catalog["strings"] as? [String: Any])
        var entry = try #require(strings["open.on.device"] as? [String: Any])
        var localizations = try #require(entry["localizations"] as? [String: Any])
        var device: [String: Any] = [:]
        for (name, value) in variants { device[name] = ["stringUnit": ["state": "translated", "value": value]] }
        localizations["fr"] = ["variations": ["device": device]]
        entry["localizations"] = localizations
        strings["open.on.device"] = entry
        catalog["strings"] = strings
        try copy.write("Shop.xcstrings", bytes: Array(try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys])))
        // What lint reports for it, and the bundle's validation besides lint's rules.
        let linted = try Linter().lint(path: copy.path).filter {
            $0.severity == .error && $0.file.hasSuffix("Shop.xcstrings") && $0.key == "open.on.device" && $0.localization == "fr"
        }
        let validated = try LocalizationBundle(path: copy.path).validate().errors.filter {
            if case .lint = $0.reason { return false }
            return $0.key == "open.on.device" && $0.localization == "fr"
        }
        let inFile = linted.map { "\($0.message) [\($0.rule.id)]" } + validated.map(\.message)
        #expect(!inFile.isEmpty)
        #expect(Set(refused) == Set(inFile))
        #expect(refused.count == inFile.count)
        withExtendedLifetime(copy) {}
    }

    /// Overrides that cannot make one entry together are refused, each naming its key.
    @Test(arguments: [
        (
            [("open.on.device##{one}", "x"), ("open.on.device##{device:mac}", "y")],
            "'open.on.device##{device:mac}': 'open.on.device' is also given plural categories by 'open.on.device##{one}'; an entry's variants are of one kind"
        ),
        (
            [("open.on.device##{device:mac}", "x"), ("open.on.device##{width:20}", "y")],
            "'open.on.device##{width:20}': 'open.on.device' is also given device variants by 'open.on.device##{device:mac}'"
        ),
        (
            [("open.on.device##{device:other}", "x"), ("open.on.device##{device:other}{one}", "y")],
            "'open.on.device##{device:other}{one}': the variant open.on.device##{device:other} is given both as text and by plural categories"
        ),
        (
            [("open.on.device##{device:other}{one}", "y"), ("open.on.device##{device:other}", "x")],
            "'open.on.device##{device:other}': the variant open.on.device##{device:other} is given both as text and by plural categories"
        ),
    ])
    func overridesThatMakeNoEntryTogetherAreRefused(lines: [(String, String)], problem: String) throws {
        let overrides = try OverridingLocalizer(Localizer(path: Self.examplePath))
        let change = lines.map { TranslationOverride(localization: "fr", table: "Shop", key: $0.0, value: $0.1) }
        let refusal = try #require(throws: OverrideRefusal.self) { try overrides.setOverrides(change, for: nil) }
        #expect(refusal.problems.count == 1)
        #expect(refusal.problems.first?.description.hasPrefix("overrides/fr.lproj/Shop.strings: error: " + problem) == true, "\(refusal)")
        #expect(throws: OverrideRefusal.self) { try OverrideFiles.tables(of: change) }
    }

    /// An ordinary key beside an entry's device variants is replaced by them, as a file's
    /// ordinary entry is by Smartling's plurals: the variants are served.
    @Test func anOrdinaryKeyBesideVariantsGivesWayToThem() throws {
        let change = [
            TranslationOverride(localization: "fr", table: "Shop", key: "open.on.device", value: "Ouvrir"),
            TranslationOverride(localization: "fr", table: "Shop", key: "open.on.device##{device:mac}", value: "Ouvrir sur le Mac"),
            TranslationOverride(localization: "fr", table: "Shop", key: "open.on.device##{device:other}", value: "Ouvrir ici"),
        ]
        let overrides = try OverridingLocalizer(Localizer(path: Self.examplePath), overrides: change)
        func stored(device: String?) throws -> String {
            try overrides.servingLocalizer.localizedString(
                forKey: "open.on.device",
                LocalizationRequest(.localization("fr"), options: LocalizationOptions(table: "Shop", device: device))
            ).string
        }
        #expect(try stored(device: nil) == "Ouvrir ici")
        #expect(try stored(device: "mac") == "Ouvrir sur le Mac")
        #expect(try stored(device: "iphone") == "Ouvrir ici")
        let table = try #require(try OverrideFiles.tables(of: change)[nil]?["Shop"]?["fr"])
        #expect(
            table.warnings.map(\.message) == ["key is both an ordinary entry and device variants (open.on.device##{…}); the variants win"])
    }

    /// A string, or the reason of the error: both sides must succeed alike or fail alike (the
    /// error's words name different files).
    static func outcome(_ body: () throws -> String) -> String {
        do {
            return try body()
        } catch let error as LocalizationError {
            return "error: \(error.reason)"
        } catch {
            return "error: \(error)"
        }
    }
}
