import Foundation
import L10n
import L10nResources
import Testing

/// Broken binary property lists: each is rejected with the right kind of error at the byte
/// offset of the field or object at fault, and never read out of bounds.
@Suite struct PropertyListBinaryErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let kind: ResourceError.Reason
        let byteOffset: Int
        /// CoreFoundation reads these; this reader rejects them on purpose (see `PropertyListReader`).
        var coreFoundationAccepts = false
        var testDescription: String { name }
    }

    static func patched(_ file: BPlist.File, at offset: Int, _ bytes: [UInt8]) -> [UInt8] {
        var result = file.bytes
        result.replaceSubrange(offset..<offset + bytes.count, with: bytes)
        return result
    }

    static let cases: [Case] = {
        let simple = BPlist([BPlist.array([1, 2]), BPlist.ascii("a"), BPlist.ascii("b")]).build()
        let trailer = simple.trailer
        var cases = [
            Case(name: "too short", bytes: Array("bplist00".utf8) + Array(repeating: 0, count: 32), kind: .syntax, byteOffset: 40),
            Case(name: "trailing byte", bytes: simple.bytes + [0], kind: .syntax, byteOffset: trailer + 1 + 24),
            Case(name: "truncated", bytes: Array(simple.bytes.dropLast(3)), kind: .syntax, byteOffset: trailer - 3 + 24),
            Case(
                name: "no objects", bytes: patched(simple, at: trailer + 8, BPlist.bigEndian(0, size: 8)), kind: .syntax,
                byteOffset: trailer + 8),
            Case(
                name: "absurd object count", bytes: patched(simple, at: trailer + 8, BPlist.bigEndian(1 << 62, size: 8)),
                kind: .syntax, byteOffset: trailer + 24),
            Case(
                name: "object count past Int.max", bytes: patched(simple, at: trailer + 8, BPlist.bigEndian(.max, size: 8)),
                kind: .syntax, byteOffset: trailer + 8),
            Case(
                name: "root past the objects", bytes: patched(simple, at: trailer + 16, BPlist.bigEndian(3, size: 8)),
                kind: .syntax, byteOffset: trailer + 16),
            Case(
                name: "offset table inside the header", bytes: patched(simple, at: trailer + 24, BPlist.bigEndian(8, size: 8)),
                kind: .syntax, byteOffset: trailer + 24),
            Case(
                name: "offset table in the trailer", bytes: patched(simple, at: trailer + 24, BPlist.bigEndian(UInt64(trailer), size: 8)),
                kind: .syntax, byteOffset: trailer + 24),
            Case(
                name: "offset table moved",
                bytes: patched(simple, at: trailer + 24, BPlist.bigEndian(UInt64(simple.tableOffset - 1), size: 8)),
                kind: .syntax, byteOffset: trailer + 24),
            Case(name: "zero offset size", bytes: patched(simple, at: trailer + 6, [0]), kind: .syntax, byteOffset: trailer + 6),
            Case(name: "zero reference size", bytes: patched(simple, at: trailer + 7, [0]), kind: .syntax, byteOffset: trailer + 7),
            Case(
                name: "offset past the object area", bytes: patched(simple, at: simple.tableOffset + 2, [UInt8(simple.tableOffset)]),
                kind: .syntax, byteOffset: simple.tableOffset + 2),
            Case(
                name: "root offset in the header", bytes: patched(simple, at: simple.tableOffset, [3]),
                kind: .syntax, byteOffset: simple.tableOffset),
            Case(
                name: "object offset in the header", bytes: patched(simple, at: simple.tableOffset + 1, [2]),
                kind: .syntax, byteOffset: 2),
            Case(
                name: "reference out of range", bytes: patched(simple, at: simple.objectOffsets[0] + 2, [7]),
                kind: .syntax, byteOffset: simple.objectOffsets[0] + 2),
            Case(
                name: "array that contains itself", bytes: patched(simple, at: simple.objectOffsets[0] + 2, [0]),
                kind: .syntax, byteOffset: simple.objectOffsets[0]),
            Case(
                name: "array runs past the objects", bytes: patched(simple, at: simple.objectOffsets[0], [0xAE]),
                kind: .syntax, byteOffset: simple.objectOffsets[0]),
            Case(
                name: "string runs past the objects", bytes: patched(simple, at: simple.objectOffsets[2], [0x5E]),
                kind: .syntax, byteOffset: simple.objectOffsets[2]),
        ]
        let cycle = BPlist([BPlist.dictionary([1], [2]), BPlist.ascii("items"), BPlist.array([0])]).build()
        cases.append(Case(name: "dictionary in its own array", bytes: cycle.bytes, kind: .syntax, byteOffset: cycle.objectOffsets[0]))
        let wide = BPlist((0..<300).map { _ in [0x09] }).build()
        cases.append(
            Case(name: "references too narrow for the object count", bytes: wide.bytes, kind: .syntax, byteOffset: wide.trailer + 7))
        let narrow = BPlist([BPlist.array([1]), BPlist.ascii(String(repeating: "x", count: 300))], offsetSize: 1).build()
        cases.append(Case(name: "offsets too narrow for the table", bytes: narrow.bytes, kind: .syntax, byteOffset: narrow.trailer + 6))
        for (name, object, kind, coreFoundationAccepts) in [
            ("32-byte integer", [0x15] + Array(repeating: 0, count: 32), ResourceError.Reason.syntax, false),
            ("2-byte real", [0x21, 0, 0], .syntax, false),
            ("4-byte date", [0x32, 0, 0, 0, 0], .syntax, false),
            ("fill byte", [0x0F], .syntax, false),
            ("empty UTF-16 string", [0x60], .syntax, false),
            ("unknown marker 0x7_", [0x71, 0x78], .syntax, false),
            ("unknown marker 0x9_", [0x90], .syntax, false),
            ("UID past UInt32.max", [0x84, 1, 0, 0, 0, 0], .syntax, false),
            ("count that is not an integer", [0x5F, 0x20, 0x03] + Array("abc".utf8), .syntax, false),
            ("count past Int.max", [0x5F, 0x13] + Array(repeating: 0xFF, count: 8), .syntax, false),
            ("null", [0x00], .structure, true),
        ] as [(String, [UInt8], ResourceError.Reason, Bool)] {
            let file = BPlist([BPlist.array([1]), object]).build()
            let offset = name.hasPrefix("count") ? file.objectOffsets[1] + 1 : file.objectOffsets[1]
            cases.append(Case(name: name, bytes: file.bytes, kind: kind, byteOffset: offset, coreFoundationAccepts: coreFoundationAccepts))
        }
        let hugeArray = BPlist([[0xAF, 0x13, 0x7F] + Array(repeating: 0xFF, count: 7)], referenceSize: 2).build()
        cases.append(Case(name: "array size overflows", bytes: hugeArray.bytes, kind: .syntax, byteOffset: 8))
        let intKey = BPlist([BPlist.dictionary([1], [2]), [0x10, 0x05], BPlist.ascii("five")]).build()
        cases.append(
            Case(
                name: "integer key", bytes: intKey.bytes, kind: .structure, byteOffset: intKey.objectOffsets[1],
                coreFoundationAccepts: true))
        let lone = BPlist([BPlist.dictionary([1], [2]), BPlist.ascii("key"), BPlist.utf16([0x61, 0xD83D, 0x62])]).build()
        cases.append(
            Case(
                name: "unpaired lead surrogate", bytes: lone.bytes, kind: .encoding, byteOffset: lone.objectOffsets[2] + 3,
                coreFoundationAccepts: true))
        let trail = BPlist([BPlist.utf16([0xDE00, 0x61])]).build()
        cases.append(
            Case(name: "unpaired trail surrogate", bytes: trail.bytes, kind: .encoding, byteOffset: 9, coreFoundationAccepts: true))
        let last = BPlist([BPlist.utf16([0x61, 0xD83D])]).build()
        cases.append(
            Case(name: "lead surrogate at the end", bytes: last.bytes, kind: .encoding, byteOffset: 11, coreFoundationAccepts: true))
        let deep = BPlist((0..<600).map { BPlist.array([$0 + 1], size: 2) } + [BPlist.array([])], referenceSize: 2, offsetSize: 2).build()
        cases.append(Case(name: "600 levels", bytes: deep.bytes, kind: .limit, byteOffset: deep.objectOffsets[129]))
        return cases
    }()

    @Test(arguments: cases)
    func rejects(_ example: Case) throws {
        let error = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: example.bytes, file: "bad.plist")
        }
        #expect(error.reason == example.kind, "\(error)")
        #expect(error.byteOffset == example.byteOffset, "\(error)")
        #expect(error.line == nil && error.column == nil)
        if example.coreFoundationAccepts {
            #expect(throws: Never.self) { try PropertyListSerialization.propertyList(from: Data(example.bytes), format: nil) }
        } else {
            #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(example.bytes), format: nil) }
        }
    }
}
