#if Extract
import ArgumentParser
import Foundation
import L10nExtraction
import L10nResources
import L10nTooling

struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Extract the localizable strings of Swift sources into String Catalogs, as Xcode's sync does.",
        discussion: """
            Reads the .swift files under each PATH (hidden folders and .build skipped) and writes \
            or updates DIR/<Table>.xcstrings for every table the code uses and every catalog \
            already in DIR: String(localized:), LocalizedStringResource, NSLocalizedString, \
            String.LocalizationValue and the SwiftUI and App Intents parameters that take a \
            LocalizedStringKey or LocalizedStringResource, with their table, default value and \
            comment; interpolations become specifiers by their declared type (%lld, %lf, %@, …). \
            A new key is added; a key the code no longer uses becomes stale unless it is manual \
            (--prune removes stale keys); a changed value or comment marks the key's \
            translations needs_review; nothing else changes, and a second run writes the same \
            bytes. An interpolation whose type the code does not declare where it is used is \
            extracted as %@ and said as a warning. Exit status: 0, or 2 for a PATH or catalog \
            that cannot be read.
            """
    )

    @Option(help: ArgumentHelp("The folder of the catalogs (default: the current folder).", valueName: "dir"))
    var output = "."

    @Flag(help: "Remove the keys that are stale (no longer in the code, not manual).")
    var prune = false

    @Option(help: "The source language of a catalog that does not exist yet.")
    var sourceLanguage = "en"

    @Argument(help: ArgumentHelp("Swift files or folders.", valueName: "path"))
    var paths: [String]

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Missing expected argument '<path> ...'") }
    }

    func run() throws {
        try CommandFailure.reporting {
            let sources = try Self.sources(paths)
            let strings = SwiftStringExtractor().extract(sources)
            for string in strings {
                for expression in string.guessedInterpolations {
                    CommandFailure.printNote(
                        "warning: \(string.file):\(string.line): key '\(string.key)': the type of '\(expression)' is not declared where the code uses it; extracted as %@ (give it with specifier: if it is a number)"
                    )
                }
            }
            var tables = Set(strings.map(\.table))
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
            for name in existing where name.hasSuffix(".xcstrings") { tables.insert(String(name.dropLast(".xcstrings".count))) }
            for table in tables.sorted() {
                let path = output + "/" + table + ".xcstrings"
                var catalog: StringCatalog?
                if FileManager.default.fileExists(atPath: path) {
                    catalog = try StringCatalog(bytes: ResourceFile.bytes(atPath: path), file: path)
                }
                let synced = CatalogSync.sync(
                    catalog, sourceLanguage: sourceLanguage, with: strings.filter { $0.table == table }, prune: prune)
                for conflict in synced.report.conflicts { CommandFailure.printNote("warning: " + conflict) }
                let bytes = synced.catalog.encoded()
                if catalog?.encoded() != bytes || catalog == nil {
                    try OutputFiles.write([ConvertedFile(path: table + ".xcstrings", bytes: bytes)], into: output)
                }
                let report = synced.report
                print(
                    "\(path): \(report.added.count) added, \(report.madeStale.count) made stale, \(report.inUseAgain.count) in use again, \(report.markedForReview.count) marked for review, \(report.pruned.count) pruned; \(synced.catalog.strings.count) keys"
                )
            }
        }
    }

    /// The `.swift` files of the paths, each folder's sorted, hidden folders and `.build` skipped.
    static func sources(_ paths: [String]) throws -> [SwiftStringExtractor.Source] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw RequestError("\(path): no such file or folder")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == ".build" {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift") { found.append(path + (path.hasSuffix("/") ? "" : "/") + relative) }
            }
            files += found.sorted()
        }
        return try files.map { file in
            guard let data = FileManager.default.contents(atPath: file) else { throw RequestError("\(file): cannot read the file") }
            return SwiftStringExtractor.Source(path: file, text: String(decoding: data, as: UTF8.self))
        }
    }
}
#endif

#if !Extract
import ArgumentParser

/// `l10n extract` in a tool built without the `Extract` trait: says how to build one with it.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract", abstract: "Needs the package's Extract trait: swift build --traits Extract --product l10n.")

    @Argument(parsing: .allUnrecognized) var arguments: [String] = []

    func run() throws {
        CommandFailure.printError(
            "l10n extract needs the package's Extract trait (swift-syntax): swift build --traits Extract --product l10n")
        throw CommandFailure.badInputExitCode
    }
}
#endif
