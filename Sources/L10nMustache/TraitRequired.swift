#if !Mustache
// Without swift-l10n's `Mustache` trait this module has only this stand-in, so that a missing
// trait is diagnosed as one ("'…' is unavailable: L10nMustache needs swift-l10n's Mustache
// trait"), not as "cannot find in scope".

/// Unavailable: enable swift-l10n's `Mustache` trait.
@available(
    *, unavailable,
    message: "L10nMustache needs swift-l10n's Mustache trait: .package(url: ..., from: ..., traits: [\"Mustache\"])"
)
public struct LocalizedMustacheContext {
    @available(
        *, unavailable,
        message: "L10nMustache needs swift-l10n's Mustache trait: .package(url: ..., from: ..., traits: [\"Mustache\"])"
    )
    public init(_ values: Any, localization: Any, output: Any? = nil) {}
}
#endif
