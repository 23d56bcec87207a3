#if Postgres
import Foundation
import PostgresNIO

/// Where the overrides live: a PostgreSQL connection URL as libpq spells it,
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require]`.
///
/// A password the URL does not carry is taken from `PGPASSWORD`, and a user it does not name
/// from `PGUSER` (then `USER`), so that no password needs to be written on a command line.
/// `sslmode` defaults to `disable`; `prefer` and `require` verify the server's certificate
/// against the system's trust roots.
public struct DatabaseURL: Sendable, Hashable, CustomStringConvertible {
    /// How the connection uses TLS.
    public enum TLSMode: String, Sendable, Hashable {
        case disable, prefer, require
    }

    public let host: String
    public let port: Int
    public let username: String
    public let database: String?
    public let tls: TLSMode
    let password: String?

    /// Why a URL was not understood.
    public struct Invalid: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Reads `text`, taking what it leaves out from `environment` (the process's by default).
    public init(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(Invalid) {
        guard let components = URLComponents(string: text), ["postgres", "postgresql"].contains(components.scheme ?? "") else {
            throw Invalid(description: "'\(Self.redacted(text))' is not a PostgreSQL URL (postgres://USER@HOST:PORT/DATABASE)")
        }
        guard let host = components.host, !host.isEmpty else {
            throw Invalid(description: "'\(Self.redacted(text))' names no host (postgres://USER@HOST:PORT/DATABASE)")
        }
        guard let username = components.user ?? environment["PGUSER"] ?? environment["USER"] else {
            throw Invalid(description: "'\(Self.redacted(text))' names no user, and neither PGUSER nor USER is set")
        }
        var tls = TLSMode.disable
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode" else {
                throw Invalid(description: "'\(Self.redacted(text))': unknown parameter '\(item.name)' (only sslmode is read)")
            }
            guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                throw Invalid(description: "'\(Self.redacted(text))': sslmode must be disable, prefer or require")
            }
            tls = mode
        }
        let path = components.path.drop { $0 == "/" }
        self.host = host
        self.port = components.port ?? 5432
        self.username = username
        self.password = components.password ?? environment["PGPASSWORD"]
        self.database = path.isEmpty ? nil : String(path)
        self.tls = tls
    }

    /// The URL without its password: what logs and errors show.
    public var description: String {
        "postgres://\(username)@\(host):\(port)/\(database ?? "")" + (tls == .disable ? "" : "?sslmode=\(tls.rawValue)")
    }

    private static func redacted(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = "***"
        return components.string ?? "(a URL with a password)"
    }

    func configuration() throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS
        switch self.tls {
        case .disable: tls = .disable
        case .prefer: tls = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
        case .require: tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
        return PostgresConnection.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
    }
}
#endif
