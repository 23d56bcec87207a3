/// The fuzzer's bytes, consumed from the front: a target splits one input into several typed
/// parts (a format string and its arguments, a header and a bundle's localizations).
///
/// Reading past the end gives zeros and empty parts rather than failing, so every input,
/// however short, means something and the fuzzer wastes no executions on rejected ones.
struct FuzzInput {
    private(set) var bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// The next `count` bytes (fewer at the end) as a little-endian integer.
    mutating func integer(bytes count: Int) -> UInt64 {
        var value: UInt64 = 0
        for shift in 0..<count {
            value |= UInt64(byte()) << (8 * UInt64(shift))
        }
        return value
    }

    /// The bytes before the next `separator` (or all that is left); the separator is consumed.
    mutating func part(until separator: UInt8) -> [UInt8] {
        let end = bytes.firstIndex(of: separator) ?? bytes.endIndex
        let part = Array(bytes[..<end])
        bytes = bytes[end...].dropFirst()
        return part
    }

    /// Everything not consumed yet.
    mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }

    /// One of `choices`, chosen by the next byte.
    mutating func choice<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }
}
