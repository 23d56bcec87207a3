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
    public init(_ header: some StringProtocol) {
        var bytes = Array(header.utf8.prefix(Self.maximumLength + 1))
        var isTruncated = false
        if bytes.count > Self.maximumLength {
            // The item the limit cuts through is dropped whole: `en-GB` cut to `en-G` would
            // still look like a language range, but not the one the client sent.
            isTruncated = true
            let cut = bytes[..<Self.maximumLength].lastIndex(of: UInt8(ascii: ",")) ?? 0
            bytes.removeSubrange(cut...)
        }
        var parsed: [(item: Item, position: Int)] = []
        var seen = Set<String>()
        let rawItems = bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        if rawItems.count > Self.maximumItems { isTruncated = true }
        self.isTruncated = isTruncated
        for (position, rawItem) in rawItems.prefix(Self.maximumItems).enumerated() {
            guard let item = Self.item(rawItem), item.weight > 0, item.range != "*" else { continue }
            guard seen.insert(item.range.lowercased()).inserted else { continue }
            parsed.append((item, position))
        }
        // Highest weight first; equal weights keep header order.
        items = parsed.sorted { ($0.item.weight, -$0.position) > ($1.item.weight, -$1.position) }.map(\.item)
    }

    private static func item(_ bytes: ArraySlice<UInt8>) -> Item? {
        let parts = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard let rangeBytes = parts.first.map(trimmed), isLanguageRange(rangeBytes) else { return nil }
        var weight = 1000
        for parameter in parts.dropFirst().map(trimmed) {
            // RFC 9110 allows only the weight as a parameter of a language range.
            guard parameter.count >= 2, lowercase(parameter[parameter.startIndex]) == UInt8(ascii: "q"),
                parameter[parameter.startIndex + 1] == UInt8(ascii: "="),
                let value = qvalue(parameter.dropFirst(2))
            else { return nil }
            weight = value
        }
        return Item(range: String(decoding: rangeBytes, as: UTF8.self), weight: weight)
    }

    /// `qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`, in thousandths.
    private static func qvalue(_ text: ArraySlice<UInt8>) -> Int? {
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
    private static func isLanguageRange(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.elementsEqual([UInt8(ascii: "*")]) { return true }
        let subtags = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let first = subtags.first, (1...8).contains(first.count), first.allSatisfy(isLetter) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) } }
    }

    /// Optional whitespace (`OWS`: spaces and tabs) removed from both ends.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var slice = bytes.drop(while: isSpace)
        while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
        return slice
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func lowercase(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
}
