/// Turns increasing byte offsets into lines and columns in one pass over the text.
///
/// A `.strings` parser needs the position of every key; recounting from the start for each one
/// would make a long file quadratic, so the tracker remembers where it stopped. It counts as
/// ``TextPosition/of(offset:in:)`` does (`\n`, `\r\n` and a lone `\r` end a line; columns are
/// Unicode scalars) and falls back to it for an offset behind its last one.
struct StringsLineTracker {
    private var offset = 0
    private var line = 1
    private var column = 1
    private var previousWasCarriageReturn = false

    /// The position of byte `target` in `utf8`.
    mutating func position(of target: Int, in utf8: [UInt8]) -> TextPosition {
        let target = min(max(target, 0), utf8.count)
        guard target >= offset else { return TextPosition(offset: target, in: utf8) }
        var index = offset
        while index < target {
            let byte = utf8[index]
            if byte == 0x0A {
                if !previousWasCarriageReturn { line += 1 }
                column = 1
                previousWasCarriageReturn = false
            } else if byte == 0x0D {
                line += 1
                column = 1
                previousWasCarriageReturn = true
            } else {
                if byte & 0xC0 != 0x80 { column += 1 }
                previousWasCarriageReturn = false
            }
            index += 1
        }
        offset = target
        return TextPosition(line: line, column: column)
    }
}
