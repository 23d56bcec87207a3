import Foundation

/// The first line of a recording: which platform and which Foundation answered, so that a
/// difference can be traced to an OS release.
struct RecorderEnvironment: Encodable {
    var platform: String
    var os: String
    var foundation: String

    static var current: RecorderEnvironment {
        #if canImport(Darwin)
        RecorderEnvironment(
            platform: platformName, os: ProcessInfo.processInfo.operatingSystemVersionString,
            foundation: "Foundation \(NSFoundationVersionNumber)")
        #else
        RecorderEnvironment(
            platform: "Linux", os: ProcessInfo.processInfo.operatingSystemVersionString,
            foundation: "swift-corelibs-foundation (Swift \(swiftVersion))")
        #endif
    }

    #if canImport(Darwin)
    private static var platformName: String {
        #if os(macOS)
        "macOS"
        #elseif os(iOS)
        "iOS"
        #else
        "Darwin"
        #endif
    }
    #endif

    /// The compiler's language version, which names the Foundation it ships on Linux.
    private static var swiftVersion: String {
        #if compiler(>=6.4)
        "6.4 or later"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }
}
