// swift-tools-version: 6.1
// Code an app and a service share: its strings are written with Apple's localization API only
// (`String(localized:)`, `LocalizedStringResource`), and its catalog is what Xcode extracts
// from them. On Apple's platforms Foundation answers; on Linux, swift-l10n's L10nFoundation,
// whose product is empty on Apple's platforms, so the same source builds on both without `#if`.
// swift-l10n's own package builds this target too (the example service and its tests use it).
import PackageDescription

let package = Package(
    name: "SharedMessages",
    defaultLocalization: "en",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "SharedMessages", targets: ["SharedMessages"])],
    // Beside swift-l10n, as a package that depends on it by path would be.
    dependencies: [.package(path: "../swift-l10n")],
    targets: [
        .target(
            name: "SharedMessages",
            dependencies: [.product(name: "L10nFoundation", package: "swift-l10n")],
            resources: [.process("Resources")]
        )
    ]
)
