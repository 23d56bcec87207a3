import L10n
import L10nResources

/// Checks bundles against the places that use their keys (``KeyUses``): a key a template asks
/// for that its table has in no localization of any bundle (`template-key-missing`, an error:
/// the page shows the key), the same for a key the Swift code passes to a localizable API
/// (`swift-key-missing`, when the uses have ``KeyUses/sourceUses``), and a key of a bundle's
/// development language that nothing uses (`key-unused`, a warning: keys built at run time,
/// `localize(prefix + name)`, are not seen).
public struct UsageLinter: Sendable {
    /// Rules whose findings are dropped.
    public var disabled: Set<LintRule>

    /// The rules only this linter reports (and `unreadable-file`, for a template or source that
    /// cannot be read).
    public static let rules: Set<LintRule> = [.templateKeyMissing, .keyUnused, .swiftKeyMissing]

    public init(disabled: Set<LintRule> = []) {
        self.disabled = disabled
    }

    /// The findings for `bundles` and `uses`, sorted by file and line.
    ///
    /// - Parameters:
    ///   - bundles: The bundles of one source tree, whose templates and code may use any of them;
    ///     their keys are checked for use.
    ///   - uses: What the templates and the Swift sources use.
    ///   - sourceBundles: More bundles whose keys the Swift code may use (those of the source
    ///     tree's own targets, which a call names with `bundle: .module`); their keys are not
    ///     checked for use.
    public func lint(_ bundles: [LocalizationBundle], uses: KeyUses, sourceBundles: [LocalizationBundle] = []) -> [LintFinding] {
        var findings: [LintFinding] = uses.unreadable.map {
            LintFinding(.unreadableFile, file: $0.file, line: $0.line, message: $0.message)
        }
        // Table → every key any localization of any bundle has.
        var keys: [String: Set<String>] = [:]
        var unused: [LintFinding] = []
        for bundle in bundles {
            for name in bundle.tableNames {
                let table: TableLocalizations
                do {
                    table = try TableLocalizations(name: name, of: bundle)
                } catch {
                    // Plain `l10n lint` of the same bundle reports the file; here it has no keys.
                    continue
                }
                for localized in table.tables.values { keys[name, default: []].formUnion(localized.entries.keys) }
                let development = table.tables[table.sourceLanguage] ?? table.tables[.base]
                for entry in (development?.entries.values).map(Array.init) ?? [] where !uses.uses(entry.key) {
                    unused.append(
                        LintFinding(
                            .keyUnused, file: entry.location.file, line: entry.location.line, key: entry.key,
                            message: "no template or Swift source given with --usage uses this key", localization: entry.localization))
                }
            }
        }
        findings += unused
        for use in uses.templateUses {
            let table = use.table ?? "Localizable"
            guard keys[table]?.contains(use.key) != true else { continue }
            let message =
                keys[table] == nil
                ? "the template uses this key of table '\(table)', which no bundle has; the page shows the key"
                : "the template uses this key, which table '\(table)' has in no localization; the page shows the key"
            findings.append(LintFinding(.templateKeyMissing, file: use.file, line: use.line, key: use.key, message: message))
        }
        var sourceKeys = keys
        for bundle in sourceBundles {
            for name in bundle.tableNames {
                guard let table = try? TableLocalizations(name: name, of: bundle) else { continue }
                for localized in table.tables.values { sourceKeys[name, default: []].formUnion(localized.entries.keys) }
            }
        }
        for use in uses.sourceUses {
            let table = use.table ?? "Localizable"
            guard sourceKeys[table]?.contains(use.key) != true else { continue }
            let message =
                sourceKeys[table] == nil
                ? "the code uses this key of table '\(table)', which no bundle has; the app shows the key"
                : "the code uses this key, which table '\(table)' has in no localization; the app shows the key"
            findings.append(LintFinding(.swiftKeyMissing, file: use.file, line: use.line, key: use.key, message: message))
        }
        return findings.filter { !disabled.contains($0.rule) }.sorted()
    }
}
