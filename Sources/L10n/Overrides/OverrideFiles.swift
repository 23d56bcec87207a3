import L10nResources

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Overrides as `.strings` files, so that what was overridden in production can return to the
/// repository and be reviewed as translations are: the folder `l10n overrides pull` writes and
/// `push` reads.
///
/// ```
/// overrides/
///   fr.lproj/Localizable.strings          the global overrides of fr
///   acme/fr.lproj/Localizable.strings     tenant acme's
/// ```
///
/// Each override is one entry, keys sorted, its variants named in its key as
/// ``TranslationOverride/key`` says: a plural's categories are Smartling's
/// `"files.remaining##{one}"` entries, a device's variant `"open.on.device##{device:mac}"`. The paths are those ``TranslationOverride/file`` names
/// (without the `overrides/` prefix, which is the folder).
public enum OverrideFiles {
    /// The files of `overrides`: relative path → UTF-8 `.strings` text.
    public static func files(of overrides: [TranslationOverride]) -> [String: [UInt8]] {
        var grouped: [String: [TranslationOverride]] = [:]
        for override in overrides {
            grouped[String(override.file.dropFirst(prefix.count)), default: []].append(override)
        }
        return grouped.mapValues { overrides in
            StringsFileWriter.utf8(overrides.sorted { $0.key < $1.key }.map { StringsFile.Entry(key: $0.key, value: $0.value) })
        }
    }

    /// The tables `overrides` make, by scope (`nil`: the global overrides), table name and
    /// localization, their entries as a service serves them — plurals, device and width
    /// variants assembled from their keys (``TranslationOverride/key``) — so they can be
    /// written as `l10n convert` writes a bundle's (`l10n overrides pull --to stringsdict`).
    /// Each entry is located in its override's ``TranslationOverride/file``.
    ///
    /// - Throws: ``OverrideRefusal`` naming every override whose key names no variant it can
    ///   be, or whose entry's overrides make no entry together.
    public static func tables(
        of overrides: [TranslationOverride]
    ) throws(OverrideRefusal) -> [Tenant?: [String: [Localization: StringTable]]] {
        struct ScopeTable: Hashable {
            let tenant: Tenant?
            let table: OverrideOverlay.TableKey
        }
        let grouped = Dictionary(grouping: overrides) {
            ScopeTable(tenant: $0.tenant, table: OverrideOverlay.TableKey(localization: $0.localization, table: $0.table))
        }
        var tables: [Tenant?: [String: [Localization: StringTable]]] = [:]
        var problems: [OverrideRefusal.Problem] = []
        for (key, list) in grouped.sorted(by: {
            ($0.key.tenant?.name ?? "", $0.key.table.table, $0.key.table.localization) < (
                $1.key.tenant?.name ?? "", $1.key.table.table, $1.key.table.localization
            )
        }) {
            let made = OverrideEntries(list)
            problems += made.problems.map { OverrideRefusal.Problem.invalidKey($0.override, reason: $0.reason) }
            tables[key.tenant, default: [:]][key.table.table, default: [:]][key.table.localization] = StringTable(
                name: key.table.table, entries: made.entries, warnings: made.warnings)
        }
        guard problems.isEmpty else { throw OverrideRefusal(problems: problems) }
        return tables
    }

    /// Writes the files of `overrides` under `folder` (created when missing); other files
    /// there are left as they are.
    public static func write(_ overrides: [TranslationOverride], to folder: String) throws(ResourceError) {
        for (path, bytes) in files(of: overrides) {
            let file = folder + "/" + path
            do {
                try FileManager.default.createDirectory(
                    atPath: String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]), withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                throw ResourceError(.unreadable, file: file, message: "cannot write: \(error)")
            }
        }
    }

    /// The overrides in the files under `folder`, as ``write(_:to:)`` lays them out.
    ///
    /// - Throws: `ResourceError` naming the file (and line) of the first file that cannot be
    ///   read as `.strings`, and any file or folder that has no place in the layout (a folder
    ///   that is not a tenant's name, a file that is not an `.lproj` folder's `.strings`).
    public static func read(folder: String) throws(ResourceError) -> [TranslationOverride] {
        var overrides: [TranslationOverride] = []
        for name in try contents(of: folder) {
            let path = folder + "/" + name
            if name.hasSuffix(".lproj") {
                overrides += try read(lproj: path, tenant: nil)
            } else if let tenant = Tenant(name), BundleLayout.isFolder(path) {
                for child in try contents(of: path) {
                    guard child.hasSuffix(".lproj") else { throw misplaced(path + "/" + child) }
                    overrides += try read(lproj: path + "/" + child, tenant: tenant)
                }
            } else {
                throw misplaced(path)
            }
        }
        return overrides
    }

    private static let prefix = "overrides/"

    private static func read(lproj path: String, tenant: Tenant?) throws(ResourceError) -> [TranslationOverride] {
        guard BundleLayout.isFolder(path) else { throw misplaced(path) }
        let folderName = path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...]
        let localization = Localization(String(folderName.dropLast(".lproj".count)))
        var overrides: [TranslationOverride] = []
        for name in try contents(of: path) {
            let file = path + "/" + name
            guard name.hasSuffix(".strings"), name.count > ".strings".count else { throw misplaced(file) }
            let table = String(name.dropLast(".strings".count))
            let strings = try StringsFile(bytes: ResourceFile.bytes(atPath: file), file: file)
            overrides += strings.entries.map {
                TranslationOverride(tenant: tenant, localization: localization, table: table, key: $0.key, value: $0.value)
            }
        }
        return overrides
    }

    private static func contents(of folder: String) throws(ResourceError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            throw ResourceError(.unreadable, file: folder, message: "cannot list the folder")
        }
    }

    private static func misplaced(_ path: String) -> ResourceError {
        ResourceError(
            .unreadable, file: path,
            message: "not part of an overrides folder (LANG.lproj/TABLE.strings, or TENANT/LANG.lproj/TABLE.strings)")
    }
}
