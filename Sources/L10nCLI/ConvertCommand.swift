import ArgumentParser
import Foundation
import L10n

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert between .strings + .stringsdict, String Catalogs and Smartling .strings.",
        discussion: """
            INPUT is a bundle folder (*.lproj folders and/or .xcstrings catalogs) or single \
            .strings, .stringsdict and .xcstrings files; a .strings or .stringsdict outside an \
            .lproj folder needs --language. DIR receives <lang>.lproj/<Table>.strings and \
            .stringsdict (--to strings: plain strings in .strings, variants in .stringsdict; \
            --to stringsdict: everything in .stringsdict; --to smartling: everything in .strings, \
            plurals as KEY##{one}) or <Table>.xcstrings (--to xcstrings). Keys are sorted and \
            files laid out as Xcode writes them, so converting twice gives the same bytes. \
            Whatever the target cannot express is printed as 'l10n: warning: …' and the exit \
            status is 1 (the files are still written); 0 when nothing was lost; 2 for bad input.
            """
    )

    @Option(help: ArgumentHelp("The format to write: strings, stringsdict, xcstrings or smartling.", valueName: "format"))
    var to: String

    @Option(help: ArgumentHelp("The folder to write into (created if needed).", valueName: "dir"))
    var output: String

    @Option(help: "The localization of .strings/.stringsdict files that are not in an .lproj folder.")
    var language: String?

    @Option(help: "The source language of a written catalog when the input names none (default: en).")
    var sourceLanguage: String?

    @Argument(help: ArgumentHelp("Bundle folders or resource files.", valueName: "input"))
    var inputs: [String]

    func validate() throws {
        guard ConversionTarget(rawValue: to) != nil else {
            throw ValidationError("--to must be one of \(ConversionTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard !inputs.isEmpty else { throw ValidationError("Missing expected argument '<input> ...'") }
    }

    func run() throws {
        let target = ConversionTarget(rawValue: to) ?? .strings
        let (files, issues) = try CommandFailure.reporting { () throws -> ([ConvertedFile], [ConversionIssue]) in
            let tables = try ConvertInputs(language: language, sourceLanguage: sourceLanguage).read(inputs)
            let converted = ResourceConverter.convert(tables, to: target)
            let manager = FileManager.default
            for file in converted.files {
                let url = URL(fileURLWithPath: output).appendingPathComponent(file.path)
                do {
                    try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(file.bytes).write(to: url)
                } catch {
                    throw CommandFailureMessage("cannot write \(url.path): \(error.localizedDescription)")
                }
            }
            return converted
        }
        for issue in issues {
            FileHandle.standardError.write(Data(("l10n: warning: " + issue.description.replacingNewlines() + "\n").utf8))
        }
        _ = files
        if !issues.isEmpty { throw ExitCode(1) }
    }
}

/// An error whose text is the whole message.
struct CommandFailureMessage: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

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
                throw CommandFailureMessage("\(input): no such file or folder")
            }
            if isDirectory.boolValue {
                let bundle = try LocalizationBundle(path: input, developmentRegion: nil)
                for table in try TableLocalizations.load(from: bundle, sourceLanguage: sourceLanguage ?? "en") { add(table) }
                continue
            }
            let url = URL(fileURLWithPath: input)
            let name = url.deletingPathExtension().lastPathComponent
            guard let data = FileManager.default.contents(atPath: input) else { throw CommandFailureMessage("\(input): cannot read the file") }
            let bytes = [UInt8](data)
            switch url.pathExtension {
            case "xcstrings":
                add(try TableLocalizations.load(from: StringCatalog.parse(bytes: bytes, file: input), file: input, name: name))
            case "strings", "stringsdict":
                let localization = try self.localization(of: url)
                let table = url.pathExtension == "strings"
                    ? try StringsTableReader.read(bytes: bytes, file: input, name: name, localization: localization)
                    : try StringsdictReader.read(bytes: bytes, file: input, name: name, localization: localization)
                add(TableLocalizations(name: name, sourceLanguage: sourceLanguage ?? "en", tables: [localization: table]))
            default:
                throw CommandFailureMessage("\(input): not a .strings, .stringsdict or .xcstrings file, nor a folder")
            }
        }
        return tables.values.sorted { $0.name < $1.name }
    }

    private func localization(of url: URL) throws -> String {
        let folder = url.deletingLastPathComponent().lastPathComponent
        if folder.hasSuffix(".lproj") { return String(folder.dropLast(".lproj".count)) }
        guard let language else {
            throw CommandFailureMessage("\(url.path): not in an .lproj folder; give its localization with --language")
        }
        return language
    }
}
