import AppleICUOracle
import Foundation

/// Apple's own `ualoc_localizationsToUse` and `ualoc_getAppleParent`, from the copy of Apple's
/// ICU that Foundation ships on Linux (see Tests/AppleICUOracle). Test-only: a differential
/// oracle for ``AvailableLocalizations`` and ``AppleParent``.
enum AppleOracle {
    /// What Apple's ICU said for one request.
    enum Answer: Equatable, CustomStringConvertible {
        case value([String])
        /// ICU reported an error (its code).
        case failure(String)
        /// Apple's ICU did not return in time, twice (`ualoc_getAppleParent("no_NO")` loops).
        case noAnswer

        var description: String {
            switch self {
            case .value(let items): items.description
            case .failure(let code): "ICU error \(code)"
            case .noAnswer: "no answer"
            }
        }
    }

    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// Time for one answer: Apple's ICU answers in microseconds once its data is mapped; this
    /// leaves room for a machine under load, and a silent request costs twice this.
    static let timeoutMilliseconds: Int32 = 1000

    /// Loads Apple's ICU, or says why it is missing.
    static func load() throws {
        guard oracle_load() else { throw Unavailable(description: String(cString: oracle_load_error())) }
    }

    /// `ualoc_localizationsToUse` for each (preferred, available) pair.
    static func localizationsToUse(_ requests: [(preferred: [String], available: [String])]) throws -> [Answer] {
        let encoded = requests.map { request -> String in
            let preferred = request.preferred.map { $0 + itemEnd }.joined()
            let available = request.available.map { $0 + itemEnd }.joined()
            return preferred + listEnd + available
        }
        return try batch(ORACLE_LOCALIZATIONS_TO_USE, encoded).map { answer in
            parse(answer) { $0.split(separator: Character(itemEnd), omittingEmptySubsequences: false).dropLast().map(String.init) }
        }
    }

    /// `ualoc_getAppleParent` for each identifier.
    static func appleParents(_ identifiers: [String]) throws -> [Answer] {
        try batch(ORACLE_APPLE_PARENT, identifiers).map { answer in parse(answer) { [$0] } }
    }

    /// Whether `ualoc_getAppleParent` is known never to return for the identifier: Norwegian in
    /// Norway (`no_NO`, `no-NO`, `no_NO_NY`, any case) loops through an alias in ICU's data.
    /// Asking would only cost two timeouts (the child is killed), so the tests skip these; any
    /// other silence fails them.
    static func appleParentLoops(_ identifier: String) -> Bool {
        let lowercased = identifier.lowercased().replacingOccurrences(of: "-", with: "_")
        return lowercased == "no_no" || lowercased.hasPrefix("no_no_") || lowercased.hasPrefix("no_no@")
    }

    /// Apple's `uloc_getBaseName`; `nil` when Apple's ICU rejects the identifier.
    static func baseName(_ identifier: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 512)
        let length = oracle_base_name(identifier, &buffer, Int32(buffer.count))
        guard length >= 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The legacy alias locales of Apple's ICU data (`iw`, `mo`, `zh_TW`), whose
    /// `ualoc_getAppleParent` is the locale they alias.
    static func legacyAliases() -> Set<String> {
        guard let list = oracle_legacy_aliases() else { return [] }
        defer { free(list) }
        return Set(String(cString: list).split(separator: Character(itemEnd)).map(String.init))
    }

    /// The locales Apple's ICU has data for (`uloc_getAvailable`).
    static func availableLocales() throws -> [String] {
        try load()
        return (0..<oracle_count_available()).compactMap { oracle_available($0).map { String(cString: $0) } }
    }

    private static let itemEnd = String(UnicodeScalar(UInt8(ORACLE_ITEM_END)))
    private static let listEnd = String(UnicodeScalar(UInt8(ORACLE_LIST_END)))

    /// The child writes an ICU error as `!` and its code; `nil` is a request it never answered.
    private static func parse(_ answer: String?, _ items: (String) -> [String]) -> Answer {
        guard let answer else { return .noAnswer }
        return answer.hasPrefix("!") ? .failure(String(answer.dropFirst())) : .value(items(answer))
    }

    /// Runs the requests through `oracle_batch`; `nil` for a request Apple's ICU did not answer.
    private static func batch(_ kind: oracle_kind, _ requests: [String]) throws -> [String?] {
        try load()
        guard !requests.isEmpty else { return [] }
        let cStrings = requests.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        var answers = [UnsafeMutablePointer<CChar>?](repeating: nil, count: requests.count)
        let status = cStrings.map { UnsafePointer($0!) }.withUnsafeBufferPointer { requestPointers in
            answers.withUnsafeMutableBufferPointer { answerPointers in
                oracle_batch(
                    kind, requestPointers.baseAddress!, Int32(requests.count), timeoutMilliseconds,
                    answerPointers.baseAddress!)
            }
        }
        guard status == 0 else { throw Unavailable(description: "no child process could be started") }
        defer { answers.forEach { free($0) } }
        return answers.map { $0.map { String(cString: $0) } }
    }
}
