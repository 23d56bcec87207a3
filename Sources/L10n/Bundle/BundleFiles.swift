import L10nResources
import L10nSupport

/// How a bundle reads its files: from disk, except the files held at an earlier version (a
/// ``ReloadingLocalizer`` keeps a file's last good version while its new one is broken), and
/// remembering what it read when asked to, so that a later snapshot can hold it in turn.
final class BundleFiles: Sendable {
    /// Path → the bytes read instead of the file's.
    let held: [String: [UInt8]]
    /// Path → the bytes read, when recorded.
    private let read: LockedState<[String: [UInt8]]>?

    /// - Parameters:
    ///   - held: The files to read from these bytes instead of the disk.
    ///   - recording: Whether to keep the bytes of every file read (a reloading localizer's
    ///     snapshots do: about as much memory again as the files themselves).
    init(held: [String: [UInt8]] = [:], recording: Bool = false) {
        self.held = held
        read = recording ? LockedState([:]) : nil
    }

    /// The file's bytes: the held version, else the disk's.
    func bytes(atPath path: String) throws(ResourceError) -> [UInt8] {
        let bytes: [UInt8]
        if let version = held[path] {
            bytes = version
        } else {
            bytes = try ResourceFile.bytes(atPath: path)
        }
        read?.withLock { $0[path] = bytes }
        return bytes
    }

    /// The bytes of each file read so far (empty unless recording).
    var versions: [String: [UInt8]] {
        read?.withLock { $0 } ?? [:]
    }
}
