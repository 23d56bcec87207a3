import L10n
import L10nFormat

/// One argument of a generated accessor: the slot it fills and the Swift type its specifier
/// reads.
struct AccessorParameter: Equatable {
    /// The Swift type an accessor takes for an argument `specifier` reads: one a
    /// `FormatArgument` initializer takes, so the runtime reads it as the specifier expects.
    static func swiftType(reading specifier: FormatSpecifier) -> String {
        switch specifier.conversion {
        // `*` widths and precisions are recorded as `%d`.
        case .d, .i, .D, .n: "Int"
        // Unsigned, so that `UInt64.max` prints as itself.
        case .u, .U, .o, .O, .x, .X, .p: "UInt"
        case .f, .F, .e, .E, .g, .G, .a, .A: "Double"
        case .object, .s, .S: "String"
        // A code point: the unit `%c` and `%C` print.
        case .c, .C: "Unicode.Scalar"
        }
    }

    /// The 0-based argument slot (`%2$@` fills slot 1).
    var slot: Int
    /// The Swift type, from ``swiftType(reading:)``.
    var type: String
    /// The argument label, from the variable that reads the slot (`%#@files@` → `files`);
    /// `nil` for an unlabeled (`_`) argument.
    var label: String?
    /// The parameter's name inside the accessor: the label, or `arg` and the 1-based position.
    var name: String

    /// The parameters that fill the slots `signature` reads, by slot; a variable with no value
    /// type whose variants print no number (a plural of words only) still chooses by an `Int`.
    static func parameters(for signature: FormatSignature) -> [AccessorParameter] {
        let slots = Set(signature.specifiers.keys).union(signature.variableNames.keys).sorted()
        let labels = SwiftIdentifier.uniqueNames(
            for: Array(Set(signature.variableNames.values)), reserved: ["self"],
            convert: { SwiftIdentifier.lowerCamelCase($0) ?? SwiftIdentifier.hashedName($0, prefix: "value") })
        var parameters: [AccessorParameter] = []
        var names: Set<String> = []
        for slot in slots {
            let label = signature.variableNames[slot].flatMap { labels[$0] }
            var name = label ?? "arg\(slot + 1)"
            // Two slots read by one variable name (or a label spelled `argN`) still need two names.
            var suffix = 2
            while names.contains(name) {
                name = (label ?? "arg\(slot + 1)") + "_\(suffix)"
                suffix += 1
            }
            names.insert(name)
            let type = signature.specifiers[slot].map(swiftType(reading:)) ?? "Int"
            parameters.append(AccessorParameter(slot: slot, type: type, label: label, name: name))
        }
        return parameters
    }
}
