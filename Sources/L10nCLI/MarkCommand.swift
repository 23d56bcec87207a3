import ArgumentParser
import Foundation
import L10nResources
import L10nTooling

struct MarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mark",
        abstract: "Mark a String Catalog's strings for review, or as reviewed.",
        discussion: """
            Sets the state of every string of each KEY in --language (plural, device and \
            substitution variants included) to needs_review or translated, as Xcode's 'Mark for \
            Review' and 'Mark as Reviewed' do, and writes the catalog back with nothing else \
            changed. All or nothing: a KEY the catalog lacks, or without a string in the \
            language, is an error (exit 2) and the file is left as it was.
            """
    )

    @Option(help: ArgumentHelp("The state to set: needs_review or translated.", valueName: "state"))
    var state: String

    @Option(help: "The language whose strings are marked, as the catalog names it (fr, zh-Hans).")
    var language: String

    @Option(help: ArgumentHelp("The .xcstrings file to change.", valueName: "file"))
    var catalog: String

    @Argument(help: ArgumentHelp("The keys to mark.", valueName: "key"))
    var keys: [String]

    func validate() throws {
        guard CatalogReviewMarks.State(rawValue: state) != nil else {
            throw ValidationError("--state must be one of \(CatalogReviewMarks.State.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard !keys.isEmpty else { throw ValidationError("Missing expected argument '<key> ...'") }
    }

    func run() throws {
        let state = CatalogReviewMarks.State(rawValue: state) ?? .needsReview
        let marked = try CommandFailure.reporting { () throws -> Int in
            var read = try StringCatalog(bytes: ResourceFile.bytes(atPath: catalog), file: catalog)
            let count = try CatalogReviewMarks.mark(keys, language: language, as: state, in: &read, file: catalog)
            do {
                try Data(read.encoded()).write(to: URL(fileURLWithPath: catalog), options: .atomic)
            } catch {
                throw RequestError("cannot write \(catalog): \(error.localizedDescription)")
            }
            return count
        }
        let keyCount = Set(keys).count
        print(
            "\(catalog): \(marked) string\(marked == 1 ? "" : "s") of \(keyCount) key\(keyCount == 1 ? "" : "s") marked \(state.rawValue) in \(language)"
        )
    }
}
