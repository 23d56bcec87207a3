#if !Hummingbird
// Without swift-l10n's `Hummingbird` trait this module is empty: these stand-ins turn "cannot find
// 'LocalizationMiddleware' in scope" into a message that says what to enable.

/// Unavailable: enable swift-l10n's `Hummingbird` trait.
@available(
    *, unavailable,
    message: "L10nHummingbird needs swift-l10n's Hummingbird trait: .package(url: ..., from: ..., traits: [\"Hummingbird\"])"
)
public struct LocalizationMiddleware {}
#endif
