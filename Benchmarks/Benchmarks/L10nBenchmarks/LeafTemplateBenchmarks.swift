import Benchmark
import Foundation
import L10n
import L10nLeaf
import L10nTemplates
import LeafKit
import NIOCore
import NIOEmbedded

/// The page of ``TemplateBenchmarks`` written for Leaf: ten `#localized("key", argument)` tags
/// rendered in the request's localization, against the same page with the ten strings already
/// in its context (`#(s0)`…, which Leaf escapes as the tags do), for the same request.
///
/// Each render makes its request's renderer as Vapor and ``LeafLocalization`` do (the localized
/// page also binds the tags to the localization), over one cache whose templates are parsed
/// once, on an `EmbeddedEventLoop`, so a cached render completes on the calling thread: what is
/// timed is Leaf's serializer and the tags, not a hop to an event loop (which would cost both
/// sides the same and hide the ratio).
///
/// - `leaf.tenStrings.project`, `leaf.tenStrings.baseline`: each alone;
/// - `leaf.tenStrings.tagFloor`: the page with ten tags that do nothing but answer a parameter;
/// - `leaf.tenStrings.outputFloor`: the page with ten tags that answer what the localized
///   page's tags write, made before the render: Leaf's cost of the page with no localizing;
/// - `leaf.tenStrings.paired`: the two in alternation, the ratio the report holds to its target;
/// - `leaf.tenStrings.outputFloor.paired`: the output floor and the baseline in alternation;
/// - `leaf.tenStrings.localizeFloor.paired`: the baseline page with the ten `localize` calls its
///   strings take made per render (their answers set aside, the context as made before),
///   against the baseline page: the least any page that localizes per render costs, whatever
///   writes its strings;
/// - `leaf.tenStrings.byHand.paired`: the localized page against the page a handler fills by
///   hand per render, as services did before the tags (the ten `localize` calls, their answers
///   put in the context, the filled page rendered), in alternation: what the tags cost over
///   the work they replace.
enum LeafTemplateBenchmarks {
    /// Templates by name, served from memory.
    struct MemorySource: LeafSource {
        let templates: [String: String]

        func file(template: String, escape: Bool, on eventLoop: any EventLoop) throws -> EventLoopFuture<ByteBuffer> {
            guard let text = templates[template] else { return eventLoop.makeFailedFuture(LeafError(.noTemplateExists(template))) }
            return eventLoop.makeSucceededFuture(ByteBuffer(string: text))
        }
    }

    static func page(_ tag: (Int, (key: String, argument: String)) -> String) -> String {
        var text = "<html lang=\"ru\"><body>\n"
        for (index, entry) in TemplateBenchmarks.keys.enumerated() { text += "<p>\(tag(index, entry))</p>\n" }
        return text + "</body></html>\n"
    }

    static let templates = [
        "localized": page { _, entry in
            "#localized(\"\(entry.key)\", \(entry.argument.split(separator: " ").joined(separator: ", ")))"
        },
        "filled": page { index, _ in "#(s\(index))" },
        "floor": page { _, entry in
            "#firstParameter(\"\(entry.key)\", \(entry.argument.split(separator: " ").joined(separator: ", ")))"
        },
        "written": page { index, entry in
            "#written(\(index), \"\(entry.key)\", \(entry.argument.split(separator: " ").joined(separator: ", ")))"
        },
    ]

    /// A tag that answers its first parameter: what Leaf itself spends on calling ten tags with
    /// these parameters (`leaf.tenStrings.tagFloor`), the part of the localized page's cost that
    /// no tag of ours can remove.
    struct FirstParameterTag: UnsafeUnescapedLeafTag {
        func render(_ context: LeafContext) throws -> LeafData { context.parameters.first ?? .trueNil }
    }

    /// A tag that answers the string the localized page's tag at its first parameter (an index)
    /// writes, made once: the page of these costs Leaf what the localized page costs it, the
    /// same parameters resolved (and one more) and the same text written, with nothing localized.
    struct WrittenTag: UnsafeUnescapedLeafTag {
        let strings: [String]

        func render(_ context: LeafContext) throws -> LeafData {
            guard let index = context.parameters.first?.int, strings.indices.contains(index) else { return .trueNil }
            return .string(strings[index])
        }
    }

    /// What each `#localized` tag of the page writes, as `TemplateLocalization` writes it.
    static func writtenStrings(_ page: TemplateLocalization) -> [String] {
        let values = TemplateBenchmarks.makeValues()
        return TemplateBenchmarks.keys.map { entry in
            page.string(entry.key, arguments: TemplateBenchmarks.arguments(of: entry, values), for: .html)
        }
    }

    /// The values of ``TemplateBenchmarks/makeValues()`` as Leaf holds them.
    static func values() -> [String: LeafData] {
        TemplateBenchmarks.makeValues().mapValues { value in
            switch value {
            case let value as Int: .int(value)
            case let value as Double: .double(value)
            case let value as String: .string(value)
            default: .trueNil
            }
        }
    }

    /// The application's renderer (templates cached after the first render), the request's
    /// localization, and the values of each page.
    struct Setup {
        let base: LeafRenderer
        let page: TemplateLocalization
        let values: [String: LeafData]
        let filled: [String: LeafData]
        /// The arguments of each of the page's strings, as the runtime takes them.
        let arguments: [[FormatArgument]]
        /// The filled page's names for its strings (`s0`…).
        let contextNames: [String]

        /// A request's renderer, made as Vapor's `request.leaf` makes one for every request.
        func requestRenderer() -> LeafRenderer {
            LeafRenderer(
                configuration: base.configuration, tags: base.tags, cache: base.cache, sources: base.sources, eventLoop: base.eventLoop,
                userInfo: base.userInfo)
        }

        /// The localized page as a request renders it: `request.localizedView()` binds the
        /// request's renderer to its localization, then renders.
        func renderLocalized() throws -> String {
            try render(LeafLocalization.renderer(requestRenderer(), localization: page, output: .html), "localized", values)
        }

        /// The page with the strings a handler localized itself, through `request.leaf`.
        func renderFilled() throws -> String {
            try render(requestRenderer(), "filled", filled)
        }

        /// The baseline page, and the runtime's `localize` call for each of its ten strings (what
        /// a handler filling the context, or any tag, must call once a render).
        func renderFilledAndLocalize() throws -> String {
            let localization = page.localization
            for (index, entry) in TemplateBenchmarks.keys.enumerated() {
                blackHole(try localization.localize(entry.key, arguments: arguments[index]).string)
            }
            return try renderFilled()
        }

        /// The page a handler fills by hand: the ten strings localized, put in the context, and
        /// the filled page rendered through `request.leaf`.
        func renderByHand() throws -> String {
            let localization = page.localization
            var context: [String: LeafData] = [:]
            context.reserveCapacity(TemplateBenchmarks.keys.count)
            for (index, entry) in TemplateBenchmarks.keys.enumerated() {
                context[contextNames[index]] = .string(try localization.localize(entry.key, arguments: arguments[index]).string)
            }
            return try render(requestRenderer(), "filled", context)
        }

        /// The page of tags that do nothing, through a bound renderer as the localized one.
        func renderFloor() throws -> String {
            try render(LeafLocalization.renderer(requestRenderer(), localization: page, output: .html), "floor", values)
        }

        /// The page of tags that answer the localized page's strings, through a bound renderer.
        func renderWritten() throws -> String {
            try render(LeafLocalization.renderer(requestRenderer(), localization: page, output: .html), "written", values)
        }
    }

    static func setUp() throws -> Setup {
        let localizer = try LocalizerBenchmarks.openLocalizer()
        let page = TemplateLocalization(try localizer.localization(for: .preferred(["ru"])))
        let values = values()
        let testTags: [String: any LeafTag] = [
            "firstParameter": FirstParameterTag(), "written": WrittenTag(strings: writtenStrings(page)),
        ]
        let base = LeafRenderer(
            configuration: LeafConfiguration(rootDirectory: "/"),
            tags: defaultTags.merging(LeafLocalization.tags) { $1 }.merging(testTags) { $1 },
            sources: .singleSource(MemorySource(templates: templates)), eventLoop: EmbeddedEventLoop())
        let filled = TemplateBenchmarks.filledValues(page).compactMapValues { ($0 as? String).map(LeafData.string) }
        let plainValues = TemplateBenchmarks.makeValues()
        let arguments = TemplateBenchmarks.keys.map { TemplateBenchmarks.arguments(of: $0, plainValues) }
        let setup = Setup(
            base: base, page: page, values: values, filled: filled, arguments: arguments,
            contextNames: TemplateBenchmarks.keys.indices.map { "s\($0)" })
        // The pages parsed and cached; the tags answered (no key shows, the names are isolated)
        // and the filled page holds its ten strings.
        let localized = try setup.renderLocalized()
        let baseline = try setup.renderFilled()
        _ = try setup.renderFloor()
        let written = try setup.renderWritten()
        let byHand = try setup.renderByHand()
        let keysShown = TemplateBenchmarks.keys.filter { localized.contains($0.key) }
        guard keysShown.isEmpty, localized.contains("<bdi>"), written == localized, filled.count == TemplateBenchmarks.keys.count,
            baseline.components(separatedBy: "<p>").count == TemplateBenchmarks.keys.count + 1, byHand == baseline
        else {
            throw BenchmarkSetupError("a Leaf page is not what it should be:\n\(localized)\n\(baseline)")
        }
        return setup
    }

    static func render(_ renderer: LeafRenderer, _ name: String, _ context: [String: LeafData]) throws -> String {
        String(buffer: try renderer.render(path: name, context: context).wait())
    }

    static func register() {
        Benchmark("leaf.tenStrings.project") { benchmark in
            let setup = try setUp()
            for _ in benchmark.scaledIterations {
                blackHole(try setup.renderLocalized())
            }
        }
        Benchmark("leaf.tenStrings.baseline") { benchmark in
            let setup = try setUp()
            for _ in benchmark.scaledIterations {
                blackHole(try setup.renderFilled())
            }
        }
        Benchmark("leaf.tenStrings.tagFloor") { benchmark in
            let setup = try setUp()
            for _ in benchmark.scaledIterations {
                blackHole(try setup.renderFloor())
            }
        }
        Benchmark("leaf.tenStrings.outputFloor") { benchmark in
            let setup = try setUp()
            for _ in benchmark.scaledIterations {
                blackHole(try setup.renderWritten())
            }
        }
        pairedBenchmark("leaf.tenStrings.paired") { try $0.renderLocalized() }
        pairedBenchmark("leaf.tenStrings.outputFloor.paired") { try $0.renderWritten() }
        pairedBenchmark("leaf.tenStrings.localizeFloor.paired") { try $0.renderFilledAndLocalize() }
        pairedBenchmark("leaf.tenStrings.byHand.paired", { try $0.renderLocalized() }, against: { try $0.renderByHand() })
    }

    /// `page` against `baseline` (the page with its strings in the context) in batches timed in
    /// alternation on one thread, their ratio in thousandths (as `entry.one.paired`): separate
    /// benchmarks run in separate processes, whose speeds differ on this machine by more than
    /// the ratio's margin.
    static func pairedBenchmark(
        _ name: String, _ page: @escaping (Setup) throws -> String,
        against baseline: @escaping (Setup) throws -> String = { try $0.renderFilled() }
    ) {
        Benchmark(
            name,
            configuration: .init(
                metrics: [PairedLocalizerBenchmarks.ratio], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 101)
        ) { benchmark in
            let setup = try setUp()
            let batch = PairedLocalizerBenchmarks.batch / 20
            let pageStart = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<batch { blackHole(try page(setup)) }
            let baselineStart = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<batch { blackHole(try baseline(setup)) }
            let end = DispatchTime.now().uptimeNanoseconds
            benchmark.measurement(
                PairedLocalizerBenchmarks.ratio, Int((1000 * Double(baselineStart - pageStart) / Double(end - baselineStart)).rounded()))
        }
    }
}
