import L10nICU
import L10nResources

/// The entries one table's overrides make (all of one localization and table): each entry's
/// overrides, as their keys name them (``OverrideKey``), assembled into one value — text, a
/// plural by category, or device or width variants, each variant text or a plural.
///
/// What cannot be assembled is a problem, not a guess: a key that cannot be read, and an
/// entry given variants of two kinds (plural categories beside device variants) or one
/// variant given twice (`{device:ipad}` beside `{device:ipad}{one}`). An ordinary key beside
/// variant keys of the same entry is replaced by them with a warning, as a `.strings` file's
/// ordinary entry is by Smartling's plurals.
struct OverrideEntries {
    private(set) var entries: [TableEntry] = []
    private(set) var warnings: [ResourceError] = []
    /// The overrides that cannot be served, each with the sentence that says why.
    private(set) var problems: [(override: TranslationOverride, reason: String)] = []

    /// One variant's text, or its plural categories.
    private enum Part {
        case text(String)
        case plural([PluralCategory: LocalizedValue])

        var value: LocalizedValue {
            switch self {
            case .text(let text): .text(text)
            case .plural(let cases): .plural(cases)
            }
        }
    }

    init(_ overrides: [TranslationOverride]) {
        var order: [String] = []
        var byEntry: [String: [(key: OverrideKey, override: TranslationOverride)]] = [:]
        for override in overrides {
            do {
                let key = try OverrideKey(override.key)
                if byEntry[key.entryKey] == nil { order.append(key.entryKey) }
                byEntry[key.entryKey, default: []].append((key, override))
            } catch {
                problems.append((override, error.reason))
            }
        }
        for entryKey in order {
            guard let parts = byEntry[entryKey], let first = parts.first else { continue }
            if let value = assemble(entryKey, parts) {
                entries.append(
                    TableEntry(
                        key: entryKey, value: value, localization: first.override.localization,
                        location: SourceLocation(file: first.override.file)))
            }
        }
    }

    /// The value of one entry's overrides, or `nil` after recording why there is none.
    private mutating func assemble(_ entryKey: String, _ parts: [(key: OverrideKey, override: TranslationOverride)]) -> LocalizedValue? {
        let variants = parts.filter { $0.key.variant != nil || $0.key.category != nil }
        guard let firstVariant = variants.first else { return .text(parts[parts.count - 1].override.value) }
        if variants.count < parts.count, let plain = parts.first(where: { $0.key.variant == nil && $0.key.category == nil }) {
            let replacement =
                firstVariant.key.variant == nil
                ? "a Smartling plural (\(entryKey)##{…}); the plural wins"
                : "\(Self.kind(of: firstVariant.key.variant)) (\(entryKey)##{…}); the variants win"
            warnings.append(
                ResourceError(
                    .duplicateKey, file: plain.override.file, key: entryKey, message: "key is both an ordinary entry and " + replacement))
        }
        // The entry's parts by variant (`nil`: the entry's own plural categories).
        var byVariant: [OverrideKey.Variant?: Part] = [:]
        for (key, override) in variants {
            guard Self.kind(of: key.variant) == Self.kind(of: firstVariant.key.variant) else {
                problems.append(
                    (
                        override,
                        "'\(entryKey)' is also given \(Self.kind(of: firstVariant.key.variant)) by '\(firstVariant.override.key)'; an entry's variants are of one kind (device variants hold plurals as \(entryKey)##{device:ipad}{one})"
                    ))
                return nil
            }
            switch (byVariant[key.variant], key.category) {
            case (nil, nil):
                byVariant[key.variant] = .text(override.value)
            case (nil, let category?):
                byVariant[key.variant] = .plural([category: .text(override.value)])
            case (.plural(var cases)?, let category?):
                cases[category] = .text(override.value)
                byVariant[key.variant] = .plural(cases)
            case (.text?, nil):
                byVariant[key.variant] = .text(override.value)
            case (.text?, _?), (.plural?, nil):
                let variant = key.variant?.written ?? ""
                problems.append(
                    (
                        override,
                        "the variant \(entryKey)##\(variant) is given both as text and by plural categories (\(entryKey)##\(variant){…})"
                    ))
                return nil
            }
        }
        var devices: [String: LocalizedValue] = [:]
        var widths: [WidthVariant] = []
        for (variant, part) in byVariant {
            switch variant {
            case nil: return part.value
            case .device(let name)?: devices[name] = part.value
            case .width(let width)?: widths.append(WidthVariant(width: width, value: part.value))
            }
        }
        return devices.isEmpty ? .width(widths.sorted { $0.width < $1.width }) : .device(devices)
    }

    /// The kind of variant a key gives, in words.
    private static func kind(of variant: OverrideKey.Variant?) -> String {
        switch variant {
        case nil: "plural categories"
        case .device: "device variants"
        case .width: "width variants"
        }
    }
}
