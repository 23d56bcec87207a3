import Benchmark
import L10n
import Synchronization

/// What a service pays per HTTP request: resolving its `Accept-Language` once
/// (`ResolvedLocalization`), localizing through it, and a plain string's raw lookup.
///
/// Headers "never seen before" come from a counter shared by every sample, so no header repeats
/// within a process, and are made before the measurement starts:
/// - `request.newHeader.project`: a new combination of real language ranges (three or four of
///   `languages`, with weights) — what a service meets when a user it has not seen arrives:
///   the bytes and the preference list are new, the ranges are not;
/// - `request.junkHeader.project`: a private-use range (`x-n-12345`) no earlier header had, so
///   every range's matching work is done again — what a client inventing headers costs;
/// - `request.newWeights.project`: only a weight changes — new bytes, a known meaning;
/// - `request.inventedRanges.project`: five well-formed ranges of invented languages and
///   regions (`qzx-KM, …`), each drawn anew — what a scanner sends;
/// - `request.realRanges.project`: five real languages, some with a region, drawn from
///   `realLanguages` — a stream of users from everywhere.
enum ServiceBenchmarks {
    static let header = "ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"
    static let counts = LocalizerBenchmarks.counts
    /// Ranges browsers send, for new headers to combine.
    static let languages = [
        "en", "en-US", "en-GB", "de", "de-DE", "de-CH", "fr", "fr-FR", "fr-CA", "es", "es-ES", "es-419", "it", "pt-BR",
        "pt-PT", "ru", "ru-RU", "uk", "pl", "nl", "sv", "ja", "ko", "zh-CN", "zh-TW", "zh-Hant", "ar", "he", "tr", "hi",
    ]

    /// A header of three or four ranges of `languages` and weights, different for every `serial`.
    static func combination(_ serial: Int) -> String {
        var rest = serial
        var ranges: [String] = []
        for _ in 0..<(3 + serial % 2) {
            ranges.append(languages[rest % languages.count])
            rest /= languages.count
        }
        let weights = ["", ";q=0.9", ";q=0.8", ";q=0.7"]
        return zip(ranges, weights).map { $0 + $1 }.joined(separator: ",") + ";q=0.\(rest % 7 + 1)"
    }
    /// Languages with CLDR data (most of them no localization of the example has), and regions.
    static let realLanguages = [
        "af", "am", "ar", "az", "be", "bg", "bn", "bs", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et", "eu", "fa", "fi",
        "fil", "fr", "ga", "gl", "gu", "he", "hi", "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk", "km", "kn", "ko", "ky",
        "lo", "lt", "lv", "mk", "ml", "mn", "mr", "ms", "my", "nb", "ne", "nl", "pa", "pl", "ps", "pt", "ro", "ru", "si", "sk",
        "sl", "sq", "sr", "sv", "sw", "ta", "te", "th", "tr", "uk", "ur", "uz", "vi", "zh", "zu",
    ]
    static let regions = [
        "US", "GB", "DE", "FR", "CA", "MX", "BR", "IN", "CN", "TW", "JP", "KR", "RU", "UA", "PL", "IT", "ES", "NL", "SE", "CH",
        "AT", "BE", "AU", "NZ", "ZA", "EG", "SA", "IL", "TR", "AR",
    ]

    /// Five ranges with weights, the `index`-th made by `range` from a number of its own.
    static func fiveRanges(_ serial: Int, _ range: (UInt64) -> String) -> String {
        var state = UInt64(truncatingIfNeeded: serial) &* 0x9E37_79B9_7F4A_7C15 | 1
        return (0..<5).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range(state >> 16) + (index == 0 ? "" : ";q=0.\(9 - index)")
        }.joined(separator: ",")
    }

    /// A well-formed range of three invented letters and an invented region: `qzx-KM`.
    static func inventedRange(_ bits: UInt64) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        let language = (0..<3).map { letters[Int((bits >> (5 * $0)) % 26)] }
        let region = (3..<5).map { letters[Int((bits >> (5 * $0)) % 26)] - 0x20 }
        return String(decoding: language, as: UTF8.self) + "-" + String(decoding: region, as: UTF8.self)
    }

    /// A real language, half of the time with a region: `pt`, `sv-AT`.
    static func realRange(_ bits: UInt64) -> String {
        let language = realLanguages[Int(bits % UInt64(realLanguages.count))]
        let region = (bits >> 8) % 2 == 0 ? "" : "-" + regions[Int((bits >> 12) % UInt64(regions.count))]
        return language + region
    }

    private static let serial = Atomic<Int>(0)
    /// Opened (and validated) once, as a service does.
    static let reloading: ReloadingLocalizer? = try? ReloadingLocalizer(path: Repository.exampleBundle)

    /// `count` headers no earlier call made, built by `make` from a fresh serial number each.
    static func freshHeaders(_ count: Int, _ make: (Int) -> String) -> [String] {
        let first = serial.add(count, ordering: .relaxed).newValue - count
        return (first..<first + count).map(make)
    }

    /// Localizing the one-variable entry for headers `make` builds, one never seen per call.
    static func freshHeaderBenchmark(_ name: String, _ make: @escaping @Sendable (Int) -> String) {
        Benchmark(name) { benchmark in
            let localizer = try LocalizerBenchmarks.openLocalizer()
            let headers = freshHeaders(benchmark.scaledIterations.count, make)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                let localization = try localizer.localization(for: .acceptLanguage(headers[iteration]))
                blackHole(try localization.localize("files.remaining", arguments: [.int(counts[iteration & 255])]))
            }
        }
    }

    static func register() {
        freshHeaderBenchmark("request.newHeader.project", combination)
        freshHeaderBenchmark("request.junkHeader.project") { "ru-RU,ru;q=0.9,x-n-\($0 % 100_000_000),en;q=0.5" }
        freshHeaderBenchmark("request.inventedRanges.project") { fiveRanges($0, inventedRange) }
        freshHeaderBenchmark("request.realRanges.project") { fiveRanges($0, realRange) }
        freshHeaderBenchmark("request.newWeights.project") {
            "ru-RU,ru;q=0.9,en;q=0.\(String(repeating: "0", count: $0 % 3))\($0 % 10),  de;q=0.\($0 % 1000 / 10)"
        }
        // The same call for a header seen before: the denominator of the three above.
        Benchmark("request.repeatedHeader.project") { benchmark in
            let localizer = try LocalizerBenchmarks.openLocalizer()
            for iteration in benchmark.scaledIterations {
                let localization = try localizer.localization(for: .acceptLanguage(header))
                blackHole(try localization.localize("files.remaining", arguments: [.int(counts[iteration & 255])]))
            }
        }
        // Resolving alone, reading what a response needs: compared with entry.one.project.
        Benchmark("request.resolve.project") { benchmark in
            let localizer = try LocalizerBenchmarks.openLocalizer()
            for _ in benchmark.scaledIterations {
                let localization = try localizer.localization(for: .acceptLanguage(header))
                blackHole(localization.contentLanguage)
                blackHole(localization.locale)
            }
        }
        // entry.one.project through a localizer that can be reloaded: the serving snapshot is
        // read (its lane's lock) on every call.
        Benchmark("entry.one.reloading.project") { benchmark in
            guard let reloading else { throw BenchmarkSetupError("cannot open \(Repository.exampleBundle)") }
            let request = LocalizerBenchmarks.request
            for iteration in benchmark.scaledIterations {
                blackHole(try reloading.localize("files.remaining", arguments: [.int(counts[iteration & 255])], request))
            }
        }
        Benchmark("lookup.plain.project") { benchmark in
            let localization = try LocalizerBenchmarks.openLocalizer().localization(for: .acceptLanguage(header))
            for _ in benchmark.scaledIterations {
                blackHole(try localization.localizedString(forKey: "greeting"))
            }
        }
        // A Swift dictionary of the same table's stored texts, looked up by the same key.
        Benchmark("lookup.plain.dictionary") { benchmark in
            let localizer = try LocalizerBenchmarks.openLocalizer()
            let table = try localizer.bundle.table("Localizable", searchList: ["ru", "en"])
            var texts: [String: String] = [:]
            for (key, entry) in table.entries {
                texts[key] = try entry.value.storedText(device: nil, width: nil, key: key, source: entry.location)
            }
            let key = "greeting"
            for _ in benchmark.scaledIterations {
                blackHole(texts[key])
            }
        }
    }
}
