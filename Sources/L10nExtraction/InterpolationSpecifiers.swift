#if Extract
import SwiftParser
import SwiftSyntax

/// The format specifier an interpolation puts in a key, as Xcode extracts it: by the
/// interpolated value's type (the table of `String.LocalizationValue.StringInterpolation` in
/// L10nFoundation), `specifier:` when given, `%@` for a `format:` style's output.
///
/// The syntax gives the type where the code declares it: a literal, a conversion (`Int(x)`),
/// `.count`, `.formatted(…)`, or a name declared with a type or a literal in an enclosing scope
/// (a local, a parameter, a closure parameter, a member of the enclosing type). Elsewhere (a
/// function's result, a member of another value) the type is unknown: the rule is `%@`, what
/// Xcode writes for any object, and the interpolation is reported so that a number can be
/// written with `specifier:`.
enum InterpolationSpecifiers {
    /// Specifiers by type name.
    static let byType: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int8": "%d", "Int16": "%d", "Int32": "%d",
        "UInt": "%llu", "UInt64": "%llu", "UInt8": "%u", "UInt16": "%u", "UInt32": "%u",
        "Double": "%lf", "CGFloat": "%lf", "Float": "%f",
    ]

    /// The specifier of one `\(…)` segment, and whether its type had to be guessed.
    static func specifier(of segment: ExpressionSegmentSyntax) -> (specifier: String, guessed: Bool) {
        let arguments = Array(segment.expressions)
        for argument in arguments.dropFirst() {
            switch argument.label?.text {
            case "specifier":
                if let literal = argument.expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue {
                    return (value, false)
                }
            case "format", "style":
                return ("%@", false)
            default:
                break
            }
        }
        guard let first = arguments.first else { return ("%@", true) }
        if let type = type(of: first.expression, depth: 0) {
            return (byType[type] ?? "%@", false)
        }
        return ("%@", true)
    }

    /// The type name of an expression where the syntax tells it; `nil` when it does not.
    static func type(of expression: ExprSyntax, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true {
                return name
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                switch member.declName.baseName.text {
                case "formatted", "description", "lowercased", "uppercased", "capitalized": return "String"
                default: return nil
                }
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "count", "endIndex", "startIndex": return "Int"
            case "description", "localizedDescription": return "String"
            default: break
            }
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
                return declaredType(of: member.declName.baseName.text, at: Syntax(expression), depth: depth)
            }
            return nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return declaredType(of: reference.baseName.text, at: Syntax(expression), depth: depth)
        }
        // Arithmetic: the type of an operand that has one, else `Int` beside an integer literal
        // (`index + 1`).
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
            guard !operators.isEmpty, operators.allSatisfy({ ["+", "-", "*", "/", "%"].contains($0) }) else { return nil }
            let operands = elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
            if let typed = operands.lazy.filter({ !$0.is(IntegerLiteralExprSyntax.self) }).compactMap({ type(of: $0, depth: depth + 1) })
                .first
            {
                return typed
            }
            return operands.contains { $0.is(IntegerLiteralExprSyntax.self) } ? "Int" : nil
        }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
            let only = parenthesized.elements.first
        {
            return type(of: only.expression, depth: depth + 1)
        }
        return nil
    }

    /// The type `name` is declared with in a scope enclosing `node`: the nearest declaration.
    static func declaredType(of name: String, at node: Syntax, depth: Int) -> String? {
        var current = node.parent
        while let scope = current {
            if let block = scope.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    // Only what is declared before the use counts in a code block.
                    if item.position >= node.position { break }
                    if let variable = item.item.as(VariableDeclSyntax.self), let type = Self.type(of: name, in: variable, depth: depth) {
                        return type
                    }
                }
            } else if let members = scope.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    if let variable = member.decl.as(VariableDeclSyntax.self), let type = Self.type(of: name, in: variable, depth: depth) {
                        return type
                    }
                }
            } else if let function = scope.as(FunctionDeclSyntax.self) {
                if let type = parameterType(name, function.signature.parameterClause.parameters) { return type }
            } else if let initializer = scope.as(InitializerDeclSyntax.self) {
                if let type = parameterType(name, initializer.signature.parameterClause.parameters) { return type }
            } else if let closure = scope.as(ClosureExprSyntax.self),
                case .parameterClause(let clause) = closure.signature?.parameterClause
            {
                for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return parameter.type.map { typeName($0) }
                }
            } else if let loop = scope.as(ForStmtSyntax.self),
                loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                let range = loop.sequence.as(SequenceExprSyntax.self),
                range.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text.hasPrefix("..") == true }),
                range.elements.first?.is(IntegerLiteralExprSyntax.self) == true
            {
                return "Int"
            }
            current = scope.parent
        }
        return nil
    }

    private static func parameterType(_ name: String, _ parameters: FunctionParameterListSyntax) -> String? {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return typeName(parameter.type)
        }
        return nil
    }

    private static func type(of name: String, in variable: VariableDeclSyntax, depth: Int) -> String? {
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let annotation = binding.typeAnnotation { return typeName(annotation.type) }
            if let value = binding.initializer?.value { return type(of: value, depth: depth + 1) }
        }
        return nil
    }

    /// A type's name without optionality or attributes (`Int?` → `Int`, `Swift.Int` → `Int`).
    static func typeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        if let member = type.as(MemberTypeSyntax.self) {
            let base = typeName(member.baseType)
            let name = member.name.text
            return base == "Swift" || base == "Foundation" || base == "CoreGraphics" ? name : base + "." + name
        }
        return type.trimmedDescription
    }
}
#endif
