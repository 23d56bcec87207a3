import ArgumentParser
import Foundation
import L10n
import L10nResources
import L10nTooling

struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show how far each language is translated, in all and per table.",
        discussion: """
            PATH is a bundle folder (*.lproj folders and/or .xcstrings catalogs), a folder with \
            bundle folders below it (each table then named by its bundle's folder), or one \
            .xcstrings file. Counted per language over the keys that are to be translated (not stale, not \
            shouldTranslate false): translated (every string of the key translated), needs review \
            (any string needs_review), new (a string that is not translated yet) and missing (no \
            string), and the percentage translated. A .strings or .stringsdict table has no \
            states: a key it has is translated, one it lacks is missing. Tables of the same name \
            in several PATHs are summed. --format html writes one page: a bar per language, most \
            translated first, and what is left to do per table. Exit status: 0, or 2 for a PATH \
            that cannot be read.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, html
    }

    @Option(help: "Output format: text (a table per language), json, or html (a page with a bar per language).")
    var format: Format = .text

    @Argument(help: ArgumentHelp("Bundle folders or .xcstrings files.", valueName: "path"))
    var paths: [String]

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Missing expected argument '<path> ...'") }
    }

    func run() throws {
        let status = try CommandFailure.reporting { () throws -> TranslationStatus in
            var status = TranslationStatus()
            for path in paths { status.merge(try Self.status(of: path)) }
            return status
        }
        switch format {
        case .text: print(Self.text(status), terminator: "")
        case .json: print(try Self.json(status))
        case .html: print(TranslationStatusPage.html(status), terminator: "")
        }
    }

    private static func status(of path: String) throws -> TranslationStatus {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw RequestError("\(path): no such file or folder")
        }
        if isDirectory.boolValue {
            let bundles = Linter.bundleFolders(under: path)
            guard !bundles.isEmpty else {
                throw RequestError("\(path): no bundle folder (*.lproj folders or .xcstrings catalogs) at or below it")
            }
            // The bundles of an app's tree: each table named by its bundle's folder, so that two
            // bundles' Localizable are two lines.
            var status = TranslationStatus()
            for bundle in bundles {
                let found = try TranslationStatus(bundle: LocalizationBundle(path: bundle, developmentRegion: nil))
                let folder = bundle == path ? "" : String(bundle.dropFirst(path.count).drop { $0 == "/" }) + "/"
                status.merge(found.prefixingTables(with: bundles.count == 1 ? "" : folder))
            }
            return status
        }
        guard path.hasSuffix(".xcstrings") else {
            throw RequestError("\(path): not an .xcstrings file nor a bundle folder (a .strings file alone has no other languages)")
        }
        let catalog = try StringCatalog(bytes: ResourceFile.bytes(atPath: path), file: path)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return TranslationStatus(catalog: catalog, table: name)
    }

    /// One block for every table, then one for all of them, a line per language.
    static func text(_ status: TranslationStatus) -> String {
        var text = ""
        func block(_ title: String, _ languages: [String: TranslationProgress]) {
            text += title + "\n"
            text += "  language      translated  needs review     new  missing  percent\n"
            for (language, progress) in languages.sorted(by: { $0.key < $1.key }) {
                let percent = String(format: "%.1f%%", progress.percent)
                text += "  " + language.padding(toLength: max(12, language.count), withPad: " ", startingAt: 0)
                text += [progress.translated, progress.needsReview, progress.new, progress.missing].enumerated().map { index, count in
                    let width = [12, 14, 8, 9][index]
                    let number = String(count)
                    return String(repeating: " ", count: max(0, width - number.count)) + number
                }.joined()
                text += String(repeating: " ", count: max(0, 9 - percent.count)) + percent + "\n"
            }
        }
        for (table, languages) in status.tables.sorted(by: { $0.key < $1.key }) {
            block("table \(table)", languages)
        }
        block("all tables", status.languages)
        return text
    }

    private struct Counts: Encodable {
        let translated: Int
        let needsReview: Int
        let new: Int
        let missing: Int
        let percent: Double

        init(_ progress: TranslationProgress) {
            translated = progress.translated
            needsReview = progress.needsReview
            new = progress.new
            missing = progress.missing
            percent = progress.percent
        }
    }

    private struct Table: Encodable {
        let languages: [String: Counts]
    }

    private struct Report: Encodable {
        let languages: [String: Counts]
        let tables: [String: Table]
    }

    static func json(_ status: TranslationStatus) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let report = Report(
            languages: status.languages.mapValues(Counts.init),
            tables: status.tables.mapValues { Table(languages: $0.mapValues(Counts.init)) })
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
