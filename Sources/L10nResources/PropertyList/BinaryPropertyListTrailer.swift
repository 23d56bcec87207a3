/// The 32 bytes that end a binary property list: the sizes of offsets and object references,
/// the object count, the root object and where the offset table starts.
///
/// Reading it checks everything CoreFoundation checks before it trusts the file: the table
/// and trailer end the file exactly, references are wide enough to name every object, and
/// every object's offset lies in the object area. The parser can then rely on these facts.
struct BinaryPropertyListTrailer {
    /// Bytes per entry in the offset table.
    let offsetSize: Int
    /// Bytes per object reference inside arrays, sets and dictionaries.
    let referenceSize: Int
    /// Entries in the offset table.
    let objectCount: Int
    /// The root object's index.
    let topObject: Int
    /// Where the offset table starts, which is also where the object area ends.
    let offsetTableOffset: Int

    /// The trailer of `bytes`, which start with `bplist0`.
    static func read(
        _ bytes: [UInt8], file: String, limits: PropertyListLimits
    ) throws(ResourceError) -> BinaryPropertyListTrailer {
        func failure(_ offset: Int, _ message: String, _ kind: ResourceError.Reason = .syntax) -> ResourceError {
            ResourceError(kind, file: file, byteOffset: offset, message: message)
        }
        // The header, one byte of objects and the trailer at least.
        guard bytes.count >= 8 + 1 + 32 else {
            throw failure(bytes.count, "binary property list of \(bytes.count) bytes is too short to hold a trailer")
        }
        let start = bytes.count - 32
        let offsetSize = Int(bytes[start + 6])
        let referenceSize = Int(bytes[start + 7])
        let objectCount = BinaryPropertyListParser.unsigned(bytes, at: start + 8, size: 8)
        let topObject = BinaryPropertyListParser.unsigned(bytes, at: start + 16, size: 8)
        let tableOffset = BinaryPropertyListParser.unsigned(bytes, at: start + 24, size: 8)
        guard objectCount >= 1, objectCount <= UInt64(Int.max) else {
            throw failure(start + 8, "trailer declares \(objectCount) objects")
        }
        guard topObject < objectCount else {
            throw failure(start + 16, "root object \(topObject) is not among the \(objectCount) objects")
        }
        guard tableOffset >= 9, tableOffset < UInt64(start) else {
            throw failure(start + 24, "offset table at \(tableOffset) is outside the file's object area")
        }
        guard offsetSize >= 1 else { throw failure(start + 6, "offset size is 0") }
        guard referenceSize >= 1 else { throw failure(start + 7, "object reference size is 0") }
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard !overflow, tableSize <= UInt64(bytes.count), Int(tableOffset) + Int(tableSize) + 32 == bytes.count else {
            throw failure(
                start + 24, "offset table of \(objectCount) × \(offsetSize) bytes at \(tableOffset) does not end where the trailer starts")
        }
        guard objectCount <= UInt64(limits.maxObjects) else {
            throw failure(start + 8, "trailer declares \(objectCount) objects, more than the limit of \(limits.maxObjects)", .limit)
        }
        guard referenceSize >= 8 || objectCount < 1 << UInt64(8 * referenceSize) else {
            throw failure(start + 7, "\(referenceSize)-byte object references cannot name \(objectCount) objects")
        }
        guard offsetSize >= 8 || tableOffset < 1 << UInt64(8 * offsetSize) else {
            throw failure(start + 6, "\(offsetSize)-byte offsets cannot reach the offset table at \(tableOffset)")
        }
        let trailer = BinaryPropertyListTrailer(
            offsetSize: offsetSize, referenceSize: referenceSize, objectCount: Int(objectCount),
            topObject: Int(topObject), offsetTableOffset: Int(tableOffset))
        return trailer
    }

    /// Every object's offset, each checked to lie before the offset table.
    func offsets(_ bytes: [UInt8], file: String) throws(ResourceError) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(objectCount)
        for index in 0..<objectCount {
            let entry = offsetTableOffset + index * offsetSize
            let offset = BinaryPropertyListParser.unsigned(bytes, at: entry, size: offsetSize)
            guard offset < UInt64(offsetTableOffset) else {
                throw ResourceError(
                    .syntax, file: file, byteOffset: entry,
                    message: "offset \(offset) of object \(index) is past the object area")
            }
            offsets.append(Int(offset))
        }
        guard offsets[topObject] >= 8 else {
            throw ResourceError(
                .syntax, file: file, byteOffset: offsetTableOffset + topObject * offsetSize,
                message: "root object's offset \(offsets[topObject]) is inside the header")
        }
        return offsets
    }
}
