import Foundation
import L10nTestSupport
import Testing

/// Every input kept in `Fuzz/Corpus` passes its fuzz target's checks in this build.
///
/// The fuzzers' corpus, replayed by `FuzzReplay` through the code libFuzzer runs
/// (`Fuzz/Sources/FuzzTargets`), in a process of its own so that an input that stops it is
/// named. The shared build (scripts/build-env) compiles the replay with AddressSanitizer and
/// LeakSanitizer, so each kept input is checked as `scripts/fuzz` checks it before it mutates
/// anything, without a fuzzer build. The suite runs the executable rather than importing the
/// targets, so a change to a target recompiles the replay alone.
@Suite struct FuzzCorpusReplayTests {
    static let corpus = Fixtures.repository.appendingPathComponent("Fuzz/Corpus")

    /// The corpus's folders, one per target (`everyTargetHasAKeptCorpus` checks that they are).
    static let folders: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()

    static func replay() throws -> ExecutableRunner {
        ExecutableRunner(executable: try ExecutableRunner.builtExecutable("FuzzReplay"))
    }

    @Test(arguments: folders)
    func everyKeptInputPassesItsTargetsChecks(_ target: String) throws {
        let folder = Self.corpus.appendingPathComponent(target).path
        let count = try FileManager.default.contentsOfDirectory(atPath: folder).count
        #expect(count > 0, "Fuzz/Corpus/\(target) keeps no input: run scripts/fuzz --minimize 600 \(target)")
        let output = try Self.replay().run([target, folder])
        let lines = output.stderr.split(separator: "\n")
        let lastInput = lines.last { $0.hasPrefix("input: ") }?.dropFirst("input: ".count)
        let report = lines.filter { !$0.hasPrefix("input: ") }.suffix(40).joined(separator: "\n")
        #expect(
            output.exitCode == 0 && report.isEmpty,
            "FuzzReplay \(target) exited \(output.exitCode) on \(lastInput ?? "no input"):\n\(report)")
        #expect(output.stdout == "\(target): \(count) inputs\n")
    }

    /// A target without a folder would never be replayed, and a folder no target reads is a
    /// mistake: the folders are the targets.
    @Test func everyTargetHasAKeptCorpus() throws {
        let output = try Self.replay().run(["--list"])
        #expect(output.exitCode == 0)
        #expect(output.stdoutLines.sorted() == Self.folders)
    }
}
