import L10nSupport

/// Every cache the format engine keeps, in one place (a `BoundedCache`, owned by the process).
/// The ICU number formats it formats with are L10nICU's (`ICUCaches`, and the sets a
/// `Localizer`'s lanes keep).
enum FormatCaches {
    /// Tokens of formats of at most `FormatTokenizer.memoizedFormatLength` bytes, by their
    /// exact bytes and first argument: a service formats the same few strings all day. 4,096
    /// entries and 8 MiB (a format's bytes and its tokens).
    static let tokens = BoundedCache<FormatTokenizer.MemoKey, [FormatToken]>(capacity: 4096, maximumBytes: 8 << 20) {
        key, tokens in key.format.string.utf8.count + tokens.count * MemoryLayout<FormatToken>.stride + 64
    }
}
