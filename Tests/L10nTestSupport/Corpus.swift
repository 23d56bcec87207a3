import Foundation

/// The real-world resource corpus in `shared/corpus` (2,206 files from 11 open-source apps).
///
/// `scripts/test` exports `L10N_CORPUS_DIR` when the folder exists beside the checkout, as it
/// does in CI; without it the corpus tests are reported as skipped, by name, with the reason.
public enum Corpus {
    /// The corpus folder, or `nil` when `L10N_CORPUS_DIR` is unset or names no folder.
    public static let directory: URL? = {
        guard let path = ProcessInfo.processInfo.environment["L10N_CORPUS_DIR"], !path.isEmpty else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }()

    /// Every file in the corpus whose name ends with one of `extensions` (`"strings"`, …), sorted.
    public static func files(withExtensions extensions: Set<String>) throws -> [URL] {
        guard let directory else { return [] }
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw SampleError("cannot list \(directory.path)")
        }
        var found: [URL] = []
        for case let url as URL in enumerator where extensions.contains(url.pathExtension) {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}
