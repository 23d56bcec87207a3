/// A string as a dictionary key by its exact UTF-8 bytes.
///
/// `String` compares and hashes by canonical equivalence, which for non-ASCII text means NFC
/// normalization on every hash — the most expensive step of a memo lookup for a Russian
/// format. Byte identity is also what memos of byte-level results need: two canonically
/// equivalent formats (`é` precomposed or not) have different byte offsets, so they must not
/// share tokens.
public struct ExactText: Hashable, Sendable {
    public let string: String

    @inlinable
    public init(_ string: String) {
        self.string = string
    }

    @inlinable
    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        let left = lhs.string.utf8
        let right = rhs.string.utf8
        guard left.count == right.count else { return false }
        let equal = left.withContiguousStorageIfAvailable { leftBytes in
            right.withContiguousStorageIfAvailable { rightBytes in
                // A memo is usually asked with the very string it stored (a table entry's text).
                leftBytes.baseAddress == rightBytes.baseAddress || leftBytes.elementsEqual(rightBytes)
            }
        }
        return (equal ?? nil) ?? left.elementsEqual(right)
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        let utf8 = string.utf8
        hasher.combine(utf8.count)
        let hashed: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in utf8 { hasher.combine(byte) }
        }
    }
}
