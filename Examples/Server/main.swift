// The example service: `scripts/serve [--port N] [--resources DIR] [--pseudo]`.
#if Hummingbird && Mustache
try await ExampleServer.run(arguments: Array(CommandLine.arguments.dropFirst()))
#else
import Foundation

// Built without swift-l10n's `Hummingbird` and `Mustache` traits (a plain `swift build` of the package).
FileHandle.standardError.write(Data("L10nExampleServer needs the Hummingbird and Mustache traits; run scripts/serve.\n".utf8))
exit(2)
#endif
