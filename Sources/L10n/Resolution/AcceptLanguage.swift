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
        (items, isTruncated) = Self.acceptedRanges(of: header) { Item(range: String(decoding: $0, as: UTF8.self), weight: $1) }
    }

    /// The ranges of a header alone, most preferred first, and whether it was truncated: what
    /// a resolution needs, with no ``Item`` made for it.
    static func preferredLanguages(of header: String) -> (languages: [String], isTruncated: Bool) {
        acceptedRanges(of: header) { range, _ in String(decoding: range, as: UTF8.self) }
    }

    /// An accepted range: where it stands in the header's bytes, and its weight. Six bytes:
    /// ranges lie within the first ``maximumLength`` bytes, and weights are at most 1000.
    private struct AcceptedRange {
        var start: UInt16
        var end: UInt16
        var weight: UInt16

        init(_ bytes: Range<Int>, weight: Int) {
            start = UInt16(bytes.lowerBound)
            end = UInt16(bytes.upperBound)
            self.weight = UInt16(weight)
        }

        var bytes: Range<Int> { Int(start)..<Int(end) }
    }

    /// The accepted ranges of one header, in memory the parse lends (at most
    /// ``maximumItems``, uninitialized on the stack): reading a header allocates only the
    /// result its caller makes. Every access is checked against what was appended.
    private struct AcceptedRanges {
        private let storage: UnsafeMutableBufferPointer<AcceptedRange>
        private(set) var count = 0

        /// Ranges kept in `storage`, which must outlive this value.
        init(storage: UnsafeMutableBufferPointer<AcceptedRange>) {
            self.storage = storage
        }

        subscript(index: Int) -> AcceptedRange {
            get {
                precondition(index >= 0 && index < count, "accepted range \(index) of \(count)")
                return storage[index]
            }
            set {
                precondition(index >= 0 && index < count, "accepted range \(index) of \(count)")
                storage[index] = newValue
            }
        }

        func contains(where matches: (AcceptedRange) -> Bool) -> Bool {
            (0..<count).contains { matches(self[$0]) }
        }

        mutating func append(_ range: AcceptedRange) {
            precondition(count < storage.count, "more than \(storage.count) accepted ranges")
            // A trivial type: initializing is assigning.
            storage.initializeElement(at: count, to: range)
            count += 1
        }

        /// Orders the ranges by weight, highest first; equal weights keep header order
        /// (browsers send them sorted, so nothing moves). An insertion sort: stable, in place,
        /// and the ranges are few.
        mutating func sortByWeight() {
            for index in 1..<max(count, 1) {
                let moving = self[index]
                var slot = index
                while slot > 0, self[slot - 1].weight < moving.weight {
                    self[slot] = self[slot - 1]
                    slot -= 1
                }
                self[slot] = moving
            }
        }

        func map<Element>(_ transform: (AcceptedRange) -> Element) -> [Element] {
            (0..<count).map { transform(self[$0]) }
        }
    }

    /// What `make` makes of each accepted range of a header (its bytes and weight), most
    /// preferred first, and whether the header was cut at a limit.
    private static func acceptedRanges<Element>(
        of header: some StringProtocol, _ make: (Bytes, _ weight: Int) -> Element
    ) -> ([Element], isTruncated: Bool) {
        // A `String`'s own bytes, not copied; of anything else, no more than the parser reads.
        var text = header as? String ?? String(decoding: Array(header.utf8.prefix(Self.maximumLength + 1)), as: UTF8.self)
        return text.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: AcceptedRange.self, capacity: maximumItems) { storage in
                var ranges = AcceptedRanges(storage: storage)
                let isTruncated = parse(bytes[...], into: &ranges)
                let made = ranges.map { range in
                    precondition(range.bytes.upperBound <= bytes.count, "a range past the header's end")
                    return make(bytes[range.bytes], Int(range.weight))
                }
                return (made, isTruncated)
            }
        }
    }

    /// The bytes of a header.
    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// Reads the accepted ranges of `header` into `ranges`, most preferred first: whether the
    /// header was cut at a limit.
    private static func parse(_ header: Bytes, into ranges: inout AcceptedRanges) -> Bool {
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
        var position = 0
        var itemStart = bytes.startIndex
        while true {
            let itemEnd = bytes[itemStart...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
            if position == Self.maximumItems {
                isTruncated = true
                break
            }
            if let item = Self.item(bytes[itemStart..<itemEnd]), item.weight > 0,
                !(item.bytes.count == 1 && header.base[item.bytes.lowerBound] == UInt8(ascii: "*")),
                !ranges.contains(where: { equalIgnoringCase(header.base[$0.bytes], header.base[item.bytes]) })
            {
                ranges.append(item)
            }
            position += 1
            guard itemEnd < bytes.endIndex else { break }
            itemStart = itemEnd + 1
        }
        ranges.sortByWeight()
        return isTruncated
    }

    private static func item(_ bytes: Bytes) -> AcceptedRange? {
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
        return AcceptedRange(rangeBytes.startIndex..<rangeBytes.endIndex, weight: weight)
    }

    /// ASCII case-insensitive equality: language ranges are ASCII letters, digits and `-`.
    private static func equalIgnoringCase(_ left: Bytes, _ right: Bytes) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { lowercase($0) == lowercase($1) }
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
