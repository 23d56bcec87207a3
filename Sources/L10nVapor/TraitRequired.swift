#if !Vapor
// Without swift-l10n's `Vapor` trait this module has only these stand-ins: each of its types
// and initializers is named, so that a missing trait is diagnosed as one ("'…' is unavailable:
// L10nVapor needs swift-l10n's Vapor trait"), not as "cannot find in scope" or "initializer is
// inaccessible". (`request.localization` extends Vapor's own type, which is not there to extend.)

/// Unavailable: enable swift-l10n's `Vapor` trait.
@available(*, unavailable, message: "L10nVapor needs swift-l10n's Vapor trait: .package(url: ..., from: ..., traits: [\"Vapor\"])")
public struct LocalizationMiddleware {
    @available(*, unavailable, message: "L10nVapor needs swift-l10n's Vapor trait: .package(url: ..., from: ..., traits: [\"Vapor\"])")
    public init(localizer: Any, selection: Any? = nil, failurePolicy: Any? = nil, exposesKeysInErrors: Bool = false) {}
}

/// Unavailable: enable swift-l10n's `Vapor` trait.
@available(*, unavailable, message: "L10nVapor needs swift-l10n's Vapor trait: .package(url: ..., from: ..., traits: [\"Vapor\"])")
public final class LocalizationReloadLifecycle {
    @available(*, unavailable, message: "L10nVapor needs swift-l10n's Vapor trait: .package(url: ..., from: ..., traits: [\"Vapor\"])")
    public init(_ localizer: Any, every interval: Any? = nil) {}
}
#endif
