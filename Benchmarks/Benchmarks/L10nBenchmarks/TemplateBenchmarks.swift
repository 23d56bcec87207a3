import Benchmark
import Foundation
import L10n
import L10nMustache
import L10nTemplates
import Mustache

/// A page of ten localized strings rendered by swift-mustache with the request's localization
/// (`{{#l10n.string}}key argument{{/l10n.string}}`), against the same page with the ten strings
/// already in its context (`{{s0}}`…, what a handler that localized them by hand renders), for
/// the same request (`ru`, Examples/App: a greeting, plurals, a total, two plural variables).
///
/// - `template.tenStrings.project`, `template.tenStrings.baseline`: each alone;
/// - `template.tenStrings.paired`: the two in alternation, the ratio the report holds to its
///   target.
enum TemplateBenchmarks {
    static let keys: [(key: String, argument: String)] = [
        ("greeting", "name"), ("files.remaining", "c0"), ("files.remaining", "c1"), ("files.remaining", "c2"),
        ("files.remaining", "c3"), ("files.remaining", "c4"), ("order.total", "total"), ("greeting", "other"),
        ("homes.found", "c1 c2"), ("order.total", "tax"),
    ]

    static let localizedTemplate = template { index, entry in
        "{{#l10n.string}}\(entry.key) \(entry.argument){{/l10n.string}}"
    }
    static let filledTemplate = template { index, _ in "{{s\(index)}}" }

    static func template(_ section: (Int, (key: String, argument: String)) -> String) -> MustacheTemplate? {
        var text = "<html lang=\"ru\"><body>\n"
        for (index, entry) in keys.enumerated() { text += "<p>\(section(index, entry))</p>\n" }
        return try? MustacheTemplate(string: text + "</body></html>\n")
    }

    /// The values the localized page reads: a name, five counts, two amounts (made once per
    /// benchmark: a dictionary of `Any` cannot be a shared constant).
    static func makeValues() -> [String: Any] {
        [
            "name": "Ада <3", "other": "דוד", "c0": 1, "c1": 3, "c2": 5, "c3": 21, "c4": 112, "total": 1234.5, "tax": 0.25,
        ]
    }

    /// The ten strings localized by hand, as a handler would put them in its context.
    static func filledValues(_ page: TemplateLocalization) -> [String: Any] {
        let values = makeValues()
        var filled: [String: Any] = [:]
        for (index, entry) in keys.enumerated() {
            filled["s\(index)"] = (try? page.localization.localize(entry.key, arguments: arguments(of: entry, values)).string) ?? ""
        }
        return filled
    }

    /// The arguments an entry of ``keys`` names, from `values`.
    static func arguments(of entry: (key: String, argument: String), _ values: [String: Any]) -> [FormatArgument] {
        entry.argument.split(separator: " ").map { name -> FormatArgument in
            switch values[String(name)] {
            case let value as Int: .int(Int64(value))
            case let value as Double: .double(value)
            case let value as String: .string(value)
            default: .null
            }
        }
    }

    static func register() {
        Benchmark("template.tenStrings.project") { benchmark in
            let (page, localized, _) = try setUp()
            let values = makeValues()
            for _ in benchmark.scaledIterations {
                blackHole(localized.render(values, localization: page))
            }
        }
        Benchmark("template.tenStrings.baseline") { benchmark in
            let (page, _, filled) = try setUp()
            let context = filledValues(page)
            for _ in benchmark.scaledIterations {
                blackHole(filled.render(context))
            }
        }
        Benchmark(
            "template.tenStrings.paired",
            configuration: .init(
                metrics: [PairedLocalizerBenchmarks.ratio], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 101)
        ) { benchmark in
            let (page, localized, filled) = try setUp()
            let values = makeValues()
            let context = filledValues(page)
            let batch = PairedLocalizerBenchmarks.batch / 20
            let projectStart = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<batch { blackHole(localized.render(values, localization: page)) }
            let baselineStart = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<batch { blackHole(filled.render(context)) }
            let end = DispatchTime.now().uptimeNanoseconds
            benchmark.measurement(
                PairedLocalizerBenchmarks.ratio, Int((1000 * Double(baselineStart - projectStart) / Double(end - baselineStart)).rounded()))
        }
    }

    static func setUp() throws -> (TemplateLocalization, MustacheTemplate, MustacheTemplate) {
        let localizer = try LocalizerBenchmarks.openLocalizer()
        guard let localized = localizedTemplate, let filled = filledTemplate else { throw BenchmarkSetupError("a template does not parse") }
        let page = TemplateLocalization(try localizer.localization(for: .preferred(["ru"])))
        return (page, localized, filled)
    }
}
