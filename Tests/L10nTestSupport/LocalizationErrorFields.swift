import L10n

/// What a `LocalizationError`'s reason carries, read as the tests compare it: the reason's name
/// and, where the reason has them, its variable, variant, format error and text, and resource
/// error. Only the tests get these: a service matches on ``LocalizationError/reason``.
public enum LocalizationErrorKind: String, Sendable, Hashable {
    case resource, format, missingArgument, expansionDepth, undefinedVariable, unknownRule, pluralRules, noLocalization
    case missingVariant, missingKey, lint
}

extension LocalizationError {
    /// The reason's name as an enum, for `==` in expectations.
    public var kind: LocalizationErrorKind {
        guard let kind = LocalizationErrorKind(rawValue: reason.name) else {
            preconditionFailure("a LocalizationError reason the tests do not know: \(reason.name)")
        }
        return kind
    }

    /// The plural variable whose variants were searched or read: a `.format`'s, a
    /// `.missingVariant`'s, a `.missingArgument`'s (`nil` for the other reasons).
    public var variable: String? {
        switch reason {
        case .format(_, _, let variable, _), .missingVariant(let variable, _): variable
        case .missingArgument(let variable): variable
        case .resource, .expansionDepth, .undefinedVariable, .unknownRule, .pluralRules, .noLocalization, .missingKey, .lint: nil
        }
    }

    /// The variant (plural category, device, width) the reason names.
    public var category: String? {
        switch reason {
        case .format(_, _, _, let variant), .missingVariant(_, let variant): variant
        default: nil
        }
    }

    /// The format error of a `.format` reason.
    public var format: FormatError? {
        if case .format(let error, _, _, _) = reason { error } else { nil }
    }

    /// The text a `.format` reason's range refers to.
    public var formatText: String? {
        if case .format(_, let text, _, _) = reason { text } else { nil }
    }

    /// The reading error of a `.resource` reason.
    public var resource: ResourceError? {
        if case .resource(let error) = reason { error } else { nil }
    }
}

extension Sequence where Element == Localization {
    /// The localizations' names, for comparing with what Foundation or a fixture lists as text.
    public var names: [String] { map(\.name) }
}
