#if Hummingbird && Mustache
import Hummingbird
import L10n
import L10nMustache
import L10nTemplates
import Mustache

/// What `/page` and `/email` render: the templates in `Examples/Templates` over the same
/// values, the page written as HTML and the email as plain text.
enum ExamplePages {
    /// The values the templates read: the visitor's name, a few counts to show plurals, a total.
    struct Values {
        let name: String
        let rows: [Row]
        let total: Double
    }

    struct Row {
        let count: Int
    }

    static let counts = [0, 1, 2, 5, 22]

    /// The template `name` rendered for `request` (`?name=…`) in its localization: `page` as
    /// HTML, `email` as plain text.
    static func render(
        _ name: String, request: Request, localization: ResolvedLocalization, templates: MustacheLibrary
    ) throws -> String {
        let values = Values(
            name: request.uri.queryParameters["name"].map(String.init) ?? "", rows: counts.map(Row.init), total: 1234.5)
        let output: TemplateOutput = name == "email" ? .plainText : .html
        guard let rendered = templates.render(values, withTemplate: name, localization: TemplateLocalization(localization), output: output)
        else {
            throw HTTPError(.internalServerError, message: "no template \(name)")
        }
        return rendered
    }
}
#endif
