import Foundation

/// The `--jsonl` mode shared by subcommands: one JSON object per input line, one per output
/// line, in order. A bad request gets `{"error": "…"}` and the stream goes on.
enum JSONLines {
    /// Reads requests from stdin until end of input, answering each with `handle`.
    ///
    /// Each answer is written straight to the file descriptor (no stdio buffering), so a
    /// caller may drive the tool as a co-process, writing one request and waiting for its answer.
    static func run<Request: Decodable, Response: Encodable>(
        _ request: Request.Type,
        handle: (Request) throws -> Response
    ) {
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
                let request = try decoder.decode(Request.self, from: Data(line.utf8))
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
