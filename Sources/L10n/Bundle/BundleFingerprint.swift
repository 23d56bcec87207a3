#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a bundle folder holds, as file names, sizes, inodes and modification times: equal
/// fingerprints mean nothing was added, removed, replaced or written since, so a reload can be
/// skipped without reading a file.
///
/// Taken before a snapshot is opened, so a change made while it loads shows at the next check.
/// An inode tells a file replaced by a rename (how deployments swap files atomically) from the
/// old one even when size and modification time agree.
struct BundleFingerprint: Sendable, Hashable {
    struct File: Sendable, Hashable {
        let path: String
        let size: Int64
        let inode: UInt64
        let modifiedSeconds: Int64
        let modifiedNanoseconds: Int64
    }

    /// Every file and folder under the bundle, sorted by path.
    let files: [File]

    /// Folders nest at most this deep under the bundle (`X.app/Contents/Resources/de.lproj/…`).
    static let maximumDepth = 6

    /// The fingerprint of the folder at `path` (empty when it cannot be listed).
    init(path: String) {
        var files: [File] = []
        Self.collect(path, depth: 0, into: &files)
        self.files = files.sorted { $0.path < $1.path }
    }

    private static func collect(_ path: String, depth: Int, into files: inout [File]) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        files.append(File(path: path, status: status))
        guard status.st_mode & S_IFMT == S_IFDIR, depth < maximumDepth,
            let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return }
        for name in names { collect(path + "/" + name, depth: depth + 1, into: &files) }
    }
}

extension BundleFingerprint.File {
    init(path: String, status: stat) {
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        self.init(
            path: path, size: Int64(status.st_size), inode: UInt64(status.st_ino), modifiedSeconds: Int64(modified.tv_sec),
            modifiedNanoseconds: Int64(modified.tv_nsec))
    }
}
