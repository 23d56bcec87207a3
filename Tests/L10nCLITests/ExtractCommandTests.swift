#if Extract
import Foundation
import L10nResources
import L10nTestSupport
import Testing

/// `l10n extract` end to end on a folder of sources and a catalog: keys added, a key the code
/// dropped made stale and then pruned, a second run writing the same bytes.
@Suite struct ExtractCommandTests {
    let l10n: ExecutableRunner

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test func syncsACatalogWithTheCodeAndAgainWritesTheSameBytes() throws {
        let folder = try TemporaryBundle([
            "Sources/App/HomeView.swift": #"""
            import SwiftUI
            struct HomeView: View {
                let unread: Int
                var body: some View {
                    Text("home.title")
                    Text("home.unread \(unread)")
                    Text(verbatim: "build 42")
                }
            }
            """#,
            "Sources/App/.hidden/Ignored.swift": #"let x = String(localized: "hidden.key")"#,
            "Resources/Localizable.xcstrings": #"""
            {"sourceLanguage":"en","version":"1.0","strings":{
            "home.old":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Ancien"}}}},
            "kept.by.hand":{"extractionState":"manual"}}}
            """#,
        ])
        defer { withExtendedLifetime(folder) {} }
        let catalog = folder.path("Resources/Localizable.xcstrings")
        let first = try l10n.run(["extract", "--output", folder.path("Resources"), folder.path("Sources")])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("2 added, 1 made stale"), "\(first.stdout)")
        let synced = try StringCatalog(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: catalog))), file: catalog)
        #expect(synced.strings.map(\.key) == ["home.old", "home.title", "home.unread %lld", "kept.by.hand"])
        #expect(synced.entry(forKey: "home.old")?.extractionState == "stale")
        #expect(synced.entry(forKey: "kept.by.hand")?.extractionState == "manual")

        let bytes = try Data(contentsOf: URL(fileURLWithPath: catalog))
        let second = try l10n.run(["extract", "--output", folder.path("Resources"), folder.path("Sources")])
        #expect(second.exitCode == 0 && second.stdout.contains("0 added, 0 made stale"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == bytes)

        let pruned = try l10n.run(["extract", "--prune", "--output", folder.path("Resources"), folder.path("Sources")])
        #expect(pruned.exitCode == 0 && pruned.stdout.contains("1 pruned"), "\(pruned.stdout)")
        let after = try StringCatalog(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: catalog))), file: catalog)
        #expect(after.strings.map(\.key) == ["home.title", "home.unread %lld", "kept.by.hand"])
    }

    /// `lint --usage` reads the code as `extract` does: a key the code passes to `Text` that the
    /// table lacks is an error at its line.
    @Test func lintUsageReportsAKeyTheCodeUsesAndNoTableHas() throws {
        let folder = try TemporaryBundle([
            "App/en.lproj/Localizable.strings": #""home.title" = "Home";"#,
            "Sources/HomeView.swift":
                "import SwiftUI\nstruct HomeView: View {\n    var body: some View {\n        Text(\"home.title\")\n        Text(\"home.subtitle\")\n    }\n}\n",
        ])
        defer { withExtendedLifetime(folder) {} }
        let result = try l10n.run(["lint", "--usage", folder.path("Sources"), folder.path("App")])
        #expect(result.exitCode == 1)
        #expect(
            result.stdoutLines == [
                folder.path("Sources/HomeView.swift")
                    + ":5: error: 'home.subtitle': the code uses this key, which table 'Localizable' has in no localization; the app shows the key [swift-key-missing]"
            ], "\(result.stdout)")
    }

    @Test func aPathThatDoesNotExistIsBadInput() throws {
        let result = try l10n.run(["extract", "--output", "/tmp", "/no/such/folder"])
        #expect(result.exitCode == 2 && result.stderr.contains("/no/such/folder: no such file or folder"), "\(result.stderr)")
    }
}
#endif
