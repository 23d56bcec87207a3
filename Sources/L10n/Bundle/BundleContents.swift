import L10nResources

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a bundle's resources folder holds: its `.lproj` folders and their files, and its
/// String Catalogs (at the top, or in an `.lproj` such as `mul.lproj`), read once when the
/// bundle is opened.
struct BundleContents: Sendable {
    /// `.lproj` folder name (without extension) → the file names in it.
    let folders: [String: Set<String>]
    /// Folded folder name (lower case, `-` for `_`) → the first folder with it, sorted: SwiftPM
    /// lower-cases `.lproj` names (`de-CH.lproj` becomes `de-ch.lproj`), `CFBundleLocalizations`
    /// may write `zh_CN` for `zh-CN.lproj`.
    let foldedFolders: [String: String]
    /// Table name → catalog path and what reading it gave.
    let catalogs: [String: LoadedCatalog]
    /// A second catalog for a table, and catalog languages whose table a folder's files replace.
    let warnings: [ResourceError]

    /// Lists `resources` and reads its catalogs.
    ///
    /// - Throws: `ResourceError` if the folder cannot be listed.
    init(resources: String, files: BundleFiles) throws(ResourceError) {
        let fileManager = FileManager.default
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: resources).sorted()
        } catch {
            throw ResourceError(.unreadable, file: resources, message: "cannot list the folder: \(Self.reason(listing: resources))")
        }
        var warnings: [ResourceError] = []
        var folders: [String: Set<String>] = [:]
        var catalogPaths: [(table: String, path: String)] = []
        for name in names {
            let child = resources + "/" + name
            if name.hasSuffix(".lproj") {
                let files = (try? fileManager.contentsOfDirectory(atPath: child)) ?? []
                folders[String(name.dropLast(".lproj".count))] = Set(files)
                for file in files.sorted() where file.hasSuffix(".xcstrings") {
                    catalogPaths.append((String(file.dropLast(".xcstrings".count)), child + "/" + file))
                }
            } else if name.hasSuffix(".xcstrings") {
                catalogPaths.append((String(name.dropLast(".xcstrings".count)), child))
            }
        }
        var catalogs: [String: LoadedCatalog] = [:]
        for (table, catalogPath) in catalogPaths {
            if let existing = catalogs[table] {
                warnings.append(
                    ResourceError(
                        .duplicateKey, file: catalogPath,
                        message: "a second catalog for table '\(table)'; \(existing.path) is used"))
                continue
            }
            catalogs[table] = LoadedCatalog(path: catalogPath, files: files)
        }
        self.folders = folders
        foldedFolders = Dictionary(
            folders.keys.sorted().map { (Localization($0).folded, $0) }, uniquingKeysWith: { first, _ in first })
        self.catalogs = catalogs
        self.warnings = warnings + Self.shadowedCatalogs(catalogs, folders: folders, foldedFolders: foldedFolders, resources: resources)
    }

    /// Why `path` cannot be listed, as the operating system says it (`No such file or
    /// directory`, `Permission denied`, `Not a directory`).
    private static func reason(listing path: String) -> String {
        guard let directory = opendir(path) else { return String(cString: strerror(errno)) }
        closedir(directory)
        return "it opens, but reading its entries failed"
    }

    /// The `.lproj` folder of a localization: the same name, else the same name ignoring case
    /// and `-`/`_`.
    func folderName(for localization: Localization) -> String? {
        if folders[localization.name] != nil { return localization.name }
        return foldedFolders[localization.folded]
    }

    /// How many table sources the bundle has: its `.strings` and `.stringsdict` files and its
    /// catalogs' languages.
    var sourceCount: Int {
        let files = folders.values.reduce(0) { count, files in
            count + files.filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }.count
        }
        return files + catalogs.values.reduce(0) { $0 + $1.languages.count }
    }

    /// Whether the `.lproj` folder `folder` has a `.strings` or `.stringsdict` file of `table`.
    func folder(_ folder: String, hasTable table: String) -> Bool {
        guard let files = folders[folder] else { return false }
        return files.contains(table + ".strings") || files.contains(table + ".stringsdict")
    }

    /// One warning per catalog language whose table an `.lproj` folder also has as files.
    ///
    /// Xcode refuses to build such a bundle (the catalog compiles to the same files); SwiftPM
    /// on Linux copies both. The folder's files win (they are what Foundation's `Bundle` reads
    /// on Linux, where catalogs are not compiled), so the catalog's strings for that language
    /// are never used: say so rather than drop them silently.
    private static func shadowedCatalogs(
        _ catalogs: [String: LoadedCatalog], folders: [String: Set<String>], foldedFolders: [String: String], resources: String
    ) -> [ResourceError] {
        var warnings: [ResourceError] = []
        for table in catalogs.keys.sorted() {
            guard let catalog = catalogs[table] else { continue }
            for language in catalog.languages {
                let folder = folders[language.name] != nil ? language.name : foldedFolders[language.folded]
                guard let folder, let files = folders[folder] else { continue }
                let shadowing = [table + ".strings", table + ".stringsdict"].filter(files.contains)
                guard !shadowing.isEmpty else { continue }
                let paths = shadowing.map { resources + "/" + folder + ".lproj/" + $0 }.joined(separator: " and ")
                warnings.append(
                    ResourceError(
                        .shadowedCatalog, file: catalog.path,
                        message:
                            "the catalog's '\(language)' strings of table '\(table)' are not used: \(paths) take their place (Xcode refuses to build both; SwiftPM copies both)"
                    ))
            }
        }
        return warnings
    }
}
