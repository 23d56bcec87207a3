/// Paths inside the repository, found from this file's own location.
enum Repository {
    /// The checkout's root (three folders above `Benchmarks/Benchmarks/L10nBenchmarks`).
    static let root: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }()

    /// The example bundle with the Russian stringsdict entries.
    static let exampleBundle = root + "/Examples/App"
}
