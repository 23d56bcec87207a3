/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4) turned into a preference list.
///
/// Each item is a language range with an optional weight: `da, en-GB;q=0.8, en;q=0.7`.
/// Items are ordered by weight, ties in header order; weight 0 means "not acceptable" and
/// drops the item; `*` is dropped (it names no language to prefer). Ranges compare
/// case-insensitively, and a range repeated later is dropped. An item whose weight is not a
/// valid `qvalue` (`q=1.0001`, `q=abc`, `q=2`) is dropped rather than guessed at, and so is a
/// malformed range. Headers come from clients the server does not control, so parsing stops
/// after ``maximumLength`` bytes and ``maximumItems`` items.
public struct AcceptLanguage: Sendable, Hashable {
    /// Bytes of header read at most; the rest, and the item the limit cuts through, are ignored.
    public static let maximumLength = 4096
    /// Items read at most; the rest are ignored.
    public static let maximumItems = 64

    /// One accepted language range and its weight in thousandths (1000 = `q=1`).
    public struct Item: Sendable, Hashable {
        /// The language range as written (`en-GB`).
        public let range: String
        /// The weight in thousandths: `q=0.5` is 500.
        public let weight: Int
    }

    /// The acceptable ranges, most preferred first.
    public let items: [Item]

    /// The ranges alone, most preferred first: the `preferred` list for localization matching.
    public var preferredLanguages: [String] { items.map(\.range) }

    /// Whether the header went past ``maximumLength`` or ``maximumItems``, so that items after the
    /// limit were ignored. Worth logging: no real browser sends such a header.
    public let isTruncated: Bool

    /// Parses a header value; never fails (unreadable parts are dropped).
    ///
    /// One pass over the bytes in place, with no intermediate arrays: a service parses every
    /// header it has not seen, and a client chooses how many those are.
    public init(_ header: some StringProtocol) {
        // A `String`'s own bytes, not copied; of anything else, no more than the parser reads.
        var text = header as? String ?? String(decoding: Array(header.utf8.prefix(Self.maximumLength + 1)), as: UTF8.self)
        self = text.withUTF8 { Self(utf8: $0[...]) }
    }

    /// The bytes of a header.
    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    private init(utf8 header: Bytes) {
        var bytes = header
        var isTruncated = false
        if bytes.count > Self.maximumLength {
            // The item the limit cuts through is dropped whole: `en-GB` cut to `en-G` would
            // still look like a language range, but not the one the client sent.
            isTruncated = true
            let limit = bytes.startIndex + Self.maximumLength
            let cut = bytes[..<limit].lastIndex(of: UInt8(ascii: ",")) ?? bytes.startIndex
            bytes = bytes[..<cut]
        }
        var parsed: [Item] = []
        parsed.reserveCapacity(8)
        var position = 0
        var itemStart = bytes.startIndex
        while true {
            let itemEnd = bytes[itemStart...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
            if position == Self.maximumItems {
                isTruncated = true
                break
            }
            if let item = Self.item(bytes[itemStart..<itemEnd]), item.weight > 0, item.range != "*",
                !parsed.contains(where: { Self.equalIgnoringCase($0.range, item.range) })
            {
                parsed.append(item)
            }
            position += 1
            guard itemEnd < bytes.endIndex else { break }
            itemStart = itemEnd + 1
        }
        self.isTruncated = isTruncated
        // Highest weight first; equal weights keep header order (browsers send them sorted,
        // so the sort is usually skipped).
        if zip(parsed, parsed.dropFirst()).contains(where: { $0.weight < $1.weight }) {
            parsed = parsed.enumerated().sorted { ($0.element.weight, -$0.offset) > ($1.element.weight, -$1.offset) }.map(\.element)
        }
        items = parsed
    }

    private static func item(_ bytes: Bytes) -> Item? {
        let rangeEnd = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
        let rangeBytes = trimmed(bytes[..<rangeEnd])
        guard isLanguageRange(rangeBytes) else { return nil }
        var weight = 1000
        var parameterStart = rangeEnd
        while parameterStart < bytes.endIndex {
            let from = parameterStart + 1
            let parameterEnd = bytes[from...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
            let parameter = trimmed(bytes[from..<parameterEnd])
            // RFC 9110 allows only the weight as a parameter of a language range.
            guard parameter.count >= 2, lowercase(parameter[parameter.startIndex]) == UInt8(ascii: "q"),
                parameter[parameter.startIndex + 1] == UInt8(ascii: "="),
                let value = qvalue(parameter.dropFirst(2))
            else { return nil }
            weight = value
            parameterStart = parameterEnd
        }
        return Item(range: String(decoding: rangeBytes, as: UTF8.self), weight: weight)
    }

    /// ASCII case-insensitive equality: language ranges are ASCII letters, digits and `-`.
    private static func equalIgnoringCase(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        var (left, right) = (left, right)
        return left.withUTF8 { left in
            right.withUTF8 { right in
                for index in left.indices where lowercase(left[index]) != lowercase(right[index]) { return false }
                return true
            }
        }
    }

    /// `qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`, in thousandths.
    private static func qvalue(_ text: Bytes) -> Int? {
        guard let first = text.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        var fraction = 0
        if text.count > 1 {
            let digits = text.dropFirst(2)
            guard text[text.startIndex + 1] == UInt8(ascii: "."), digits.count <= 3, digits.allSatisfy(isDigit) else {
                return nil
            }
            for digit in digits { fraction = fraction * 10 + Int(digit - 0x30) }
            for _ in digits.count..<3 { fraction *= 10 }
        }
        if first == UInt8(ascii: "1") {
            return fraction == 0 ? 1000 : nil
        }
        return fraction
    }

    /// `language-range = (1*8ALPHA *("-" 1*8alphanum)) / "*"` (RFC 4647 basic range).
    private static func isLanguageRange(_ bytes: Bytes) -> Bool {
        if bytes.count == 1, bytes.first == UInt8(ascii: "*") { return true }
        var subtagLength = 0
        var isFirstSubtag = true
        for byte in bytes {
            if byte == UInt8(ascii: "-") {
                guard subtagLength > 0 else { return false }
                subtagLength = 0
                isFirstSubtag = false
                continue
            }
            guard isLetter(byte) || (!isFirstSubtag && isDigit(byte)) else { return false }
            subtagLength += 1
            guard subtagLength <= 8 else { return false }
        }
        return subtagLength > 0
    }

    /// Optional whitespace (`OWS`: spaces and tabs) removed from both ends.
    private static func trimmed(_ bytes: Bytes) -> Bytes {
        let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var slice = bytes.drop(while: isSpace)
        while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
        return slice
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func lowercase(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
}
