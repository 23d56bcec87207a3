import ArgumentParser
import Foundation
import L10nICU

@main
struct L10nCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n",
        abstract: "Query, format, lint and convert localizations with Apple's semantics, backed by ICU.",
        version: RuntimeVersion.current.description,
        subcommands: [
            PluralCommand.self, NumberCommand.self, ResolveCommand.self, FormatCommand.self, LocalizeCommand.self,
            LintCommand.self, StatusCommand.self, MarkCommand.self, ExtractCommand.self, ConvertCommand.self, CompareCommand.self,
            PseudoCommand.self,
            GenerateCommand.self,
            OverridesCommand.self,
        ]
    )

    /// Parses and runs as `ParsableCommand.main()` does, but bad usage exits with 2, as the tool
    /// documents for every error of input (argument-parser's own code for it is 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
