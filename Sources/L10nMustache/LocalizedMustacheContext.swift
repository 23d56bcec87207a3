#if Mustache
public import L10nTemplates
public import Mustache
import L10n
import L10nSupport

/// The values a Mustache template renders, with the request's localization beside them under
/// the name `l10n`:
///
/// ```mustache
/// <html lang="{{l10n.lang}}" dir="{{l10n.dir}}">
/// <h1>{{#l10n.string}}greeting name{{/l10n.string}}</h1>
/// {{#rows}}<p>{{#l10n.string}}files.remaining count{{/l10n.string}}</p>{{/rows}}
/// {{#l10n.alternates}}<link rel="alternate" hreflang="{{language}}" href="?lang={{language}}">{{/l10n.alternates}}
/// ```
///
/// `{{#l10n.string}}KEY ARGUMENT…{{/l10n.string}}` is the localized string for `KEY`, its
/// arguments the values the names after it find — looked up as Mustache looks up a name:
/// dotted paths, from the innermost section's value out to the root — formatted in the
/// request's locale (plurals included) and escaped and isolated for the context's output
/// (`TemplateLocalization.string(_:arguments:table:for:)`). A key with spaces is quoted
/// (`"%lld files remaining" count`); `table=NAME` names a table. Integers, floating-point
/// values and strings are passed as themselves; anything else as its description.
///
/// `{{#l10n.attribute}}…{{/l10n.attribute}}` is the same string for a quoted attribute value
/// (`title="…"`): escaped, its arguments isolated by characters (`TemplateOutput.htmlAttribute`).
///
/// The other names: `l10n.lang` (BCP 47), `l10n.dir` (`ltr`/`rtl`), `l10n.isRightToLeft`,
/// `l10n.alternates` (`language`, `localization`, `dir`, `isCurrent` each).
///
/// The string is written as the lambda's result, which Mustache neither escapes again nor
/// reads as a template: a `{{` a user typed stays text.
public struct LocalizedMustacheContext: MustacheParent, MustacheTransformable {
    /// The values themselves, at this depth.
    let values: Any
    /// The contexts around this one, innermost first.
    let outer: [Any]
    let localization: TemplateLocalization
    let output: TemplateOutput

    /// `values` rendered for `output` in `localization`.
    public init(_ values: Any, localization: TemplateLocalization, output: TemplateOutput = .html) {
        self.init(values: values, outer: [], localization: localization, output: output)
    }

    private init(values: Any, outer: [Any], localization: TemplateLocalization, output: TemplateOutput) {
        self.values = values
        self.outer = outer
        self.localization = localization
        self.output = output
    }

    public func child(named name: String) -> Any? {
        if name == "l10n" { return Helpers(context: self) }
        guard let child = Self.child(named: name, of: values) else { return nil }
        return wrapped(child)
    }

    /// A value found under this context, wrapped so that sections opened on it still see
    /// `l10n` and the values around it; numbers, strings, booleans and Mustache's own types
    /// are left as they are, so that Mustache renders and transforms them as usual.
    private func wrapped(_ child: Any) -> Any {
        switch child {
        // The common values first, each a cast to a concrete type; the protocols after them
        // cost a conformance lookup each.
        case is String, is Int, is Double, is Bool:
            return child
        case let dictionary as [String: Any]:
            return LocalizedMustacheContext(values: dictionary, outer: [values] + outer, localization: localization, output: output)
        case let array as [Any]:
            return array.map { element in wrapped(element) }
        case let sequence as any MustacheSequence:
            // Still an array, so that Mustache iterates it and runs its transforms.
            return Self.elements(of: sequence).map { element in wrapped(element) }
        case is Substring, is any BinaryInteger, is any BinaryFloatingPoint, is MustacheLambda, is MustacheTemplate,
            is any MustacheCustomRenderable:
            return child
        default:
            return LocalizedMustacheContext(values: child, outer: [values] + outer, localization: localization, output: output)
        }
    }

    private static func elements(of sequence: some Sequence) -> [Any] {
        sequence.map { $0 }
    }

    /// The value `path` (dot-separated) finds from this context out to the root, as
    /// Mustache finds a name: the first scope whose value has the path's first name.
    func value(at path: Substring) -> Any? {
        // Most arguments are one name: looked up with no splitting.
        let names = path.utf8.contains(UInt8(ascii: ".")) ? path.split(separator: ".").map(String.init) : [String(path)]
        guard let first = names.first else { return values }
        var found = Self.child(named: first, of: values)
        if found == nil {
            for scope in outer {
                found = Self.child(named: first, of: scope)
                if found != nil { break }
            }
        }
        guard var found else { return nil }
        for name in names.dropFirst() {
            guard let next = Self.child(named: name, of: found) else { return nil }
            found = next
        }
        return found
    }

    /// The child `name` of `value`, as Mustache reads one: a `MustacheParent`'s, else the
    /// stored property of that name; an optional is unwrapped.
    static func child(named name: String, of value: Any) -> Any? {
        if let dictionary = value as? [String: Any] { return dictionary[name] }
        if let context = value as? LocalizedMustacheContext { return child(named: name, of: context.values) }
        if let parent = value as? any MustacheParent { return parent.child(named: name).flatMap(unwrapped) }
        guard let found = Mirror(reflecting: value).children.first(where: { $0.label == name }) else { return nil }
        return unwrapped(found.value)
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    /// A transform of the values (`{{#sorted(prices)}}`, `{{count(items)}}`), as Mustache runs
    /// it on them, its result seeing `l10n` too.
    public func transform(_ name: String) -> Any? {
        guard let transformable = values as? any MustacheTransformable, let result = transformable.transform(name) else { return nil }
        return wrapped(result)
    }

    /// What `l10n` names.
    struct Helpers: MustacheParent {
        let context: LocalizedMustacheContext

        func child(named name: String) -> Any? {
            let localization = context.localization
            switch name {
            case "string": return MustacheLambda { text in localizedString(text, for: context.output) }
            case "attribute":
                return MustacheLambda { text in localizedString(text, for: context.output == .plainText ? .plainText : .htmlAttribute) }
            case "lang": return localization.language
            case "dir": return localization.direction.rawValue
            case "isRightToLeft": return localization.direction == .rightToLeft
            case "alternates":
                return localization.alternates.map { alternate in
                    [
                        "language": alternate.language, "localization": alternate.localization.name,
                        "dir": alternate.direction.rawValue, "isCurrent": alternate.isCurrent,
                    ] as [String: Any]
                }
            default: return nil
            }
        }

        /// The string a `{{#l10n.string}}` section names.
        private func localizedString(_ text: String, for output: TemplateOutput) -> Rendered {
            guard let call = MustacheCaches.calls.value(for: text, make: { MustacheStringCall(text) }) else {
                // Not a call (empty, or a quote left open): the text itself, escaped, so that
                // the template's mistake shows where it is rather than vanishing.
                return Rendered(text: output == .plainText ? text : TemplateLocalization.escapedHTML(text))
            }
            let arguments = call.arguments.map { name in
                Self.formatArgument(context.value(at: name))
            }
            return Rendered(
                text: context.localization.string(call.key, arguments: arguments, table: call.table, for: output))
        }

        /// A context value as the format engine takes it.
        static func formatArgument(_ value: Any?) -> FormatArgument {
            switch value {
            case nil: .null
            // The common types first, each a concrete cast.
            case let value as Int: .int(Int64(value))
            case let value as String: .string(value)
            case let value as Double: .double(value)
            case let convertible as any FormatArgumentConvertible: convertible.formatArgument
            case let context as LocalizedMustacheContext: formatArgument(context.values)
            case let value?: .string(String(describing: value))
            }
        }
    }

    /// A lambda's answer: not a `String`, so that Mustache writes it as it is instead of
    /// parsing it as a template (which would read a user's `{{` as a tag).
    struct Rendered: CustomStringConvertible {
        let text: String
        var description: String { text }
    }
}
#endif
