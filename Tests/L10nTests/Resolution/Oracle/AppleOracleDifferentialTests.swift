import Foundation
import L10n
import L10nTestSupport
import Testing

/// Random preference lists against random bundles, answered by Apple's ICU and by swift-l10n.
///
/// Every run draws a fresh seed; a failure's comment names it, and `L10N_ORACLE_SEED=<seed>`
/// replays that run exactly (with the same `L10N_ORACLE_LISTS`). Two kinds of disagreement are known and reported as known issues
/// rather than failures (see each test).
@Suite struct AppleOracleDifferentialTests {
    /// About four seconds in a debug build; `L10N_ORACLE_LISTS` asks for more.
    static let listsPerRun = ProcessInfo.processInfo.environment["L10N_ORACLE_LISTS"].flatMap { Int($0) } ?? 8000

    static func seed() -> UInt64 {
        ProcessInfo.processInfo.environment["L10N_ORACLE_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
    }

    /// Known: when Apple's ICU rejects an identifier (a language of twelve letters or more,
    /// `applesymbols`), Apple's matching reads a buffer it never filled, so its answer depends on
    /// the identifiers before it; swift-l10n does not reproduce that.
    @Test func randomPreferencesAgainstRandomBundles() throws {
        let seed = Self.seed()
        var generator = SeededGenerator(seed: seed)
        let pool = try IdentifierPool()
        let requests = (0..<Self.listsPerRun).map { _ in
            (
                preferred: pool.distinct(Int.random(in: 1...5, using: &generator), using: &generator),
                available: pool.distinct(Int.random(in: 1...12, using: &generator), using: &generator)
            )
        }
        let answers = try AppleOracle.localizationsToUse(requests)
        var disagreements: [String] = []
        var rejected: [String] = []
        var unanswered: [String] = []
        for (request, answer) in zip(requests, answers) {
            let ours = AvailableLocalizations(request.available.map { Localization($0) }).localizationsToUse(for: request.preferred).names
            let line = "\(request.preferred) against \(request.available): Apple \(answer), ours \(ours)"
            switch answer {
            case .value(let apple) where apple == ours: continue
            case .noAnswer: unanswered.append(line)
            case _ where (request.preferred + request.available).contains { AppleOracle.baseName($0) == nil }:
                rejected.append(line)
            default: disagreements.append(line)
            }
        }
        #expect(
            disagreements.isEmpty,
            """
            seed \(seed) (replay with L10N_ORACLE_SEED=\(seed)): \(disagreements.count) of \(requests.count) lists differ:
            \(disagreements.prefix(40).joined(separator: "\n"))
            """)
        #expect(unanswered.isEmpty, "seed \(seed): Apple's ICU never answered:\n\(unanswered.joined(separator: "\n"))")
        withKnownIssue("identifiers Apple's ICU rejects (seed \(seed))", isIntermittent: true) {
            if !rejected.isEmpty {
                Issue.record("\(rejected.count) lists:\n\(rejected.prefix(10).joined(separator: "\n"))")
            }
        }
    }

    /// Every identifier of the pool, and as many respelled, through both `getAppleParent`s.
    ///
    /// Known: Apple answers a legacy alias of its data with the locale aliased (`iw` → `he`,
    /// `tl_PH` → `fil_PH`), and rejects what its ICU rejects; swift-l10n answers neither.
    @Test func appleParentOfEveryIdentifier() throws {
        let seed = Self.seed()
        var generator = SeededGenerator(seed: seed)
        let pool = try IdentifierPool()
        let plain = pool.common + IdentifierPool.special
        let respelled = plain.map { IdentifierPool.respell($0, using: &generator) }
        let identifiers = Array(Set(plain + respelled)).sorted().filter { !AppleOracle.appleParentLoops($0) }
        let answers = try AppleOracle.appleParents(identifiers)
        let legacyAliases = AppleOracle.legacyAliases()
        var disagreements: [String] = []
        var known: [String] = []
        var unanswered: [String] = []
        for (identifier, answer) in zip(identifiers, answers) {
            let ours = AppleParent.of(identifier)
            switch answer {
            case .value([ours]): continue
            case .noAnswer: unanswered.append(identifier)
            case _ where !Self.isKnownParentDifference(identifier, legacyAliases):
                disagreements.append("\(identifier): Apple \(answer), ours \(ours)")
            default: known.append("\(identifier): Apple \(answer), ours \(ours)")
            }
        }
        #expect(
            disagreements.isEmpty,
            """
            seed \(seed) (replay with L10N_ORACLE_SEED=\(seed)): \(disagreements.count) of \(identifiers.count) differ:
            \(disagreements.prefix(60).joined(separator: "\n"))
            """)
        #expect(unanswered.isEmpty, "seed \(seed): Apple's ICU never answered: \(unanswered)")
        withKnownIssue("legacy aliases and rejected identifiers (seed \(seed))", isIntermittent: true) {
            if !known.isEmpty { Issue.record("\(known.count) identifiers:\n\(known.joined(separator: "\n"))") }
        }
    }

    /// An identifier Apple's ICU rejects, or one it reads through a legacy alias of its data: the
    /// identifier itself (`iw`, `tl_PH`) or a truncation of it (`ur_Aran_IN` through `ur_Aran`).
    static func isKnownParentDifference(_ identifier: String, _ legacyAliases: Set<String>) -> Bool {
        guard var base = AppleOracle.baseName(identifier) else { return true }
        while !base.isEmpty {
            if legacyAliases.contains(base) { return true }
            base = String(base[..<(base.lastIndex(of: "_") ?? base.startIndex)])
        }
        return false
    }

    /// `AppleLocaleID.baseName` (ICU 76's reading, computed with ICU 72) against Apple's own
    /// `uloc_getBaseName`, for every identifier the other tests draw.
    @Test func baseNameOfEveryIdentifier() throws {
        try AppleOracle.load()
        let seed = Self.seed()
        var generator = SeededGenerator(seed: seed)
        let pool = try IdentifierPool()
        let plain = pool.common + IdentifierPool.special
        let identifiers = Set(plain + plain.map { IdentifierPool.respell($0, using: &generator) })
        var disagreements: [String] = []
        for identifier in identifiers.sorted() {
            guard let apple = AppleOracle.baseName(identifier) else { continue }  // rejected: see above
            let ours = AppleLocaleID.baseName(identifier)
            if apple != ours { disagreements.append("\(identifier): Apple \(apple), ours \(ours)") }
        }
        #expect(
            disagreements.isEmpty,
            """
            seed \(seed) (replay with L10N_ORACLE_SEED=\(seed)): \(disagreements.count) of \(identifiers.count) differ:
            \(disagreements.prefix(60).joined(separator: "\n"))
            """)
    }
}
