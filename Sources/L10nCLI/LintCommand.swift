import ArgumentParser
import Foundation
import L10n
import L10nResources
import L10nTooling

#if Extract
import L10nExtraction
#endif

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check bundles, tables and String Catalogs for localization mistakes.",
        discussion: """
            PATH is a bundle folder (*.lproj folders and/or .xcstrings catalogs), a folder with \
            bundle folders somewhere below it (an app's source tree), or one .strings, \
            .stringsdict or .xcstrings file. Each finding is printed as \
            'path:line: error|warning: message [rule-id]'. Exit status: 0 without errors \
            (warnings allowed), 1 with errors, 2 for bad usage or a PATH that cannot be read. \
            With --usage, the bundles under the PATHs are also checked against the Mustache \
            (.mustache) and Leaf (.leaf) templates and the Swift sources found there: a key a \
            template uses that no table has (an error), a key nothing uses (a warning).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "Output format: text (compiler style) or json.")
    var format: Format = .text

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not run this rule (repeatable).", valueName: "rule-id"))
    var disabledRules: [String] = []

    @Option(
        name: .customLong("usage"),
        help: ArgumentHelp(
            "Templates and Swift sources (files or folders) whose uses of keys are checked against the bundles (repeatable).",
            valueName: "path"))
    var usagePaths: [String] = []

    @Flag(help: "List the rules with their ids, severities and descriptions, and exit.")
    var listRules = false

    @Argument(help: ArgumentHelp("Bundle folders, source trees or resource files.", valueName: "path"))
    var paths: [String] = []

    /// Bad usage found here exits 2 with one error line, like unreadable input (the argument
    /// parser's own errors, such as an unknown --format, exit with its usage code). Checked in
    /// `run`, not `validate`: the parser validates even for `--help`.
    private func checkUsage() throws {
        for id in disabledRules where LintRule(rawValue: id) == nil {
            CommandFailure.printError("unknown rule '\(id)' for --disable (see l10n lint --list-rules)")
            throw CommandFailure.badInputExitCode
        }
        guard listRules || !paths.isEmpty else {
            CommandFailure.printError("missing expected argument '<path> ...'")
            throw CommandFailure.badInputExitCode
        }
    }

    func run() throws {
        try checkUsage()
        if listRules {
            for rule in LintRule.allCases {
                print("\(rule.id) (\(rule.severity.rawValue)): \(rule.summary)")
            }
            return
        }
        let linter = Linter(disabled: Set(disabledRules.compactMap(LintRule.init(rawValue:))))
        var findings = try CommandFailure.reporting {
            try paths.flatMap { path throws(ResourceError) in try linter.lint(path: path) }
        }
        if !usagePaths.isEmpty { findings = (findings + (try usageFindings())).sorted() }
        switch format {
        case .text:
            var output = ""
            for finding in findings {
                let line = finding.description
                output += line.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) ? line.replacingNewlines() : line
                output += "\n"
            }
            FileHandle.standardOutput.write(Data(output.utf8))
        case .json:
            try printJSON(findings)
        }
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// The findings of ``UsageLinter`` for the bundles under `paths` and the uses under
    /// `usagePaths`.
    private func usageFindings() throws -> [LintFinding] {
        let bundleFolders = paths.filter { !$0.hasSuffix(".lproj") && !$0.hasSuffix(".lproj/") }.flatMap(Linter.bundleFolders(under:))
        guard !bundleFolders.isEmpty else {
            CommandFailure.printError("--usage needs a bundle folder (or a folder with bundles below it) among the paths")
            throw CommandFailure.badInputExitCode
        }
        return try CommandFailure.reporting { () throws in
            var uses = KeyUses()
            for path in usagePaths { try uses.read(path: path) }
            #if Extract
            // The keys the code passes to localizable APIs, as `l10n extract` reads them: each
            // must be in its table.
            for string in SwiftStringExtractor().extract(try ExtractCommand.sources(usagePaths)) {
                uses.addSourceUse(key: string.key, table: string.table, file: string.file, line: string.line)
            }
            #endif
            // A bundle that cannot be opened is already a finding of `linter.lint(path:)`.
            let bundles = bundleFolders.compactMap { try? LocalizationBundle(path: $0) }
            // The code's own targets' bundles (`bundle: .module`) hold keys it may use too.
            let sourceBundles = usagePaths.flatMap(Linter.bundleFolders(under:)).filter { !bundleFolders.contains($0) }
                .compactMap { try? LocalizationBundle(path: $0) }
            return UsageLinter(disabled: Set(disabledRules.compactMap(LintRule.init(rawValue:)))).lint(
                bundles, uses: uses, sourceBundles: sourceBundles)
        }
    }

    private struct Report: Encodable {
        struct Finding: Encodable {
            var rule: String
            var severity: String
            var file: String
            var line: Int?
            var key: String?
            /// The localization the finding is about, when it is about one.
            var language: String?
            var message: String
        }

        var findings: [Finding]
        var errors: Int
        var warnings: Int
    }

    private func printJSON(_ findings: [LintFinding]) throws {
        let report = Report(
            findings: findings.map {
                Report.Finding(
                    rule: $0.ruleID, severity: $0.severity.rawValue, file: $0.file, line: $0.line, key: $0.key,
                    language: $0.localization?.name, message: $0.message)
            },
            errors: findings.count { $0.severity == .error },
            warnings: findings.count { $0.severity == .warning })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(report)
        data.append(0x0A)
        FileHandle.standardOutput.write(data)
    }
}
