import Foundation
import L10n
import L10nResources
import L10nTooling

/// Reads `l10n convert` inputs into tables: bundle folders whole, single files by their kind,
/// tables of the same name merged (`.stringsdict` over `.strings`, as a bundle merges them).
///
/// A merge that changes what an earlier input said is reported, naming both files: a key whose
/// later value replaces a different earlier one, and a second catalog for a table (the first
/// one's states are the ones a converted catalog keeps).
struct ConvertInputs {
    let language: String?
    let sourceLanguage: String?

    func read(_ inputs: [String]) throws -> (tables: [TableLocalizations], issues: [ConversionIssue]) {
        var tables: [String: TableLocalizations] = [:]
        var issues: [ConversionIssue] = []
        func add(_ table: TableLocalizations) {
            guard var merged = tables[table.name] else {
                tables[table.name] = table
                return
            }
            if let earlier = merged.catalog, let later = table.catalog {
                issues.append(
                    ConversionIssue(
                        file: later.file,
                        message:
                            "a second catalog for table '\(table.name)' (the first is \(earlier.file)): its values are merged in, its states and fields this package does not read are not kept"
                    ))
            }
            merged.catalog = merged.catalog ?? table.catalog
            for (localization, entries) in table.tables {
                if let earlier = merged.tables[localization] {
                    for entry in entries.entries.values.sorted(by: { $0.key < $1.key }) {
                        guard let replaced = earlier[entry.key], replaced.value != entry.value else { continue }
                        issues.append(
                            ConversionIssue(
                                file: entry.location.file, key: entry.key, localization: localization,
                                message: "replaces the different value \(replaced.location.file) gives; the last input wins"))
                    }
                }
                merged.tables[localization] = merged.tables[localization].map { $0.merging(overriddenBy: entries) } ?? entries
            }
            tables[table.name] = merged
        }
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw RequestError("\(input): no such file or folder")
            }
            if isDirectory.boolValue {
                let bundle = try LocalizationBundle(toolingPath: input, developmentRegion: nil)
                for warning in bundle.warnings {
                    issues.append(ConversionIssue(file: warning.file, key: warning.key, message: warning.message))
                }
                for name in bundle.tableNames {
                    add(try TableLocalizations(name: name, of: bundle, sourceLanguage: Localization(sourceLanguage ?? "en")))
                }
                continue
            }
            let url = URL(fileURLWithPath: input)
            let name = url.deletingPathExtension().lastPathComponent
            guard let data = FileManager.default.contents(atPath: input) else { throw RequestError("\(input): cannot read the file") }
            let bytes = [UInt8](data)
            switch url.pathExtension {
            case "xcstrings":
                add(try TableLocalizations(catalog: StringCatalog(bytes: bytes, file: input), file: input, name: name))
            case "strings", "stringsdict":
                let localization = Localization(try self.localization(of: url))
                let table =
                    url.pathExtension == "strings"
                    ? try StringTable(strings: bytes, file: input, name: name, localization: localization)
                    : try StringTable(stringsdict: bytes, file: input, name: name, localization: localization)
                add(TableLocalizations(name: name, sourceLanguage: Localization(sourceLanguage ?? "en"), tables: [localization: table]))
            default:
                throw RequestError("\(input): not a .strings, .stringsdict or .xcstrings file, nor a folder")
            }
        }
        return (tables.values.sorted { $0.name < $1.name }, issues)
    }

    private func localization(of url: URL) throws -> String {
        let folder = url.deletingLastPathComponent().lastPathComponent
        if folder.hasSuffix(".lproj") { return String(folder.dropLast(".lproj".count)) }
        guard let language else {
            throw RequestError("\(url.path): not in an .lproj folder; give its localization with --language")
        }
        return language
    }
}
