/// The two property-list encodings string tables ship in, as told apart by their first bytes.
///
/// Old-style text (`"key" = "value";`) is not one of them: `.strings` files in that form go to
/// the `.strings` reader, which is why ``PropertyListFormat/init(detecting:)`` answers `nil` for it.
public enum PropertyListFormat: String, Sendable, Hashable, CaseIterable {
    /// `<?xml …?><plist>…</plist>`, in UTF-8 or UTF-16.
    case xml
    /// `bplist00`: what Xcode compiles `.strings` and `.stringsdict` files to.
    case binary
}
