/// What a format's specifiers expect of each argument, so that a request whose arguments do not
/// fit is refused before `String(format:)` reads an integer as an object pointer (which crashes
/// on Apple's platforms rather than failing).
///
/// It reads the top-level format only (the value `Bundle` returns): ordinary specifiers, `*`
/// widths and precisions, and `%#@name@` variables, whose type the caller gives from the
/// `.stringsdict` (`NSStringFormatValueTypeKey`). The variants a variable chooses are Foundation's
/// business.
enum ArgumentCheck {
    enum Expected: Equatable {
        case integer, double, object, cString, character
        /// Any value, for a variable whose type is unknown here.
        case any

        /// The printf conversion character's expectation.
        init?(conversion: Character) {
            switch conversion {
            case "d", "i", "o", "u", "x", "X", "D", "O", "U": self = .integer
            case "f", "F", "e", "E", "g", "G", "a", "A": self = .double
            case "@": self = .object
            case "s", "S": self = .cString
            case "c", "C": self = .character
            default: return nil
            }
        }
    }

    /// A reason the arguments do not fit `format`, or `nil` when they do.
    ///
    /// - Parameter variableType: The printf type (`lld`, `@`, `f`, …) of a `%#@name@` variable.
    static func mismatch(
        _ arguments: [RecordingArgument], format: String, variableType: (String) -> String?
    ) -> String? {
        var next = 0
        for (position, expected) in expectations(format, variableType: variableType, next: &next) {
            guard position < arguments.count else {
                return "the format consumes \(position + 1) argument(s), the request gives \(arguments.count)"
            }
            if let reason = misfit(arguments[position], expected) {
                return "argument \(position + 1): \(reason)"
            }
        }
        return nil
    }

    private static func misfit(_ argument: RecordingArgument, _ expected: Expected) -> String? {
        switch (argument, expected) {
        case (_, .any), (.integer, .integer), (.integer, .character), (.text, .object), (.double, .double):
            return nil
        case (_, .cString):
            return "%s reads a C string, which a recording cannot pass (use %@)"
        case (.integer, .double):
            return "an integer where a floating-point specifier reads one (write it as 1.0)"
        case (.text, .character):
            return "text where %c reads a character code"
        case (.text, _):
            return "text where a numeric specifier reads a number"
        case (.double, _), (.integer, _):
            return "a number where an object or C-string specifier reads text"
        }
    }

    /// (argument position, expectation) for each argument the format consumes, in order.
    private static func expectations(
        _ format: String, variableType: (String) -> String?, next: inout Int
    ) -> [(Int, Expected)] {
        var result: [(Int, Expected)] = []
        var characters = Substring(format)
        while let percent = characters.firstIndex(of: "%") {
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                characters = characters.dropFirst()
                continue
            }
            var explicitPosition: Int?
            let digits = characters.prefix(while: \.isASCIIDigit)
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$", let number = Int(digits), number > 0 {
                explicitPosition = number - 1
                characters = characters.dropFirst(digits.count + 1)
            }
            if characters.first == "#", characters.dropFirst().first == "@" {
                // `%#@name@`: one argument, of the type the `.stringsdict` declares.
                let name = characters.dropFirst(2).prefix(while: { $0 != "@" })
                characters = characters.dropFirst(2 + name.count + 1)
                let type = variableType(String(name)) ?? ""
                let expected = type.last.flatMap(Expected.init(conversion:)) ?? .any
                result.append((take(explicitPosition, &next), expected))
                continue
            }
            characters = characters.drop(while: { "-+ #0'".contains($0) })
            for _ in 0..<2 {  // width, then precision
                if characters.first == "*" {
                    characters = characters.dropFirst()
                    result.append((take(nil, &next), .integer))
                } else {
                    characters = characters.drop(while: \.isASCIIDigit)
                }
                guard characters.first == "." else { break }
                characters = characters.dropFirst()
            }
            characters = characters.drop(while: { "hlqLzjt".contains($0) })
            guard let conversion = characters.first else { break }
            characters = characters.dropFirst()
            if let expected = Expected(conversion: conversion) {
                result.append((take(explicitPosition, &next), expected))
            }
        }
        return result
    }

    private static func take(_ explicitPosition: Int?, _ next: inout Int) -> Int {
        if let explicitPosition { return explicitPosition }
        defer { next += 1 }
        return next
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
