import L10n
import L10nObservability
import L10nTestSupport
import Logging
import Testing

/// The README's service flow end to end: a `ReloadingLocalizer` reporting to a real
/// `LoggingReporter`, requests resolved once with their metadata, a reload and a broken one.
@Suite struct ServiceFlowTests {
    @Test func theReadmesServiceFlow() throws {
        let (logger, log) = RecordingLogHandler.logger(level: .debug)
        let metrics = RecordingMetricsFactory()
        let bundle = try TemporaryBundle([
            "ru.lproj/Localizable.strings": "\"greeting\" = \"Привет, %@!\";\n",
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello, %@!\";\n",
        ])
        let strings = try ReloadingLocalizer(
            path: bundle.path, developmentRegion: "en", reporter: LoggingReporter(logger: logger, metricsFactory: metrics))
        #expect(strings.validation.isValid)

        let localization = try strings.localization(for: .acceptLanguage("ru-RU,ru;q=0.9,en;q=0.5"), metadata: ["request-id": "r1"])
        #expect(localization.contentLanguage == "ru")
        #expect(try localization.localize("greeting", arguments: ["Анна"]).string == "Привет, Анна!")
        #expect(try localization.localize("no.such.key").string == "no.such.key")
        let miss = try #require(log.lines.filter { $0.level == .warning }.only)
        #expect(miss.field("request-id") == "r1")
        #expect(miss.field("l10n.key") == "no.such.key")
        #expect(metrics.value("l10n_served_total", [("language", "ru")]) == 1)

        // A broken file: held at its last good version, logged as an error naming the file and
        // line, while the rest installs.
        try bundle.write("ru.lproj/Localizable.strings", text: "\"greeting\" = \"Привет, %@!\"\n\"x\" = \"y\";\n")
        let held = strings.reload()
        #expect(held.result == .installed)
        #expect(held.heldFiles.map(\.path) == [bundle.path + "/ru.lproj/Localizable.strings"])
        let holding = log.lines.filter { $0.level == .error }.map(\.message).joined(separator: "\n")
        #expect(holding.contains(bundle.path + "/ru.lproj/Localizable.strings held at its last good version"))
        #expect(holding.contains(bundle.path + "/ru.lproj/Localizable.strings:1:"))
        #expect(try strings.localization(for: .acceptLanguage("ru")).localize("greeting", arguments: ["Анна"]).string == "Привет, Анна!")

        try bundle.write("ru.lproj/Localizable.strings", text: "\"greeting\" = \"Здравствуйте, %@!\";\n")
        #expect(strings.reloadIfChanged().result == .installed)
        #expect(
            try strings.localization(for: .acceptLanguage("ru")).localize("greeting", arguments: ["Анна"]).string == "Здравствуйте, Анна!")
        #expect(metrics.value("l10n_reloads_total", [("result", "rejected")]) == 0)
        #expect(metrics.value("l10n_reloads_total", [("result", "installed")]) == 2)
        #expect(metrics.value("l10n_served_total", [("language", "ru")]) == 3)
    }
}
