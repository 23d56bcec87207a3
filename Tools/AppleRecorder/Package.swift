// swift-tools-version: 6.0
import PackageDescription

// Records what Apple's Foundation answers for a bundle, to compare with swift-l10n's answers
// (`l10n compare --expected`). Its own package, depending on nothing but Foundation, so a Mac
// builds it without building swift-l10n, and so nothing of swift-l10n can leak into what it
// records.
let package = Package(
    name: "AppleRecorder",
    platforms: [.macOS(.v13), .iOS(.v17)],
    targets: [
        .executableTarget(name: "AppleRecorder")
    ],
    swiftLanguageModes: [.v6]
)
