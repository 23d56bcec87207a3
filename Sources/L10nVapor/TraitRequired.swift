#if !Vapor
// Without swift-l10n's `Vapor` trait this module is empty: these stand-ins turn "cannot find
// 'LocalizationMiddleware' in scope" into a message that says what to enable.

/// Unavailable: enable swift-l10n's `Vapor` trait.
@available(
    *, unavailable,
    message: "L10nVapor needs swift-l10n's Vapor trait: .package(url: ..., from: ..., traits: [\"Vapor\"])"
)
public struct LocalizationMiddleware {}
#endif
