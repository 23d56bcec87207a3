#if Mustache
import L10nSupport
import L10nTemplates

/// The caches of L10nMustache (the package's convention: each module declares its caches in one
/// file).
enum MustacheCaches {
    /// Each `{{#l10n.string}}` section's text as read, by the text: a template renders the same
    /// sections on every render, and reading one anew cost about a tenth of a page's time
    /// (scripts/bench, `templateVsFilledContext`). The texts are the templates' own, not a
    /// client's; a bound all the same.
    static let calls = BoundedCache<String, MustacheStringCall?>(capacity: 4096)
}
#endif
