#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading resource files from disk, bounded in size.
package enum ResourceFile {
    /// The largest resource file read (64 MiB): real tables are a few MiB at most, and a bound
    /// keeps a stray huge file from exhausting a server's memory.
    static let maximumBytes = 64 << 20

    /// The file's bytes.
    ///
    /// - Throws: `ResourceError/Reason/unreadable` if it cannot be read, `ResourceError/Reason/limit`
    ///   if it is larger than `maximumBytes`.
    package static func bytes(atPath path: String, maximumBytes: Int = maximumBytes) throws(ResourceError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw ResourceError(.unreadable, file: path, message: "not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= maximumBytes else {
            throw ResourceError(.limit, file: path, message: "the file has \(size) bytes; resource files are limited to \(maximumBytes)")
        }
        // Read to the end rather than trusting the size: the file may change while it is read.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= maximumBytes else {
                    throw ResourceError(.limit, file: path, message: "the file grew past \(maximumBytes) bytes while being read")
                }
                bytes.append(contentsOf: repeatElement(0, count: bytes.count))
            }
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if received < 0, errno == EINTR { continue }
            guard received >= 0 else { throw unreadable(path) }
            if received == 0 { break }
            count += received
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func unreadable(_ path: String) -> ResourceError {
        ResourceError(.unreadable, file: path, message: "cannot read the file: \(String(cString: strerror(errno)))")
    }
}
