/// Text being built as UTF-8 bytes in a buffer the caller provides (on the stack, on hot
/// paths), moving to the heap only if it outgrows it, and made into one `String` at the end.
///
/// Building a result this way costs one allocation (the `String`'s) and one validation; a
/// `[UInt8]` costs another allocation, and appending piece by piece to a `String` costs more
/// than both (every append re-checks capacity, uniqueness and the ASCII flag).
public struct UTF8Output: ~Copyable {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline var count = 0
    /// Everything written so far once `buffer` is full; `nil` until then.
    @usableFromInline var spilled: [UInt8]?

    /// Starts empty, writing into `buffer`, which must outlive this value.
    @inlinable
    public init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends bytes (valid UTF-8 or not: ``makeString()`` repairs, as `String(decoding:)` does).
    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if spilled == nil, bytes.count <= buffer.count - count {
            if let source = bytes.baseAddress {
                (buffer.baseAddress! + count).update(from: source, count: bytes.count)
            }
            count += bytes.count
            return
        }
        spillIfNeeded()
        spilled!.append(contentsOf: bytes)
    }

    /// Appends `bytes[range]`; traps unless `range` lies within `bytes` (the one copy out of
    /// a span, like those in SpanCopy.swift).
    @inlinable
    public mutating func append(_ bytes: Span<UInt8>, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range outside the span")
        bytes.extracting(range).withUnsafeBufferPointer { append($0) }
    }

    @inlinable
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    @inlinable
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Lets `body` write up to `maximum` bytes in place; it returns how many it wrote.
    @inlinable
    public mutating func write(upTo maximum: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        if spilled == nil, maximum <= buffer.count - count {
            let written = body(UnsafeMutableBufferPointer(rebasing: buffer[count..<count + maximum]))
            precondition(written >= 0 && written <= maximum, "wrote \(written) bytes into a space of \(maximum)")
            count += written
            return
        }
        spillIfNeeded()
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximum) { scratch in
            let written = body(scratch)
            precondition(written >= 0 && written <= maximum, "wrote \(written) bytes into a space of \(maximum)")
            spilled!.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<written]))
        }
    }

    /// The bytes as a `String` (invalid sequences become U+FFFD).
    @inlinable
    public func makeString() -> String {
        if let spilled { return String(decoding: spilled, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }

    @inlinable
    mutating func spillIfNeeded() {
        guard spilled == nil else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(count * 2, 64))
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        spilled = bytes
    }
}
