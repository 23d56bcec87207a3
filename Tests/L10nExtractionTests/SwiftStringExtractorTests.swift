#if Extract
import L10nExtraction
import Testing

/// The extractor on sources written in the style of open-source SwiftUI apps (a settings
/// screen, a timeline row, an App Intent), each key checked against what Xcode extracts for
/// that line by Apple's rules: a localizable parameter or declared type takes the literal,
/// interpolations become the specifiers of their declared types.
@Suite struct SwiftStringExtractorTests {
    static let settings = #"""
        import SwiftUI

        struct SettingsView: View {
            @State private var isOn = false
            let accountCount: Int
            var title: String

            var body: some View {
                Form {
                    Section("settings.section.general") {
                        Toggle("settings.haptics", isOn: $isOn)
                        Label("settings.app.icon", systemImage: "app")
                        Text("settings.accounts \(accountCount)")
                        Text(verbatim: "v1.2.3")
                        Text(title)
                        Button(isOn ? "action.on" : "action.off") {}
                        SettingsRow(title: "settings.row.about")
                    }
                }
                .navigationTitle("settings.navigation-title")
                .alert("settings.alert.title", isPresented: $isOn) {}
            }
        }

        struct SettingsRow: View {
            let title: LocalizedStringKey
            init(title: LocalizedStringKey) { self.title = title }
            var body: some View { Text(title) }
        }
        """#

    static let timeline = #"""
        import Foundation

        enum TimelineFilter {
            case home, local

            var title: LocalizedStringKey {
                switch self {
                case .home: "timeline.home"
                case .local: "timeline.local"
                }
            }
        }

        func summary(boosts: Int, ratio: Double, name: String, items: [String]) -> String {
            let count = 3
            _ = String(localized: "timeline.summary \(boosts) \(ratio) \(name)", comment: "Boosts, ratio, name")
            _ = String(localized: "timeline.items \(items.count)", table: "Timeline")
            _ = String(localized: "timeline.count \(count) 100%")
            _ = String(localized: "timeline.percent \(ratio, specifier: "%.1f")")
            _ = String(localized: "timeline.unknown \(fetchName())")
            _ = String(localized: "welcome.key", defaultValue: "Welcome, \(name)!", comment: "Greets the user")
            _ = NSLocalizedString("legacy.key", tableName: "Legacy", value: "Legacy value", comment: "From before catalogs")
            return "not localized"
        }
        """#

    static let intent = #"""
        import AppIntents

        struct PostIntent: AppIntent {
            static let title: LocalizedStringResource = "intent.post.title"
            static var description = IntentDescription("intent.post.description")

            func perform() async throws -> some IntentResult & ProvidesDialog {
                .result(dialog: IntentDialog("intent.post.done"))
            }
        }
        """#

    /// What real apps do beside the common calls: an enum case with a localizable associated
    /// value, an assignment to a localizable property, an App Intents enum's dictionary and
    /// parameters, a `return` in a branch, arithmetic in an interpolation.
    static let appIntents = #"""
        import AppIntents
        import SwiftUI

        enum Validation {
            case valid
            case invalid(description: LocalizedStringKey)
        }

        enum Visibility: String, AppEnum {
            case pub, priv
            static var caseDisplayRepresentations: [Visibility: DisplayRepresentation] {
                [.pub: "Public", .priv: .init(title: "Followers Only")]
            }
        }

        struct ComposeIntent: AppIntent {
            @Parameter(title: "Caption", requestValueDialog: IntentDialog("Caption for your post"))
            var caption: String?

            func perform() async throws -> some IntentResult & ProvidesDialog {
                .result(dialog: "Posted")
            }
        }

        struct EditView: View {
            @State private var error: LocalizedStringKey?
            let tags: [String]

            var warning: LocalizedStringKey {
                if tags.isEmpty {
                    return "edit.warning.empty"
                }
                return ""
            }

            func validate() -> Validation {
                error = "edit.error.invalid"
                return .invalid(description: "edit.warning.symbol")
            }

            var body: some View {
                ForEach(Array(tags.enumerated()), id: \.offset) { index, tag in
                    Text("\(index + 1). ")
                }
            }
        }
        """#

    @Test func findsWhatRealAppsSpellBesideTheCommonCalls() {
        let keys = SwiftStringExtractor().extract([.init(path: "Intents.swift", text: Self.appIntents)]).map(\.key)
        #expect(
            keys == [
                "Public", "Followers Only", "Caption", "Caption for your post", "Posted", "edit.warning.empty", "",
                "edit.error.invalid", "edit.warning.symbol", "%lld. ",
            ])
    }

    static func extract() -> [ExtractedString] {
        SwiftStringExtractor().extract([
            .init(path: "Settings.swift", text: settings), .init(path: "Timeline.swift", text: timeline),
            .init(path: "Intent.swift", text: intent),
        ])
    }

    @Test func findsTheKeysXcodeExtracts() {
        let keys = Self.extract().map(\.key)
        #expect(
            keys == [
                "settings.section.general", "settings.haptics", "settings.app.icon", "settings.accounts %lld", "action.on",
                "action.off", "settings.row.about", "settings.navigation-title", "settings.alert.title",
                "timeline.home", "timeline.local", "timeline.summary %lld %lf %@", "timeline.items %lld",
                "timeline.count %lld 100%%", "timeline.percent %.1f", "timeline.unknown %@", "welcome.key", "legacy.key",
                "intent.post.title", "intent.post.description", "intent.post.done",
            ])
    }

    @Test func readsTablesValuesAndCommentsFromTheCall() throws {
        let strings = Self.extract()
        let summary = try #require(strings.first { $0.key == "timeline.summary %lld %lf %@" })
        #expect(summary.comment == "Boosts, ratio, name" && summary.table == "Localizable" && summary.line == 16)
        #expect(strings.first { $0.key == "timeline.items %lld" }?.table == "Timeline")
        let welcome = try #require(strings.first { $0.key == "welcome.key" })
        #expect(welcome.defaultValue == "Welcome, %@!" && welcome.comment == "Greets the user")
        let legacy = try #require(strings.first { $0.key == "legacy.key" })
        #expect(legacy.table == "Legacy" && legacy.defaultValue == "Legacy value")
    }

    /// `fetchName()`'s type is the function's business: `%@`, and said.
    @Test func reportsTheInterpolationsItGuesses() {
        let guessed = Self.extract().filter { !$0.guessedInterpolations.isEmpty }
        #expect(guessed.map(\.key) == ["timeline.unknown %@"])
        #expect(guessed.first?.guessedInterpolations == ["fetchName()"])
    }
}
#endif
