// swift-tools-version: 6.1
// A service-shaped package that uses swift-l10n the way a user's package does: by path beside it
// (`scripts/check-consumer` places a `swift-l10n` link next to a copy of this folder), with
// Foundation's formatters in the same file and its strings shipped as SwiftPM resources. Its test
// target applies the L10nAccessors plugin to the example bundle, which `scripts/check-consumer`
// copies into it as `Tests/GeneratedAccessorTests/App` (SwiftPM copies resources only from
// inside a target's folder), and checks every accessor against the Localizer.
import PackageDescription

let package = Package(
    name: "Greeter",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../swift-l10n")
    ],
    targets: [
        .executableTarget(
            name: "Greeter",
            dependencies: [
                .product(name: "L10n", package: "swift-l10n"),
                .product(name: "L10nICU", package: "swift-l10n"),
            ],
            resources: [.process("Resources")],
            // Typed accessors for the resources' keys (`Strings`), generated at build time.
            plugins: [.plugin(name: "L10nAccessors", package: "swift-l10n")]
        ),
        .testTarget(
            name: "GeneratedAccessorTests",
            dependencies: [.product(name: "L10n", package: "swift-l10n")],
            resources: [.copy("App")],
            plugins: [.plugin(name: "L10nAccessors", package: "swift-l10n")]
        ),
    ]
)
