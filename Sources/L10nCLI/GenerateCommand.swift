import ArgumentParser
import Foundation
import L10n
import L10nTooling

/// `l10n generate <language>`: source code from a bundle's strings. Swift is the one language
/// today; the group leaves room for others.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from a bundle's strings.",
        subcommands: [SwiftAccessors.self]
    )

    struct SwiftAccessors: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swift",
            abstract: "Write typed Swift accessors for a bundle's tables.",
            discussion: """
                DIR is a bundle folder (*.lproj folders and/or .xcstrings catalogs, optionally an \
                Info.plist). Each table becomes a namespace and each key of the development \
                language a member, typed from its format specifiers (%lld → Int, %u → UInt, \
                %f → Double, %@ → String, %c → Unicode.Scalar, %#@var@ from its value type) and \
                documented with the translator's comment; every call goes through \
                ResolvedLocalization.localize or Localizer.localize. Keys become lowerCamelCase \
                names (words of ASCII letters and digits; keywords in backticks; a leading digit \
                gets '_'; collisions get 2, 3, …; a key with no letter or digit gets key_ and a \
                hash); each member's documentation names its key. The file is rewritten only \
                when its content changes. Exit status 2, with one error line naming the file, \
                line and key, for bad input.
                """
        )

        @Option(help: ArgumentHelp("The bundle folder.", valueName: "dir"))
        var bundle: String?

        @Option(help: ArgumentHelp("Where to write the source; - for standard output.", valueName: "file"))
        var output = "-"

        @Option(help: "The root type's name; ResolvedLocalization gets a property of it lowerCamelCased.")
        var typeName = "Strings"

        @Option(help: ArgumentHelp("The access level of the declarations: internal or public.", valueName: "level"))
        var access = SwiftAccessorGenerator.AccessLevel.internal.rawValue

        @Option(name: .customLong("table"), help: ArgumentHelp("Only this table (repeatable); default: all.", valueName: "name"))
        var tables: [String] = []

        @Option(help: "Overrides the bundle's CFBundleDevelopmentRegion: the language accessors are typed from.")
        var developmentRegion: String?

        func run() throws {
            // Checked here rather than in `validate`, so bad usage is one error line and exit 2.
            guard let bundle else {
                CommandFailure.printError("missing expected option '--bundle <dir>'")
                throw CommandFailure.badInputExitCode
            }
            guard let accessLevel = SwiftAccessorGenerator.AccessLevel(rawValue: access) else {
                let levels = SwiftAccessorGenerator.AccessLevel.allCases.map(\.rawValue).joined(separator: " or ")
                CommandFailure.printError("--access must be \(levels), not '\(access)'")
                throw CommandFailure.badInputExitCode
            }
            try CommandFailure.reporting {
                let generator = SwiftAccessorGenerator(
                    typeName: typeName, accessLevel: accessLevel, tables: tables.isEmpty ? nil : tables)
                let source = try generator.source(
                    for: try LocalizationBundle(path: bundle, developmentRegion: developmentRegion.map { Localization($0) }))
                try write(source)
            }
        }

        /// Writes `source` to the output, leaving a file with the same content untouched so
        /// that a build does not recompile what did not change.
        private func write(_ source: String) throws {
            if output == "-" {
                FileHandle.standardOutput.write(Data(source.utf8))
                return
            }
            let url = URL(fileURLWithPath: output)
            if let existing = try? Data(contentsOf: url), existing == Data(source.utf8) { return }
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(source.utf8).write(to: url, options: .atomic)
            } catch {
                throw RequestError("cannot write \(output): \(error.localizedDescription)")
            }
        }
    }
}
