import ArgumentParser
import Foundation
import L10nTooling

/// Writing what a command produced, as `convert` and `pseudo` do: the files under a folder,
/// then each issue as a warning line.
enum OutputFiles {
    /// Writes each file at its path under `folder`, creating folders as needed, each atomically
    /// (a new file renamed into place), so a file is never left half written.
    ///
    /// - Throws: `RequestError` naming the file that could not be written.
    static func write(_ files: [ConvertedFile], into folder: String) throws {
        let manager = FileManager.default
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Atomically: a file of the team's is replaced whole or not at all.
                try Data(file.bytes).write(to: url, options: .atomic)
            } catch {
                // The path as the caller spelled the folder: `url.path` would be absolute.
                let path = (folder.hasSuffix("/") ? folder : folder + "/") + file.path
                throw RequestError("cannot write \(path): \(error.localizedDescription)")
            }
        }
    }

    /// Prints each kind of issue once as `l10n: warning: …` on stderr — the first, with how many
    /// more said the same (`ConversionIssue.summarized`) — and exits 1 when there is one (the
    /// files are written all the same).
    static func warn(_ issues: [ConversionIssue]) throws {
        for issue in ConversionIssue.summarized(issues) {
            FileHandle.standardError.write(Data(("l10n: warning: " + issue.description.replacingNewlines() + "\n").utf8))
        }
        if !issues.isEmpty { throw ExitCode(1) }
    }
}
