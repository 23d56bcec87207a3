import Foundation

// AppleRecorder --bundle DIR [--requests FILE] [--output FILE]
//
// Reads JSON Lines requests (FILE, or standard input) and writes, first, one line naming the
// platform and Foundation that answered, then one line per request with what Foundation
// answered (see RecordedAnswer). Exit 0 when every request was recorded, 2 with one
// `AppleRecorder: error: …` line when the usage, the bundle or a request is wrong.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("AppleRecorder: error: \(message)\n".utf8))
    exit(2)
}

let usage = """
    usage: AppleRecorder --bundle DIR [--requests FILE] [--output FILE]

    Answers each JSON Lines request of FILE (or standard input) with Apple's Foundation over the
    bundle folder DIR, and writes the recording to FILE (or standard output): a line naming the
    platform, then one line per request. Compare it with `l10n compare --bundle DIR --expected FILE`.
    Exit status: 0 when every request was recorded, 2 for bad usage, a bundle or a request that
    cannot be read.

    """

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    if option == "--help" || option == "-h" {
        FileHandle.standardOutput.write(Data(usage.utf8))
        exit(0)
    }
    guard ["--bundle", "--requests", "--output"].contains(option) else {
        fail("unknown argument '\(option)'; usage: AppleRecorder --bundle DIR [--requests FILE] [--output FILE] (--help for more)")
    }
    guard let value = arguments.popFirst() else { fail("\(option) needs a value") }
    options[option] = value
}
guard let bundlePath = options["--bundle"] else { fail("missing --bundle DIR") }

let answers: FoundationAnswers
do {
    answers = try FoundationAnswers(bundlePath: bundlePath)
} catch {
    fail("\(error)")
}

let input: Data
if let path = options["--requests"] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read") }
    input = data
} else {
    input = FileHandle.standardInput.readDataToEndOfFile()
}
let requestsName = options["--requests"] ?? "standard input"
guard let text = String(data: input, encoding: .utf8) else { fail("\(requestsName): not UTF-8") }

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
var output = Data()
do {
    output.append(try encoder.encode(["recorder": RecorderEnvironment.current]))
    output.append(0x0A)
    let decoder = JSONDecoder()
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.allSatisfy(\.isWhitespace) { continue }
        let lineNumber = index + 1
        let request: RecordingRequest
        do {
            request = try decoder.decode(RecordingRequest.self, from: Data(line.utf8))
        } catch {
            fail("\(requestsName):\(lineNumber): not a request (\(error))")
        }
        if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let unknown = object.keys.sorted().first(where: { !RecordingRequest.fields.contains($0) })
        {
            fail(
                "\(requestsName):\(lineNumber): unknown field '\(unknown)' (a request has \(RecordingRequest.fields.sorted().joined(separator: ", ")))"
            )
        }
        do {
            output.append(try encoder.encode(answers.answer(request, line: lineNumber)))
        } catch {
            fail("\(requestsName):\(lineNumber): \(error)")
        }
        output.append(0x0A)
    }
} catch {
    fail("cannot encode the recording: \(error)")
}

if let path = options["--output"] {
    guard FileManager.default.createFile(atPath: path, contents: output) else { fail("\(path): cannot write") }
} else {
    FileHandle.standardOutput.write(output)
}
