#if !canImport(Darwin)
import Foundation
import L10n
import L10nSupport

/// What a thread's `String(localized:)` calls remember without a lock: the bundle it named last
/// and its entry, the keys it made from `StaticString`s, whether the request it served last is
/// served by that bundle's localizer or, when not, that bundle's resolution of the request, and
/// an array to lend a call's arguments in.
///
/// A handler names the same bundle call after call (`Bundle.module`), and its keys are string
/// literals whose bytes live as long as the process. Found under `BundleLocalizers`' lock and
/// decoded from UTF-8 on each call, those cost about 70 ns of a 190 ns lookup (scripts/bench,
/// `appleAPI.stringLocalized`).
final class LookupFront {
    private static let perThread = ThreadLocal { LookupFront() }

    /// The current thread's.
    static var current: LookupFront { perThread.value }

    /// Keys kept per thread, as bits of a slot index: 2^8 = 256 slots of a table indexed by the
    /// literal's address. A handler's few keys rarely share a slot, and a key whose slot
    /// another took is decoded again, never answered wrongly: a slot answers only for the
    /// address it holds. A fixed table needs no bound and no hashing of a dictionary's.
    static let keySlotBits = 8

    /// Bits of this table's slot index.
    let keySlotBits: Int

    /// Held strongly, so its identity is not reused by another bundle while it is compared.
    private var bundle: Bundle?
    private var entry: BundleLocalizers.Entry?
    private var keys: [KeySlot]
    /// The array ``lendArguments(_:)`` lends its calls' arguments in.
    private var reusedArguments: [FormatArgument] = []
    /// The binding and entry ``requestServes(_:_:)`` compared last, held so that their
    /// identities are not reused while compared, and its answer.
    private var comparedBound: ResolvedLocalization.Bound?
    private var comparedEntry: BundleLocalizers.Entry?
    private var requestServesComparedEntry = false
    /// The request whose languages another bundle's localizer resolved last, that localizer and
    /// its resolution: a request's strings from one shared package resolve its languages once.
    /// The request's binding is held, so its identity is not reused while compared.
    private var resolvedBound: ResolvedLocalization.Bound?
    private var resolvedLocalizer: Localizer?
    private var resolved: ResolvedLocalization?

    /// - Parameter keySlotBits: Bits of the key table's slot index (1...16); fewer than the
    ///   threads' own only for a test that makes keys share slots.
    init(keySlotBits: Int = LookupFront.keySlotBits) {
        precondition((1...16).contains(keySlotBits), "a key table of 2^\(keySlotBits) slots")
        self.keySlotBits = keySlotBits
        keys = [KeySlot](repeating: KeySlot(), count: 1 << keySlotBits)
    }

    func entry(for bundle: Bundle) -> BundleLocalizers.Entry {
        if bundle === self.bundle, let entry { return entry }
        let found = BundleLocalizers.shared.entry(for: bundle)
        self.bundle = bundle
        entry = found
        return found
    }

    /// Forgets the bundle remembered, so the next call asks `BundleLocalizers` (a registration
    /// may have replaced its entry).
    func forgetBundle() {
        bundle = nil
        entry = nil
    }

    /// Whether the bound request's own localizer serves `entry`'s bundle (their paths are the
    /// same), remembered for the binding and entry compared last: both are fixed for their
    /// lifetimes, and a request names the same bundle call after call.
    func requestServes(_ entry: BundleLocalizers.Entry, _ bound: ResolvedLocalization.Bound) -> Bool {
        if bound === comparedBound, entry === comparedEntry { return requestServesComparedEntry }
        let serves = bound.localization.localizer.bundle.path == entry.path
        comparedBound = bound
        comparedEntry = entry
        requestServesComparedEntry = serves
        return serves
    }

    /// `localizer`'s resolution of the bound request's languages (its own search list and
    /// locale), degrading as the request's calls do.
    func localization(of localizer: Localizer, for bound: ResolvedLocalization.Bound) throws(LocalizationError) -> ResolvedLocalization {
        if bound === resolvedBound, localizer === resolvedLocalizer, let resolved { return resolved }
        let request = bound.localization
        let localization = try localizer.unreportedLocalization(
            for: LocalizationRequest(request.languages), source: request.languageSource, metadata: request.metadata
        ).with(failurePolicy: .degrade)
        resolvedBound = bound
        resolvedLocalizer = localizer
        resolved = localization
        return localization
    }

    /// `list`'s values in this thread's reused array, so a call formats its arguments without
    /// allocating one; give it back with ``takeBack(_:)``. A nested call (a lookup made while
    /// the array is lent) finds none to borrow and makes its own.
    func lendArguments(_ list: borrowing String.LocalizationValue.ArgumentList) -> [FormatArgument] {
        var arguments: [FormatArgument] = []
        swap(&arguments, &reusedArguments)
        list.copy(into: &arguments)
        return arguments
    }

    /// Keeps `arguments` for the thread's next call (unless it grew past
    /// ``keptArgumentCapacity``), each value replaced by `.null` so that the thread holds none
    /// of the call's strings; its length kept, so that a call with as many values writes them
    /// in place.
    func takeBack(_ arguments: inout [FormatArgument]) {
        guard arguments.capacity <= Self.keptArgumentCapacity else { return }
        for index in arguments.indices { arguments[index] = .null }
        swap(&arguments, &reusedArguments)
    }

    /// The largest argument array a thread keeps for its next call.
    static let keptArgumentCapacity = 16

    func key(_ key: StaticString) -> String {
        guard key.hasPointerRepresentation else { return key.description }
        let address = UnsafeRawPointer(key.utf8Start)
        let slot = slot(for: address)
        if keys[slot].address == address { return keys[slot].key }
        let made = key.description
        keys[slot] = KeySlot(address: address, key: made)
        return made
    }

    /// The slot of a literal at `address`. Literals lie side by side a few bytes apart:
    /// Fibonacci hashing spreads neighbours over the slots (the top ``keySlotBits`` bits of
    /// the address times 2^64/φ, so always an index of the table).
    func slot(for address: UnsafeRawPointer) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: address)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - keySlotBits))
    }

    /// A literal's address and the key decoded from it.
    private struct KeySlot {
        var address: UnsafeRawPointer?
        var key = ""
    }
}
#endif
