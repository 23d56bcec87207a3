// swift-tools-version: 6.1
// A service that imports the framework and template integrations without enabling their traits: it must not
// build, and every use must be diagnosed by the trait's name (scripts/check-consumer).
import PackageDescription

let package = Package(
    name: "Misconfigured",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../swift-l10n")],
    targets: [
        .executableTarget(
            name: "Service",
            dependencies: [
                .product(name: "L10n", package: "swift-l10n"),
                .product(name: "L10nHummingbird", package: "swift-l10n"),
                .product(name: "L10nVapor", package: "swift-l10n"),
                .product(name: "L10nMustache", package: "swift-l10n"),
                .product(name: "L10nLeaf", package: "swift-l10n"),
            ]
        )
    ]
)
