import ArgumentParser
import L10nICU

struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the CLDR plural category of numbers as written.",
        discussion: """
            Visible fraction digits count: in English 1 is 'one' and 1.0 is 'other'. CLDR's \
            exponent form (1.1c6) is accepted. Prints one category per VALUE, one per line.
            """
    )

    @Option(help: "The locale whose rules apply (ICU ID or BCP 47 tag: ru, pt_PT, sr-Latn).")
    var locale: String?

    @Flag(help: "Use ordinal rules (1st, 2nd) instead of cardinal ones.")
    var ordinal = false

    @Flag(help: "List the categories the locale uses instead of selecting one.")
    var categories = false

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("The category of the range START–END; repeat it for more ranges, one line each.", valueName: "START END"))
    var range: [String] = []

    @Flag(help: "Read one JSON request per line from stdin and answer each with one JSON line.")
    var jsonl = false

    @Argument(help: "Numbers as written: 1, 1.0, 1.50, 21, 1.1c6.")
    var values: [String] = []

    func validate() throws {
        if jsonl {
            guard values.isEmpty, range.isEmpty, !categories else {
                throw ValidationError("--jsonl reads its requests from stdin; give only defaults (--locale, --ordinal)")
            }
            return
        }
        guard locale != nil else { throw ValidationError("Missing expected argument '--locale <locale>'") }
        guard range.count.isMultiple(of: 2) else {
            throw ValidationError("--range takes two numbers, START and END, each time it is given")
        }
        let modes = (categories ? 1 : 0) + (range.isEmpty ? 0 : 1) + (values.isEmpty ? 0 : 1)
        guard modes == 1 else {
            throw ValidationError("Give VALUEs, --range START END, or --categories (exactly one of them)")
        }
    }

    func run() throws {
        if jsonl {
            JSONLines.run(Request.self) { request in
                try answer(request)
            }
            return
        }
        let request = Request(locale: locale, value: nil, ordinal: ordinal, categories: categories, range: nil)
        try CommandFailure.reporting {
            if request.categories == true {
                try printLines(answer(request))
            } else if !range.isEmpty {
                // Every range is checked before anything is printed, as values are below.
                let lines = try stride(from: 0, to: range.count, by: 2).map { start in
                    var single = request
                    single.range = Array(range[start...(start + 1)])
                    return try answer(single).category!.rawValue
                }
                print(lines.joined(separator: "\n"))
            } else {
                // Every value is checked before anything is printed, so a bad value yields
                // only the error line, never a partial answer.
                let lines = try values.map { value in
                    var single = request
                    single.value = value
                    return try answer(single).category!.rawValue
                }
                print(lines.joined(separator: "\n"))
            }
        }
    }

    private func printLines(_ response: Response) {
        if let category = response.category {
            print(category.rawValue)
        } else if let categories = response.categories {
            print(categories.map(\.rawValue).joined(separator: "\n"))
        }
    }

    struct Request: JSONLinesRequest {
        var locale: String?
        var value: String?
        var ordinal: Bool?
        var categories: Bool?
        var range: [String]?
    }

    struct Response: Encodable {
        var category: PluralCategory?
        var categories: [PluralCategory]?
    }

    /// Answers one request; command-line options fill in what the request leaves out.
    private func answer(_ request: Request) throws -> Response {
        guard let localeID = request.locale ?? locale else {
            throw RequestError("missing field 'locale' (and no --locale default)")
        }
        let type: PluralRuleType = (request.ordinal ?? ordinal) ? .ordinal : .cardinal
        let rules = try PluralRules(locale: LocaleIdentifier(localeID), type: type)
        if request.categories == true {
            return Response(categories: rules.categories)
        }
        if let range = request.range {
            guard range.count == 2 else { throw RequestError("'range' takes exactly two numbers, START and END") }
            return Response(category: try rules.category(forRange: range[0], range[1]))
        }
        guard let value = request.value else {
            throw RequestError("missing field 'value' (or 'range', or 'categories': true)")
        }
        return Response(category: try rules.category(forDecimal: value))
    }
}

extension PluralCategory: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A request that cannot be answered as given.
struct RequestError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
