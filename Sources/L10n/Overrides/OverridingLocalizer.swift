import L10nSupport

/// A localizer whose translations can be overridden while it serves — for every request, or
/// for one tenant's — without a deploy: a customer's own wording, a typo fixed in production.
///
/// ```swift
/// let strings = try OverridingLocalizer(ReloadingLocalizer(path: "Resources"))
/// try strings.setOverrides([
///     TranslationOverride(tenant: Tenant("acme"), localization: "de", key: "team.title", value: "Arbeitsbereich"),
/// ], for: Tenant("acme"))
/// // In a request handler, the tenant taken from the request:
/// let localization = try strings.servingLocalizer(for: Tenant(header)).localization(for: .acceptLanguage(language))
/// ```
///
/// Layers, from the bottom: the bundle's files (a ``Localizer``, or a ``ReloadingLocalizer``'s
/// serving snapshot); the global overrides; a tenant's. A request for a tenant sees all three,
/// a request without one (or for a tenant with no overrides of its own) the first two — never
/// a tenant's overrides but its own. Each scope is answered by a ``Localizer`` of its own over
/// the same bundle (its files read once and shared), so every cache an override can change —
/// plans, raw answers, merged tables — belongs to one scope, and a lookup pays nothing for the
/// layers: the scope is chosen once per request (``servingLocalizer(for:)``).
///
/// A change is checked before it is served (``OverrideRefusal``: the mistakes lint reports for
/// the same lines in a file, and overrides naming no localization or table of the bundle), and
/// is installed in one step: a request that started keeps the localizer it started with.
/// Changing a tenant's overrides remakes only that tenant's localizer; changing the global
/// ones remakes every scope's, each on its next request.
public final class OverridingLocalizer: ServingLocalizer, Sendable {
    /// The bundle's localizer: a ``Localizer`` or a ``ReloadingLocalizer``.
    public let base: any ServingLocalizer

    /// One scope: the global overrides, or one tenant's.
    private struct Scope {
        /// Its overrides, their localizations spelled as the bundle spells them.
        var overrides: [TranslationOverride] = []
        /// Its localizer, and the base snapshot it lies over; made by its first request.
        var made: (base: Localizer, localizer: Localizer)?
    }

    private struct State {
        var global = Scope()
        /// The tenants with overrides of their own (a tenant a client names without any makes
        /// no entry, so invented names cost nothing kept).
        var tenants: [Tenant: Scope] = [:]
        /// Counts changes: a localizer made from the overrides of an earlier change is not kept.
        var generation = 0
    }

    private let state = LockedState(State())

    /// A scope's localizer as the lock found it: made, or what making it needs.
    private enum Found {
        case made(Localizer)
        case needed(scope: Tenant?, generation: Int, layers: [[TranslationOverride]])
    }

    /// Serves `base` with `overrides` over it.
    ///
    /// - Throws: ``OverrideRefusal`` if an override is refused (nothing is installed).
    public init(_ base: some ServingLocalizer, overrides: [TranslationOverride] = []) throws(OverrideRefusal) {
        self.base = base
        try setOverrides(overrides.filter { $0.tenant == nil }, for: nil)
        for tenant in Set(overrides.compactMap(\.tenant)).sorted() {
            try setOverrides(overrides.filter { $0.tenant == tenant }, for: tenant)
        }
    }

    /// The localizer of requests without a tenant: the bundle's with the global overrides.
    public var servingLocalizer: Localizer { servingLocalizer(for: nil) }

    /// The localizer a request of `tenant` (`nil`: none) is answered by; a request keeps it
    /// to its end. A tenant without overrides of its own is answered as a request without one.
    public func servingLocalizer(for tenant: Tenant?) -> Localizer {
        let snapshot = base.servingLocalizer
        // One lock and at most one hash of the tenant's name when the scope's localizer is made
        // (a request's common case).
        let found: Found = state.withLock { state in
            if let tenant, let scope = state.tenants[tenant] {
                if let made = scope.made, made.base === snapshot { return .made(made.localizer) }
                return .needed(scope: tenant, generation: state.generation, layers: [state.global.overrides, scope.overrides])
            }
            if let made = state.global.made, made.base === snapshot { return .made(made.localizer) }
            return .needed(scope: nil, generation: state.generation, layers: [state.global.overrides])
        }
        guard case .needed(let scope, let generation, let layers) = found else {
            if case .made(let localizer) = found { return localizer }
            return snapshot
        }
        // Made outside the lock (a scope's overrides grouped into tables); kept unless the
        // overrides changed meanwhile or another request kept one first.
        let overlay = layers.filter { !$0.isEmpty }
        let localizer =
            overlay.isEmpty
            ? snapshot : Localizer(overlaying: snapshot, bundle: snapshot.bundle.overlaid(by: OverrideOverlay(layers: overlay)))
        return state.withLock { state in
            let made = scope.map { state.tenants[$0]?.made } ?? state.global.made
            if let made, made.base === snapshot { return made.localizer }
            guard state.generation == generation else { return localizer }
            if let scope {
                state.tenants[scope]?.made = (snapshot, localizer)
            } else {
                state.global.made = (snapshot, localizer)
            }
            return localizer
        }
    }

    /// Every override, global ones first, then each tenant's by name.
    public var overrides: [TranslationOverride] {
        state.withLock { state in
            state.global.overrides + state.tenants.keys.sorted().flatMap { state.tenants[$0]?.overrides ?? [] }
        }
    }

    /// The overrides of `tenant` (`nil`: the global ones), each localization spelled as the
    /// bundle spells it.
    public func overrides(for tenant: Tenant?) -> [TranslationOverride] {
        state.withLock { state in
            tenant.map { state.tenants[$0]?.overrides ?? [] } ?? state.global.overrides
        }
    }

    /// The tenants that have overrides of their own.
    public var tenants: [Tenant] {
        state.withLock { $0.tenants.keys.sorted() }
    }

    /// Replaces the overrides of `tenant` (`nil`: the global ones) with `overrides`, which must
    /// all belong to that scope; an empty list removes them.
    ///
    /// - Throws: ``OverrideRefusal`` if an override is refused or belongs to another scope;
    ///   the scope's overrides are then unchanged.
    public func setOverrides(_ overrides: [TranslationOverride], for tenant: Tenant?) throws(OverrideRefusal) {
        let accepted: [TranslationOverride]
        switch check(overrides, for: tenant) {
        case .success(let checked): accepted = checked
        case .failure(let refusal): throw refusal
        }
        state.withLock { state in
            state.generation += 1
            if let tenant {
                state.tenants[tenant] = accepted.isEmpty ? nil : Scope(overrides: accepted)
            } else {
                // Every scope lies over the global overrides: each is made again.
                state.global = Scope(overrides: accepted)
                for tenant in state.tenants.keys { state.tenants[tenant]?.made = nil }
            }
        }
    }

    /// The problems that would refuse `overrides` as `tenant`'s (`nil`: the global ones),
    /// without installing them: what a tool asks before it writes overrides where services
    /// read them. Empty when they would be served.
    public func problems(_ overrides: [TranslationOverride], for tenant: Tenant?) -> [OverrideRefusal.Problem] {
        switch check(overrides, for: tenant) {
        case .success: []
        case .failure(let refusal): refusal.problems
        }
    }

    /// `overrides` as `tenant`'s scope would serve them, or every problem that refuses them.
    private func check(_ overrides: [TranslationOverride], for tenant: Tenant?) -> Result<[TranslationOverride], OverrideRefusal> {
        let misplaced = overrides.filter { $0.tenant != tenant }.map { OverrideRefusal.Problem.otherScope($0, expected: tenant) }
        let global = tenant == nil ? [] : state.withLock { $0.global.overrides }
        let checked = OverrideValidation(bundle: base.servingLocalizer.bundle).checked(
            overrides.filter { $0.tenant == tenant }, over: global)
        switch checked {
        case .success(let accepted) where misplaced.isEmpty: return .success(accepted)
        case .success: return .failure(OverrideRefusal(problems: misplaced))
        case .failure(let refusal): return .failure(OverrideRefusal(problems: misplaced + refusal.problems))
        }
    }
}
