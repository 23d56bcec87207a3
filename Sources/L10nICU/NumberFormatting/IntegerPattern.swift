import L10nSupport

/// How a classic ICU format writes integers — its ten digits, the prefix and suffix of each
/// sign, the grouping separator, the group sizes and from how many digits it groups — read
/// from what the format printed for a few dozen probes, so integers are rendered here, straight
/// to UTF-8, at a fraction of the cost of a call into ICU and the UTF-16 it returns.
///
/// An integer's output under a format without a width or minimum digit count depends
/// only on its sign, its number of digits and each digit: the probes hold every sign and number
/// of digits `Int64` has, and every digit, and a pattern is made only when it renders each probe
/// exactly as the format did (``init(probing:)``). Anything it cannot describe (digits of more
/// than one scalar, a separator that varies, a spelled-out or algorithmic numbering system)
/// makes no pattern, and the format keeps answering.
package final class IntegerPattern: Sendable {
    /// Every byte it writes, in one array so a call reads one storage: the ten digits'
    /// UTF-8 (`digitWidth` bytes each, in order), then each part below.
    private let table: [UInt8]
    private let digitWidth: Int
    private let positivePrefix: Range<Int>
    private let positiveSuffix: Range<Int>
    private let negativePrefix: Range<Int>
    private let negativeSuffix: Range<Int>
    private let separator: Range<Int>
    /// The rightmost group's size, 0 when the format does not group.
    private let primaryGroup: Int
    /// The other groups' size.
    private let secondaryGroup: Int
    /// The smallest magnitude that is grouped (ICU's minimum grouping digits added to the
    /// primary group: `1000` is not grouped in Spanish, `10000` is); `UInt64.max` when none is.
    private let groupedFrom: UInt64
    /// The most bytes an integer takes.
    private let maximumBytes: Int

    /// Integers of every sign and number of digits, every digit in every position, and both
    /// ends of `Int64`.
    static let probes: [Int64] = {
        var probes: [Int64] = [0, Int64.max, Int64.min, Int64.min + 1]
        var mixed: Int64 = 1_234_567_890_123_456_789
        var reversed: Int64 = 987_654_321_098_765_432
        while mixed > 0 {
            probes += [mixed, -mixed, reversed, -reversed]
            mixed /= 10
            reversed /= 10
        }
        var power: Int64 = 1
        for digitCount in 1...19 {
            probes += [power, -power]
            if digitCount < 19 {
                probes += [power * 10 - 1, -(power * 10 - 1)]
                power *= 10
            }
        }
        return probes
    }()

    /// The pattern `format` follows, or `nil` when it follows none this type describes or
    /// renders any probe differently. `format` returns `nil` when it fails.
    package init?(probing format: (Int64) -> String?) {
        func scalars(_ value: Int64) -> [Unicode.Scalar]? { format(value).map { Array($0.unicodeScalars) } }
        var positives: [[Unicode.Scalar]] = []
        var negatives: [[Unicode.Scalar]] = []
        for digit in Int64(0)...9 {
            guard let positive = scalars(digit), let negative = scalars(-digit) else { return nil }
            positives.append(positive)
            if digit > 0 { negatives.append(negative) }
        }
        // Each sign's prefix and suffix are what all its one-digit integers share; what is left
        // must be one scalar, a different one for each digit.
        guard let (prefix, suffix) = Self.affixes(positives), let (negativePrefix, negativeSuffix) = Self.affixes(negatives)
        else { return nil }
        let digitScalars = positives.map { $0[prefix.count] }
        guard Set(digitScalars).count == 10,
            negatives.enumerated().allSatisfy({ $0.element[negativePrefix.count] == digitScalars[$0.offset + 1] })
        else { return nil }

        // The groups of `Int64.max`'s 19 digits, right to left.
        guard let largest = scalars(Int64.max), largest.count > prefix.count + suffix.count,
            Array(largest.prefix(prefix.count)) == prefix, Array(largest.suffix(suffix.count)) == suffix
        else { return nil }
        var runs: [Int] = []
        var separators: [[Unicode.Scalar]] = []
        var inDigits = false
        for scalar in largest[prefix.count..<(largest.count - suffix.count)] {
            if digitScalars.contains(scalar) {
                if inDigits { runs[runs.count - 1] += 1 } else { runs.append(1) }
                inDigits = true
            } else {
                guard !runs.isEmpty else { return nil }
                if inDigits { separators.append([]) }
                inDigits = false
                separators[separators.count - 1].append(scalar)
            }
        }
        guard inDigits, runs.reduce(0, +) == 19, Set(separators).count <= 1 else { return nil }
        primaryGroup = runs.count > 1 ? runs[runs.count - 1] : 0
        secondaryGroup = runs.count > 2 ? runs[runs.count - 2] : primaryGroup
        // From how many digits it groups: the first power of ten whose output has a separator.
        var groupedFrom = UInt64.max
        if primaryGroup > 0 {
            var power: Int64 = 1
            for digitCount in 1...19 {
                guard let output = scalars(power) else { return nil }
                if output.count > prefix.count + suffix.count + digitCount {
                    groupedFrom = UInt64(power)
                    break
                }
                if digitCount < 19 { power *= 10 }
            }
        }
        self.groupedFrom = groupedFrom

        func utf8(_ scalars: some Sequence<Unicode.Scalar>) -> [UInt8] {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            return Array(string.utf8)
        }
        let digitBytes = digitScalars.map { utf8(CollectionOfOne($0)) }
        guard Set(digitBytes.map(\.count)).count == 1 else { return nil }
        digitWidth = digitBytes[0].count
        var table = digitBytes.flatMap { $0 }
        func append(_ bytes: [UInt8]) -> Range<Int> {
            table += bytes
            return (table.count - bytes.count)..<table.count
        }
        positivePrefix = append(utf8(prefix))
        positiveSuffix = append(utf8(suffix))
        self.negativePrefix = append(utf8(negativePrefix))
        self.negativeSuffix = append(utf8(negativeSuffix))
        separator = append(utf8(separators.first ?? []))
        self.table = table
        maximumBytes =
            max(positivePrefix.count, self.negativePrefix.count) + max(positiveSuffix.count, self.negativeSuffix.count)
            + 19 * digitWidth + 18 * separator.count

        for probe in Self.probes where format(probe) != string(for: probe) { return nil }
    }

    /// The prefix and suffix every output in `outputs` shares, when each has exactly one scalar
    /// between them.
    private static func affixes(_ outputs: [[Unicode.Scalar]]) -> (prefix: [Unicode.Scalar], suffix: [Unicode.Scalar])? {
        guard let first = outputs.first else { return nil }
        var prefixCount = 0
        while prefixCount < first.count, outputs.allSatisfy({ prefixCount < $0.count && $0[prefixCount] == first[prefixCount] }) {
            prefixCount += 1
        }
        var suffixCount = 0
        while suffixCount < first.count,
            outputs.allSatisfy({ suffixCount < $0.count && $0[$0.count - 1 - suffixCount] == first[first.count - 1 - suffixCount] })
        {
            suffixCount += 1
        }
        guard outputs.allSatisfy({ $0.count == prefixCount + suffixCount + 1 }) else { return nil }
        return (Array(first.prefix(prefixCount)), Array(first.suffix(suffixCount)))
    }

    /// `value` as the format writes it.
    package func string(for value: Int64) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumBytes) { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[write(value, endingAt: buffer)...]), as: UTF8.self)
        }
    }

    /// Appends `value` as the format writes it.
    package func appendUTF8(_ value: Int64, to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumBytes) { buffer in
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[write(value, endingAt: buffer)...]))
        }
    }

    /// Appends `value` as the format writes it.
    package func appendUTF8(_ value: Int64, to output: inout UTF8Output) {
        output.write(upTo: maximumBytes) { buffer in
            let start = write(value, endingAt: UnsafeMutableBufferPointer(rebasing: buffer[..<maximumBytes]))
            let count = maximumBytes - start
            if start > 0 { buffer.baseAddress!.update(from: buffer.baseAddress! + start, count: count) }
            return count
        }
    }

    /// Writes `value` right to left so that it ends where `buffer` (at least ``maximumBytes``
    /// long) ends, and returns where it starts: the digits are known from the last, and the
    /// length needs no pass of its own.
    private func write(_ value: Int64, endingAt buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(buffer.count >= maximumBytes, "an integer written into \(buffer.count) of the \(maximumBytes) bytes it may need")
        var magnitude = value.magnitude
        return table.withUnsafeBufferPointer { table in
            var start = buffer.count
            func put(_ part: Range<Int>) {
                start -= part.count
                var offset = start
                for index in part {
                    buffer[offset] = table[index]
                    offset += 1
                }
            }
            put(value < 0 ? negativeSuffix : positiveSuffix)
            var untilSeparator = magnitude >= groupedFrom ? primaryGroup : -1
            repeat {
                if untilSeparator == 0 {
                    put(separator)
                    untilSeparator = secondaryGroup
                }
                untilSeparator -= 1
                let (quotient, digit) = magnitude.quotientAndRemainder(dividingBy: 10)
                magnitude = quotient
                if digitWidth == 1 {
                    start -= 1
                    buffer[start] = table[Int(digit)]
                } else {
                    put(Int(digit) * digitWidth..<(Int(digit) + 1) * digitWidth)
                }
            } while magnitude != 0
            put(value < 0 ? negativePrefix : positivePrefix)
            return start
        }
    }
}
