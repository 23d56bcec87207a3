import Dispatch
import L10n
import L10nObservability
import L10nSupport
import L10nTestSupport
import Logging
import Testing

/// The caller's request id, as a service keeps it for the task serving a request.
enum RequestContext {
    @TaskLocal static var id: String?
}

/// Attaches the task's request id to each event, then hands it on: how a service gets its
/// metadata into what a `Localizer` reports.
struct AttachingReporter: LocalizationReporter {
    let next: any LocalizationReporter

    func report(_ event: LocalizationEvent, metadata: [String: String]) {
        var metadata = metadata
        if let id = RequestContext.id { metadata["request-id"] = id }
        next.report(event, metadata: metadata)
    }
}

/// `LoggingReporter` behind a real `Localizer` over the fixture bundles, writing through a real
/// `Logger` into a recording handler and counting into a recording metrics factory.
@Suite struct LoggingReporterTests {
    static let appPath = Fixtures.path("bundles/App")
    static let shadowedPath = Fixtures.path("bundles/Shadowed")

    struct Harness {
        let reporter: LoggingReporter
        let log: RecordingLogHandler.Store
        let metrics: RecordingMetricsFactory

        init(level: Logger.Level = .trace, prefix: String = "l10n", dimensions: [(String, String)] = [], capacity: Int = 10_000) {
            let (logger, log) = RecordingLogHandler.logger(level: level)
            metrics = RecordingMetricsFactory()
            reporter = LoggingReporter(
                logger: logger, metricsLabelPrefix: prefix, dimensions: dimensions, metricsFactory: metrics,
                maximumTrackedMissingKeys: capacity)
            self.log = log
        }

        func lines(_ level: Logger.Level) -> [LogRecord] { log.lines.filter { $0.level == level } }
    }

    // MARK: Missing keys

    @Test func aThousandMissesOfOneKeyLogOneLineAndCountAThousand() throws {
        let harness = Harness()
        let localizer = try Localizer(path: Self.appPath, reporter: harness.reporter)
        let request = LocalizationRequest(.preferred(["ru"]))
        for _ in 0..<1000 {
            #expect(try localizer.localize("no.such.key", request).isMissing)
        }
        let bundleLines = localizer.bundle.warnings.count
        #expect(harness.log.lines.count == bundleLines + 1)
        let line = try #require(harness.log.lines.last)
        #expect(line.level == .warning)
        #expect(line.message.contains("no.such.key"))
        #expect(line.field("l10n.key") == "no.such.key")
        #expect(line.field("l10n.table") == "Localizable")
        #expect(line.field("l10n.localization") == "ru")
        #expect(line.list("l10n.search_list") == localizer.bundle.searchList(for: ["ru"]).map(\.name))
        #expect(harness.reporter.missingKeys == [.init(key: "no.such.key", table: "Localizable", localization: "ru", count: 1000)])
        #expect(harness.metrics.value("l10n_missing_keys_total", [("localization", "ru")]) == 1000)
        #expect(harness.metrics.total("l10n_missing_keys_total") == 1000)
        #expect(harness.reporter.untrackedMissingKeyMisses == 0)
        #expect(harness.metrics.otherMetrics.isEmpty)
    }

    @Test func eachKeyTableAndLocalizationIsItsOwnEntryUnderConcurrency() throws {
        let harness = Harness()
        let localizer = try Localizer(path: Self.appPath, reporter: harness.reporter)
        let combinations = [
            ("gone", "Localizable", "ru"), ("gone", "Localizable", "de"), ("gone", "Settings", "ru"), ("other.gone", "Localizable", "fr"),
        ]
        // Four threads at once, each missing every combination 250 times: formatted and raw lookups.
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<250 {
                for (key, table, language) in combinations {
                    let request = LocalizationRequest(.localization(Localization(language)), options: LocalizationOptions(table: table))
                    _ =
                        try? (round + thread) % 2 == 0
                        ? localizer.localize(key, request) : localizer.localizedString(forKey: key, request)
                }
            }
        }
        let expected = combinations.map {
            LoggingReporter.MissingKeyCount(key: $0.0, table: $0.1, localization: Localization($0.2), count: 1000)
        }
        #expect(Set(harness.reporter.missingKeys) == Set(expected))
        let missLines = harness.log.lines.filter { $0.field("l10n.key") != nil }
        #expect(missLines.count == combinations.count)
        for (key, table, language) in combinations {
            #expect(
                missLines.filter {
                    $0.field("l10n.key") == key && $0.field("l10n.table") == table && $0.field("l10n.localization") == language
                }
                .count == 1)
        }
        #expect(harness.metrics.value("l10n_missing_keys_total", [("localization", "ru")]) == 2000)
        #expect(harness.metrics.value("l10n_missing_keys_total", [("localization", "de")]) == 1000)
        #expect(harness.metrics.total("l10n_missing_keys_total") == 4000)
    }

    @Test func theTableOfMissingKeysIsBounded() throws {
        let harness = Harness(capacity: 8)
        let localizer = try Localizer(path: Self.appPath, reporter: harness.reporter)
        let request = LocalizationRequest(.preferred(["de"]))
        for round in 0..<3 {
            for index in 0..<20 { _ = try localizer.localize("invented.\(index)", request) }
            #expect(harness.reporter.missingKeys.count == 8, "round \(round)")
        }
        #expect(harness.reporter.missingKeys.allSatisfy { $0.count == 3 })
        #expect(Set(harness.reporter.missingKeys.map(\.key)) == Set((0..<8).map { "invented.\($0)" }))
        #expect(harness.reporter.untrackedMissingKeyMisses == 12 * 3)
        let warnings = harness.lines(.warning)
        #expect(warnings.count == 8 + 1)
        let full = try #require(warnings.last)
        #expect(full.field("l10n.capacity") == "8")
        // Every miss is counted, tracked or not.
        #expect(harness.metrics.value("l10n_missing_keys_total", [("localization", "de")]) == 60)

        // After a reset each key's next miss is logged again.
        harness.reporter.resetMissingKeys()
        #expect(harness.reporter.missingKeys.isEmpty)
        #expect(harness.reporter.untrackedMissingKeyMisses == 0)
        _ = try localizer.localize("invented.19", request)
        #expect(harness.lines(.warning).count == 10)
        #expect(harness.reporter.missingKeys == [.init(key: "invented.19", table: "Localizable", localization: "de", count: 1)])
    }

    @Test func missesBelowTheLoggersLevelAreStillCountedAndDeduplicated() throws {
        let harness = Harness(level: .error)
        let localizer = try Localizer(path: Self.appPath, reporter: harness.reporter)
        for _ in 0..<10 { _ = try localizer.localize("quiet", LocalizationRequest(.preferred(["fr"]))) }
        #expect(harness.log.lines.isEmpty)
        #expect(harness.reporter.missingKeys == [.init(key: "quiet", table: "Localizable", localization: "fr", count: 10)])
        #expect(harness.metrics.value("l10n_missing_keys_total", [("localization", "fr")]) == 10)
    }

    // MARK: Caller metadata

    @Test func theCallersMetadataGoesIntoTheLine() throws {
        let harness = Harness()
        let localizer = try Localizer(path: Self.appPath, reporter: AttachingReporter(next: harness.reporter))
        let request = LocalizationRequest(.preferred(["ru"]))
        try RequestContext.$id.withValue("req-1") { _ = try localizer.localize("missing.here", request) }
        try RequestContext.$id.withValue("req-2") { _ = try localizer.localize("missing.here", request) }
        RequestContext.$id.withValue("req-3") { _ = try? localizer.localize("greeting", request) }  // no argument for %@

        let miss = try #require(harness.lines(.warning).only)
        #expect(miss.field("request-id") == "req-1")
        #expect(miss.field("l10n.key") == "missing.here")
        let failure = try #require(harness.lines(.error).only)
        #expect(failure.field("request-id") == "req-3")
        #expect(failure.field("l10n.key") == "greeting")

        // The reporter's own fields win over a caller's field of the same name.
        harness.reporter.report(
            .missingKey(MissingKey(key: "k", table: "T", searchList: ["ja"])),
            metadata: ["request-id": "req-4", "l10n.key": "spoofed", "user": "anna"])
        let direct = try #require(harness.lines(.warning).last)
        #expect(direct.field("request-id") == "req-4")
        #expect(direct.field("user") == "anna")
        #expect(direct.field("l10n.key") == "k")
    }

    // MARK: Failures, warnings, served, headers, reloads

    @Test func failedCallsAreLoggedAsErrorsAndCountedByKind() throws {
        let harness = Harness()
        let localizer = try Localizer(path: Self.appPath, reporter: harness.reporter)
        let english = LocalizationRequest(.preferred(["en"]))
        var thrown: [LocalizationError] = []
        for (key, arguments) in [("greeting", [FormatArgument]()), ("files.count", ["many"]), ("greeting", [])] {
            do {
                _ = try localizer.localize(key, arguments: arguments, english)
                Issue.record("\(key) \(arguments) did not fail")
            } catch {
                thrown.append(error)
            }
        }
        // One line per distinct failure: the third call repeats the first.
        let distinct = Array(thrown.prefix(2))
        #expect(thrown[2] == thrown[0])
        let lines = harness.lines(.error)
        #expect(lines.map(\.message) == distinct.map(\.description))
        #expect(lines.map { $0.field("l10n.error_kind") } == distinct.map(\.reason.name))
        #expect(lines.map { $0.field("l10n.key") } == distinct.map(\.key))
        #expect(lines.map { $0.field("l10n.file") } == distinct.map { $0.source?.description })
        #expect(harness.reporter.problems.map(\.count) == [2, 1])
        for kind in Set(thrown.map(\.reason.name)) {
            #expect(harness.metrics.value("l10n_errors_total", [("kind", kind)]) == thrown.filter { $0.reason.name == kind }.count)
        }
        #expect(harness.metrics.total("l10n_errors_total") == 3)
    }

    @Test func bundleWarningsAreLoggedAndCounted() throws {
        let harness = Harness()
        let warnings = try LocalizationBundle(path: Self.shadowedPath).warnings
        let warning = try #require(warnings.first)
        _ = try Localizer(path: Self.shadowedPath, reporter: harness.reporter)
        let lines = harness.lines(.warning)
        #expect(lines.count == warnings.count)
        let line = try #require(lines.first)
        #expect(line.message.contains(warning.description))
        #expect(line.field("l10n.warning_kind") == warning.reason.rawValue)
        #expect(line.field("l10n.file") == warning.position)
        #expect(harness.metrics.value("l10n_bundle_warnings_total", [("kind", warning.reason.rawValue)]) == 1)
    }

    @Test func servedLocalizationsAreCountedByLanguageNotLogged() {
        let harness = Harness()
        let served = [("ru", "ru"), ("pt-br", "pt-BR"), ("pt-br", "pt-BR"), ("Base", ""), ("en", "en")]
        for _ in 0..<10 {
            for (localization, language) in served {
                harness.reporter.report(.served(localization: Localization(localization), contentLanguage: language), metadata: [:])
            }
        }
        #expect(harness.log.lines.isEmpty)
        #expect(harness.metrics.value("l10n_served_total", [("language", "ru")]) == 10)
        #expect(harness.metrics.value("l10n_served_total", [("language", "pt-BR")]) == 20)
        #expect(harness.metrics.value("l10n_served_total", [("language", "Base")]) == 10)
        #expect(harness.metrics.total("l10n_served_total") == 50)
    }

    @Test func aDimensionsValuesAreBounded() {
        let harness = Harness()
        for index in 0..<100 {
            harness.reporter.report(.served(localization: Localization("x\(index)"), contentLanguage: ""), metadata: [:])
        }
        let series = harness.metrics.values.keys.filter { $0.label == "l10n_served_total" }
        #expect(series.count == 65)
        #expect(harness.metrics.value("l10n_served_total", [("language", "other")]) == 36)
        #expect(harness.metrics.total("l10n_served_total") == 100)
    }

    @Test func truncatedHeadersAreLoggedAtPowersOfTen() {
        let harness = Harness()
        for index in 1...1000 {
            harness.reporter.report(.truncatedHeader(byteCount: 5000 + index), metadata: [:])
        }
        let lines = harness.lines(.notice)
        #expect(harness.log.lines.count == lines.count)
        #expect(lines.compactMap { $0.field("l10n.count") } == ["1", "10", "100", "1000"])
        #expect(lines.compactMap { $0.field("l10n.byte_count") } == ["5001", "5010", "5100", "6000"])
        #expect(harness.metrics.value("l10n_truncated_headers_total") == 1000)
    }

    @Test func reloadsAreLoggedByResultAndCounted() throws {
        let harness = Harness()
        let localizer = try Localizer(path: Self.appPath)
        var failure: LocalizationError?
        do { _ = try localizer.localize("greeting", LocalizationRequest(.preferred(["de"]))) } catch { failure = error }
        let validationError = try #require(failure)
        var opening: ResourceError?
        do { _ = try LocalizationBundle(path: Self.appPath + "/no-such-folder") } catch { opening = error }
        let openingError = try #require(opening)
        let warning = try #require(try LocalizationBundle(path: Self.shadowedPath).warnings.first)

        let held = HeldFile(path: "/srv/de.lproj/Localizable.strings", errors: [validationError])
        harness.reporter.report(
            .reloaded(
                ReloadOutcome(
                    result: .installed, generation: 2, validation: ValidationReport(errors: [validationError], warnings: [warning]),
                    heldFiles: [held])), metadata: [:])
        harness.reporter.report(.reloaded(ReloadOutcome(result: .unchanged, generation: 2)), metadata: [:])
        harness.reporter.report(
            .reloaded(ReloadOutcome(result: .rejected, generation: 2, openingError: openingError)), metadata: ["reload-trigger": "SIGHUP"])

        let info = try #require(harness.lines(.info).only)
        #expect(info.field("l10n.generation") == "2")
        #expect(info.field("l10n.warning_count") == "1")
        #expect(info.field("l10n.error_count") == "1")
        #expect(info.field("l10n.held_count") == "1")
        // The installed reload's error is served degraded (a warning), its held file an error.
        let warnings = harness.lines(.warning)
        #expect(warnings.count == 2)
        #expect(warnings.first?.message.contains("served degraded: " + validationError.description) == true)
        #expect(warnings.last?.message.contains(warning.description) == true)
        // "Unchanged" is a poll's every outcome: trace, not debug.
        #expect(harness.lines(.debug).isEmpty)
        #expect(try #require(harness.lines(.trace).only).field("l10n.generation") == "2")
        let errors = harness.lines(.error)
        #expect(errors.count == 1 + 2)
        #expect(errors[0].message.contains(held.description))
        #expect(errors[1...].allSatisfy { $0.field("reload-trigger") == "SIGHUP" })
        #expect(errors[2].message.contains(openingError.description))
        #expect(errors[2].field("l10n.error_kind") == openingError.reason.rawValue)
        for result in ["installed", "unchanged", "rejected"] {
            #expect(harness.metrics.value("l10n_reloads_total", [("result", result)]) == 1)
        }
    }

    // MARK: Labels and dimensions

    @Test func labelsTakeThePrefixAndCountersTheServicesDimensions() throws {
        let mail = Harness(prefix: "mail_l10n", dimensions: [("service", "mail")])
        let bare = Harness(prefix: "")
        for harness in [mail, bare] {
            let localizer = try Localizer(path: Self.appPath, reporter: harness.reporter)
            _ = try localizer.localize("nowhere", LocalizationRequest(.preferred(["ru"])))
            _ = try? localizer.localize("greeting", LocalizationRequest(.preferred(["ru"])))
        }
        #expect(mail.metrics.value("mail_l10n_missing_keys_total", [("service", "mail"), ("localization", "ru")]) == 1)
        #expect(mail.metrics.total("mail_l10n_errors_total") == 1)
        #expect(mail.metrics.values.keys.allSatisfy { $0.dimensions.contains("service=mail") })
        #expect(bare.metrics.value("missing_keys_total", [("localization", "ru")]) == 1)
        #expect(bare.metrics.total("errors_total") == 1)
    }
}
