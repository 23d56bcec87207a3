import ArgumentParser
import Foundation
import L10n
import L10nResources
import L10nTooling

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert between .strings + .stringsdict, String Catalogs and Smartling .strings.",
        discussion: """
            INPUT is a bundle folder (*.lproj folders and/or .xcstrings catalogs), a folder with \
            bundles below it (an app's tree: each bundle is written under its own path in DIR), \
            or single .strings, .stringsdict and .xcstrings files; a .strings or .stringsdict outside an \
            .lproj folder needs --language. DIR receives <lang>.lproj/<Table>.strings and \
            .stringsdict (--to strings: plain strings in .strings, variants in .stringsdict; \
            --to stringsdict: everything in .stringsdict; --to smartling: everything in .strings, \
            plurals as KEY##{one}) or <Table>.xcstrings (--to xcstrings). Keys are sorted and \
            files laid out as Xcode writes them, so converting twice gives the same bytes; a \
            catalog converted to a catalog keeps its states, extraction states and every other \
            field. Whatever the target cannot express is printed as 'l10n: warning: …', each \
            kind once with how many it touches, and the exit status is 1 (the files are still \
            written); 0 when nothing was lost; 2 for bad input.
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
        let issues = try CommandFailure.reporting { () throws -> [ConversionIssue] in
            var issues: [ConversionIssue] = []
            for group in try Self.groups(inputs) {
                let read: (tables: [TableLocalizations], issues: [ConversionIssue])
                do {
                    read = try ConvertInputs(language: language, sourceLanguage: sourceLanguage).read(group.inputs)
                } catch let error as ResourceError where group.isInTree {
                    // One bundle of an app's tree that cannot be read: said, and the others go on.
                    issues.append(ConversionIssue(file: error.file, message: "\(error.message); this bundle is not converted"))
                    continue
                }
                let converted = ResourceConverter.convert(read.tables, to: target)
                try OutputFiles.write(converted.files, into: group.folder.isEmpty ? output : output + "/" + group.folder)
                issues += read.issues + converted.issues
            }
            return issues
        }
        try OutputFiles.warn(issues)
    }

    /// The inputs by the folder under DIR their files go to: files and bundle folders given
    /// alone go to DIR itself, merged; a folder given is searched for bundles (an app's tree,
    /// nested bundles included), each written under its path below that folder.
    private static func groups(_ inputs: [String]) throws -> [(folder: String, inputs: [String], isInTree: Bool)] {
        var groups: [(folder: String, inputs: [String], isInTree: Bool)] = []
        func add(_ input: String, to folder: String, isInTree: Bool) {
            if let index = groups.firstIndex(where: { $0.folder == folder }) {
                groups[index].inputs.append(input)
            } else {
                groups.append((folder, [input], isInTree))
            }
        }
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue else {
                add(input, to: "", isInTree: false)
                continue
            }
            let bundles = Linter.bundleFolders(under: input)
            guard !bundles.isEmpty else {
                throw RequestError("\(input): no bundle folder (*.lproj folders or .xcstrings catalogs) at or below it")
            }
            for bundle in bundles {
                let folder = bundle == input ? "" : String(bundle.dropFirst(input.count).drop { $0 == "/" })
                add(bundle, to: folder, isInTree: bundles.count > 1)
            }
        }
        return groups
    }
}
