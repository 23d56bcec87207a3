import ArgumentParser
import L10nICU

@main
struct L10nCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n",
        abstract: "Query, format, lint and convert localizations with Apple's semantics, backed by ICU.",
        version: RuntimeVersion.current.description,
        subcommands: [
            PluralCommand.self, NumberCommand.self, ResolveCommand.self, FormatCommand.self, LocalizeCommand.self,
            LintCommand.self, ConvertCommand.self, CompareCommand.self, PseudoCommand.self, GenerateCommand.self,
        ]
    )
}
