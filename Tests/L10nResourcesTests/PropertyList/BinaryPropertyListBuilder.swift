/// Assembles `bplist00` files byte by byte, so tests can make the exact (and broken) files they
/// need and know where each object lies.
struct BinaryPropertyListBuilder {
    var objects: [[UInt8]] = []
    var top = 0
    var referenceSize = 1
    var offsetSize = 1
    var header: [UInt8] = Array("bplist00".utf8)

    /// The assembled file and where its parts are.
    struct File {
        var bytes: [UInt8]
        var objectOffsets: [Int]
        var tableOffset: Int
        var trailer: Int { bytes.count - 32 }
    }

    init(_ objects: [[UInt8]] = [], top: Int = 0, referenceSize: Int = 1, offsetSize: Int = 1) {
        self.objects = objects
        self.top = top
        self.referenceSize = referenceSize
        self.offsetSize = offsetSize
    }

    func build() -> File {
        var bytes = header
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += Self.bigEndian(UInt64(offset), size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        bytes +=
            Self.bigEndian(UInt64(objects.count), size: 8) + Self.bigEndian(UInt64(top), size: 8)
            + Self.bigEndian(UInt64(table), size: 8)
        return File(bytes: bytes, objectOffsets: offsets, tableOffset: table)
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { index in
            let shift = 8 * (size - 1 - index)
            return shift >= 64 ? 0 : UInt8(truncatingIfNeeded: value >> UInt64(shift))
        }
    }

    /// An object marker with a count: in the low nibble, or in an integer object after it.
    static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [type << 4 | UInt8(count)] }
        return [type << 4 | 0x0F, 0x13] + bigEndian(UInt64(count), size: 8)
    }

    static func ascii(_ text: String) -> [UInt8] { marker(0x5, count: text.utf8.count) + Array(text.utf8) }
    static func latin1(_ bytes: [UInt8]) -> [UInt8] { marker(0x5, count: bytes.count) + bytes }
    static func utf16(_ units: [UInt16]) -> [UInt8] {
        marker(0x6, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
    static func utf16(_ text: String) -> [UInt8] { utf16(Array(text.utf16)) }
    static func integer(_ value: Int64) -> [UInt8] { [0x13] + bigEndian(UInt64(bitPattern: value), size: 8) }
    static func real(_ value: Double) -> [UInt8] { [0x23] + bigEndian(value.bitPattern, size: 8) }
    static func data(_ bytes: [UInt8]) -> [UInt8] { marker(0x4, count: bytes.count) + bytes }
    static func array(_ references: [Int], size: Int = 1) -> [UInt8] {
        marker(0xA, count: references.count) + references.flatMap { bigEndian(UInt64($0), size: size) }
    }
    static func set(_ references: [Int]) -> [UInt8] { marker(0xC, count: references.count) + references.map { UInt8($0) } }
    static func dictionary(_ keys: [Int], _ values: [Int], size: Int = 1) -> [UInt8] {
        marker(0xD, count: keys.count) + (keys + values).flatMap { bigEndian(UInt64($0), size: size) }
    }
}
