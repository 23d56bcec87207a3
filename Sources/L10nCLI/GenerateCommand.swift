import ArgumentParser
import Foundation
import L10n
import L10nTooling

/// `l10n generate <kind>`: what a bundle's strings imply — typed Swift accessors, or the
/// requests a recording of Apple's answers should cover.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from a bundle's strings.",
        subcommands: [SwiftAccessors.self, RecorderRequests.self]
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
                when its content changes. An entry whose arguments have no one Swift type gets \
                no accessor: an error line names its file, line and key, every other accessor is \
                written, and the exit status is 1. Exit status 2, with one error line, for bad \
                input.
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
            let skipped = try CommandFailure.reporting { () throws -> [AccessorGenerationError] in
                let generator = SwiftAccessorGenerator(
                    typeName: typeName, accessLevel: accessLevel, tables: tables.isEmpty ? nil : tables)
                let generated = try generator.generated(
                    for: try LocalizationBundle(path: bundle, developmentRegion: developmentRegion.map { Localization($0) }))
                try write(generated.source)
                return generated.skipped
            }
            // Every other accessor is written; each entry left out is an error line, and exit 1.
            for error in skipped { CommandFailure.printError("\(error); no accessor is written for it") }
            if !skipped.isEmpty { throw ExitCode(1) }
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

    struct RecorderRequests: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "requests",
            abstract: "Write requests for Tools/AppleRecorder that cover a bundle's strings.",
            discussion: """
                One JSON line per request: every key of every table in every localization \
                (with 'language'), arguments typed from the entry's specifiers, one request per \
                CLDR plural category the localization's language uses for each plural (a number \
                of that category found by ICU's rules), one per device and per width an entry's \
                variants name ('device', 'width'), and for the first key of each table the \
                user's preference lists ('preferred'). What no request can reach (a category no \
                argument of the variable's type selects) is listed on stderr, one \
                'l10n: not covered: …' line each. Record the requests on a Mac \
                (Tools/AppleRecorder) and compare with 'l10n compare'.
                """
        )

        @Option(help: ArgumentHelp("The bundle folder.", valueName: "dir"))
        var bundle: String

        @Option(help: ArgumentHelp("Where to write the requests; - for standard output.", valueName: "file"))
        var output = "-"

        @Option(help: "Overrides the bundle's CFBundleDevelopmentRegion.")
        var developmentRegion: String?

        func run() throws {
            try CommandFailure.reporting {
                let generated = try RequestGenerator(
                    bundle: try LocalizationBundle(path: bundle, developmentRegion: developmentRegion.map { Localization($0) })
                ).requests()
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                var lines = Data()
                for request in generated.requests {
                    lines.append(try encoder.encode(request))
                    lines.append(0x0A)
                }
                if output == "-" {
                    FileHandle.standardOutput.write(lines)
                } else {
                    do {
                        try lines.write(to: URL(fileURLWithPath: output), options: .atomic)
                    } catch {
                        throw RequestError("cannot write \(output): \(error.localizedDescription)")
                    }
                }
                for line in generated.unreachable { CommandFailure.printNote("not covered: \(line)") }
                CommandFailure.printNote("\(generated.requests.count) request(s), \(generated.unreachable.count) not covered")
            }
        }
    }
}
