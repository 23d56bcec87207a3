import Foundation

/// Type-checks Swift source with the toolchain's `swiftc` against the modules of this build,
/// in Swift 6 mode with the upcoming features Package.swift enables and warnings as errors.
enum SwiftTypeCheck {
    struct Result {
        var status: Int32
        var output: String
    }

    /// The build's products folder: the test binary is `<products>/swift-l10nPackageTests.xctest`
    /// (on macOS a bundle whose binary sits three levels further down).
    static func productsFolder() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/L10n.swiftmodule").path) {
                return folder
            }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Modules/L10n.swiftmodule above \(CommandLine.arguments[0])"])
    }

    static func run(_ source: String) throws -> Result {
        let products = try productsFolder()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-typecheck-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
            "-enable-upcoming-feature", "MemberImportVisibility", "-enable-upcoming-feature", "ExistentialAny",
            "-I", products.appendingPathComponent("Modules").path,
            // L10nICU's interface names the C shim's module; the build keeps its module map here.
            "-Xcc", "-fmodule-map-file=" + products.appendingPathComponent("CICUShim.build/module.modulemap").path,
            file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
