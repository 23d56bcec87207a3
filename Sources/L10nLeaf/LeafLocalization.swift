#if Leaf
public import L10nTemplates
public import Leaf
public import LeafKit
public import Vapor
import L10n
import L10nVapor

/// Localized Leaf templates: the tags (``LocalizedStringTag``) and the renderers that give a
/// template its request's localization.
///
/// ```swift
/// app.middleware.use(LocalizationMiddleware(localizer: localizer))
/// app.leaf.addLocalizationTags()
///
/// app.get("page") { request in
///     try await request.localizedView().render("page", ["name": request.query[String.self, at: "name"]])
/// }
/// ```
///
/// ```leaf
/// <html lang="#(l10n.lang)" dir="#(l10n.dir)">
/// #for(alternate in l10n.alternates):<link rel="alternate" hreflang="#(alternate.language)">#endfor
/// <h1>#localized("greeting", name)</h1>
/// ```
///
/// A render through ``LocalizedView`` sees, beside its own values, `l10n`: `lang` (BCP 47),
/// `dir` (`ltr`/`rtl`), `isRightToLeft` and `alternates` (`language`, `localization`, `dir`,
/// `isCurrent` each). The tags also work in a plain `request.view.render`, in HTML, from the
/// localization the middleware bound.
public enum LeafLocalization {
    /// The tags by the names templates call them: `localized`, `localizedAttribute`, `localizedTable`,
    /// `localizedTableAttribute`.
    public static var tags: [String: any LeafTag] {
        var tags: [String: any LeafTag] = [:]
        for placement in [LocalizedStringTag.Placement.text, .attribute] {
            for namesTable in [false, true] {
                let tag = LocalizedStringTag(placement: placement, namesTable: namesTable)
                tags[tag.name] = tag
            }
        }
        return tags
    }

    /// A renderer like `base` whose templates render in `localization`, for `output` (`.html`
    /// or `.plainText`): for a render outside a request, such as an email a job sends.
    public static func renderer(
        _ base: LeafRenderer, localization: TemplateLocalization, output: TemplateOutput = .html
    )
        -> LeafRenderer
    {
        let carried = Carried(localization: localization, output: output)
        var userInfo = base.userInfo
        userInfo[userInfoKey] = carried
        // The renderer's own copies of the localization tags, under the names `tags` gives
        // them, are bound to it (looking at every tag Leaf has cost a page a tenth more);
        // `userInfo` still carries it for the tags under other names and any other tag that asks.
        var tags = base.tags
        for name in tagNames {
            if let tag = tags[name] as? LocalizedStringTag {
                tags[name] = LocalizedStringTag(placement: tag.placement, namesTable: tag.namesTable, bound: carried)
            }
        }
        return LeafRenderer(
            configuration: base.configuration, tags: tags, cache: base.cache, sources: base.sources, eventLoop: base.eventLoop,
            userInfo: userInfo)
    }

    /// The names of ``tags``.
    static let tagNames = Array(tags.keys)

    /// Where a renderer carries its localization (LeafKit's `userInfo` is keyed by any hashable).
    static let userInfoKey = "swift-l10n.localization"

    /// A class, so that a bound tag's every call copies one reference, not the localization's fields.
    final class Carried: Sendable {
        let localization: TemplateLocalization
        let output: TemplateOutput

        init(localization: TemplateLocalization, output: TemplateOutput) {
            self.localization = localization
            self.output = output
        }

        /// `localization.string(…)`, called here so that the localization is read in place
        /// (a bound tag's call copied it out of the class, its fields retained and released).
        func string(_ key: String, arguments: [FormatArgument], table: String?, for output: TemplateOutput) -> String {
            localization.string(key, arguments: arguments, table: table, for: output)
        }
    }
}

extension Application.Leaf {
    /// Adds ``LeafLocalization/tags`` to the application's Leaf tags, and fixes the application's
    /// template sources when it boots.
    ///
    /// Leaf 4.5 builds its default sources from `configuration` on every `request.leaf` and
    /// `request.view`, and in doing so writes `configuration` back into the application's
    /// storage (LeafKit's `rootDirectory` has a mutating getter): two requests rendering at once
    /// write it at once, a data race ThreadSanitizer reports and that can corrupt the stored
    /// path. Setting `sources` once, at boot — when `configuration` is final, whatever order the
    /// service configured things in — leaves the requests nothing to write.
    public func addLocalizationTags() {
        tags.merge(LeafLocalization.tags) { _, localized in localized }
        application.lifecycle.use(SourcesFixedAtBoot())
    }
}

/// Stores Leaf's sources (the service's own, or the default ones for the final configuration)
/// before the server accepts a request. See `addLocalizationTags()`.
struct SourcesFixedAtBoot: LifecycleHandler {
    func willBoot(_ application: Application) throws {
        application.leaf.sources = application.leaf.sources
    }
}

extension Request {
    /// The request's Leaf renderer, its templates rendered in the request's localization for
    /// `output`: `.html` for a page, `.plainText` for an email's text part.
    ///
    /// - Throws: When no `LocalizationMiddleware` ran for the route (`request.localization`'s error).
    public func localizedView(for output: TemplateOutput = .html) throws -> LocalizedView {
        LocalizedView(localization: TemplateLocalization(try localization), output: output, renderer: leaf)
    }
}

/// Renders Leaf templates in one localization, with the page's facts under `l10n` beside the
/// template's own values (``LeafLocalization``).
public struct LocalizedView {
    /// The localization the templates render in.
    public let localization: TemplateLocalization
    /// What they are written for.
    public let output: TemplateOutput
    let renderer: LeafRenderer

    /// `localization` rendered for `output` by `renderer`'s templates and tags.
    public init(localization: TemplateLocalization, output: TemplateOutput = .html, renderer: LeafRenderer) {
        self.localization = localization
        self.output = output
        self.renderer = LeafLocalization.renderer(renderer, localization: localization, output: output)
    }

    /// The template `name` rendered with `values` (an `Encodable` whose encoded form is keyed,
    /// as Leaf requires) and `l10n`. A value of the template's own named `l10n` is replaced.
    public func render(_ name: String, _ values: some Encodable = [String: String]()) async throws -> View {
        let buffer = try await renderer.render(path: name, context: Context(values: values, l10n: Page(localization))).get()
        return View(data: buffer)
    }

    /// The values a template renders, and `l10n` beside them.
    struct Context<Values: Encodable>: Encodable {
        let values: Values
        let l10n: Page

        func encode(to encoder: any Encoder) throws {
            // Leaf's encoder merges the two keyed containers into one context.
            try values.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(l10n, forKey: .l10n)
        }

        enum Key: CodingKey { case l10n }
    }

    /// What `l10n` holds.
    struct Page: Encodable {
        let lang: String
        let dir: String
        let isRightToLeft: Bool
        let alternates: [Alternate]

        struct Alternate: Encodable {
            let language: String
            let localization: String
            let dir: String
            let isCurrent: Bool
        }

        init(_ localization: TemplateLocalization) {
            lang = localization.language
            dir = localization.direction.rawValue
            isRightToLeft = localization.direction == .rightToLeft
            alternates = localization.alternates.map { alternate in
                Alternate(
                    language: alternate.language, localization: alternate.localization.name, dir: alternate.direction.rawValue,
                    isCurrent: alternate.isCurrent)
            }
        }
    }
}
#endif
