/// A 1-based line and column in UTF-8 text, columns counted in Unicode scalars as editors show
/// them.
///
/// Parsers keep byte offsets while they run and turn one into a position only when they report
/// something, so the hot path pays nothing for positions it never prints.
public struct TextPosition: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` in `utf8`; `\n`, `\r\n` and a lone `\r` each end a line.
    public init(offset: Int, in utf8: some Collection<UInt8>) {
        var line = 1
        var column = 1
        var previous: UInt8 = 0
        for byte in utf8.prefix(offset) {
            if byte == 0x0A {
                if previous != 0x0D { line += 1 }
                column = 1
            } else if byte == 0x0D {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            previous = byte
        }
        self.init(line: line, column: column)
    }
}
