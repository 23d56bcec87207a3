import Foundation
import L10n
import L10nResources
import Testing

typealias BPlist = BinaryPropertyListBuilder

/// The binary reader on hand-assembled files: every object type and width, checked against
/// what it should be and, where Foundation can bridge the result, against CoreFoundation.
@Suite struct PropertyListBinaryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let expected: PropertyListValue
        /// Foundation on Linux crashes bridging a set, so those are checked without it.
        var checkOracle = true
        var testDescription: String { name }
    }

    static func one(_ object: [UInt8]) -> [UInt8] { BPlist([object]).build().bytes }

    static let cases: [Case] = {
        var cases = [
            Case(name: "1-byte integer is unsigned", bytes: one([0x10, 0xFF]), expected: .integer(255)),
            Case(name: "2-byte integer is unsigned", bytes: one([0x11, 0xFF, 0xFF]), expected: .integer(65535)),
            Case(name: "4-byte integer is unsigned", bytes: one([0x12, 0xFF, 0xFF, 0xFF, 0xFF]), expected: .integer(4_294_967_295)),
            Case(name: "8-byte integer is signed", bytes: one([0x13] + Array(repeating: 0xFF, count: 8)), expected: .integer(-1)),
            Case(
                name: "16-byte integer gives its low 64 bits unsigned",
                bytes: one([0x14] + Array(repeating: 0xFF, count: 8) + [0, 0, 0, 0, 0, 0, 0, 5]), expected: .integer(5)),
            Case(
                name: "16-byte UInt64.max", bytes: one([0x14] + Array(repeating: 0, count: 8) + Array(repeating: 0xFF, count: 8)),
                expected: .integer(Int128(UInt64.max))),
            Case(
                name: "4-byte real", bytes: one([0x22] + BPlist.bigEndian(UInt64(Float(1.1).bitPattern), size: 4)),
                expected: .real(Double(Float(1.1)))),
            Case(name: "8-byte real", bytes: one(BPlist.real(-2.5e-10)), expected: .real(-2.5e-10)),
            Case(name: "date", bytes: one([0x33] + BPlist.bigEndian(12.5.bitPattern, size: 8)), expected: .date(12.5)),
            Case(
                name: "true and false", bytes: BPlist([BPlist.array([1, 2]), [0x09], [0x08]]).build().bytes,
                expected: .array([.boolean(true), .boolean(false)])),
            Case(name: "data", bytes: one(BPlist.data([0, 1, 0xFF])), expected: .data([0, 1, 0xFF])),
            Case(name: "empty string", bytes: one([0x50]), expected: .string("")),
            Case(
                name: "ASCII string past 0x7F reads as Latin-1", bytes: one(BPlist.latin1(Array("caf".utf8) + [0xE9])),
                expected: .string("café")),
            Case(name: "UTF-16 surrogate pair", bytes: one(BPlist.utf16([0xD83D, 0xDE00])), expected: .string("😀")),
            Case(
                name: "long UTF-16 string of 1 to 4 UTF-8 bytes a character",
                bytes: one(BPlist.utf16(String(repeating: "aé€𝄞", count: 10))), expected: .string(String(repeating: "aé€𝄞", count: 10))),
            Case(
                name: "long ASCII string with an integer count",
                bytes: one(BPlist.ascii(String(repeating: "x", count: 40))), expected: .string(String(repeating: "x", count: 40))),
            Case(name: "count in a 1-byte integer", bytes: one([0x5F, 0x10, 0x03] + Array("abc".utf8)), expected: .string("abc")),
            Case(name: "UID", bytes: one([0x80, 0x07]), expected: .uid(7)),
            Case(name: "4-byte UID", bytes: one([0x83, 0xFF, 0xFF, 0xFF, 0xFF]), expected: .uid(4_294_967_295)),
            Case(
                name: "shared object", bytes: BPlist([BPlist.array([1, 1, 1]), BPlist.ascii("s")]).build().bytes,
                expected: .array([.string("s"), .string("s"), .string("s")])),
            Case(
                name: "repeated key keeps its first value",
                bytes: BPlist([BPlist.dictionary([1, 1], [2, 3]), BPlist.ascii("k"), BPlist.ascii("first"), BPlist.ascii("second")])
                    .build().bytes,
                expected: .dictionary(PropertyListDictionary([.init(key: "k", value: .string("first"))]))),
            Case(
                name: "root is not the first object", bytes: BPlist([BPlist.ascii("x"), BPlist.ascii("y")], top: 1).build().bytes,
                expected: .string("y")),
            Case(
                name: "3-byte offsets and 2-byte references",
                bytes: BPlist([BPlist.array([1, 2], size: 2), BPlist.ascii("a"), BPlist.utf16("б")], referenceSize: 2, offsetSize: 3)
                    .build().bytes,
                expected: .array([.string("a"), .string("б")])),
            Case(
                name: "set reads as an array in file order",
                bytes: BPlist([BPlist.set([1, 2]), BPlist.ascii("b"), BPlist.ascii("a")])
                    .build().bytes,
                expected: .array([.string("b"), .string("a")]), checkOracle: false),
        ]
        var version01 = BPlist([BPlist.ascii("x")])
        version01.header = Array("bplist01".utf8)
        cases.append(Case(name: "bplist01", bytes: version01.build().bytes, expected: .string("x")))
        version01.header = Array("bplist0z".utf8)
        cases.append(Case(name: "bplist0z", bytes: version01.build().bytes, expected: .string("x")))
        return cases
    }()

    @Test(arguments: cases)
    func readsValue(_ example: Case) throws {
        let ours = try PropertyListValue(bytes: example.bytes, file: "test.plist")
        #expect(PropertyListOracle.difference(ours, example.expected) == nil)
        if example.checkOracle {
            #expect(PropertyListOracle.difference(ours, try PropertyListOracle.read(example.bytes)) == nil)
        }
    }

    @Test func sharedObjectsAreCountedEachTimeTheyAppear() throws {
        // 40 arrays, each holding the next one twice: 2^40 values in 41 objects.
        var objects = (0..<40).map { BPlist.array([$0 + 1, $0 + 1]) }
        objects.append(BPlist.ascii("leaf"))
        let bytes = BPlist(objects).build().bytes
        let error = try #require(throws: ResourceError.self) { try PropertyListValue(bytes: bytes, file: "dag.plist") }
        #expect(error.reason == .limit)
        // 10 levels: 1,023 arrays and 1,024 leaves.
        let small = BPlist((0..<10).map { BPlist.array([$0 + 1, $0 + 1]) } + [BPlist.ascii("leaf")]).build().bytes
        #expect(throws: Never.self) { try PropertyListValue(bytes: small, file: "dag.plist") }
        let limits = PropertyListLimits(maxObjects: 2046)
        #expect(throws: ResourceError.self) { try PropertyListValue(bytes: small, file: "dag.plist", limits: limits) }
        #expect(throws: Never.self) {
            try PropertyListValue(bytes: small, file: "dag.plist", limits: PropertyListLimits(maxObjects: 2047))
        }
    }

    @Test func limitsApply() throws {
        let nested = BPlist((0..<6).map { BPlist.array([$0 + 1]) } + [BPlist.array([])]).build().bytes
        #expect(throws: Never.self) { try PropertyListValue(bytes: nested, file: "n", limits: PropertyListLimits(maxDepth: 6)) }
        let deep = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: nested, file: "n", limits: PropertyListLimits(maxDepth: 5))
        }
        #expect(deep.reason == .limit)
        #expect(deep.byteOffset == BPlist((0..<6).map { BPlist.array([$0 + 1]) } + [BPlist.array([])]).build().objectOffsets[6])
        let count = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: nested, file: "n", limits: PropertyListLimits(maxObjects: 6))
        }
        #expect(count.reason == .limit)
        #expect(count.byteOffset == nested.count - 32 + 8)
        let size = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: nested, file: "n", limits: PropertyListLimits(maxBytes: nested.count - 1))
        }
        #expect(size.reason == .limit)
        #expect(size.byteOffset == nil && size.line == nil)
    }
}
