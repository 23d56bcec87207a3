#if Mustache
public import L10nTemplates
public import Mustache

extension MustacheTemplate {
    /// Renders `values` with `localization`'s strings under `l10n`
    /// (``LocalizedMustacheContext``), written for `output`: `.html` for a page,
    /// `.plainText` for an email's text part.
    public func render(
        _ values: Any, localization: TemplateLocalization, output: TemplateOutput = .html, library: MustacheLibrary? = nil
    ) -> String {
        render(LocalizedMustacheContext(values, localization: localization, output: output), library: library)
    }
}

extension MustacheLibrary {
    /// Renders the template `name` as ``MustacheTemplate/render(_:localization:output:library:)``
    /// does; `nil` when the library has no such template.
    public func render(
        _ values: Any, withTemplate name: String, localization: TemplateLocalization, output: TemplateOutput = .html
    )
        -> String?
    {
        render(LocalizedMustacheContext(values, localization: localization, output: output), withTemplate: name)
    }
}
#endif
