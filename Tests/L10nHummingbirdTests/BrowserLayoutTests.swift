#if Hummingbird && Mustache
import Foundation
import Hummingbird
import HummingbirdTesting
import L10n
import L10nHummingbird
import L10nTemplates
import L10nTestSupport
import Mustache
import Testing

@testable import L10nExampleServer

/// The example service's page as a browser lays it out: Debian's Chromium (headless, installed
/// by scripts/setup) loads `/page` in a frame and reports the computed direction of the page's
/// body and where the heading's text landed, so the test checks the rendering, not only the
/// attribute.
@Suite struct BrowserLayoutTests {
    /// What the probe page reports of the frame.
    struct Layout: Decodable {
        let direction: String
        let textAlign: String
        let boxLeft: Double
        let boxRight: Double
        let textLeft: Double
        let textRight: Double
    }

    @Test func theArabicPageIsLaidOutRightToLeftAndTheEnglishPageLeftToRight() async throws {
        let browser = try #require(
            HeadlessBrowser.path, "no chromium-headless-shell or chromium on PATH: scripts/setup installs Debian's chromium-headless-shell")
        let localizer = try ReloadingLocalizer(path: HummingbirdTemplateTests.examplePath)
        let templates = try await MustacheLibrary(directory: HummingbirdTemplateTests.templatesPath)
        let router = ExampleServer.router(localizer, templates: templates)
        // A page of the test's own beside the service's routes, on the same origin so that its
        // script may read the framed page's layout.
        router.get("probe") { request, _ in
            let page = request.uri.queryParameters["page"].map(String.init) ?? ""
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: Self.probe(framing: page))))
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            var layouts: [String: Layout] = [:]
            for language in ["ar", "en"] {
                let framed = "/page?name=Ada&lang=\(language)"
                let url = "http://127.0.0.1:\(port)/probe?page=\(framed.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
                layouts[language] = try await Self.layout(of: url, browser: browser)
            }
            let arabic = try #require(layouts["ar"])
            let english = try #require(layouts["en"])
            #expect(arabic.direction == "rtl")
            #expect(english.direction == "ltr")
            // The heading is a block as wide as the frame and its text much shorter: right to left,
            // the text ends at the block's right edge and starts far from its left one.
            #expect(abs(arabic.textRight - arabic.boxRight) <= 1, "\(arabic)")
            #expect(arabic.textLeft - arabic.boxLeft > 100, "\(arabic)")
            #expect(abs(english.textLeft - english.boxLeft) <= 1, "\(english)")
            #expect(english.boxRight - english.textRight > 100, "\(english)")
        }
    }

    /// The probe page: frames `page`, then writes the layout of its body and first heading into
    /// its own document as JSON, which the browser's `--dump-dom` prints.
    static func probe(framing page: String) -> String {
        """
        <!DOCTYPE html>
        <html><body>
        <iframe id="frame" src="\(TemplateLocalization.escapedHTML(page))" style="width: 900px; height: 600px"></iframe>
        <script>
        window.addEventListener("load", () => {
            const framed = document.getElementById("frame").contentDocument;
            const heading = framed.querySelector("h1");
            const text = framed.createRange();
            text.selectNodeContents(heading);
            const box = heading.getBoundingClientRect(), ink = text.getBoundingClientRect();
            const style = framed.defaultView.getComputedStyle(framed.body);
            const result = document.createElement("pre");
            result.id = "layout";
            result.textContent = JSON.stringify({
                direction: style.direction, textAlign: style.textAlign,
                boxLeft: box.left, boxRight: box.right, textLeft: ink.left, textRight: ink.right });
            document.body.appendChild(result);
        });
        </script>
        </body></html>
        """
    }

    /// The layout the probe at `url` reports, as the browser at `browser` renders it.
    static func layout(of url: String, browser: String) async throws -> Layout {
        let text = try await HeadlessBrowser.dom(of: url, browser: browser)
        let marker = "<pre id=\"layout\">"
        guard let start = text.range(of: marker), let end = text.range(of: "</pre>", range: start.upperBound..<text.endIndex) else {
            throw NoLayout(description: "\(browser) printed no layout:\n\(text)")
        }
        let json = String(text[start.upperBound..<end.lowerBound])
        return try JSONDecoder().decode(Layout.self, from: Data(json.utf8))
    }

    struct NoLayout: Error, CustomStringConvertible {
        let description: String
    }

}
#endif
