import Foundation
import L10nSupport

/// The `--jsonl` mode shared by subcommands: one JSON object per input line, one per output
/// line, in order. A bad request gets `{"error": "…"}` and the stream goes on.
enum JSONLines {
    /// Reads requests from stdin until end of input, answering each with `handle`.
    ///
    /// Each answer is written straight to the file descriptor (no stdio buffering), so a
    /// caller may drive the tool as a co-process, writing one request and waiting for its answer.
    static func run<Request: JSONLinesRequest, Response: Encodable>(
        _ request: Request.Type,
        handle: (Request) throws -> Response
    ) {
        let fields = Request.fields
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let output = FileHandle.standardOutput
        var lineNumber = 0
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            if line.allSatisfy(\.isWhitespace) { continue }
            var answer: Data
            do {
                let data = Data(line.utf8)
                if let unknown = unknownFields(in: data, fields: fields) { throw unknown }
                let request = try decoder.decode(Request.self, from: data)
                answer = try encoder.encode(handle(request))
            } catch {
                let message = "line \(lineNumber): " + describe(error)
                answer = (try? encoder.encode(ErrorResponse(error: message))) ?? Data(#"{"error":"unencodable error"}"#.utf8)
            }
            answer.append(0x0A)
            output.write(answer)
        }
    }

    private struct ErrorResponse: Encodable {
        let error: String
    }

    /// A request's fields that no request of its kind has: a misspelled field would otherwise
    /// be read as absent, and the request answered as if nobody had written it.
    struct UnknownFields: Error, CustomStringConvertible {
        var names: [String]
        var fields: [String]

        var description: String {
            let listed = names.map { VisibleText.quoted($0, quote: "'", limit: 40) }.joined(separator: ", ")
            let head = names.count == 1 ? "unknown field \(listed)" : "unknown fields \(listed)"
            if names.count == 1, let near = NearestName.nearest(to: names[0], in: fields) {
                return head + " (did you mean '\(near)'?)"
            }
            return head + "; the fields are " + fields.joined(separator: ", ")
        }
    }

    /// The top-level keys of a JSON object that are not among `fields`, sorted; `nil` when
    /// every key is known or the text is no JSON object (decoding then says why).
    static func unknownFields(in data: Data, fields: [String]) -> UnknownFields? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        let unknown = object.keys.filter { !fields.contains($0) }.sorted()
        return unknown.isEmpty ? nil : UnknownFields(names: unknown, fields: fields)
    }

    /// A one-line reason; `DecodingError`'s own description is a multi-line dump.
    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else {
            return CommandFailure.message(for: error)
        }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map(\.stringValue).joined(separator: ".")
            return keys.isEmpty ? "" : " at '\(keys)'"
        }
        switch decoding {
        case .typeMismatch(let type, let context):
            return "expected \(jsonTypeName(type))\(path(context))"
        case .valueNotFound(let type, let context):
            return "expected \(jsonTypeName(type))\(path(context)), found null"
        case .keyNotFound(let key, _):
            return "missing field '\(key.stringValue)'"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not a JSON object"
                : "invalid value\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "invalid request"
        }
    }

    private static func jsonTypeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is [String].Type: "an array of strings"
        default: "a value of type \(type)"
        }
    }
}

/// A request of a `--jsonl` mode: every field optional, so that `init()` makes one with none
/// set, whose stored properties name the fields a request line may have.
protocol JSONLinesRequest: Decodable {
    init()
}

extension JSONLinesRequest {
    /// The JSON keys of the request's fields, read from the type's own stored properties, so
    /// the list cannot fall behind the type.
    static var fields: [String] {
        Mirror(reflecting: Self()).children.compactMap(\.label)
    }
}
