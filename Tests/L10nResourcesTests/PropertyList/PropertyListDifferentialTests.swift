import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// Randomized checks: random trees written by Foundation read back the same, and corrupted
/// files never crash or hang the reader.
@Suite struct PropertyListDifferentialTests {
    @Test(.timeLimit(.minutes(2)), arguments: 0..<8)
    func foundationWrittenTreesReadBack(_ batch: Int) throws {
        var random = RandomPropertyList(generator: SeededGenerator(seed: 0x5EED_0000 + UInt64(batch)))
        for index in 0..<50 {
            let tree = random.value(depth: index % 5)
            let object = PropertyListOracle.foundationObject(tree)
            for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
                let bytes = Array(try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0))
                let ours = try PropertyListValue(bytes: bytes, file: "random-\(batch)-\(index).plist")
                let expected = format == .xml ? Self.throughXML(tree) : tree
                #expect(PropertyListOracle.difference(ours, expected) == nil, "\(format) #\(batch)-\(index)")
                let theirs = try PropertyListOracle.read(bytes)
                #expect(
                    PropertyListOracle.difference(ours, theirs) == nil,
                    "\(format) #\(batch)-\(index) \(PropertyListOracle.difference(ours, theirs) ?? "")")
            }
        }
    }

    /// What survives Foundation's XML writer and CoreFoundation's reader: the writer prints
    /// -0.0 as `0.0`, and the reader drops a leading U+FEFF from strings.
    static func throughXML(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .real(let real) where real == 0: return .real(0)
        case .string(let string):
            return .string(
                String(string.unicodeScalars.first == "\u{FEFF}" ? string.unicodeScalars.dropFirst() : string.unicodeScalars[...]))
        case .array(let values): return .array(values.map(throughXML))
        case .dictionary(let dictionary):
            return .dictionary(
                PropertyListDictionary(
                    dictionary.entries.map {
                        PropertyListDictionary.Entry(key: throughXML(.string($0.key)).string ?? $0.key, value: throughXML($0.value))
                    }))
        default: return value
        }
    }

    /// Valid files to corrupt: the binary and XML fixtures, and some random trees.
    static func seeds() throws -> [[UInt8]] {
        var seeds: [[UInt8]] = []
        for folder in ["binary", "xml"] {
            for name in try PropertyListOracle.fixtureFiles(folder) {
                seeds.append(try PropertyListOracle.fixtureBytes(folder, name))
            }
        }
        var random = RandomPropertyList(generator: SeededGenerator(seed: 42))
        for _ in 0..<10 {
            let object = PropertyListOracle.foundationObject(random.value(depth: 4))
            seeds.append(Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)))
        }
        return seeds
    }

    @Test(.timeLimit(.minutes(2)))
    func corruptedFilesNeverCrash() throws {
        let seeds = try Self.seeds()
        var generator = SeededGenerator(seed: 0xBAD_F11E)
        var rejected = 0
        for iteration in 0..<6000 {
            var bytes = seeds[iteration % seeds.count]
            Self.mutate(&bytes, using: &generator)
            _ = PropertyListFormat(detecting: bytes)
            do {
                _ = try PropertyListValue(bytes: bytes, file: "mutant.plist")
            } catch {
                rejected += 1
                if let offset = error.byteOffset { #expect(offset >= 0 && offset <= bytes.count) }
                if let line = error.line { #expect(line >= 1 && (error.column ?? 0) >= 1) }
            }
        }
        #expect(rejected > 1000)
    }

    /// One random corruption: bytes changed (often in a binary trailer or offset table), a
    /// truncation, a slice repeated or removed.
    static func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        func position() -> Int { Int.random(in: 0..<bytes.count, using: &generator) }
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1:
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[position()] = UInt8.random(in: 0...255, using: &generator)
            }
        case 2:
            let start = max(0, bytes.count - Int.random(in: 1...48, using: &generator))
            bytes[Int.random(in: start..<bytes.count, using: &generator)] = [0, 1, 0x7F, 0x80, 0xFF].randomElement(using: &generator) ?? 0
        case 3:
            bytes.removeLast(Int.random(in: 1...bytes.count, using: &generator))
        case 4:
            let start = position()
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &generator))
            bytes.insert(contentsOf: bytes[start..<end], at: position())
        default:
            let start = position()
            bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...16, using: &generator)))
        }
    }
}
