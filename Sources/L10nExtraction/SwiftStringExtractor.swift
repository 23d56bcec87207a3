#if Extract
import SwiftParser
import SwiftSyntax

/// Finds the localizable strings of Swift sources as Xcode's extraction does: each string
/// literal (with or without interpolations) that the code passes where Apple's API takes a
/// localizable string (``LocalizableDeclarations``), declares with a localizable type
/// (`let title: LocalizedStringResource = "…"`, a parameter's default, a computed property's
/// or function's result), or passes to a declaration of the sources' own whose parameter has
/// such a type.
///
/// Not found, as Xcode does not find them either: keys built at run time (a variable, a
/// concatenation), `Text(verbatim:)`, literals typed `String`.
public struct SwiftStringExtractor: Sendable {
    /// One source file: the path to name and its text.
    public struct Source: Sendable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    public init() {}

    /// The strings of `sources`, in file order and, within a file, in source order. The
    /// sources' own declarations count in every file (a view declared in one, used in another).
    public func extract(_ sources: [Source]) -> [ExtractedString] {
        let trees = sources.map { (source: $0, tree: Parser.parse(source: $0.text)) }
        var declarations = Declarations(calls: LocalizableDeclarations.calls, methods: LocalizableDeclarations.methods)
        for (_, tree) in trees {
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            declarations.add(collector)
        }
        var strings: [ExtractedString] = []
        for (source, tree) in trees {
            let finder = LiteralFinder(
                declarations: declarations, file: source.path, converter: SourceLocationConverter(fileName: source.path, tree: tree))
            finder.walk(tree)
            strings += finder.found
        }
        return strings
    }

    /// Apple's declarations with the sources' own added.
    struct Declarations {
        var calls: [String: [LocalizableDeclarations.Call]]
        var methods: [String: [LocalizableDeclarations.Call]]

        mutating func add(_ collector: DeclarationCollector) {
            for (name, call) in collector.calls where !(calls[name]?.contains(call) ?? false) { calls[name, default: []].append(call) }
            for (name, call) in collector.methods where !(methods[name]?.contains(call) ?? false) {
                methods[name, default: []].append(call)
            }
        }
    }
}

/// The sources' own initializers and functions with a parameter of a localizable type.
final class DeclarationCollector: SyntaxVisitor {
    var calls: [(String, LocalizableDeclarations.Call)] = []
    var methods: [(String, LocalizableDeclarations.Call)] = []

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = enclosingTypeName(of: Syntax(node)) else { return .visitChildren }
        for label in localizableLabels(node.signature.parameterClause.parameters) {
            calls.append((type, LocalizableDeclarations.Call(key: label)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        for label in localizableLabels(node.signature.parameterClause.parameters) {
            // Called as `name(…)` inside its type or at top level, as `value.name(…)` elsewhere.
            calls.append((node.name.text, LocalizableDeclarations.Call(key: label)))
            methods.append((node.name.text, LocalizableDeclarations.Call(key: label)))
        }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // `case invalid(description: LocalizedStringKey)`, made as `.invalid(description: "…")`.
        for element in node.elements {
            for (index, parameter) in (element.parameterClause?.parameters ?? []).enumerated()
            where LocalizableDeclarations.localizableTypes.contains(InterpolationSpecifiers.typeName(parameter.type)) {
                let label = parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil
                // An unlabeled associated value counts only when it is the first one.
                if label != nil || index == 0 { methods.append((element.name.text, LocalizableDeclarations.Call(key: label))) }
            }
        }
        return .visitChildren
    }

    /// The argument labels of the parameters typed localizable (`nil` for `_`).
    private func localizableLabels(_ parameters: FunctionParameterListSyntax) -> [String?] {
        parameters.compactMap { parameter in
            guard LocalizableDeclarations.localizableTypes.contains(InterpolationSpecifiers.typeName(parameter.type)) else { return nil }
            let label = parameter.firstName.text
            return .some(label == "_" ? nil : label)
        }
    }

    private func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let scope = current {
            if let declaration = scope.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(EnumDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(ActorDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(ExtensionDeclSyntax.self) {
                return InterpolationSpecifiers.typeName(declaration.extendedType).split(separator: ".").last.map(String.init)
            }
            current = scope.parent
        }
        return nil
    }
}

/// Every string literal in a localizable position, with its key.
final class LiteralFinder: SyntaxVisitor {
    let declarations: SwiftStringExtractor.Declarations
    let file: String
    let converter: SourceLocationConverter
    var found: [ExtractedString] = []

    init(declarations: SwiftStringExtractor.Declarations, file: String, converter: SourceLocationConverter) {
        self.declarations = declarations
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let context = context(of: node) {
            let (key, guessed) = Self.key(of: node)
            var string = ExtractedString(
                key: key, file: file, line: node.startLocation(converter: converter).line, guessedInterpolations: guessed)
            if let call = context.call, let arguments = context.arguments {
                if let label = call.tableLabel, let table = Self.literalArgument(label, in: arguments) { string.table = table }
                if let label = call.commentLabel, let comment = Self.literalArgument(label, in: arguments) {
                    string.comment = comment.isEmpty ? nil : comment
                }
                if let label = call.valueLabel, let value = arguments.first(where: { $0.label?.text == label }),
                    let literal = value.expression.as(StringLiteralExprSyntax.self)
                {
                    let (text, _) = Self.key(of: literal)
                    string.defaultValue = text
                }
            }
            found.append(string)
        }
        // A literal inside an interpolation is its own literal; visit it too.
        return .visitChildren
    }

    /// Where a literal is localizable: the call's rule (for its table, value and comment), or a
    /// declaration's type.
    struct Context {
        var call: LocalizableDeclarations.Call?
        var arguments: LabeledExprListSyntax?
    }

    private func context(of literal: StringLiteralExprSyntax) -> Context? {
        var node = Syntax(literal)
        // Through what keeps the literal's type: parentheses, a ternary's branches, `??`.
        while let parent = node.parent {
            if parent.is(TernaryExprSyntax.self) {
                node = parent
            } else if parent.is(UnresolvedTernaryExprSyntax.self), let sequence = parent.parent?.parent?.as(SequenceExprSyntax.self) {
                // `condition ? "then" : …`, unfolded: the branch's type is the sequence's.
                node = Syntax(sequence)
            } else if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self),
                Self.isLastOperand(node, of: sequence)
            {
                node = Syntax(sequence)
            } else if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self),
                let assigned = Self.assignedName(node, in: sequence)
            {
                // `error = "…"` to a property declared with a localizable type.
                let type = InterpolationSpecifiers.declaredType(of: assigned, at: Syntax(sequence), depth: 0)
                return type.map { LocalizableDeclarations.localizableTypes.contains($0) } == true ? Context() : nil
            } else if let tuple = parent.as(LabeledExprSyntax.self), tuple.label == nil,
                let list = tuple.parent?.as(LabeledExprListSyntax.self), list.count == 1, let paren = list.parent?.as(TupleExprSyntax.self)
            {
                node = Syntax(paren)
            } else {
                break
            }
        }
        guard let parent = node.parent else { return nil }
        if let argument = parent.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self) {
            if let call = list.parent?.as(FunctionCallExprSyntax.self) {
                return rule(for: call, argument: argument, in: list).map { Context(call: $0, arguments: list) }
            }
            if let attribute = list.parent?.as(AttributeSyntax.self) {
                let name = InterpolationSpecifiers.typeName(attribute.attributeName)
                let label = argument.label?.text
                return LocalizableDeclarations.attributes[name]?.first { $0.keyLabel == label }.map { Context(call: $0, arguments: list) }
            }
            return nil
        }
        // A dictionary's value (`[.direct: "Private"]` for `[Visibility: DisplayRepresentation]`).
        if let element = parent.as(DictionaryElementSyntax.self), element.value.id == node.id,
            let dictionary = element.parent?.parent?.as(DictionaryExprSyntax.self)
        {
            let type = contextualType(of: Syntax(dictionary))?.as(DictionaryTypeSyntax.self)?.value
            return isLocalizable(type) ? Context() : nil
        }
        if let initializer = parent.as(InitializerClauseSyntax.self) {
            if let binding = initializer.parent?.as(PatternBindingSyntax.self) {
                return isLocalizable(binding.typeAnnotation?.type) ? Context() : nil
            }
            if let parameter = initializer.parent?.as(FunctionParameterSyntax.self) {
                return isLocalizable(parameter.type) ? Context() : nil
            }
            return nil
        }
        if let array = parent.as(ArrayElementSyntax.self),
            let binding = array.parent?.parent?.parent?.as(InitializerClauseSyntax.self)?.parent?
                .as(PatternBindingSyntax.self),
            let element = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element
        {
            return isLocalizable(element) ? Context() : nil
        }
        if parent.is(ReturnStmtSyntax.self) {
            return isLocalizable(resultType(of: node, explicitReturn: true)) ? Context() : nil
        }
        if isImplicitResult(node) {
            return isLocalizable(resultType(of: node, explicitReturn: false)) ? Context() : nil
        }
        return nil
    }

    /// The type a dictionary or array literal is declared with: a variable's annotation, or the
    /// result type of the body it is the result of.
    private func contextualType(of node: Syntax) -> TypeSyntax? {
        guard let parent = node.parent else { return nil }
        if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation?.type
        }
        if parent.is(ReturnStmtSyntax.self) { return resultType(of: node, explicitReturn: true) }
        if isImplicitResult(node) { return resultType(of: node, explicitReturn: false) }
        return nil
    }

    /// The name assigned to when `node` is the value of `name = node` (or `self.name = node`).
    private static func assignedName(_ node: Syntax, in sequence: SequenceExprSyntax) -> String? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[2].id == node.id, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Whether `node` is the last operand of `sequence` after a ternary's `:`, so that its type is
    /// the whole sequence's (`flag ? "on" : "off"`).
    private static func isLastOperand(_ node: Syntax, of sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.last?.id == node.id else { return false }
        // Not `??`: `Text(name ?? "Unknown")` with a `String` name is `Text(String)`, not localized.
        return elements[elements.count - 2].is(UnresolvedTernaryExprSyntax.self)
    }

    /// The rule of a call for the argument a literal is, if the call takes a localizable string there.
    private func rule(
        for call: FunctionCallExprSyntax, argument: LabeledExprSyntax, in list: LabeledExprListSyntax
    ) -> LocalizableDeclarations.Call? {
        var candidates: [LocalizableDeclarations.Call] = []
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            candidates = declarations.calls[reference.baseName.text] ?? []
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) {
                candidates = declarations.calls[base.baseName.text] ?? []
            } else if name == "init", member.base == nil, let type = implicitMemberType(of: call) {
                // `.init(title: "…")` where the context gives the type.
                candidates = declarations.calls[type] ?? []
            } else if name.first?.isUppercase == true {
                candidates = declarations.calls[name] ?? []
            } else {
                candidates = declarations.methods[name] ?? []
            }
        }
        let label = argument.label?.text
        let isFirstUnlabeled = list.first(where: { $0.label == nil })?.id == argument.id
        return candidates.first { call in
            call.keyLabel == nil ? (label == nil && isFirstUnlabeled) : call.keyLabel == label
        }
    }

    /// The type an implicit member expression (`.init(…)`) has from its context: a dictionary's
    /// value type or a declaration's type.
    private func implicitMemberType(of call: FunctionCallExprSyntax) -> String? {
        var type: TypeSyntax?
        if let element = call.parent?.as(DictionaryElementSyntax.self), element.value.id == call.id,
            let dictionary = element.parent?.parent?.as(DictionaryExprSyntax.self)
        {
            type = contextualType(of: Syntax(dictionary))?.as(DictionaryTypeSyntax.self)?.value
        } else if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            type = binding.typeAnnotation?.type
        }
        return type.map { InterpolationSpecifiers.typeName($0) }
    }

    /// Whether `node` is the only expression of a body whose value is its result: a getter, a
    /// function, a `switch` or `if` branch of such a body.
    private func isImplicitResult(_ node: Syntax) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else {
            return false
        }
        return list.count == 1
    }

    /// The declared result type of the body a literal is the result of: for `return`, the
    /// enclosing function's or property's; for an implicit result, only while each enclosing
    /// body is itself an implicit result.
    private func resultType(of node: Syntax, explicitReturn: Bool) -> TypeSyntax? {
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
            if let binding = scope.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
            if let subscriptDecl = scope.as(SubscriptDeclSyntax.self) { return subscriptDecl.returnClause.type }
            // A closure's result is the closure's caller's business.
            if scope.is(ClosureExprSyntax.self) || scope.is(InitializerDeclSyntax.self) { return nil }
            // A branch's value is the result only when the `switch` or `if` is itself the result.
            if !explicitReturn, let list = scope.as(CodeBlockItemListSyntax.self), list.count > 1,
                !(list.parent?.is(SwitchCaseSyntax.self) ?? false)
            {
                return nil
            }
            current = scope.parent
        }
        return nil
    }

    private func isLocalizable(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return LocalizableDeclarations.localizableTypes.contains(InterpolationSpecifiers.typeName(type))
    }

    /// The decoded value of the argument labeled `label` when it is a literal without interpolation.
    private static func literalArgument(_ label: String, in arguments: LabeledExprListSyntax) -> String? {
        arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// A literal's key: its text, each interpolation replaced by its specifier and, when there
    /// is one, each `%` of the text doubled (the key is then a format); the interpolations whose
    /// type was guessed.
    static func key(of literal: StringLiteralExprSyntax) -> (key: String, guessed: [String]) {
        if let plain = literal.representedLiteralValue { return (plain, []) }
        var key = ""
        var guessed: [String] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                // The segment alone in a copy of the literal, to decode it as the literal would.
                let single = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
                for character in single.representedLiteralValue ?? text.content.text {
                    key += character == "%" ? "%%" : String(character)
                }
            case .expressionSegment(let expression):
                let (specifier, isGuess) = InterpolationSpecifiers.specifier(of: expression)
                key += specifier
                if isGuess { guessed.append(expression.expressions.trimmedDescription) }
            }
        }
        return (key, guessed)
    }
}
#endif
