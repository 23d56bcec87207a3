// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for swift-l10n's input parsers and formatters; `scripts/fuzz` builds and
// runs them. Kept out of the main package so that its manifest stays free of sanitizer flags.
//
// Built with `swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address` (see
// scripts/fuzz): every module, L10n and L10nICU included, gets coverage instrumentation and
// AddressSanitizer, and the link brings in libFuzzer, whose `main` drives each target's
// `LLVMFuzzerTestOneInput`. The executable has no `main.swift` and no `@main`: SwiftPM compiles
// it as a library (`-parse-as-library`) and, told about the fuzzer by `--sanitize=fuzzer`,
// does not point `main` at an empty Swift entry point (`--defsym main=…`), so libFuzzer's is
// the only one. The sanitizers go in one `-sanitize=` flag, after SwiftPM's: swiftc (6.3) keeps
// only the last such flag, and `--sanitize=fuzzer --sanitize=address` makes SwiftPM pass two in
// no fixed order, so such a build silently lacks either coverage or ASan.
//
// `swift-l10n` is a symbolic link to the checkout (`..`): SwiftPM names a path dependency after
// its folder, and the checkout's folder may be called anything (even `fuzz`, this package's own
// name); the link gives the main package a name the product references below can rely on.
let l10n = Target.Dependency.product(name: "L10n", package: "swift-l10n")
let l10nFormat = Target.Dependency.product(name: "L10nFormat", package: "swift-l10n")
let l10nICU = Target.Dependency.product(name: "L10nICU", package: "swift-l10n")
let l10nResources = Target.Dependency.product(name: "L10nResources", package: "swift-l10n")
let l10nTemplates = Target.Dependency.product(name: "L10nTemplates", package: "swift-l10n")
let l10nTooling = Target.Dependency.product(name: "L10nTooling", package: "swift-l10n")

let package = Package(
    name: "swift-l10n-fuzz",
    dependencies: [
        .package(path: "swift-l10n")
    ],
    targets: [
        // The targets' bodies, which this package's executable hands libFuzzer's inputs to; the
        // main package compiles the same folder for the test suite's replay of Fuzz/Corpus.
        .target(
            name: "FuzzTargets",
            dependencies: [l10n, l10nFormat, l10nICU, l10nResources, l10nTemplates, l10nTooling]
        ),
        // One executable for every target, chosen by L10N_FUZZ_TARGET: one link instead of one
        // per target, and the same corpus folders as before (scripts/fuzz names them).
        .executableTarget(name: "L10nFuzz", dependencies: ["FuzzTargets"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = [
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("ExistentialAny"),
    ]
}
