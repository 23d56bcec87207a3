/// The fuzzer's bytes, consumed from the front: a target splits one input into several typed
/// parts (a format string and its arguments, a header and a bundle's localizations).
///
/// Reading past the end gives zeros and empty parts rather than failing, so every input,
/// however short, means something and the fuzzer wastes no executions on rejected ones.
public struct FuzzInput {
    public private(set) var bytes: ArraySlice<UInt8>

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { ArraySlice(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    public var isEmpty: Bool { bytes.isEmpty }

    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// The next `count` bytes (fewer at the end) as a little-endian integer.
    public mutating func integer(bytes count: Int) -> UInt64 {
        var value: UInt64 = 0
        for shift in 0..<count {
            value |= UInt64(byte()) << (8 * UInt64(shift))
        }
        return value
    }

    /// The bytes before the next `separator` (or all that is left); the separator is consumed.
    public mutating func part(until separator: UInt8) -> [UInt8] {
        let end = bytes.firstIndex(of: separator) ?? bytes.endIndex
        let part = Array(bytes[..<end])
        bytes = bytes[end...].dropFirst()
        return part
    }

    /// Everything not consumed yet.
    public mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }

    /// One of `choices`, chosen by the next byte.
    public mutating func choice<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }
}
