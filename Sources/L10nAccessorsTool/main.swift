import Foundation
import L10n
import L10nAccessorGeneration

// The `L10nAccessors` plugin's tool: `l10n generate swift --bundle DIR --output FILE` with the
// defaults (internal `Strings`), the same generator. A target of its own because SwiftPM
// (6.3) cannot give a plugin an executable target that a product of another name (`l10n`)
// also builds: "no product named 'L10nCLI'" (swiftlang/swift-package-manager#8831).

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let bundle = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: L10nAccessorsTool BUNDLE-DIR OUTPUT-FILE\n".utf8))
    exit(2)
}
do {
    let source = try SwiftAccessorGenerator().source(for: try LocalizationBundle(path: bundle))
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    // The build shows this line as the plugin's error: it names the file, line and key.
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
