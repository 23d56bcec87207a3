import L10nSupport

/// Markers that stand in for string arguments while a translation is formatted for HTML, so
/// that the translation's text and its arguments are escaped apart (a translation opted into
/// markup keeps its tags; an argument never does) without knowing where the format engine
/// put each argument.
///
/// A marker is Unicode noncharacters, which Unicode reserves for a program's internal use and
/// which no translation or interchange text should hold: U+FDD0, the argument's index in
/// hexadecimal digits each written U+FDE0 + digit, U+FDD1. Only the formatted translation is
/// scanned, never an argument's own text, so a user cannot forge one.
///
/// In UTF-8 each of these is `EF B7 xx`: U+FDD0 `EF B7 90`, U+FDD1 `EF B7 91`, the digits
/// `EF B7 A0`…`EF B7 AF`, and every noncharacter of U+FDD0…U+FDEF `EF B7 90`…`EF B7 AF`. The scan
/// reads bytes, which is what keeps a page of localized strings cheap (scripts/bench,
/// `templateVsFilledContext`).
enum ArgumentMarker {
    static let lead: UInt8 = 0xEF
    static let second: UInt8 = 0xB7
    static let startByte: UInt8 = 0x90
    static let endByte: UInt8 = 0x91
    static let firstDigitByte: UInt8 = 0xA0

    /// The marker of argument `index`. Those of the first arguments are made once: a page's
    /// strings take a few arguments each, and making a marker costs more than formatting one.
    static func marker(for index: Int) -> String {
        index < firstMarkers.count ? firstMarkers[index] : makeMarker(for: index)
    }

    private static let firstMarkers = (0..<16).map(makeMarker)

    private static func makeMarker(for index: Int) -> String {
        precondition(index >= 0, "argument index \(index)")
        var bytes: [UInt8] = [lead, second, startByte]
        for digit in String(index, radix: 16).utf8 {
            let value = digit >= UInt8(ascii: "a") ? digit - UInt8(ascii: "a") + 10 : digit - UInt8(ascii: "0")
            bytes += [lead, second, firstDigitByte + value]
        }
        bytes += [lead, second, endByte]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `formatted` with each marker replaced by what `writeArgument` writes for its index, and
    /// the text around them HTML-escaped when `escapingText`. A noncharacter that is not part
    /// of a whole marker (a translation that holds one) is written as U+FFFD.
    ///
    /// Where the text is markup (not `escapingText`), `writeArgument` is told whether the marker
    /// stands inside a tag (`<a title="%@">`), where an element cannot isolate it.
    static func replacingMarkers(
        in formatted: String, escapingText: Bool, writeArgument: (_ index: Int, _ insideTag: Bool, inout [UInt8]) -> Void
    ) -> String {
        let bytes = formatted.utf8.span
        var index = 0
        while index < bytes.count, !needsAttention(bytes[index]) { index += 1 }
        // Most answers (a plural of a number, a sentence) hold nothing to escape or replace:
        // returned as they are, without a copy.
        if escapingText, index == bytes.count { return formatted }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var insideTag = false
        // Bytes that need nothing are copied in runs, not one by one.
        var runStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard needsAttention(byte) else {
                index += 1
                continue
            }
            output.append(bytes, range: runStart..<index)
            if byte == lead, let code = noncharacterByte(bytes, at: index) {
                if code == startByte, let (argument, end) = argument(in: bytes, from: index + 3) {
                    writeArgument(argument, insideTag, &output)
                    index = end
                } else {
                    output += [0xEF, 0xBF, 0xBD]  // U+FFFD
                    index += 3
                }
            } else {
                if escapingText {
                    HTML.escape(byte, into: &output)
                } else {
                    if byte == UInt8(ascii: "<") { insideTag = true } else if byte == UInt8(ascii: ">") { insideTag = false }
                    output.append(byte)
                }
                index += 1
            }
            runStart = index
        }
        output.append(bytes, range: runStart..<bytes.count)
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `byte` is one HTML escapes, or the first of a noncharacter's.
    @inline(__always)
    private static func needsAttention(_ byte: UInt8) -> Bool {
        HTML.isEscaped(byte) || byte == lead
    }

    /// The last byte of the noncharacter of U+FDD0…U+FDEF that starts at `index` of `bytes`, if one does.
    @inline(__always)
    private static func noncharacterByte(_ bytes: Span<UInt8>, at index: Int) -> UInt8? {
        guard index + 2 < bytes.count, bytes[index] == lead, bytes[index + 1] == second, (0x90...0xAF).contains(bytes[index + 2])
        else { return nil }
        return bytes[index + 2]
    }

    /// The index the digits from `start` of `bytes` spell up to a marker's end, and the index
    /// after that end; `nil` when what follows is not a whole marker.
    private static func argument(in bytes: Span<UInt8>, from start: Int) -> (Int, end: Int)? {
        var argument = 0
        var digits = 0
        var index = start
        while let code = noncharacterByte(bytes, at: index) {
            index += 3
            if code == endByte { return digits > 0 ? (argument, index) : nil }
            guard code >= firstDigitByte, digits < 12 else { return nil }
            argument = argument * 16 + Int(code - firstDigitByte)
            digits += 1
        }
        return nil
    }
}
