#if !canImport(Darwin)
public import Foundation
public import L10n
import L10nSupport

/// Which localizer answers the calls that name a Foundation bundle (`Bundle.main`,
/// `Bundle.module`, `Bundle(path:)`): one the service registered for it, or else one this
/// module opens over the bundle's folder on the first call and keeps for the process.
///
/// A service registers the localizers it already serves with, so that a shared package's
/// `String(localized:bundle: .module)` answers from the same reloaded snapshot, with the same
/// reporter and failure policy, as the service's own calls:
///
/// ```swift
/// let strings = try ReloadingLocalizer(path: SharedStrings.bundle.bundlePath, reporter: reporter)
/// LocalizedBundles.register(strings, for: SharedStrings.bundle)
/// ```
///
/// A bundle nobody registered is opened with `FailurePolicy.degrade` (a translator's mistake
/// answers from another localization; `String(localized:)` cannot throw) and no reporter. A
/// folder that cannot be opened, or that has no localizations, answers every call with its
/// default value (the development language's text from the source), as Apple's `Bundle` does
/// for a key it cannot find.
public enum LocalizedBundles {
    /// Answers the calls that name `bundle` with `localizer` from now on.
    ///
    /// Register before serving: a thread that named the bundle already may answer its next
    /// call from the entry it remembers; the thread that registers forgets it at once.
    public static func register(_ localizer: some ServingLocalizer, for bundle: Bundle) {
        BundleLocalizers.shared.register(localizer, for: bundle)
        LookupFront.current.forgetBundle()
    }
}

/// The process's localizers by bundle folder, opened once each.
final class BundleLocalizers: Sendable {
    static let shared = BundleLocalizers()

    /// What answers for one bundle folder; a class, so a call takes one reference.
    final class Entry: Sendable {
        /// The localizer, or `nil` when the folder cannot serve (then ``failure`` says why).
        let localizer: (any ServingLocalizer)?
        /// The folder, standardized: a request's own localizer answers for a bundle at the same path.
        let path: String
        let failure: ResourceError?
        /// The process's languages resolved against this bundle, made on the first call outside a request.
        let processLocalization = ProcessLocalization()

        init(localizer: (any ServingLocalizer)?, path: String, failure: ResourceError?) {
            self.localizer = localizer
            self.path = path
            self.failure = failure
        }
    }

    private struct State {
        /// The entries, by standardized folder: every way of naming a bundle ends here.
        var byPath: [String: Entry] = [:]
        /// A front for the bundle objects calls name (`Bundle.module`, `Bundle.main`), which
        /// saves finding and standardizing their paths on each call. Each entry keeps its
        /// object alive, so an identity is never reused for another bundle; Foundation on
        /// Linux makes a new object for each `Bundle(path:)`, so a process that makes them per
        /// call would fill it, and it is emptied when full.
        var byObject: [ObjectIdentifier: (bundle: Bundle, entry: Entry)] = [:]
    }

    static let objectFrontCapacity = 64

    private let state = LockedState(State())

    func entry(for bundle: Bundle) -> Entry {
        let identifier = ObjectIdentifier(bundle)
        if let found = state.withLock({ $0.byObject[identifier]?.entry }) { return found }
        let entry = entry(forPath: Self.standardizedPath(bundle))
        state.withLock { state in
            if state.byObject.count >= Self.objectFrontCapacity { state.byObject.removeAll(keepingCapacity: true) }
            state.byObject[identifier] = (bundle, entry)
        }
        return entry
    }

    func entry(forPath path: String) -> Entry {
        if let found = state.withLock({ $0.byPath[path] }) { return found }
        let entry: Entry
        do {
            let localizer = try Localizer(path: path, failurePolicy: .degrade)
            if localizer.bundle.localizations.isEmpty {
                entry = Entry(
                    localizer: nil, path: path, failure: ResourceError(.unreadable, file: path, message: "the bundle has no localizations"))
            } else {
                entry = Entry(localizer: localizer, path: path, failure: nil)
            }
        } catch {
            entry = Entry(localizer: nil, path: path, failure: error)
        }
        // Two first calls may both open the folder; the first stored wins, so every call after
        // it answers from the same localizer.
        return state.withLock { state in
            if let stored = state.byPath[path] { return stored }
            state.byPath[path] = entry
            return entry
        }
    }

    func register(_ localizer: some ServingLocalizer, for bundle: Bundle) {
        let path = Self.standardizedPath(bundle)
        state.withLock { state in
            state.byPath[path] = Entry(localizer: localizer, path: path, failure: nil)
            state.byObject.removeAll()
        }
    }

    static func standardizedPath(_ bundle: Bundle) -> String {
        standardizedPath(URL(fileURLWithPath: bundle.bundlePath))
    }

    static func standardizedPath(_ url: URL) -> String {
        url.standardizedFileURL.path
    }
}

/// A bundle's resolution of the process's languages, made once: they do not change while the
/// process runs.
final class ProcessLocalization: Sendable {
    private let resolved = LockedState<(localizer: Localizer, localization: ResolvedLocalization)?>(nil)

    func localization(_ localizer: Localizer) throws(LocalizationError) -> ResolvedLocalization {
        if let found = resolved.withLock({ $0 }), found.localizer === localizer { return found.localization }
        let localization = try localizer.localization(for: .preferred(ProcessLanguages.preferred))
        resolved.withLock { $0 = (localizer, localization) }
        return localization
    }
}
#endif
