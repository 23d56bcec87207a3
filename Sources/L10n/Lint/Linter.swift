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

/// Checks bundles, tables and String Catalogs for the mistakes that show wrong or broken text
/// at run time: plural categories, stringsdict variables, format specifiers that disagree with
/// the development language, missing keys, duplicate keys, files that do not parse.
///
/// Each table is read once and each entry's strings are tokenized once, so linting is linear
/// in the size of the files.
public struct Linter: Sendable {
    /// Rules whose findings are dropped.
    public var disabled: Set<LintRule>

    /// A linter running every rule except `disabled`.
    public init(disabled: Set<LintRule> = []) {
        self.disabled = disabled
    }

    /// Lints a folder (every bundle folder under it; an `.lproj` folder's files one by one) or
    /// one `.strings`, `.stringsdict` or `.xcstrings` file. Findings are sorted by file, line
    /// and rule.
    ///
    /// - Throws: `ResourceError` if `path` does not exist or is a file of another kind; files
    ///   that cannot be read inside a folder are findings, not errors.
    public func lint(path: String) throws(ResourceError) -> [LintFinding] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw ResourceError(.unreadable, file: path, message: "no such file or folder")
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            var findings: [LintFinding] = []
            if path.hasSuffix(".lproj") || path.hasSuffix(".lproj/") {
                // One localization's folder: its files alone (no development language to compare with).
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for name in names.sorted() {
                    let file = path + (path.hasSuffix("/") ? "" : "/") + name
                    if name.hasSuffix(".xcstrings") {
                        findings += lint(catalogAt: file)
                    } else if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
                        findings += lint(tableFileAt: file)
                    }
                }
                return findings.sorted()
            }
            for folder in Self.bundleFolders(under: path) {
                do {
                    findings += lint(bundle: try LocalizationBundle(path: folder))
                } catch {
                    var collector = LintCollector(disabled: disabled)
                    collector.add(error, fatal: true)
                    findings += collector.findings
                }
            }
            return findings.sorted()
        }
        if path.hasSuffix(".xcstrings") { return lint(catalogAt: path) }
        guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") else {
            throw ResourceError(.unreadable, file: path, message: "not a folder, .strings, .stringsdict or .xcstrings file")
        }
        return lint(tableFileAt: path)
    }

    /// Lints every table of a bundle: each localization's entries alone, and each translation
    /// against the development region's (or `Base`'s) table; catalogs against their source
    /// language. Files are read through the bundle, so what it has read is not read again.
    public func lint(bundle: LocalizationBundle) -> [LintFinding] {
        var collector = LintCollector(disabled: disabled)
        for warning in bundle.warnings { collector.add(warning, fatal: false) }
        var catalogPaths: Set<String> = []
        for name in bundle.tableNames {
            var tables: [FileTable] = []
            var seen: Set<[String?]> = []
            for localization in bundle.localizations {
                let sources = bundle.sources(
                    forTable: name, searchList: [localization], includingBase: localization.isBase)
                for case .catalog(let path, _)? in [sources.strings, sources.stringsdict] { catalogPaths.insert(path) }
                var files: [String?] = [nil, nil]
                if case .file(let path, _)? = sources.strings { files[0] = path }
                if case .file(let path, _)? = sources.stringsdict { files[1] = path }
                guard files != [nil, nil], seen.insert(files).inserted else { continue }
                let folder = (sources.strings ?? sources.stringsdict)?.localization ?? localization
                tables.append(
                    FileTable(
                        localization: folder, strings: files[0], stringsdict: files[1],
                        table: read(
                            name, strings: files[0], stringsdict: files[1], localization: folder, into: &collector, bundle: bundle)))
            }
            lint(tables, developmentRegion: bundle.developmentRegion, into: &collector)
        }
        for path in catalogPaths.sorted() { lintCatalog(at: path, into: &collector, files: bundle.files) }
        return collector.findings.sorted()
    }

    /// Lints one String Catalog: reader findings, string states, each language's entries, and
    /// each language against the source language.
    public func lint(catalogAt path: String) -> [LintFinding] {
        var collector = LintCollector(disabled: disabled)
        lintCatalog(at: path, into: &collector)
        return collector.findings.sorted()
    }

    /// Lints one `.strings` or `.stringsdict` file alone; plural categories are checked when it
    /// sits in an `.lproj` folder named for a language.
    public func lint(tableFileAt path: String) -> [LintFinding] {
        var collector = LintCollector(disabled: disabled)
        let parts = path.split(separator: "/")
        let folder = parts.dropLast().last.flatMap { $0.hasSuffix(".lproj") ? String($0.dropLast(".lproj".count)) : nil }
        let name = String((parts.last ?? "").split(separator: ".").first ?? "")
        let isStringsdict = path.hasSuffix(".stringsdict")
        if let table = read(
            name, strings: isStringsdict ? nil : path, stringsdict: isStringsdict ? path : nil, localization: Localization(folder ?? ""),
            into: &collector
        ) {
            let language = folder == Localization.base.name ? nil : folder
            _ = collector.check(table, language: language)
        }
        return collector.findings.sorted()
    }

    /// The folders at or under `path` that hold `*.lproj` folders or `.xcstrings` catalogs:
    /// the bundles of an app's source tree. Hidden folders and symbolic links are skipped.
    public static func bundleFolders(under path: String) -> [String] {
        var result: [String] = []
        var pending = [path]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            var isBundle = false
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = folder + "/" + name
                var status = stat()
                guard lstat(child, &status) == 0 else { continue }
                let isFolder = status.st_mode & S_IFMT == S_IFDIR
                if name.hasSuffix(".lproj"), isFolder {
                    isBundle = true
                } else if name.hasSuffix(".xcstrings") {
                    isBundle = true
                } else if isFolder {
                    pending.append(child)
                }
            }
            if isBundle { result.append(folder) }
        }
        return result.sorted()
    }
}
