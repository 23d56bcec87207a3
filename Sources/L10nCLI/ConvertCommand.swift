import ArgumentParser
import Foundation
import L10n
import L10nTooling

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
        let issues = try CommandFailure.reporting { () throws -> [ConversionIssue] in
            let tables = try ConvertInputs(language: language, sourceLanguage: sourceLanguage).read(inputs)
            let converted = ResourceConverter.convert(tables, to: target)
            try OutputFiles.write(converted.files, into: output)
            return converted.issues
        }
        try OutputFiles.warn(issues)
    }
}
