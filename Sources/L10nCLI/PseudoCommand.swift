import ArgumentParser
import Foundation
import L10n
import L10nTooling

struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write a pseudo-localization of a bundle's development language, for testing without translators.",
        discussion: """
            Reads the development region's tables of DIR (.strings, .stringsdict, Smartling \
            KEY##{one} entries and String Catalogs) and writes <name>.lproj/<Table>.strings and \
            .stringsdict into the output folder (default: DIR's resources folder), and each \
            catalog with the pseudo language added. --style accented (name en-XA) accents \
            letters, lengthens text by --factor (default 1.3) and brackets each string; --style \
            rtl (name ar-XB) forces words right to left (default factor 1, no brackets). Format \
            specifiers, %#@variables@ and %arg are kept, so every key takes the same arguments; \
            plural variants follow the pseudo language's categories. Exit status: 0 when \
            written, 1 when a format could not hold something (said as 'l10n: warning: …'), 2 \
            for bad usage or input.
            """
    )

    @Option(help: ArgumentHelp("The bundle folder to read.", valueName: "dir"))
    var bundle: String

    @Option(help: ArgumentHelp("accented or rtl.", valueName: "style"))
    var style = PseudoLocalization.Style.accented.rawValue

    @Option(help: ArgumentHelp("How many times longer text becomes, 1 to 10 (default: 1.3 accented, 1 rtl).", valueName: "factor"))
    var factor: Double?

    @Flag(inversion: .prefixedNo, help: "Put each string in [ ] (default: accented yes, rtl no).")
    var brackets: Bool?

    @Option(help: ArgumentHelp("The pseudo localization's name (default: en-XA accented, ar-XB rtl).", valueName: "name"))
    var localization: String?

    @Option(help: ArgumentHelp("The folder to write into (default: the bundle's resources folder).", valueName: "dir"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "The development language, where the bundle's Info.plist names none (or to override CFBundleDevelopmentRegion).",
            valueName: "language"))
    var developmentRegion: String?

    /// Checked in `run`, not `validate`, so that bad usage exits 2 with one error line like
    /// unreadable input (the parser validates even for `--help`).
    private func pseudoLocalization() throws -> PseudoLocalization {
        guard let style = PseudoLocalization.Style(rawValue: style) else {
            CommandFailure.printError("--style must be accented or rtl, not '\(style)'")
            throw CommandFailure.badInputExitCode
        }
        if let factor, !(1...PseudoLocalization.maximumElongation).contains(factor) {
            CommandFailure.printError("--factor must be from 1 to \(Int(PseudoLocalization.maximumElongation)), not \(factor)")
            throw CommandFailure.badInputExitCode
        }
        if let localization, localization.isEmpty || localization.contains("/") {
            CommandFailure.printError("--localization must be a localization name such as en-XA, not '\(localization)'")
            throw CommandFailure.badInputExitCode
        }
        return PseudoLocalization(
            style: style, elongation: factor, isBracketed: brackets, localization: localization.map { Localization($0) })
    }

    func run() throws {
        let pseudo = try pseudoLocalization()
        let issues = try CommandFailure.reporting { () throws -> [ConversionIssue] in
            let opened = try LocalizationBundle(path: bundle, developmentRegion: developmentRegion.map { Localization($0) })
            let written = try PseudoLocalizationWriter.files(for: opened, pseudo)
            try OutputFiles.write(written.files, into: output ?? opened.resourcesPath)
            return written.issues
        }
        try OutputFiles.warn(issues)
    }
}
