import L10nFormat
import L10nSupport
import Synchronization

/// A ``Localizer`` whose bundle can be replaced while it serves: translations updated on disk
/// are picked up without a restart.
///
/// ```swift
/// let strings = try ReloadingLocalizer(path: "Resources", reporter: reporter)
/// guard strings.validation.isValid else { fatalError("\(strings.validation.errors)") }
/// // In a request handler:
/// let localization = try strings.localization(for: .acceptLanguage(header))
/// // From a background task: look for changes every 10 seconds until cancelled.
/// await strings.watch(every: .seconds(10))
/// ```
///
/// It manages snapshots, nothing else: each call is answered by the serving snapshot, a
/// ``Localizer``, along the localizer's one path.
///
/// A reload opens the folder as a new snapshot (a new ``Localizer``) and validates it
/// (``Localizer/validate()``: every table of every localization read, every entry checked) on
/// the caller's thread, off the hot path; only a snapshot without errors is installed, in one
/// step. Calls and ``ResolvedLocalization``s in flight keep the snapshot they started with (they
/// hold it), so every result comes wholly from one snapshot; the old one is freed when the
/// last of them ends. A snapshot that cannot be opened or does not validate is not installed:
/// the old one keeps serving, and the outcome (reported as
/// ``LocalizationEvent/reloaded(_:)``) names every problem's file and line.
///
/// A thread keeps the last snapshot it used until its next call after a reload (or until it
/// exits), so an old snapshot is freed once every thread that used it has moved on.
///
/// Each snapshot has read all of its files when it starts serving (validation reads them),
/// so it never reads a file of a later version; deploy new files by renaming them into place
/// (or a new folder by a symbolic link), so no reload sees a half-written file.
public final class ReloadingLocalizer: Sendable {
    /// The bundle folder, opened again by each reload.
    public let path: String
    /// Passed to every snapshot's ``LocalizationBundle/init(path:developmentRegion:pseudoLocalizations:)``.
    public let developmentRegion: Localization?
    /// Made anew from each snapshot's development region (see
    /// ``LocalizationBundle/init(path:developmentRegion:pseudoLocalizations:)``).
    public let pseudoLocalizations: [PseudoLocalization]
    /// Every snapshot's fallback policy.
    public let fallback: LocalizationFallback
    /// Every snapshot's reporter, also told of each reload's outcome.
    public let reporter: (any LocalizationReporter)?

    /// The serving snapshot.
    struct Snapshot: Sendable {
        let localizer: Localizer
        let generation: Int
        let validation: ValidationReport
        let fingerprint: BundleFingerprint
    }

    /// The serving snapshot.
    private let current: LockedState<Snapshot>
    /// The serving snapshot's generation, written after `current`: a thread whose remembered
    /// snapshot (``ThreadSnapshots``) has this generation uses it without taking the lock.
    private let published = Atomic<Int>(1)
    /// Tells this localizer's snapshots apart in ``ThreadSnapshots``; never reused.
    private let serialNumber = ThreadSnapshots.nextOwner()
    /// The serving snapshot's ``Localizer/serialNumber``, written after `current`: a call asks
    /// the localizer's one path for the plans that snapshot made (``ThreadPlanCache``) without
    /// touching the snapshot, which it reaches only on a miss.
    private let servingOwner: Atomic<UInt64>
    /// Held for a whole reload, so reloads happen one at a time.
    private let reloads = LockedState(())

    /// Opens and validates the first snapshot.
    ///
    /// A snapshot with errors is served all the same (a service decides: check ``validation``
    /// and refuse to start, or log and go on); its errors and the bundle's warnings are
    /// reported.
    ///
    /// - Throws: `ResourceError` when the folder cannot be opened.
    public init(
        path: String, developmentRegion: Localization? = nil, fallback: LocalizationFallback = .table,
        reporter: (any LocalizationReporter)? = nil, pseudoLocalizations: [PseudoLocalization] = []
    ) throws(ResourceError) {
        self.path = path
        self.developmentRegion = developmentRegion
        self.pseudoLocalizations = pseudoLocalizations
        self.fallback = fallback
        self.reporter = reporter
        let fingerprint = BundleFingerprint(path: path)
        let localizer = Localizer(
            bundle: try Self.openBundle(path, developmentRegion, pseudoLocalizations), fallback: fallback, reporter: reporter)
        let validation = localizer.validate()
        if let reporter {
            for error in validation.errors { reporter.report(.failed(error), metadata: [:]) }
        }
        current = LockedState(Snapshot(localizer: localizer, generation: 1, validation: validation, fingerprint: fingerprint))
        servingOwner = Atomic(localizer.serialNumber)
    }

    /// The folder opened as a new bundle, with every snapshot's options.
    private static func openBundle(
        _ path: String, _ developmentRegion: Localization?, _ pseudoLocalizations: [PseudoLocalization]
    ) throws(ResourceError) -> LocalizationBundle {
        try LocalizationBundle(path: path, developmentRegion: developmentRegion, pseudoLocalizations: pseudoLocalizations)
    }

    private var snapshot: Snapshot {
        current.withLock { $0 }
    }

    /// The serving snapshot's localizer. Hold it for work that must come wholly from one
    /// snapshot; ask again to see later reloads.
    ///
    /// Each thread remembers the snapshot it used last, so in steady state this is one atomic
    /// load and a thread-local read; a thread's remembered snapshot is released when it next
    /// asks after a reload, or when it exits.
    public var localizer: Localizer {
        let generation = published.load(ordering: .acquiring)
        if let remembered = ThreadSnapshots.localizer(owner: serialNumber, generation: generation) { return remembered }
        let serving = snapshot
        ThreadSnapshots.remember(serving.localizer, owner: serialNumber, generation: serving.generation)
        return serving.localizer
    }

    /// The serving snapshot's generation: 1 for the first, one more for each installed reload.
    public var generation: Int { snapshot.generation }

    /// What validating the serving snapshot found.
    public var validation: ValidationReport { snapshot.validation }

    /// ``Localizer/localization(for:metadata:)-(LocalizationRequest,_)`` on the serving snapshot.
    public func localization(
        for request: LocalizationRequest, metadata: [String: String] = [:]
    ) throws(LocalizationError) -> ResolvedLocalization {
        try localizer.localization(for: request, metadata: metadata)
    }

    /// ``Localizer/localization(for:metadata:)-(LocalizationRequest.Languages,_)`` on the serving snapshot.
    public func localization(
        for languages: LocalizationRequest.Languages, metadata: [String: String] = [:]
    ) throws(LocalizationError) -> ResolvedLocalization {
        try localizer.localization(for: languages, metadata: metadata)
    }

    /// ``Localizer/localize(_:arguments:_:)`` on the serving snapshot.
    public func localize(
        _ key: String, arguments: [FormatArgument] = [], _ request: LocalizationRequest
    ) throws(LocalizationError) -> LocalizedString {
        try Localizer.answer(
            key, arguments, request, owner: servingOwner.load(ordering: .acquiring), reporter: reporter, metadata: nil, source: self)
    }

    /// ``Localizer/localizedString(forKey:_:)`` on the serving snapshot.
    public func localizedString(forKey key: String, _ request: LocalizationRequest) throws(LocalizationError) -> LocalizedString {
        try localizer.localizedString(forKey: key, request)
    }

    /// ``Localizer/localize(_:for:)`` on the serving snapshot.
    public func localize(
        _ deferred: DeferredLocalization, for languages: LocalizationRequest.Languages
    ) throws(LocalizationError) -> LocalizedString {
        try localizer.localize(deferred, for: languages)
    }

    /// Opens the folder again, validates it and installs it if it has no errors — whether or
    /// not anything changed. Returns (and reports) the outcome; waits for a reload under way.
    @discardableResult
    public func reload() -> ReloadOutcome {
        reloads.withLock { _ in reloadLocked(onlyIfChanged: false) }
    }

    /// ``reload()`` if any file or folder of the bundle was added, removed, replaced or
    /// written since the serving snapshot was opened; else ``ReloadOutcome/Result/unchanged``
    /// without reading a file.
    @discardableResult
    public func reloadIfChanged() -> ReloadOutcome {
        reloads.withLock { _ in reloadLocked(onlyIfChanged: true) }
    }

    /// Calls ``reloadIfChanged()`` every `interval` until the calling task is cancelled.
    ///
    /// Run it in a task of its own (a service's background task); each check lists the
    /// folder, and a reload reads and validates on that task's thread.
    public func watch(every interval: Duration) async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            reloadIfChanged()
        }
    }

    private func reloadLocked(onlyIfChanged: Bool) -> ReloadOutcome {
        let serving = snapshot
        let fingerprint = BundleFingerprint(path: path)
        if onlyIfChanged, fingerprint == serving.fingerprint {
            return finish(ReloadOutcome(result: .unchanged, generation: serving.generation))
        }
        let bundle: LocalizationBundle
        do {
            bundle = try Self.openBundle(path, developmentRegion, pseudoLocalizations)
        } catch {
            // Remembered, so `reloadIfChanged` does not try the same files again.
            install(serving.with(fingerprint: fingerprint))
            return finish(ReloadOutcome(result: .rejected, generation: serving.generation, openingError: error))
        }
        let candidate = Localizer(bundle: bundle, fallback: fallback, reporter: reporter, reportingWarnings: false)
        let validation = candidate.validate()
        guard validation.isValid else {
            install(serving.with(fingerprint: fingerprint))
            return finish(ReloadOutcome(result: .rejected, generation: serving.generation, validation: validation))
        }
        let generation = serving.generation + 1
        install(Snapshot(localizer: candidate, generation: generation, validation: validation, fingerprint: fingerprint))
        return finish(ReloadOutcome(result: .installed, generation: generation, validation: validation))
    }

    private func install(_ snapshot: Snapshot) {
        current.withLock { $0 = snapshot }
        servingOwner.store(snapshot.localizer.serialNumber, ordering: .releasing)
        published.store(snapshot.generation, ordering: .releasing)
    }

    private func finish(_ outcome: ReloadOutcome) -> ReloadOutcome {
        reporter?.report(.reloaded(outcome), metadata: [:])
        return outcome
    }
}

extension ReloadingLocalizer.Snapshot {
    /// The same snapshot, remembering that the folder looked like `fingerprint` when a reload
    /// last read it.
    func with(fingerprint: BundleFingerprint) -> Self {
        Self(localizer: localizer, generation: generation, validation: validation, fingerprint: fingerprint)
    }
}

/// The snapshot each thread used last, per ``ReloadingLocalizer``: a few slots in thread-local
/// storage, each an owner's serial number, a generation and that generation's localizer. A
/// slot answers only for the generation the reloading localizer has published, so a reload is
/// seen at the next call; the owners' serial numbers are never reused, so a slot cannot answer
/// for a localizer made later at a freed one's address.
enum ThreadSnapshots {
    /// Slots per thread: a service has one or two reloading localizers.
    static let slotCount = 4

    static func nextOwner() -> UInt64 {
        owners.add(1, ordering: .relaxed).newValue
    }

    /// The localizer the current thread remembers for `owner` at `generation`.
    static func localizer(owner: UInt64, generation: Int) -> Localizer? {
        slots.withValue { slots in
            for entry in slots.entries where entry.owner == owner && entry.generation == generation {
                return entry.localizer
            }
            return nil
        }
    }

    /// Remembers `localizer` as `owner`'s snapshot at `generation`, replacing the owner's
    /// earlier one, or the least recently remembered slot.
    static func remember(_ localizer: Localizer, owner: UInt64, generation: Int) {
        slots.withValue { slots in
            let entry = Slots.Entry(owner: owner, generation: generation, localizer: localizer)
            if let index = slots.entries.firstIndex(where: { $0.owner == owner }) {
                slots.entries[index] = entry
            } else {
                if slots.entries.count == slotCount { slots.entries.removeFirst() }
                slots.entries.append(entry)
            }
        }
    }

    private static let owners = Atomic<UInt64>(0)

    final class Slots {
        struct Entry {
            let owner: UInt64
            let generation: Int
            let localizer: Localizer
        }

        var entries: [Entry] = []
    }

    private static var slots: ThreadLocal<Slots> { SharedCaches.threadSnapshots }
}
