import L10n

/// What the fuzz target (`Fuzz/Sources/FuzzTemplates`) drives without a bundle on disk: the HTML
/// writing of ``TemplateLocalization/string(_:arguments:table:for:)`` for a translation formatted
/// by the caller.
@_spi(Testing)
public enum TemplateWriting {
    /// `arguments` with each string replaced by the marker that stands for it while formatting.
    public static func markedArguments(_ arguments: [FormatArgument]) -> [FormatArgument] {
        TemplateLocalization.markedArguments(arguments)
    }

    /// A translation formatted with ``markedArguments(_:)``, written for `output`.
    public static func html(
        _ formatted: String, arguments: [FormatArgument], carriesMarkup: Bool, output: TemplateOutput, isolatesArguments: Bool
    ) -> String {
        TemplateLocalization.html(
            formatted, arguments: arguments, carriesMarkup: carriesMarkup, output: output, isolatesArguments: isolatesArguments)
    }
}
