import Foundation

/// What Foundation answers for one request, field by field. A field Foundation on this platform
/// cannot answer as Apple's platforms do is absent, with the reason in `unsupported`.
struct RecordedAnswer: Encodable {
    /// The request's line in the requests file.
    var line: Int
    var request: RecordingRequest
    /// The localization `Bundle.preferredLocalizations(from:forPreferences:)` chooses (or the request's own).
    var localization: String?
    /// The formatting locale `formatted` used.
    var locale: String?
    /// `Bundle.localizedString(forKey:value:table:)` in that localization: the value as stored.
    var value: String?
    /// `String(format:locale:arguments:)` of `value` with the request's arguments.
    var formatted: String?
    /// Field name → why this platform's Foundation cannot answer it.
    var unsupported: [String: String]?
}

/// A request the recorder refuses: the requests file is wrong, not Foundation.
struct RequestFailure: Error, CustomStringConvertible {
    var description: String
}

/// Asks Foundation about one bundle folder.
final class FoundationAnswers {
    let bundlePath: String
    let bundle: Bundle
    /// The tables read so far, by path (`nil` for a file that is absent or unreadable): a
    /// requests file asks about the same few tables many times.
    private var propertyLists: [String: [String: Any]?] = [:]

    init(bundlePath: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: bundlePath, isDirectory: &isDirectory), isDirectory.boolValue,
            let bundle = Bundle(path: bundlePath)
        else { throw RequestFailure(description: "\(bundlePath): not a folder") }
        self.bundlePath = bundlePath
        self.bundle = bundle
    }

    func answer(_ request: RecordingRequest, line: Int) throws -> RecordedAnswer {
        var answer = RecordedAnswer(line: line, request: request)
        var unsupported: [String: String] = [:]
        try fill(&answer, for: request, unsupported: &unsupported)
        answer.unsupported = unsupported.isEmpty ? nil : unsupported
        return answer
    }

    /// Fills `answer` field by field; returns early, with reasons in `unsupported`, at the first
    /// field this platform's Foundation cannot answer.
    private func fill(_ answer: inout RecordedAnswer, for request: RecordingRequest, unsupported: inout [String: String]) throws {

        let localization: String
        switch (request.language, request.preferred) {
        case (let language?, nil):
            guard bundle.localizations.contains(language) else {
                throw RequestFailure(
                    description: "'\(language)' is not a localization of the bundle (it has \(bundle.localizations.sorted()))")
            }
            localization = language
        case (nil, let preferred?):
            #if canImport(Darwin)
            guard let chosen = Bundle.preferredLocalizations(from: bundle.localizations, forPreferences: preferred).first else {
                throw RequestFailure(description: "the bundle has no localizations")
            }
            localization = chosen
            #else
            for field in ["localization", "value", "formatted"] {
                unsupported[field] = "Foundation on Linux does not match preferences as Apple's platforms do; give 'language'"
            }
            return
            #endif
        default:
            throw RequestFailure(description: "give exactly one of 'language' and 'preferred'")
        }
        answer.localization = localization
        let locale = request.locale ?? localization
        answer.locale = locale

        let table = request.tableName
        let folder = bundlePath + "/" + localization + ".lproj/"
        let stringsdict = propertyList(folder + table + ".stringsdict")
        let strings = propertyList(folder + table + ".strings")
        if strings?[request.key] == nil, stringsdict?[request.key] == nil, hasCatalog(table, localization: localization) {
            unsupported["value"] =
                "the table is a String Catalog: Foundation reads what Xcode compiles from it; record over the built app's resources"
            unsupported["formatted"] = unsupported["value"]
            return
        }
        if let device = request.device {
            #if canImport(Darwin)
            if device != Self.runningDevice {
                for field in ["value", "formatted"] {
                    unsupported[field] = "Apple's bundle answers for the device it runs on (\(Self.runningDevice)), not \(device)"
                }
                return
            }
            #else
            _ = device
            for field in ["value", "formatted"] {
                unsupported[field] = "Foundation on Linux reads no device variants (.stringsdict)"
            }
            return
            #endif
        }
        #if !canImport(Darwin)
        if request.width != nil {
            for field in ["value", "formatted"] {
                unsupported[field] = "Foundation on Linux reads no width variants (.stringsdict)"
            }
            return
        }
        #endif
        #if canImport(Darwin)
        guard #available(macOS 15.4, iOS 18.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *) else {
            unsupported["value"] = "needs macOS 15.4 (Bundle.localizedString(forKey:value:table:localizations:))"
            unsupported["formatted"] = unsupported["value"]
            return
        }
        var value = bundle.localizedString(
            forKey: request.key, value: nil, table: table, localizations: [Locale.Language(identifier: localization)])
        if let width = request.width {
            // The bundle's string carries its width variants; the one that fits is asked of it.
            value = (value as NSString).variantFittingPresentationWidth(width)
        }
        #else
        if stringsdict?[request.key] != nil {
            unsupported["value"] = "Foundation on Linux does not read .stringsdict entries as Apple's platforms do"
            unsupported["formatted"] = unsupported["value"]
            return
        }
        guard strings != nil, let lproj = Bundle(path: folder) else {
            unsupported["value"] =
                "\(localization).lproj has no \(table).strings: Apple looks along its search list, which Foundation on Linux does not compute"
            unsupported["formatted"] = unsupported["value"]
            return
        }
        let value = lproj.localizedString(forKey: request.key, value: nil, table: table)
        #endif
        answer.value = value

        let arguments = request.args ?? []
        let variables = stringsdict?[request.key] as? [String: Any]
        if let reason = ArgumentCheck.mismatch(
            arguments, format: value,
            variableType: { name in (variables?[name] as? [String: Any])?["NSStringFormatValueTypeKey"] as? String })
        {
            throw RequestFailure(description: "'\(request.key)': \(reason) (format \"\(value)\")")
        }
        #if !canImport(Darwin)
        if value.contains("%#@") {
            unsupported["formatted"] = "Foundation on Linux does not expand %#@variables@"
            return
        }
        #endif
        answer.formatted = String(format: value, locale: Locale(identifier: locale), arguments: arguments.map(\.cVarArg))
    }

    /// A property list file's dictionary (`.strings` files are property lists too), or `nil`
    /// when there is none; each file is read once.
    private func propertyList(_ path: String) -> [String: Any]? {
        if let read = propertyLists[path] { return read }
        let dictionary = FileManager.default.contents(atPath: path).flatMap {
            (try? PropertyListSerialization.propertyList(from: $0, format: nil)) as? [String: Any]
        }
        propertyLists[path] = .some(dictionary)
        return dictionary
    }

    /// Whether `table` comes from a String Catalog (`Table.xcstrings` at the top or in the localization's folder).
    private func hasCatalog(_ table: String, localization: String) -> Bool {
        [bundlePath + "/" + table + ".xcstrings", bundlePath + "/" + localization + ".lproj/" + table + ".xcstrings"]
            .contains(where: FileManager.default.fileExists(atPath:))
    }
}

extension RecordingArgument {
    var cVarArg: any CVarArg {
        switch self {
        case .integer(let value): value
        case .double(let value): value
        case .text(let value): value as NSString
        }
    }

    #if canImport(Darwin)
    /// The device whose variants Apple's bundle answers with here: `mac` on macOS; on an iOS
    /// simulator `ipad` or `iphone`, from the simulated model.
    static var runningDevice: String {
        #if os(macOS)
        "mac"
        #elseif os(iOS)
        (ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? "").hasPrefix("iPad") ? "ipad" : "iphone"
        #else
        "other"
        #endif
    }
    #endif
}
