import Foundation
import L10nSupport

/// The JSON Lines files a comparison reads (recordings, known differences): read whole, split
/// into numbered lines, and checked for fields their lines do not have.
enum JSONLinesFile {
    /// The bytes of the file at `path`.
    static func contents(atPath path: String) throws(RecordingError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingError(file: path, line: nil, "cannot read the file")
        }
        return data
    }

    /// The lines of `data` that are not blank, numbered from 1; `name` names the file in errors.
    static func lines(of data: Data, name: String) throws(RecordingError) -> [(number: Int, text: Substring)] {
        guard let text = String(data: data, encoding: .utf8) else { throw RecordingError(file: name, line: nil, "not UTF-8") }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.allSatisfy(\.isWhitespace) }
            .map { (number: $0.offset + 1, text: $0.element) }
    }

    /// A key of `object` not among `fields`, said with the field probably meant (`unknown field
    /// 'formated' in an answer (did you mean 'formatted'?)`), or with the fields when none is
    /// near; `nil` when every key is a field. A misspelled field would be read as absent.
    static func unknownField(of object: [String: Any], fields: [String], in what: String) -> String? {
        guard let unknown = object.keys.filter({ !fields.contains($0) }).sorted().first else { return nil }
        let head = "unknown field \(VisibleText.quoted(unknown, quote: "'", limit: 40)) in \(what)"
        if let near = NearestName.nearest(to: unknown, in: fields) { return head + " (did you mean '\(near)'?)" }
        return head + "; its fields are " + fields.joined(separator: ", ")
    }
}
