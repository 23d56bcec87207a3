/// A JSON number as the file wrote it, with its value.
///
/// JSON numbers have no fixed precision, so the literal is kept: `1`, `1.0` and `1e0` stay
/// distinguishable, an integer beyond 2^53 stays exact in ``integer``, and a reader can insist
/// on an integer (a String Catalog's `argNum`) without accepting `1.5` or `1e0`.
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The literal, exactly as written (`-0`, `1.50`, `2E+3`).
    package var text: String
    /// The nearest `Double`; always finite (the parser rejects literals beyond `Double`'s range,
    /// as Foundation's `JSONSerialization` does).
    package var double: Double
    /// The value, when the literal is an integer (no fraction, no exponent) that fits `Int`.
    package var integer: Int?

    /// Creates a number from its parts; the parser guarantees they agree, callers building
    /// values by hand must too.
    package init(text: String, double: Double, integer: Int?) {
        self.text = text
        self.double = double
        self.integer = integer
    }

    /// The literal.
    package var description: String { text }
}
