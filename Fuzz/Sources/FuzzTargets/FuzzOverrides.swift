import L10n
import L10nICU
import L10nResources

/// Overrides target: a localization and table byte, a device byte, then a `.strings` text whose
/// entries are one scope's overrides of the example bundle — keys naming plural categories,
/// device and width variants (`KEY##{device:ipad}{one}`) included.
///
/// The overrides are assembled into tables (``OverrideFiles/tables(of:)``), checked as a
/// service checks them (``OverridingLocalizer/problems(_:for:)``, lint and validation), and
/// when accepted, installed and each entry answered through the tenant's localizer. A change
/// that is accepted must install, and one assembled without problems must have made its tables.
enum FuzzOverrides {
    static func run(_ input: inout FuzzInput) {
        let example = FuzzValues.example
        let localization = input.choice(example.bundle.localizations)
        let table = input.choice(example.bundle.tableNames)
        let device = input.choice([nil] + LocalizedValue.deviceNames.sorted())
        let width = input.choice([nil, 0, 1, 20, 1000])
        guard let file = try? StringsFile(bytes: input.rest(), file: "fuzz.strings") else { return }
        let tenant = Tenant("fuzz")
        let overrides = file.entries.prefix(64).map {
            TranslationOverride(tenant: tenant, localization: localization, table: table, key: $0.key, value: $0.value)
        }
        if let tables = try? OverrideFiles.tables(of: overrides) {
            for (_, table) in tables[tenant] ?? [:] {
                for (_, made) in table {
                    FuzzTables.format(made, limit: 4, locale: try? LocaleIdentifier("ru_RU"), pluralLanguage: "ru", arguments: [[.int(21)]])
                }
            }
        }
        guard let layered = try? OverridingLocalizer(example) else { preconditionFailure("no layers over the example bundle") }
        guard layered.problems(overrides, for: tenant).isEmpty else { return }
        do {
            try layered.setOverrides(overrides, for: tenant)
        } catch {
            preconditionFailure("a change without problems was refused: \(error)")
        }
        let served = layered.servingLocalizer(for: tenant)
        for override in overrides.prefix(8) {
            let request = LocalizationRequest(
                .localization(localization), options: LocalizationOptions(table: table, device: device, width: width))
            _ = try? served.localizedString(forKey: override.entryKey, request)
            _ = try? served.localize(override.entryKey, arguments: [.int(21), .string("x")], request)
        }
    }
}
