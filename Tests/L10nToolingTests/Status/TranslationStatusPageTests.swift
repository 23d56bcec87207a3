import Foundation
import L10n
import L10nTestSupport
import L10nTooling
import Testing

/// The status page as Chromium lays it out (Debian's headless shell, which scripts/setup
/// installs): a script the test appends measures each language's bar, so what is checked is the
/// rendering — bars top to bottom from most to least translated, each translated segment as wide
/// as its share — not only the markup.
@Suite struct TranslationStatusPageTests {
    struct Bar: Decodable {
        let language: String
        let top: Double
        let width: Double
        let translated: Double
    }

    /// The bundle of `TranslationStatusTests`: English 100 %, French 60 %, German 20 %.
    static func status() throws -> TranslationStatus {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""a" = "A"; "b" = "B"; "c" = "C";"#,
            "fr.lproj/Localizable.strings": #""a" = "À"; "b" = "Bé";"#,
            "de.lproj/Localizable.strings": #""a" = "Ä";"#,
            "Shop.xcstrings": #"""
            {"sourceLanguage":"en","version":"1.0","strings":{
            "buy":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Acheter"}}}},
            "sell":{"localizations":{"fr":{"stringUnit":{"state":"needs_review","value":"Vendre"}}}}}}
            """#,
        ])
        return try withExtendedLifetime(bundle) {
            try TranslationStatus(bundle: LocalizationBundle(path: bundle.path, developmentRegion: "en"))
        }
    }

    @Test func barsAreInOrderAndAsWideAsTheirShare() async throws {
        let browser = try #require(
            HeadlessBrowser.path, "no chromium-headless-shell or chromium on PATH: scripts/setup installs Debian's chromium-headless-shell")
        let status = try Self.status()
        #expect(TranslationStatusPage.languageOrder(status) == ["en", "fr", "de"])
        let page = TranslationStatusPage.html(status)
        #expect(!page.contains("<script"))
        let probe = """
            <script>
            window.addEventListener("load", () => {
                const bars = [...document.querySelectorAll("tr[data-language]")].map(row => {
                    const box = row.querySelector(".bar").getBoundingClientRect();
                    const done = row.querySelector(".bar .translated");
                    return { language: row.dataset.language, top: box.top, width: box.width,
                             translated: done ? done.getBoundingClientRect().width : 0 };
                });
                const result = document.createElement("pre");
                result.id = "bars";
                result.textContent = JSON.stringify(bars);
                document.body.appendChild(result);
            });
            </script>
            """
        let folder = try TemporaryBundle(["status.html": page.replacingOccurrences(of: "</body>", with: probe + "</body>")])
        defer { withExtendedLifetime(folder) {} }
        let dom = try await HeadlessBrowser.dom(of: URL(fileURLWithPath: folder.path("status.html")).absoluteString, browser: browser)
        let start = try #require(dom.range(of: "<pre id=\"bars\">"), "\(dom)")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let bars = try JSONDecoder().decode([Bar].self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
        #expect(bars.map(\.language) == ["en", "fr", "de"])
        #expect(zip(bars, bars.dropFirst()).allSatisfy { $0.top < $1.top }, "\(bars)")
        for bar in bars {
            let percent = try #require(status.languages[bar.language]?.percent)
            #expect(bar.width > 300)
            #expect(abs(bar.translated - bar.width * percent / 100) <= 1, "\(bar)")
        }
    }

    /// The page holds each language's counts and what is left per table, with names escaped.
    @Test func namesWhatIsLeftPerTable() throws {
        let page = TranslationStatusPage.html(try Self.status(), title: "Shop & app")
        #expect(page.contains("<title>Shop &amp; app</title>"))
        #expect(page.contains("<tr><td class=\"name\">Shop</td><td class=\"name\">fr</td><td>1</td><td>0</td><td>0</td></tr>"))
        #expect(page.contains("<tr><td class=\"name\">Localizable</td><td class=\"name\">de</td><td>0</td><td>0</td><td>2</td></tr>"))
        // English has nothing left, so no table lists it.
        #expect(!page.contains("</td><td class=\"name\">en</td><td>"))
    }
}
