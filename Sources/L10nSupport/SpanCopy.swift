/// Bulk copies out of a `Span<UInt8>`, the audited spot where the format renderer leaves
/// bounds-checked access: the range is checked once, then copied with `memcpy` rather than
/// byte by byte. (Swift 6.3 gives a span no `append(contentsOf:)` or `String(decoding:)` of its own.)
///
/// Public and inlinable so the renderer's calls compile to the copy itself (see
/// ``BoundedCache`` on why L10nSupport is public).
extension Array where Element == UInt8 {
    /// Appends `bytes[range]`; traps unless `range` lies within `bytes`.
    @inlinable
    public mutating func append(_ bytes: Span<UInt8>, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range outside the span")
        bytes.extracting(range).withUnsafeBufferPointer { append(contentsOf: $0) }
    }
}

extension String {
    /// `bytes[range]` as UTF-8, invalid sequences repaired as `String(decoding:as:)` repairs
    /// them; traps unless `range` lies within `bytes`.
    @inlinable
    public init(decoding bytes: Span<UInt8>, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range outside the span")
        self = bytes.extracting(range).withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }
}
