#if Leaf
import Leaf
public import LeafKit
import L10n
import L10nTemplates
import L10nVapor
import Vapor

/// The tags ``LeafLocalization`` adds to Leaf: a localized string by key, its arguments the
/// tag's other parameters, which Leaf resolves from the context as it resolves any parameter.
///
/// ```leaf
/// <h1 title="#localizedAttribute("greeting", name)">#localized("greeting", name)</h1>
/// #for(row in rows):<li>#localized("files.remaining", row.count)</li>#endfor
/// <p>#localizedTable("Emails", "order.total", total)</p>
/// ```
///
/// | Tag | Written for |
/// | --- | --- |
/// | `#localized(key, arguments…)` | HTML text, or plain text when the renderer renders an email's text part |
/// | `#localizedAttribute(key, arguments…)` | a quoted attribute value |
/// | `#localizedTable(table, key, arguments…)` | as `#localized`, from the table `table` |
/// | `#localizedTableAttribute(table, key, arguments…)` | as `#localizedAttribute`, from the table `table` |
///
/// Escaping is the tag's own, not Leaf's (the tags are `UnsafeUnescapedLeafTag`s, so Leaf
/// does not escape their result twice): the translation and every argument are HTML-escaped
/// and string arguments isolated by direction, as
/// `TemplateLocalization.string(_:arguments:table:for:)` writes them.
///
/// The request's localization is the one `LocalizationMiddleware` bound; a renderer from
/// ``LeafLocalization/renderer(_:localization:output:)`` carries its own instead. A
/// translation's mistake never fails the render (the localizer degrades and reports); a
/// template's does, with a `LeafError` naming the tag: no key, a key that is not a string,
/// no localization to render with.
public struct LocalizedStringTag: UnsafeUnescapedLeafTag, Sendable {
    /// Where the tag's result is written.
    public enum Placement: Sendable {
        /// In HTML text (or plain text, for a renderer of an email's text part).
        case text
        /// In a quoted attribute value.
        case attribute
    }

    /// Where the tag writes.
    public let placement: Placement
    /// Whether the tag's first parameter names the table (`#localizedTable`).
    public let namesTable: Bool

    /// The localization a renderer's copy of the tag is bound to
    /// (``LeafLocalization/renderer(_:localization:output:)``): it answers without looking the
    /// localization up in the render's `userInfo` on every call, which cost an eighth of a page
    /// of ten tags (an `AnyHashable` comparison and a cast from `Any`, scripts/bench's
    /// `leaf.tenStrings`).
    let bound: LeafLocalization.Carried?

    public init(placement: Placement, namesTable: Bool) {
        self.init(placement: placement, namesTable: namesTable, bound: nil)
    }

    init(placement: Placement, namesTable: Bool, bound: LeafLocalization.Carried?) {
        self.placement = placement
        self.namesTable = namesTable
        self.bound = bound
    }

    /// The name a template calls the tag by: letters only, as Leaf reads a tag's name (so not
    /// `l10n`, which Leaf would leave as text).
    var name: String {
        switch (placement, namesTable) {
        case (.text, false): "localized"
        case (.attribute, false): "localizedAttribute"
        case (.text, true): "localizedTable"
        case (.attribute, true): "localizedTableAttribute"
        }
    }

    public func render(_ context: LeafContext) throws -> LeafData {
        var parameters = context.parameters[...]
        var table: String?
        if namesTable {
            guard let tableName = parameters.popFirst()?.string else {
                throw LeafError(
                    .unknownError("#\(name)(table, key, arguments…): the first parameter, a table name, is missing or not a string"))
            }
            table = tableName
        }
        guard let key = parameters.popFirst(), key.celf == .string, let key = key.string else {
            throw LeafError(.unknownError("#\(name)(\(namesTable ? "table, " : "")key, arguments…): the key is missing or not a string"))
        }
        var arguments: [FormatArgument] = []
        arguments.reserveCapacity(parameters.count)
        for parameter in parameters { arguments.append(Self.formatArgument(parameter)) }
        if let bound {
            return .string(bound.string(key, arguments: arguments, table: table, for: written(in: bound.output)))
        }
        let (localization, output) = try Self.localization(of: context, tag: name)
        return .string(localization.string(key, arguments: arguments, table: table, for: written(in: output)))
    }

    /// What the tag writes for, in a render for `output`.
    private func written(in output: TemplateOutput) -> TemplateOutput {
        switch (placement, output) {
        case (_, .plainText): .plainText
        case (.attribute, _): .htmlAttribute
        case (.text, let output): output
        }
    }

    /// The localization and output the render carries (``LeafLocalization/renderer(_:localization:output:)``),
    /// else the request's, written as HTML.
    static func localization(of context: LeafContext, tag: String) throws -> (TemplateLocalization, TemplateOutput) {
        if let carried = context.userInfo[LeafLocalization.userInfoKey] as? LeafLocalization.Carried {
            return (carried.localization, carried.output)
        }
        guard let request = context.request else {
            throw LeafError(
                .unknownError(
                    "#\(tag): no localization to render with: render with request.localizedView, request.view or request.leaf after LocalizationMiddleware, or with LeafLocalization.renderer"
                ))
        }
        do {
            return (TemplateLocalization(try request.localization), .html)
        } catch {
            throw LeafError(.unknownError("#\(tag): \(error)"))
        }
    }

    /// A parameter as the format engine takes it: integers, floating-point values and strings
    /// as themselves, booleans and collections as Leaf writes them, a missing value as null.
    static func formatArgument(_ data: LeafData) -> FormatArgument {
        if data.isNil { return .null }
        switch data.celf {
        case .int: return data.int.map { .int(Int64($0)) } ?? .null
        case .double: return data.double.map(FormatArgument.double) ?? .null
        case .string: return data.string.map(FormatArgument.string) ?? .null
        default: return .string(data.short)
        }
    }
}
#endif
