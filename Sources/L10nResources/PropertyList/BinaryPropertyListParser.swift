/// Reads a `bplist00` binary property list, defensively.
///
/// The format is a header, an object area, an offset table and a 32-byte trailer (see
/// ``BinaryPropertyListTrailer``). Objects refer to each other by index, so a file can share
/// one object many times or, if corrupt or hostile, contain a cycle. The parser:
/// - checks every length, offset and reference against the object area with overflow-safe
///   arithmetic before reading;
/// - parses each object once and shares the result, so shared objects cost nothing extra;
/// - rejects an object that contains itself (on the current path) instead of recursing;
/// - counts every value of the resulting tree, shared ones as often as they appear, against
///   ``PropertyListLimits/maxObjects``, so a small file cannot stand for a tree too large to
///   walk; and nests at most ``PropertyListLimits/maxDepth`` deep.
///
/// Errors are ``ResourceError``s with the byte offset of the offending object or field.
struct BinaryPropertyListParser {
    let bytes: [UInt8]
    let file: String
    let limits: PropertyListLimits
    let trailer: BinaryPropertyListTrailer
    /// Each object's offset, from the offset table.
    let offsets: [Int]
    /// Each finished object's value.
    var values: [PropertyListValue?]
    /// Each object's size in values once finished; 0 before, -1 while it is being read.
    var weights: [Int]
    /// Values in the result so far, shared ones counted each time.
    var produced = 0

    /// Parses `bytes`, which start with `bplist0`.
    static func parse(_ bytes: [UInt8], file: String, limits: PropertyListLimits) throws(ResourceError) -> PropertyListValue {
        let trailer = try BinaryPropertyListTrailer.read(bytes, file: file, limits: limits)
        let offsets = try trailer.offsets(bytes, file: file)
        var parser = BinaryPropertyListParser(
            bytes: bytes, file: file, limits: limits, trailer: trailer, offsets: offsets,
            values: Array(repeating: nil, count: trailer.objectCount),
            weights: Array(repeating: 0, count: trailer.objectCount))
        return try parser.object(trailer.topObject, depth: 0)
    }

    /// The value of object `index`, read once and then shared.
    mutating func object(_ index: Int, depth: Int) throws(ResourceError) -> PropertyListValue {
        let offset = offsets[index]
        guard depth <= limits.maxDepth else {
            throw failure(offset, "arrays and dictionaries nest deeper than \(limits.maxDepth) levels", .limit)
        }
        let weight = weights[index]
        if weight < 0 {
            throw failure(offset, "object \(index) contains itself")
        }
        if weight > 0, let value = values[index] {
            try produce(weight, at: offset)
            return value
        }
        weights[index] = -1
        let before = produced
        try produce(1, at: offset)
        let value = try parseObject(at: offset, depth: depth)
        weights[index] = produced - before
        values[index] = value
        return value
    }

    /// Counts `count` more values against ``PropertyListLimits/maxObjects``.
    mutating func produce(_ count: Int, at offset: Int) throws(ResourceError) {
        produced += count
        guard produced <= limits.maxObjects else {
            throw failure(offset, "more than \(limits.maxObjects) values (objects shared by reference count each time)", .limit)
        }
    }

    /// Reads the object at `offset` by its marker byte.
    ///
    /// Containers recurse through here, so the leaf readers it calls are kept out of line
    /// (`@inline(never)`): their locals would otherwise enlarge every level's stack frame, and deep
    /// nesting must fit a task's stack even under AddressSanitizer.
    mutating func parseObject(at offset: Int, depth: Int) throws(ResourceError) -> PropertyListValue {
        guard offset >= 8, offset < trailer.offsetTableOffset else {
            throw failure(offset, "object offset \(offset) is outside the object area")
        }
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            case 0x00: throw failure(offset, "null object, which property lists cannot hold", .structure)
            default: throw failure(offset, "unknown object marker 0x\(hex(marker))")
            }
        case 0x1: return try integer(marker, at: offset)
        case 0x2: return try real(marker, at: offset)
        case 0x3: return try date(marker, at: offset)
        case 0x4: return .data(try dataBytes(marker, at: offset))
        case 0x5: return .string(try asciiString(marker, at: offset))
        case 0x6: return .string(try utf16String(marker, at: offset))
        case 0x8: return try uid(marker, at: offset)
        case 0xA, 0xC: return .array(try array(marker, at: offset, depth: depth))
        case 0xD: return .dictionary(try dictionary(marker, at: offset, depth: depth))
        default: throw failure(offset, "unknown object marker 0x\(hex(marker))")
        }
    }

    /// An array's or set's elements (sets keep their file order).
    mutating func array(_ marker: UInt8, at offset: Int, depth: Int) throws(ResourceError) -> [PropertyListValue] {
        let (count, start) = try length(marker, at: offset)
        let references = try span(start, count: count, unit: trailer.referenceSize, object: offset)
        var values: [PropertyListValue] = []
        values.reserveCapacity(count)
        for position in stride(from: references.lowerBound, to: references.upperBound, by: trailer.referenceSize) {
            values.append(try object(try reference(at: position), depth: depth + 1))
        }
        return values
    }

    /// A dictionary's entries: keys (strings) first, then values. A key that repeats keeps its
    /// first value, as CoreFoundation's binary reader does.
    mutating func dictionary(_ marker: UInt8, at offset: Int, depth: Int) throws(ResourceError) -> PropertyListDictionary {
        let (count, start) = try length(marker, at: offset)
        let (doubled, overflow) = count.multipliedReportingOverflow(by: 2)
        guard !overflow else { throw failure(offset, "dictionary of \(count) entries is larger than the file") }
        let references = try span(start, count: doubled, unit: trailer.referenceSize, object: offset)
        let valuesStart = references.lowerBound + count * trailer.referenceSize
        var entries: [PropertyListDictionary.Entry] = []
        entries.reserveCapacity(count)
        var keys: [String] = []
        keys.reserveCapacity(count)
        for position in stride(from: references.lowerBound, to: valuesStart, by: trailer.referenceSize) {
            let index = try reference(at: position)
            guard case .string(let key) = try object(index, depth: depth + 1) else {
                throw failure(offsets[index], "dictionary key is not a string", .structure)
            }
            keys.append(key)
        }
        var seen = Set<String>(minimumCapacity: count)
        for (number, key) in keys.enumerated() {
            let value = try object(try reference(at: valuesStart + number * trailer.referenceSize), depth: depth + 1)
            if seen.insert(key).inserted {
                entries.append(PropertyListDictionary.Entry(key: key, value: value))
            }
        }
        return PropertyListDictionary(entries)
    }

    /// The object index stored at `position` in a container, checked against the object count.
    func reference(at position: Int) throws(ResourceError) -> Int {
        let index = Self.unsigned(bytes, at: position, size: trailer.referenceSize)
        guard index < UInt64(trailer.objectCount) else {
            throw failure(position, "reference to object \(index), but there are \(trailer.objectCount)")
        }
        return Int(index)
    }

    func failure(_ offset: Int, _ message: String, _ kind: ResourceError.Reason = .syntax) -> ResourceError {
        ResourceError(kind, file: file, byteOffset: offset, message: message)
    }

    func hex(_ byte: UInt8) -> String {
        (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
}
