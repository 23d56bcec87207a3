import Foundation
import L10n
import L10nResources
import L10nTestSupport

/// CoreFoundation's reading of property lists (Foundation's `PropertyListSerialization` on Linux
/// is CoreFoundation's parser), as ``PropertyListValue``s, and comparison with ours.
enum PropertyListOracle {
    struct Unconvertible: Error, CustomStringConvertible {
        let description: String
    }

    /// The fixtures folder, `Tests/L10nTests/Fixtures/plist`.
    static func fixtures() -> URL {
        URL(fileURLWithPath: Fixtures.path("plist"), isDirectory: true)
    }

    /// The files in `Fixtures/plist/<folder>`, sorted (the must-fail ones live in `Fixtures/bad`).
    static func fixtureFiles(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures().appendingPathComponent(folder).path).sorted()
    }

    static func fixtureBytes(_ folder: String, _ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures().appendingPathComponent(folder).appendingPathComponent(name)))
    }

    /// CoreFoundation's value for `bytes`.
    static func read(_ bytes: [UInt8]) throws -> PropertyListValue {
        try value(PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
    }

    /// A Foundation property-list object as a value.
    static func value(_ object: Any) throws -> PropertyListValue {
        switch object {
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            if String(describing: type(of: number)) == "__NSCFBoolean" { return .boolean(number.boolValue) }
            switch String(cString: number.objCType) {
            case "f", "d": return .real(number.doubleValue)
            case "Q": return .integer(Int128(number.uint64Value))
            default: return .integer(Int128(number.int64Value))
            }
        case let date as Date:
            return .date(date.timeIntervalSinceReferenceDate)
        case let data as Data:
            return .data(Array(data))
        case let array as [Any]:
            return .array(try array.map(value))
        case let dictionary as [AnyHashable: Any]:
            var entries: [PropertyListDictionary.Entry] = []
            for (key, element) in dictionary {
                guard let key = key.base as? String else { throw Unconvertible(description: "key \(key) is not a string") }
                entries.append(PropertyListDictionary.Entry(key: key, value: try value(element)))
            }
            return .dictionary(PropertyListDictionary(entries.sorted { Array($0.key.utf8).lexicographicallyPrecedes($1.key.utf8) }))
        default:
            // CoreFoundation's keyed-archiver UID has no public Swift type on Linux.
            let mirror = Mirror(reflecting: object)
            if String(describing: type(of: object)) == "_NSKeyedArchiverUID",
                let child = mirror.children.first(where: { $0.label == "value" }),
                let uid = UInt64(String(describing: child.value))
            {
                return .uid(uid)
            }
            throw Unconvertible(description: "\(type(of: object)) is not a property-list type")
        }
    }

    /// A Foundation property-list object for `value`, for `PropertyListSerialization` to write.
    static func foundationObject(_ value: PropertyListValue) -> Any {
        switch value {
        case .string(let string): string
        case .integer(let integer): integer < 0 ? NSNumber(value: Int64(clamping: integer)) : NSNumber(value: UInt64(clamping: integer))
        case .real(let real): NSNumber(value: real)
        case .boolean(let boolean): boolean
        case .date(let seconds): Date(timeIntervalSinceReferenceDate: seconds)
        case .data(let bytes): Data(bytes)
        case .uid(let uid): NSNumber(value: uid)
        case .array(let values): values.map(foundationObject)
        case .dictionary(let dictionary):
            Dictionary(dictionary.entries.map { ($0.key, foundationObject($0.value)) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// Where `ours` and `theirs` differ, or `nil` when they are equal, with dictionaries
    /// compared as maps in which the last of a repeated key wins (CoreFoundation keeps one),
    /// keys compared by their exact scalars, and NaN equal to NaN.
    static func difference(_ ours: PropertyListValue, _ theirs: PropertyListValue, path: String = "root") -> String? {
        switch (ours, theirs) {
        case (.real(let left), .real(let right)), (.date(let left), .date(let right)):
            let same = (left.isNaN && right.isNaN) || (left == right && left.sign == right.sign)
            return same ? nil : "\(path): \(left) ≠ \(right)"
        case (.array(let left), .array(let right)):
            guard left.count == right.count else { return "\(path): \(left.count) elements ≠ \(right.count)" }
            for (index, (leftElement, rightElement)) in zip(left, right).enumerated() {
                if let difference = difference(leftElement, rightElement, path: "\(path)[\(index)]") { return difference }
            }
            return nil
        case (.dictionary(let left), .dictionary(let right)):
            let leftMap = lastWins(left)
            let rightMap = lastWins(right)
            let leftKeys = Set(leftMap.keys)
            let rightKeys = Set(rightMap.keys)
            guard leftKeys == rightKeys else {
                let extra = leftKeys.subtracting(rightKeys).map { String(decoding: $0, as: UTF8.self) }.sorted()
                let missing = rightKeys.subtracting(leftKeys).map { String(decoding: $0, as: UTF8.self) }.sorted()
                return "\(path): keys differ; only ours \(extra), only theirs \(missing)"
            }
            for key in leftKeys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                guard let leftValue = leftMap[key], let rightValue = rightMap[key] else { continue }
                let name = String(decoding: key, as: UTF8.self)
                if let difference = difference(leftValue, rightValue, path: "\(path)[\(name.debugDescription)]") { return difference }
            }
            return nil
        case (.string(let left), .string(let right)):
            return Array(left.unicodeScalars) == Array(right.unicodeScalars)
                ? nil : "\(path): \(left.debugDescription) ≠ \(right.debugDescription)"
        default:
            return ours == theirs ? nil : "\(path): \(ours) ≠ \(theirs)"
        }
    }

    /// Each key's last value, keyed by the key's UTF-8 bytes.
    static func lastWins(_ dictionary: PropertyListDictionary) -> [[UInt8]: PropertyListValue] {
        var map: [[UInt8]: PropertyListValue] = [:]
        for entry in dictionary.entries { map[Array(entry.key.utf8)] = entry.value }
        return map
    }
}
