/// The resource formats `l10n convert` writes.
public enum ConversionTarget: String, Sendable, Hashable, CaseIterable {
    /// `.strings` for plain strings and `.stringsdict` for everything with variants, per `.lproj`.
    case strings
    /// One `.stringsdict` per `.lproj` holding every entry, plain strings included.
    case stringsdict
    /// One String Catalog per table.
    case xcstrings
    /// One `.strings` per `.lproj`, plural entries as Smartling's `KEY##{one}` keys.
    case smartling
}

/// One file a conversion produces, relative to the output folder.
public struct ConvertedFile: Sendable, Hashable {
    /// `fr.lproj/Localizable.strings` or `Localizable.xcstrings`.
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates a file.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
