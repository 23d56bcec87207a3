#if !canImport(Darwin)
import Foundation

/// The languages a process outside any request answers in: the user's, as the POSIX
/// environment names them for messages.
///
/// gettext's order: `LANGUAGE` (a colon-separated list, `fr:de_CH`) unless the messages locale
/// is set to `C`, else the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty.
/// A POSIX name loses its codeset (`de_DE.UTF-8` → `de-DE`); the modifiers `@latin` and
/// `@cyrillic` become scripts (`sr_RS@latin` → `sr-Latn-RS`), others are dropped. `C` and
/// `POSIX` name no language: with no language at all, the bundle's development region answers,
/// as Apple's `Bundle` answers a preference list it cannot match.
///
/// Foundation on Linux (Swift 6.3.1) reads none of these: its `Locale.preferredLanguages` is
/// `["en-001"]` whatever the environment says (measured), which would answer every process in
/// English; the environment is what a Linux user, a container or a service manager sets.
enum ProcessLanguages {
    static let preferred: [String] = languages(in: ProcessInfo.processInfo.environment)

    static func languages(in environment: [String: String]) -> [String] {
        func value(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        let messagesLocale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
        // gettext ignores `LANGUAGE` under the `C` locale, which a program asks for by it.
        let localeIsC = messagesLocale.map { posixLanguage($0) == nil } ?? false
        if let list = value("LANGUAGE"), !localeIsC {
            let languages = list.split(separator: ":").compactMap { posixLanguage(String($0)) }
            if !languages.isEmpty { return languages }
        }
        return messagesLocale.flatMap(posixLanguage).map { [$0] } ?? []
    }

    /// A POSIX locale name as a BCP 47 tag (`de_DE.UTF-8` → `de-DE`); `nil` for `C`, `POSIX`
    /// and a name with no language.
    static func posixLanguage(_ name: String) -> String? {
        var name = Substring(name)
        var script: String?
        if let at = name.firstIndex(of: "@") {
            switch name[name.index(after: at)...].lowercased() {
            case "latin": script = "Latn"
            case "cyrillic": script = "Cyrl"
            default: break
            }
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
            name != "C", name != "POSIX"
        else { return nil }
        var tag = language.lowercased()
        if let script { tag += "-" + script }
        if parts.count > 1, !parts[1].isEmpty { tag += "-" + parts[1] }
        return tag
    }
}
#endif
