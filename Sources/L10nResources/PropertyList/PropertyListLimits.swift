/// Bounds a property-list reader holds input to, so a hostile or corrupt file costs an error,
/// not the process's memory, stack or time.
///
/// The defaults are far above any real localization resource (the largest `.stringsdict` in the
/// test corpus is 20 KiB) and low enough to keep a worst case cheap:
/// - ``maxBytes``: 64 MiB of input.
/// - ``maxObjects``: 4,000,000 values in the result — about what 64 MiB of XML can hold
///   (16 bytes a value). A binary plist can reference one object many times, so a few kilobytes
///   can describe an exponentially large tree; the count is of values in the tree the caller
///   gets, references included, which is what walking or comparing it costs.
/// - ``maxDepth``: 128 nested arrays and dictionaries (real `.stringsdict` files nest 4 deep).
///   CoreFoundation allows 512, but the readers recurse once per level, and 512 levels overflow
///   a task's stack in a build with AddressSanitizer; raise it only where stacks are large.
public struct PropertyListLimits: Sendable, Hashable {
    /// The largest input, in bytes, a reader accepts.
    public var maxBytes: Int
    /// The most values (strings, numbers, containers, …) the result may contain.
    public var maxObjects: Int
    /// How deep arrays and dictionaries may nest.
    public var maxDepth: Int

    /// Limits for a reader; see the type's discussion for the defaults' reasons.
    public init(maxBytes: Int = 64 << 20, maxObjects: Int = 4_000_000, maxDepth: Int = 128) {
        self.maxBytes = maxBytes
        self.maxObjects = maxObjects
        self.maxDepth = maxDepth
    }

    /// 64 MiB, 4,000,000 values, 128 levels.
    public static let `default` = PropertyListLimits()
}
