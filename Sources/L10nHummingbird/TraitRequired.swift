#if !Hummingbird
// Without swift-l10n's `Hummingbird` trait this module has only these stand-ins: each of its
// types and initializers is named, so that a missing trait is diagnosed as one ("'…' is
// unavailable: L10nHummingbird needs swift-l10n's Hummingbird trait"), not as "cannot find in
// scope" or "initializer is inaccessible".

/// Unavailable: enable swift-l10n's `Hummingbird` trait.
@available(
    *, unavailable,
    message: "L10nHummingbird needs swift-l10n's Hummingbird trait: .package(url: ..., from: ..., traits: [\"Hummingbird\"])"
)
public struct LocalizationMiddleware<Context> {
    @available(
        *, unavailable,
        message: "L10nHummingbird needs swift-l10n's Hummingbird trait: .package(url: ..., from: ..., traits: [\"Hummingbird\"])"
    )
    public init(localizer: Any, selection: Any? = nil, failurePolicy: Any? = nil, exposesKeysInErrors: Bool = false) {}
}

/// Unavailable: enable swift-l10n's `Hummingbird` trait.
@available(
    *, unavailable,
    message: "L10nHummingbird needs swift-l10n's Hummingbird trait: .package(url: ..., from: ..., traits: [\"Hummingbird\"])"
)
public protocol LocalizationRequestContext {}

/// Unavailable: enable swift-l10n's `Hummingbird` trait.
@available(
    *, unavailable,
    message: "L10nHummingbird needs swift-l10n's Hummingbird trait: .package(url: ..., from: ..., traits: [\"Hummingbird\"])"
)
public struct BasicLocalizationRequestContext {
    @available(
        *, unavailable,
        message: "L10nHummingbird needs swift-l10n's Hummingbird trait: .package(url: ..., from: ..., traits: [\"Hummingbird\"])"
    )
    public init(source: Any) {}
}

/// Unavailable: enable swift-l10n's `Hummingbird` trait.
@available(
    *, unavailable,
    message: "L10nHummingbird needs swift-l10n's Hummingbird trait: .package(url: ..., from: ..., traits: [\"Hummingbird\"])"
)
public struct LocalizationReloadService {
    @available(
        *, unavailable,
        message: "L10nHummingbird needs swift-l10n's Hummingbird trait: .package(url: ..., from: ..., traits: [\"Hummingbird\"])"
    )
    public init(_ localizer: Any, every interval: Any? = nil) {}
}
#endif
