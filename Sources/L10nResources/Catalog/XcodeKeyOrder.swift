/// The order Xcode writes String Catalog keys in: a localized, case-insensitive, numeric
/// comparison (`localizedStandardCompare`), which puts `(last…)` before `%@ of %@`, `my_name`
/// before `my.name` and `item 2` before `item 10`.
///
/// Approximated from ICU's root collation without a collator: whitespace, then punctuation in
/// ICU's order, then symbols, then digit runs by value, then letters ignoring case; ties go to
/// lower case first, then to UTF-16 order so that the order is total. Non-ASCII letters sort
/// after ASCII ones by code point (ICU would interleave accented letters with their base).
package enum XcodeKeyOrder {
    /// ASCII punctuation and symbols in ICU's root order.
    private static let punctuation = Array("_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    /// Whether `lhs` sorts before `rhs`.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        SortKey(lhs) < SortKey(rhs)
    }

    /// `elements` in the order of the key each has, each key's weights computed once rather than
    /// at every comparison (a catalog of thousands of keys compared them ~n log n times).
    package static func sorted<Element>(_ elements: some Sequence<Element>, by key: (Element) -> String) -> [Element] {
        elements.map { (SortKey(key($0)), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// `added` placed among `existing`, which keeps its order (a catalog's, as read): each added
    /// element goes before the first existing one it precedes in Xcode's order, so that a
    /// catalog Xcode wrote keeps its order and its new keys land where Xcode would put them.
    package static func inserting<Element>(
        _ added: some Sequence<Element>, into existing: [Element], by key: (Element) -> String
    ) -> [Element] {
        let new = added.map { (SortKey(key($0)), $0) }.sorted { $0.0 < $1.0 }
        var result: [Element] = []
        result.reserveCapacity(existing.count + new.count)
        var next = new.startIndex
        for element in existing {
            let existingKey = SortKey(key(element))
            while next < new.endIndex, new[next].0 < existingKey {
                result.append(new[next].1)
                next += 1
            }
            result.append(element)
        }
        result += new[next...].map(\.1)
        return result
    }

    /// What a key is compared by: its primary weights, then where its capitals are, then its
    /// UTF-16 code units, so that the order is total.
    private struct SortKey {
        var weights: [Weight]
        var uppercase: [Bool]
        var utf16: [UInt16]

        init(_ text: String) {
            weights = XcodeKeyOrder.weights(text)
            uppercase = text.unicodeScalars.map(\.properties.isUppercase)
            utf16 = Array(text.utf16)
        }

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.weights != rhs.weights {
                return lhs.weights.lexicographicallyPrecedes(rhs.weights) { $0 < $1 }
            }
            // Lower case first.
            if lhs.uppercase != rhs.uppercase {
                return lhs.uppercase.lexicographicallyPrecedes(rhs.uppercase) { !$0 && $1 }
            }
            return lhs.utf16.lexicographicallyPrecedes(rhs.utf16)
        }
    }

    /// A primary weight: group, then a value; digit runs carry their digits without leading
    /// zeros, compared by length first.
    private struct Weight: Comparable {
        var group: Int
        var value: UInt32
        var digits: [UInt8] = []

        static func < (lhs: Weight, rhs: Weight) -> Bool {
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            if lhs.digits.count != rhs.digits.count { return lhs.digits.count < rhs.digits.count }
            if lhs.digits != rhs.digits { return lhs.digits.lexicographicallyPrecedes(rhs.digits) }
            return lhs.value < rhs.value
        }
    }

    private static func weights(_ text: String) -> [Weight] {
        var result: [Weight] = []
        var digits: [UInt8] = []
        func flushDigits() {
            guard !digits.isEmpty else { return }
            let trimmed = Array(digits.drop { $0 == UInt8(ascii: "0") })
            result.append(Weight(group: 3, value: 0, digits: trimmed))
            digits.removeAll()
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.value >= 0x30, scalar.value <= 0x39 {
                digits.append(UInt8(scalar.value))
                continue
            }
            flushDigits()
            result.append(weight(of: scalar))
        }
        flushDigits()
        return result
    }

    private static func weight(of scalar: Unicode.Scalar) -> Weight {
        let properties = scalar.properties
        if properties.isWhitespace { return Weight(group: 0, value: scalar.value) }
        if let index = punctuation.firstIndex(of: scalar) { return Weight(group: 1, value: UInt32(index)) }
        if scalar.isASCII, properties.isAlphabetic {
            return Weight(group: 4, value: properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value)
        }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return Weight(group: 1, value: 0x100 + scalar.value)
        default:
            break
        }
        if !properties.isAlphabetic { return Weight(group: 2, value: scalar.value) }
        return Weight(group: 5, value: properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value)
    }
}
