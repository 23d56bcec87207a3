#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a bundle keeps its `Info.plist` and its localized resources, in the layouts Apple's
/// and SwiftPM's builds produce:
///
/// - flat: `X.app/Info.plist` and `X.app/*.lproj` (iOS apps), SwiftPM's `Pkg_Target.resources`
///   on Linux, or any folder of `.lproj` folders;
/// - macOS: `X.bundle/Contents/Info.plist` and `X.bundle/Contents/Resources/*.lproj` (apps,
///   frameworks' resources, SwiftPM's `Pkg_Target.bundle` on macOS). Opening the
///   `Contents/Resources` folder itself finds the `Info.plist` beside it too.
struct BundleLayout: Sendable, Equatable {
    /// The folder that holds the `.lproj` folders and catalogs.
    let resources: String
    /// The `Info.plist`, when there is one.
    let infoPlist: String?

    /// The layout of the bundle at `path` (a folder that exists).
    init(path: String) {
        let root = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let contents = root + "/Contents"
        if Self.isFolder(contents), Self.isFile(contents + "/Info.plist") || Self.isFolder(contents + "/Resources") {
            resources = Self.isFolder(contents + "/Resources") ? contents + "/Resources" : contents
            infoPlist = Self.isFile(contents + "/Info.plist") ? contents + "/Info.plist" : nil
            return
        }
        resources = root
        if Self.isFile(root + "/Info.plist") {
            infoPlist = root + "/Info.plist"
        } else if root.hasSuffix("/Contents/Resources"), Self.isFile(String(root.dropLast("/Resources".count)) + "/Info.plist") {
            infoPlist = String(root.dropLast("/Resources".count)) + "/Info.plist"
        } else {
            infoPlist = nil
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    static func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
