/// Objects held strongly and lent to calls without a retain and a release.
///
/// Reading a class reference out of stored memory (an array element, a field, even a `let`)
/// and calling a method on it costs a retain and a release — two atomic writes — whenever the
/// callee is opaque to the optimizer, because the compiler cannot prove that the memory keeps
/// the object alive during the call. The localization hot path does that three times per
/// call (plan → compiled value → prepared format → ICU format); with plain strong references
/// `pluralEntryVsICUSum` went from 1.36 to 1.61, and with a reference type that also holds
/// its object strongly (copied with each read) to 1.52 (see the Performance article).
///
/// This container keeps its objects alive in one immutable array and reads them through a
/// second one of unretained references, which copying costs nothing. ``withObject(at:_:)``
/// lends one for the duration of `body` (Swift's `_withUnsafeGuaranteedRef`). That is sound
/// by construction rather than by a comment at each use: both arrays are made together from
/// the same objects and never change, so whoever can call `withObject` holds the container,
/// whose strong array keeps the object alive for the whole call; the index is checked. This
/// file is the package's only use of `_withUnsafeGuaranteedRef`.
public struct UnretainedObjects<Object: AnyObject> {
    /// Keeps the objects alive; never read on the hot path.
    @usableFromInline let objects: [Object]
    @usableFromInline let references: [Unmanaged<Object>]

    @inlinable
    public init(_ objects: [Object]) {
        self.objects = objects
        self.references = objects.map { Unmanaged.passUnretained($0) }
    }

    @inlinable
    public var count: Int { references.count }

    /// Runs `body` with the object at `index`, lent without a retain.
    ///
    /// - Precondition: `index` is within `0..<count` (checked in release builds too).
    @inlinable
    public func withObject<Value>(at index: Int, _ body: (Object) throws -> Value) rethrows -> Value {
        precondition(index >= 0 && index < references.count, "object index out of range")
        // Debug builds check what construction guarantees: the object lent is the one held.
        assert(references[index].toOpaque() == Unmanaged.passUnretained(objects[index]).toOpaque(), "lent object is not held")
        return try references[index]._withUnsafeGuaranteedRef(body)
    }
}

extension UnretainedObjects: Sendable where Object: Sendable {}
