internal import CICUShim

/// Which code and which data produced an answer: this package's version, the ICU library it
/// runs with and the CLDR release ICU's data comes from.
///
/// Plural categories, number formats and locale fallbacks change between CLDR releases (CLDR
/// 42 moved Hebrew 20, 30, … 100 from `many` to `other`), so output compared across machines or
/// kept in tests is only comparable together with these three facts. `l10n --version` prints
/// ``description``.
///
/// ```swift
/// RuntimeVersion.current.description   // "swift-l10n 0.1.0 (ICU 72.1, CLDR 42)"
/// ```
public struct RuntimeVersion: Sendable, Hashable, CustomStringConvertible {
    /// This package's version (`0.1.0`).
    public let package: String
    /// The version of the ICU library linked at run time (`72.1`, from `u_getVersion`).
    public let icu: String
    /// The CLDR release of ICU's locale data (`42`, or `44.1` for a minor release), from
    /// `ulocdata_getCLDRVersion`; `unknown` when ICU cannot tell (it reads the version from its
    /// data, which a stripped-down data file may lack).
    public let cldr: String

    /// The package version this build carries. Kept here, beside the versions it is reported
    /// with, so the library and the CLI cannot disagree.
    public static let packageVersion = "0.1.0"

    /// The versions of this process: read from ICU once.
    public static let current = RuntimeVersion(package: packageVersion, icu: readICUVersion(), cldr: readCLDRVersion())

    /// `swift-l10n 0.1.0 (ICU 72.1, CLDR 42)`.
    public var description: String {
        "swift-l10n \(package) (ICU \(icu), CLDR \(cldr))"
    }

    /// Creates a version record, for comparing with ``current``.
    public init(package: String, icu: String, cldr: String) {
        self.package = package
        self.icu = icu
        self.cldr = cldr
    }

    /// CLDR's version as its releases are named: the major number, with the minor (and patch)
    /// only when not zero — `42`, `44.1`; ICU's four bytes `42.0.0.0` would read as a release
    /// CLDR never named.
    static func cldrVersionName(_ bytes: [UInt8]) -> String {
        var parts = bytes.map(Int.init)
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        return parts.map(String.init).joined(separator: ".")
    }

    /// `u_getVersion`, as ICU writes it (`72.1`).
    private static func readICUVersion() -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            buffer.initialize(repeating: 0)
            cicu_versionString(buffer.baseAddress!)
            return String(cString: buffer.baseAddress!)
        }
    }

    private static func readCLDRVersion() -> String {
        var bytes = [UInt8](repeating: 0, count: 4)
        var status = ICUStatus.zero
        bytes.withUnsafeMutableBufferPointer { cicu_ulocdata_getCLDRVersion($0.baseAddress!, &status.rawValue) }
        guard !status.isFailure, bytes[0] != 0 else { return "unknown" }
        return cldrVersionName(bytes)
    }
}
