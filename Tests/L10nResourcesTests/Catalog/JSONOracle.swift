import Foundation
import L10n
import L10nResources

/// Foundation's `JSONSerialization` (CoreFoundation's parser) as the oracle for ``JSONParser``.
enum JSONOracle {
    /// Foundation's reading of `bytes`, any value allowed at the top level; `nil` if it refuses.
    static func foundationValue(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    /// Whether Foundation returned a Boolean (`__NSCFBoolean`), not a number.
    static func isFoundationBool(_ value: Any) -> Bool {
        String(describing: type(of: value)) == "__NSCFBoolean"
    }

    /// The first difference between our value and Foundation's, as a path and a description;
    /// `nil` when they agree (objects compare by last member per key, as Foundation keeps it).
    static func difference(_ ours: JSONValue, _ theirs: Any, path: String = "$") -> String? {
        switch ours {
        case .null:
            return theirs is NSNull ? nil : "\(path): null vs \(theirs)"
        case .bool(let bool):
            guard isFoundationBool(theirs), let number = theirs as? NSNumber else { return "\(path): \(bool) vs \(theirs)" }
            return number.boolValue == bool ? nil : "\(path): \(bool) vs \(number)"
        case .number(let number):
            guard !isFoundationBool(theirs), let other = theirs as? NSNumber else { return "\(path): \(number) vs \(theirs)" }
            if let integer = number.integer, !(other is NSDecimalNumber) {
                return other.int64Value == Int64(integer) ? nil : "\(path): \(integer) vs \(other)"
            }
            if other is NSDecimalNumber {
                // Foundation keeps long literals as NSDecimalNumber, whose doubleValue is not
                // correctly rounded (1.234567890123457e19 for 1.2345678901234567e19).
                return abs(other.doubleValue - number.double) <= abs(number.double) * 1e-15
                    ? nil
                    : "\(path): \(number.double) vs \(other.doubleValue)"
            }
            return other.doubleValue == number.double ? nil : "\(path): \(number.double) vs \(other.doubleValue)"
        case .string(let string):
            guard let other = theirs as? String else { return "\(path): string vs \(type(of: theirs))" }
            return other == string ? nil : "\(path): \(string.debugDescription) vs \(other.debugDescription)"
        case .array(let elements):
            guard let other = theirs as? [Any] else { return "\(path): array vs \(type(of: theirs))" }
            guard other.count == elements.count else { return "\(path): \(elements.count) vs \(other.count) elements" }
            for (index, element) in elements.enumerated() {
                if let difference = difference(element, other[index], path: "\(path)[\(index)]") { return difference }
            }
            return nil
        case .object(let object):
            guard let other = theirs as? [String: Any] else { return "\(path): object vs \(type(of: theirs))" }
            let keys = Set(object.keys)
            guard keys == Set(other.keys) else {
                return "\(path): keys \(keys.sorted()) vs \(other.keys.sorted())"
            }
            for key in keys.sorted() {
                guard let mine = object[key], let value = other[key] else { return "\(path).\(key): missing" }
                if let difference = difference(mine, value, path: "\(path).\(key)") { return difference }
            }
            return nil
        }
    }
}
