// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for swift-l10n's input parsers and formatters; `scripts/fuzz` builds and
// runs them. Kept out of the main package so that its manifest stays free of sanitizer flags.
//
// Built with `swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address` (see
// scripts/fuzz): every module, L10n and L10nICU included, gets coverage instrumentation and
// AddressSanitizer, and the link brings in libFuzzer, whose `main` drives each target's
// `LLVMFuzzerTestOneInput`. The executables have no `main.swift` and no `@main`: SwiftPM compiles
// them as libraries (`-parse-as-library`) and, told about the fuzzer by `--sanitize=fuzzer`,
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
        // What the targets share: reading typed parts from the input, the locales and values
        // they draw on, and formatting the tables read.
        .target(
            name: "FuzzSupport",
            dependencies: [l10n, l10nICU, l10nResources]
        ),
        // One executable per input kind; scripts/fuzz names their corpora after them.
        .executableTarget(name: "FuzzStrings", dependencies: ["FuzzSupport", l10n, l10nResources]),
        .executableTarget(name: "FuzzPlistXML", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzPlistBinary", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzCatalog", dependencies: ["FuzzSupport", l10n, l10nResources]),
        .executableTarget(name: "FuzzFormat", dependencies: ["FuzzSupport", l10n, l10nFormat, l10nICU]),
        .executableTarget(name: "FuzzStringsdict", dependencies: ["FuzzSupport", l10n, l10nICU]),
        .executableTarget(name: "FuzzAcceptLanguage", dependencies: ["FuzzSupport", l10n]),
        .executableTarget(name: "FuzzLanguageSelection", dependencies: ["FuzzSupport", l10n]),
        .executableTarget(name: "FuzzTemplates", dependencies: ["FuzzSupport", l10n, l10nTemplates]),
        .executableTarget(name: "FuzzUsage", dependencies: ["FuzzSupport", l10n, l10nTooling]),
        .executableTarget(name: "FuzzOverrides", dependencies: ["FuzzSupport", l10n, l10nICU, l10nResources]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = [
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("ExistentialAny"),
    ]
}
