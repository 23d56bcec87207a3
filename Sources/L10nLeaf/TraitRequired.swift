#if !Leaf
// Without swift-l10n's `Leaf` trait this module has only this stand-in, so that a missing
// trait is diagnosed as one ("'…' is unavailable: L10nLeaf needs swift-l10n's Leaf trait"),
// not as "cannot find in scope" or "has no member". (`request.localizedView()` and
// `app.leaf.addLocalizationTags()` extend Vapor's and Leaf's own types, which are not there to
// extend.)

/// Unavailable: enable swift-l10n's `Leaf` trait.
@available(*, unavailable, message: "L10nLeaf needs swift-l10n's Leaf trait: .package(url: ..., from: ..., traits: [\"Leaf\"])")
public enum LeafLocalization {
    @available(*, unavailable, message: "L10nLeaf needs swift-l10n's Leaf trait: .package(url: ..., from: ..., traits: [\"Leaf\"])")
    public static var tags: [String: Any] { [:] }
}

/// Unavailable: enable swift-l10n's `Leaf` trait.
@available(*, unavailable, message: "L10nLeaf needs swift-l10n's Leaf trait: .package(url: ..., from: ..., traits: [\"Leaf\"])")
public struct LocalizedStringTag {}

/// Unavailable: enable swift-l10n's `Leaf` trait.
@available(*, unavailable, message: "L10nLeaf needs swift-l10n's Leaf trait: .package(url: ..., from: ..., traits: [\"Leaf\"])")
public struct LocalizedView {}
#endif
