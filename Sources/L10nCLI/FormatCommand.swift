import ArgumentParser
import L10n

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format like String(format:locale:).",
        discussion: """
            Without --locale the output is C's (no grouping, ASCII digits), as String(format:) \
            without a locale. Each ARG is converted for the specifier that consumes it: integers \
            for %d %u %x and * widths, floating point for %f %e %g %a (nan and inf too), text \
            for %@ and %s, a code point for %c.
            """
    )

    @Option(help: "The locale numbers are formatted for (de_DE, ar_EG, hi_IN); none means C output.")
    var locale: String?

    @Flag(help: "Print unsigned 64-bit values as Apple does (UInt64.max as -1) instead of correctly.")
    var appleUnsignedBug = false

    @Flag(help: "Format numbers with current Apple platforms' locale data where the system ICU's is older (Latin digits in ar).")
    var appleData = false

    @Flag(help: "Read one JSON request per line from stdin and answer each with one JSON line.")
    var jsonl = false

    @Argument(help: "The format, e.g. '%d files'.")
    var format: String?

    @Argument(help: "The arguments.")
    var args: [String] = []

    func validate() throws {
        if jsonl {
            guard format == nil else { throw ValidationError("--jsonl reads its requests from stdin; give only defaults (--locale)") }
        } else if format == nil {
            throw ValidationError("Missing expected argument '<format>'")
        }
    }

    struct Request: JSONLinesRequest {
        var format: String?
        var locale: String?
        var args: [String]?
        var appleUnsignedBug: Bool?
        var appleData: Bool?
    }

    struct Response: Encodable {
        var result: String
    }

    func run() throws {
        if jsonl {
            JSONLines.run(Request.self) { request in try answer(request) }
            return
        }
        let result = try CommandFailure.reporting {
            try answer(Request(format: format, locale: locale, args: args, appleUnsignedBug: appleUnsignedBug, appleData: appleData)).result
        }
        print(result)
    }

    private func answer(_ request: Request) throws -> Response {
        guard let format = request.format else { throw RequestError("missing field 'format'") }
        let arguments = try ArgumentText.typed(request.args ?? [], for: format)
        let options = StringFormatter.Options(
            reproducesAppleUnsignedBug: request.appleUnsignedBug ?? appleUnsignedBug,
            numberData: request.appleData ?? appleData ? .apple : .system)
        let formatter = StringFormatter(
            locale: try (request.locale ?? locale).map { text throws(ICUError) in try LocaleIdentifier(text) }, options: options)
        return Response(result: try formatter.format(format, arguments))
    }
}
