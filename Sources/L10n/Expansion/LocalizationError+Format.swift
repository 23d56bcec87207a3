import L10nFormat
import L10nResources

extension LocalizationError {
    /// The error for `error`, which formatting `expanded` — `value`'s expansion for
    /// `arguments` — threw, naming what the translator wrote: the specifier as written (`%lld`,
    /// not the rewrite `%1$lld`), its bytes in the variant's own text, the variable and the
    /// variant.
    ///
    /// Expands `value` again with a trace, which only a failed call pays for. Should the trace
    /// not find the specifier (it always should), the error names the expansion itself.
    init(
        formatting error: FormatError, expanded: String, of value: LocalizedValue, arguments: [FormatArgument],
        selection: VariantSelection, key: String?, source: SourceLocation?
    ) {
        let trace = ExpansionTrace()
        let expansion = FormatExpansion(arguments: arguments, selection: selection, trace: trace)
        guard (try? expansion.format(for: value, key: key)) != nil, let written = trace.specifier(at: error.range) else {
            self.init(.format(error, text: expanded, variable: nil, variant: nil), key: key, message: "\(error)", source: source)
            return
        }
        self.init(error, writtenAs: written, arguments: arguments, key: key, source: source)
    }

    /// The error for `error`, found in an expansion whose trace says the specifier was `written`.
    ///
    /// The message reads `%lld in variant 'one' of variable 'files' expects an integer, got 1.5
    /// (argument 1, byte 0 of "%lld file")`.
    init(
        _ error: FormatError, writtenAs written: ExpansionTrace.WrittenSpecifier, arguments: [FormatArgument], key: String?,
        source: SourceLocation?
    ) {
        var format = error
        format.specifier = written.specifier
        format.range = written.range
        var problem = error.problem
        var details: [String] = []
        if let index = error.argumentIndex {
            details.append("argument \(index + 1)")
            switch error.reason {
            case .typeMismatch(let expected, _) where arguments.indices.contains(index):
                problem = "expects \(expected), got \(arguments[index].messageText)"
            case .missingArgument:
                problem += ": \(arguments.count) \(arguments.count == 1 ? "was" : "were") given"
            default:
                break
            }
        }
        details.append("byte \(written.range.lowerBound) of \"\(Self.quoted(written.text))\"")
        let place = written.choices.isEmpty ? "" : " in " + written.choices.reversed().map(Self.describe).joined(separator: " in ")
        let innermost = written.choices.last
        self.init(
            .format(
                format, text: written.text, variable: innermost?.variation == .plural ? innermost?.variable : nil, variant: innermost?.name),
            key: key, message: "\(format.specifier)\(place) \(problem) (\(details.joined(separator: ", ")))", source: source)
    }

    /// `variant 'one' of variable 'files'`, `device variant 'ipad'`.
    private static func describe(_ choice: ExpansionTrace.Choice) -> String {
        switch choice.variation {
        case .plural: "variant '\(choice.name)' of " + FormatExpansion.subject(choice.variable)
        case .device: "device variant '\(choice.name)'"
        case .width: "width variant \(choice.name)"
        }
    }

    /// A text as a message quotes it: whole up to 80 characters.
    private static func quoted(_ text: String) -> String {
        text.count <= 80 ? text : text.prefix(79) + "…"
    }
}
