import Foundation
import L10n
import L10nResources
import L10nTooling

/// Reads `l10n convert` inputs into tables: bundle folders whole, single files by their kind,
/// tables of the same name merged (`.stringsdict` over `.strings`, as a bundle merges them).
struct ConvertInputs {
    let language: String?
    let sourceLanguage: String?

    func read(_ inputs: [String]) throws -> [TableLocalizations] {
        var tables: [String: TableLocalizations] = [:]
        func add(_ table: TableLocalizations) {
            var merged = tables[table.name] ?? TableLocalizations(name: table.name, sourceLanguage: table.sourceLanguage)
            for (localization, entries) in table.tables {
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
                let bundle = try LocalizationBundle(path: input, developmentRegion: nil)
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
        return tables.values.sorted { $0.name < $1.name }
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
