#if !Postgres
// Without swift-l10n's `Postgres` trait this module has only these stand-ins, so that a missing
// trait is diagnosed as one, not as "cannot find in scope".

/// Unavailable: enable swift-l10n's `Postgres` trait.
@available(*, unavailable, message: "L10nPostgres needs swift-l10n's Postgres trait: .package(url: ..., from: ..., traits: [\"Postgres\"])")
public struct PostgresOverrideSync {}

/// Unavailable: enable swift-l10n's `Postgres` trait.
@available(*, unavailable, message: "L10nPostgres needs swift-l10n's Postgres trait: .package(url: ..., from: ..., traits: [\"Postgres\"])")
public final class OverrideStore {}

/// Unavailable: enable swift-l10n's `Postgres` trait.
@available(*, unavailable, message: "L10nPostgres needs swift-l10n's Postgres trait: .package(url: ..., from: ..., traits: [\"Postgres\"])")
public struct DatabaseURL {}
#endif
