import L10nSupport

/// Splits a `String(format:)` format into literal text, specifiers and stringsdict variables.
///
/// The grammar and argument numbering follow CoreFoundation: unnumbered specifiers (and
/// variables) take the next slot of a running counter, `*` widths and precisions take theirs
/// first, and an explicit `n$` does not advance the counter (`%2$d %d` reads slots 1 and 0).
/// Every byte sequence is accepted; what CF cannot parse becomes a ``FormatToken/Content/malformed(emitted:)``.
package enum FormatTokenizer {
    /// The largest explicit position or count accepted while parsing (larger ones saturate).
    static let numberLimit = 1 << 30

    /// Tokenizes a format string.
    ///
    /// - Parameters:
    ///   - format: The format string, as CoreFoundation reads it.
    ///   - firstArgumentIndex: The slot the first unnumbered specifier reads. A
    ///     stringsdict rule's string starts at its variable's own slot, not at 0.
    package static func tokenize(_ format: String, firstArgumentIndex: Int = 0) -> [FormatToken] {
        tokenize(utf8: format.utf8.span, firstArgumentIndex: firstArgumentIndex)
    }

    /// ``tokenize(_:firstArgumentIndex:)``, remembered for formats up to
    /// ``memoizedFormatLength`` bytes: a service formats the same few strings all day.
    package static func memoizedTokens(_ format: String, firstArgumentIndex: Int = 0) -> [FormatToken] {
        guard format.utf8.count <= memoizedFormatLength else {
            return tokenize(format, firstArgumentIndex: firstArgumentIndex)
        }
        return FormatCaches.tokens.value(for: MemoKey(format: ExactText(format), firstArgumentIndex: firstArgumentIndex)) {
            tokenize(format, firstArgumentIndex: firstArgumentIndex)
        }
    }

    /// Longer formats are tokenized every time rather than held in memory.
    package static let memoizedFormatLength = 512

    struct MemoKey: Hashable, Sendable {
        let format: ExactText
        let firstArgumentIndex: Int
    }

    /// Tokenizes UTF-8 bytes (no validation needed: only ASCII bytes are significant).
    package static func tokenize(utf8 bytes: Span<UInt8>, firstArgumentIndex: Int = 0) -> [FormatToken] {
        var tokens: [FormatToken] = []
        tokens.reserveCapacity(8)
        var counter = firstArgumentIndex
        var index = 0
        var literalStart = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == 0x25 else {  // '%'
                index += 1
                continue
            }
            if literalStart < index {
                tokens.append(FormatToken(.literal, range: literalStart..<index))
            }
            let token = parseSpecifier(bytes, at: index, counter: &counter)
            tokens.append(token)
            index = token.range.upperBound
            literalStart = index
        }
        if literalStart < count {
            tokens.append(FormatToken(.literal, range: literalStart..<count))
        }
        return tokens
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte == 0x2E
    }

    /// Reads decimal digits at `index`, saturating at ``numberLimit``.
    private static func readNumber(_ bytes: Span<UInt8>, _ index: inout Int) -> Int {
        var value = 0
        while index < bytes.count, isDigit(bytes[index]) {
            value = min(value * 10 + Int(bytes[index] - 0x30), numberLimit)
            index += 1
        }
        return value
    }

    /// The one character CF prints for a spec it cannot parse: the scalar right after `%`.
    private static func malformed(_ bytes: Span<UInt8>, start: Int, end: Int) -> FormatToken {
        var end = end
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }  // never split a scalar
        let first = start + 1
        guard first < end else { return FormatToken(.malformed(emitted: nil), range: start..<end) }
        var last = first + 1
        while last < end, bytes[last] & 0xC0 == 0x80 { last += 1 }
        return FormatToken(.malformed(emitted: first..<last), range: start..<end)
    }

    /// Parses the specifier whose `%` is at `start`.
    private static func parseSpecifier(
        _ bytes: Span<UInt8>, at start: Int, counter: inout Int
    ) -> FormatToken {
        let count = bytes.count
        var index = start + 1
        var flags: FormatFlags = []
        var width = FormatCount.none
        var precision = FormatCount.none
        var length = FormatLength.none
        var position: Int?
        var seenDot = false
        var emptyPrecision = false
        var widthSlot = false
        var precisionSlot = false
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x25 where index == start + 1:  // "%%"
                return FormatToken(.percent, range: start..<(index + 1))
            // Flags as CF reads them: `-` cancels `0`, `+` cancels a space, whatever the order.
            case 0x2D:
                flags.insert(.leftJustify)
                flags.remove(.zeroPad)
                index += 1
            case 0x2B:
                flags.insert(.plusSign)
                flags.remove(.space)
                index += 1
            case 0x20:
                if !flags.contains(.plusSign) { flags.insert(.space) }
                index += 1
            case 0x23:  // '#', maybe a stringsdict variable "#@name@"
                if let variable = variable(bytes, at: index, start: start, position: position, counter: &counter) {
                    return variable
                }
                flags.insert(.alternate)
                index += 1
            case 0x30 where !seenDot:
                if !flags.contains(.leftJustify) { flags.insert(.zeroPad) }
                index += 1
            case 0x31...0x39, 0x30:
                if seenDot { emptyPrecision = false }
                let number = readNumber(bytes, &index)
                if index < count, bytes[index] == 0x24 {  // '$'
                    index += 1
                    position = max(number - 1, 0)
                } else if seenDot {
                    precision = .literal(number)
                } else {
                    width = .literal(number)
                }
            case 0x2E:  // '.'
                seenDot = true
                emptyPrecision = true
                precision = .literal(0)
                index += 1
            case 0x2A:  // '*'
                index += 1
                var slot: Int?
                var probe = index
                if probe < count, isDigit(bytes[probe]) {
                    let number = readNumber(bytes, &probe)
                    if probe < count, bytes[probe] == 0x24 {
                        slot = max(number - 1, 0)
                        index = probe + 1
                    }
                }
                if seenDot {
                    emptyPrecision = false
                    precision = slot.map(FormatCount.argument) ?? .argument(-1)
                    precisionSlot = slot == nil
                } else {
                    width = slot.map(FormatCount.argument) ?? .argument(-1)
                    widthSlot = slot == nil
                }
            case 0x68:  // 'h'
                index += 1
                if index < count, bytes[index] == 0x68 {
                    length = .hh
                    index += 1
                } else {
                    length = .h
                }
            case 0x6C:  // 'l'
                index += 1
                if index < count, bytes[index] == 0x6C {
                    length = .ll
                    index += 1
                } else {
                    length = .l
                }
            case 0x71:
                length = .q
                index += 1
            case 0x6A:
                length = .j
                index += 1
            case 0x7A:
                length = .z
                index += 1
            case 0x74:
                length = .t
                index += 1
            case 0x4C:
                length = .L
                index += 1
            default:
                guard let conversion = FormatConversion(rawValue: byte) else {
                    return malformed(bytes, start: start, end: index + 1)
                }
                // Slots: a `*` width first, then a `*` precision, then the value.
                if widthSlot {
                    width = .argument(counter)
                    counter += 1
                }
                if precisionSlot {
                    precision = .argument(counter)
                    counter += 1
                }
                let argument: Int
                if let position {
                    argument = position
                } else {
                    argument = counter
                    counter += 1
                }
                let specifier = FormatSpecifier(
                    argumentIndex: argument, hasExplicitPosition: position != nil, flags: flags,
                    width: width, precision: precision, length: length, conversion: conversion,
                    hasEmptyPrecision: emptyPrecision)
                return FormatToken(.specifier(specifier), range: start..<(index + 1))
            }
        }
        // Out of input. CF reads one byte past a number or a `.` without checking, and then
        // treats the spec as unparseable (printing the byte after `%`); anywhere else it notices
        // the end and prints nothing.
        let last = bytes[count - 1]
        if isDigit(last) || last == 0x2E { return malformed(bytes, start: start, end: count) }
        return FormatToken(.malformed(emitted: nil), range: start..<count)
    }

    /// Recognizes `#@name@` at `index` (the `#`), so `%#@x@`, `%1$#@x@` and DDG's `%1#@x@`
    /// become variables; anything else (`%# @x @`, `%#@@`) stays an ordinary specifier.
    private static func variable(
        _ bytes: Span<UInt8>, at index: Int, start: Int, position: Int?, counter: inout Int
    ) -> FormatToken? {
        let count = bytes.count
        guard index + 1 < count, bytes[index + 1] == 0x40 else { return nil }
        var end = index + 2
        while end < count, isNameByte(bytes[end]) { end += 1 }
        guard end > index + 2, end < count, bytes[end] == 0x40 else { return nil }
        let name = String(decoding: bytes, range: (index + 2)..<end)
        let argument: Int
        if let position {
            argument = position
        } else {
            argument = counter
            counter += 1
        }
        return FormatToken(
            .variable(name: name, argumentIndex: argument, hasExplicitPosition: position != nil),
            range: start..<(end + 1))
    }
}
