import L10nFormat
import L10nSupport
import Synchronization

/// A ``Localizer`` whose bundle can be replaced while it serves: translations updated on disk
/// are picked up without a restart.
///
/// ```swift
/// let strings = try ReloadingLocalizer(path: "Resources", developmentRegion: "en", reporter: reporter)
/// // In a request handler:
/// let localization = try strings.localization(for: .acceptLanguage(header))
/// // From a background task: look for changes every 10 seconds until cancelled.
/// await strings.watch(every: .seconds(10))
/// ```
///
/// It manages snapshots, nothing else: each call is answered by the serving snapshot, a
/// ``Localizer``, along the localizer's one path — under ``FailurePolicy/degrade`` by
/// default, so a translator's mistake costs one localization one string, never a failed call:
/// an entry that cannot answer is answered by the next localization that can, and reported.
///
/// A reload opens the folder as a new snapshot (a new ``Localizer``) and validates it
/// (``Localizer/validate()``: every table of every localization read, every entry checked) on
/// the caller's thread, off the hot path, then installs it in one step. **Each file keeps its
/// last good version**: a file whose new version cannot be read or adds an error its serving
/// version did not have is held at the serving version, while every other file's change
/// installs; the outcome lists each held file with its errors (file, line, key, reason) on
/// every reload until it is fixed. Errors that remain (a broken file with no earlier
/// version, at startup or new) are served degraded: their entries answer from another
/// localization. Calls and ``ResolvedLocalization``s in flight keep the snapshot they started
/// with (they hold it), so every result comes wholly from one snapshot; the old one is freed
/// when the last of them ends. A folder that cannot be opened at all is not installed: the
/// old snapshot keeps serving, and the outcome (reported as ``LocalizationEvent/reloaded(_:)``)
/// says why.
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
    /// Every snapshot's failure policy (``FailurePolicy/degrade`` unless told otherwise).
    public let failurePolicy: FailurePolicy
    /// Every snapshot's reporter, also told of each reload's outcome.
    public let reporter: (any LocalizationReporter)?
    /// Every snapshot's number data (``Localizer/numberData``).
    public let numberData: NumberData

    /// The serving snapshot.
    struct Snapshot: Sendable {
        let localizer: Localizer
        let generation: Int
        let validation: ValidationReport
        let fingerprint: BundleFingerprint
        /// The files held at an earlier version, with the errors of the version on disk.
        let heldFiles: [HeldFile]
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
    /// Opens the folder with every snapshot's options.
    private var builder: SnapshotBuilder {
        SnapshotBuilder(
            path: path, developmentRegion: developmentRegion, pseudoLocalizations: pseudoLocalizations, fallback: fallback,
            failurePolicy: failurePolicy, reporter: reporter, numberData: numberData)
    }

    /// Held for a whole reload, so reloads happen one at a time.
    private let reloads = LockedState(())

    /// Opens and validates the first snapshot.
    ///
    /// A snapshot with errors is served all the same, its broken entries degraded (a service
    /// that would rather not start checks ``validation``); its errors and the bundle's
    /// warnings are reported.
    ///
    /// - Parameters:
    ///   - path: The bundle folder.
    ///   - developmentRegion: The localization every other falls back on; overrides
    ///     `Info.plist` and a catalog's source language. Pass it for a folder that has neither:
    ///     without one, a key a translation lacks has nowhere to fall back to (validation warns).
    ///   - fallback: Where a key missing from the chosen table is looked for next (Apple's rule
    ///     by default; ``FailurePolicy/degrade`` looks further for what is missing anyway).
    ///   - failurePolicy: What a call does when the chosen localization cannot answer:
    ///     ``FailurePolicy/degrade`` (the default), ``FailurePolicy/apple`` or ``FailurePolicy/strict``.
    ///   - reporter: Told about every snapshot's events and each reload's outcome.
    ///   - pseudoLocalizations: Made anew for each snapshot.
    ///   - numberData: Whose locale data formats numbers, unless a request says (see
    ///     ``Localizer/numberData``).
    /// - Throws: `ResourceError` when the folder cannot be listed (naming the path and the
    ///   operating system's reason) or its `Info.plist` cannot be read.
    public init(
        path: String, developmentRegion: Localization? = nil, fallback: LocalizationFallback = .table,
        failurePolicy: FailurePolicy = .degrade, reporter: (any LocalizationReporter)? = nil,
        pseudoLocalizations: [PseudoLocalization] = [], numberData: NumberData = .system
    ) throws(ResourceError) {
        self.path = path
        self.numberData = numberData
        self.developmentRegion = developmentRegion
        self.pseudoLocalizations = pseudoLocalizations
        self.fallback = fallback
        self.failurePolicy = failurePolicy
        self.reporter = reporter
        let fingerprint = BundleFingerprint(path: path)
        let opened = try SnapshotBuilder(
            path: path, developmentRegion: developmentRegion, pseudoLocalizations: pseudoLocalizations, fallback: fallback,
            failurePolicy: failurePolicy, reporter: reporter, numberData: numberData
        ).open(previous: nil)
        let localizer = opened.localizer(reportingWarnings: true)
        if let reporter {
            for error in opened.validation.errors { reporter.report(.failed(error), metadata: [:]) }
        }
        current = LockedState(
            Snapshot(localizer: localizer, generation: 1, validation: opened.validation, fingerprint: fingerprint, heldFiles: []))
        servingOwner = Atomic(localizer.serialNumber)
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

    /// What validating the serving snapshot found: its errors are the entries served degraded.
    public var validation: ValidationReport { snapshot.validation }

    /// The files the serving snapshot holds at an earlier version, because their version on
    /// disk cannot be read or adds errors (listed with each); empty when every file's latest
    /// version serves.
    public var heldFiles: [HeldFile] { snapshot.heldFiles }

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

    /// ``Localizer/localize(_:arguments:_:)-(_,[FormatArgument],_)`` on the serving snapshot.
    public func localize(
        _ key: String, arguments: [FormatArgument] = [], _ request: LocalizationRequest
    ) throws(LocalizationError) -> LocalizedString {
        try Localizer.answer(
            key, arguments, request, owner: servingOwner.load(ordering: .acquiring), reporter: reporter, metadata: nil, source: self)
    }

    /// ``localize(_:arguments:_:)-(_,[FormatArgument],_)`` with arguments as they are (`[count, name]`).
    ///
    /// Disfavored, so that literals (`[21, "Ada"]`) still build `FormatArgument`s directly.
    @_disfavoredOverload
    public func localize(
        _ key: String, arguments: [any FormatArgumentConvertible], _ request: LocalizationRequest
    ) throws(LocalizationError) -> LocalizedString {
        try localize(key, arguments: arguments.formatArguments, request)
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

    /// Opens the folder again, validates it and installs it, each file that would add an error
    /// held at its serving version — whether or not anything changed. Returns (and reports)
    /// the outcome; waits for a reload under way.
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
        let opened: SnapshotBuilder.Opened
        do {
            opened = try builder.open(previous: serving)
        } catch {
            // Remembered, so `reloadIfChanged` does not try the same files again.
            install(serving.with(fingerprint: fingerprint))
            return finish(
                ReloadOutcome(result: .rejected, generation: serving.generation, openingError: error, heldFiles: serving.heldFiles))
        }
        let generation = serving.generation + 1
        install(
            Snapshot(
                localizer: opened.localizer(reportingWarnings: false), generation: generation, validation: opened.validation,
                fingerprint: fingerprint, heldFiles: opened.heldFiles))
        return finish(ReloadOutcome(result: .installed, generation: generation, validation: opened.validation, heldFiles: opened.heldFiles))
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
        Self(localizer: localizer, generation: generation, validation: validation, fingerprint: fingerprint, heldFiles: heldFiles)
    }
}

/// Opens a reloading localizer's folder as a snapshot, holding each file whose version on
/// disk would add errors at the serving snapshot's version of it.
private struct SnapshotBuilder {
    let path: String
    let developmentRegion: Localization?
    let pseudoLocalizations: [PseudoLocalization]
    let fallback: LocalizationFallback
    let failurePolicy: FailurePolicy
    let reporter: (any LocalizationReporter)?
    let numberData: NumberData

    /// A bundle opened and validated, not yet serving.
    struct Opened {
        let owner: SnapshotBuilder
        let bundle: LocalizationBundle
        let validation: ValidationReport
        let heldFiles: [HeldFile]

        /// The snapshot's localizer: the owner's options, and the validation's broken entries
        /// quarantined, so that ``FailurePolicy/degrade`` serves them from another localization.
        func localizer(reportingWarnings: Bool) -> Localizer {
            Localizer(
                bundle: bundle, fallback: owner.fallback, failurePolicy: owner.failurePolicy, reporter: owner.reporter,
                numberData: owner.numberData, reportingWarnings: reportingWarnings, quarantine: Localizer.quarantine(of: validation))
        }
    }

    /// Opens the folder; with a serving snapshot, a file whose new version cannot be read or
    /// adds an error is opened at the version `previous` read instead.
    ///
    /// - Throws: `ResourceError` when the folder cannot be opened, even with the serving
    ///   version of the file that stops it (an `Info.plist`).
    func open(previous: ReloadingLocalizer.Snapshot?) throws(ResourceError) -> Opened {
        let versions = previous?.localizer.bundle.files.versions ?? [:]
        let first: (bundle: LocalizationBundle, validation: ValidationReport)
        do {
            first = try open(holding: [:])
        } catch {
            guard let version = versions[error.file] else { throw error }
            let held = try open(holding: [error.file: version])
            return Opened(
                owner: self, bundle: held.bundle, validation: held.validation,
                heldFiles: [
                    HeldFile(path: error.file, errors: [LocalizationError(.resource(error), key: error.key, message: error.message)])
                ])
        }
        guard let previous else { return Opened(owner: self, bundle: first.bundle, validation: first.validation, heldFiles: []) }
        let before = Self.errorsByFile(previous.validation)
        let now = Self.errorsByFile(first.validation)
        let read = first.bundle.files.versions
        var holding: [String: [UInt8]] = [:]
        var heldFiles: [HeldFile] = []
        for (file, errors) in now.sorted(by: { $0.key < $1.key }) {
            guard let version = versions[file], read[file] != version else { continue }
            let known = Set((before[file] ?? []).map(ErrorIdentity.init))
            guard !errors.allSatisfy({ known.contains(ErrorIdentity($0)) }) else { continue }
            holding[file] = version
            heldFiles.append(HeldFile(path: file, errors: errors))
        }
        guard !holding.isEmpty else { return Opened(owner: self, bundle: first.bundle, validation: first.validation, heldFiles: []) }
        let held = try open(holding: holding)
        return Opened(owner: self, bundle: held.bundle, validation: held.validation, heldFiles: heldFiles)
    }

    private func open(holding held: [String: [UInt8]]) throws(ResourceError) -> (bundle: LocalizationBundle, validation: ValidationReport) {
        let bundle = try LocalizationBundle(
            path: path, developmentRegion: developmentRegion, pseudoLocalizations: pseudoLocalizations,
            files: BundleFiles(held: held, recording: true))
        return (bundle, bundle.validate())
    }

    /// A validation's errors by the file each names.
    private static func errorsByFile(_ report: ValidationReport) -> [String: [LocalizationError]] {
        var byFile: [String: [LocalizationError]] = [:]
        for error in report.errors {
            guard let file = error.file else { continue }
            byFile[file, default: []].append(error)
        }
        return byFile
    }

    /// What tells an error from another across versions of a file: not its line, which an
    /// edit above it moves.
    private struct ErrorIdentity: Hashable {
        let key: String?
        let localization: Localization?
        let reason: String
        let message: String

        init(_ error: LocalizationError) {
            key = error.key
            localization = error.localization
            reason = error.reason.name
            message = error.message
        }
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
