#if !Leaf
// Without swift-l10n's `Leaf` trait this module has only this stand-in, so that a missing
// trait is diagnosed as one ("'…' is unavailable: L10nLeaf needs swift-l10n's Leaf trait"),
// not as "cannot find in scope".

/// Unavailable: enable swift-l10n's `Leaf` trait.
@available(
    *, unavailable,
    message: "L10nLeaf needs swift-l10n's Leaf trait: .package(url: ..., from: ..., traits: [\"Leaf\"])"
)
public enum LeafLocalization {}
#endif
