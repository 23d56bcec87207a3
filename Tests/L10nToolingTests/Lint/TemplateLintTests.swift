import Foundation
import L10nTestSupport
import Testing

@testable import L10n
@testable import L10nTooling

/// What lint learned from templates: markup-carrying translations compared tag by tag with the
/// development language's, a template's key that no table has, a key nothing uses; read from
/// real `.lproj` trees, Mustache and Leaf templates and Swift sources written to disk.
@Suite struct TemplateLintTests {
    // MARK: Markup

    @Test func aMarkupTranslationMustKeepTheDevelopmentLanguagesTags() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": """
            "terms_html" = "Read the <a href=\\"/terms\\">terms</a> and <b>agree</b>.";
            "plain" = "A <b>bold</b> claim";
            "welcome.html" = "Welcome, <b>%@</b>!<br/>";
            """,
            // Reordered tags, another address: the same markup.
            "fr.lproj/Localizable.strings": """
            "terms_html" = "<b>Acceptez</b> les <a href=\\"/fr/terms\\">conditions</a>.";
            "plain" = "Une affirmation";
            "welcome.html" = "Bienvenue, <B>%@</B> !<br />";
            """,
            // A closing tag lost, a tag added, and one left open.
            "de.lproj/Localizable.strings": """
            "terms_html" = "Lesen Sie die <a href=\\"/de/terms\\">Bedingungen und <b>stimmen</b> zu.";
            "plain" = "Eine <i>kühne</i> Behauptung";
            "welcome.html" = "Willkommen, <b>%@</b>!<br/><script>x</script>";
            """,
            "it.lproj/Localizable.strings": """
            "terms_html" = "Leggi i <a href=\\"/it\\">termini</a> e <b>accetta</b>.";
            "plain" = "Un'affermazione";
            "welcome.html" = "Benvenuto, <b>%@</b>!<br/";
            """,
        ])
        let findings = Linter().lint(bundle: try LocalizationBundle(path: bundle.path)).filter { $0.rule == .markupMismatch }
        #expect(findings.map(\.key) == ["terms_html", "welcome.html", "welcome.html"])
        let terms = try #require(findings.first)
        #expect(terms.file == bundle.path("de.lproj/Localizable.strings"))
        #expect(terms.line == 1)
        #expect(terms.severity == .error)
        #expect(terms.message.hasPrefix("'de' markup differs from the development language's: lacks </a>"))
        #expect(findings[1].message.contains("has <script> </script> the development language does not"))
        #expect(findings[1].file == bundle.path("de.lproj/Localizable.strings"))
        #expect(findings[2].file == bundle.path("it.lproj/Localizable.strings"))
        #expect(findings[2].message.contains("(unterminated)"))
    }

    /// Plural forms are compared form by form, so Arabic's six forms each carry the English
    /// forms' tags; one form that lost them is found.
    @Test func pluralFormsAreComparedOneByOne() throws {
        func stringsdict(_ forms: [String: String]) -> [String: Any] {
            var rule: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld"]
            rule.merge(forms) { _, new in new }
            return ["files_html": ["NSStringLocalizedFormatKey": "%#@files@", "files": rule]]
        }
        let bundle = try TemporaryBundle()
        try bundle.write(
            "en.lproj/Localizable.stringsdict",
            propertyList: stringsdict(["one": "<b>%lld</b> file", "other": "<b>%lld</b> files"]))
        var arabic = [
            "zero": "<b>%lld</b> ملفات", "one": "<b>%lld</b> ملف", "two": "<b>%lld</b> ملفان", "few": "<b>%lld</b> ملفات",
            "many": "<b>%lld</b> ملفًا", "other": "<b>%lld</b> ملف",
        ]
        try bundle.write("ar.lproj/Localizable.stringsdict", propertyList: stringsdict(arabic))
        var linted = Linter().lint(bundle: try LocalizationBundle(path: bundle.path))
        #expect(linted.filter { $0.rule == .markupMismatch }.isEmpty)
        arabic["many"] = "%lld ملفًا"
        try bundle.write("ar.lproj/Localizable.stringsdict", propertyList: stringsdict(arabic))
        linted = Linter().lint(bundle: try LocalizationBundle(path: bundle.path))
        let found = linted.filter { $0.rule == .markupMismatch }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("lacks </b> <b>") == true)
    }

    @Test(arguments: [
        ("a < b and 3<4", [String]()),
        ("<!-- <b> --><i>x</i>", ["<i>", "</i>"]),
        ("<A HREF='x' class=y>z</a>", ["<a class href>", "</a>"]),
        ("<br/><img src=\"a.png\" />", ["<br/>", "<img src/>"]),
        ("<b>open", ["<b>"]),
        ("<b", ["<b… (unterminated)"]),
        ("<a title=\"1 > 0\">", ["<a title>"]),
    ])
    func tagsAreReadAsHTMLReadsThem(text: String, expected: [String]) {
        #expect(TranslationMarkup.tags(in: text) == expected, "\(text)")
    }

    // MARK: Uses

    /// A bundle, templates of both engines and Swift sources, as a service's tree holds them.
    private func tree() throws -> TemporaryBundle {
        try TemporaryBundle([
            "Resources/en.lproj/Localizable.strings": """
            "greeting" = "Hello, %@!";
            "files.remaining" = "%lld files remaining";
            "order.total" = "Total: %@";
            "never.used" = "Nobody reads me";
            "settings.title" = "Settings";
            "%lld items in %@" = "%lld items in %@";
            "raw.key" = "Raw";
            "multi.line" = "Multi";
            "in.comment" = "Only in a comment";
            """,
            "Resources/fr.lproj/Localizable.strings": """
            "greeting" = "Bonjour, %@ !";
            "fr.only" = "Seulement en français";
            """,
            "Resources/en.lproj/Emails.strings": """
            "subject" = "Your order";
            """,
            "Templates/page.mustache": """
            <h1>{{#l10n.string}}greeting name{{/l10n.string}}</h1>
            <p>{{# l10n.attribute }}"fr.only"{{/ l10n.attribute }}</p>
            <p>{{#l10n.string}}no.such.key{{/l10n.string}}</p>
            <p>{{#l10n.string}}subject table=Emails{{/l10n.string}} {{#l10n.string}}greeting table=Nowhere{{/l10n.string}}</p>
            """,
            "Templates/page.leaf": """
            <li>#localized("files.remaining", count)</li>
            <p>#localizedTableAttribute("Localizable", "order.total", total)</p>
            <p>#localized(dynamicKey) #localizedTable("Emails", "missing.subject")</p>
            #localizedAttribute("also.missing")
            """,
            "Sources/App/Handlers.swift": #"""
            let title = Strings.settingsTitle
            let items = String(localized: "\(count) items in \(folder.name(for: "ignored \(1)"))")
            let raw = #"raw.key"#
            let text = """
                multi.line
                """
            // "in.comment"
            /* "in.comment" /* nested */ "in.comment" */
            """#,
        ])
    }

    @Test func templateKeysAreCheckedAgainstEveryTableAndUnusedKeysAreFound() throws {
        let tree = try tree()
        var uses = KeyUses()
        try uses.read(path: tree.path("Templates"))
        try uses.read(path: tree.path("Sources"))
        #expect(uses.templatesRead == 2)
        #expect(uses.swiftFilesRead == 1)
        let bundle = try LocalizationBundle(path: tree.path("Resources"))
        let findings = UsageLinter().lint([bundle], uses: uses)
        let missing = findings.filter { $0.rule == .templateKeyMissing }
        #expect(
            missing.map { "\($0.file.split(separator: "/").last!):\($0.line ?? 0) \($0.key ?? "")" } == [
                "page.leaf:3 missing.subject", "page.leaf:4 also.missing", "page.mustache:3 no.such.key", "page.mustache:4 greeting",
            ])
        #expect(missing.allSatisfy { $0.severity == .error })
        #expect(missing.last?.message.contains("table 'Nowhere', which no bundle has") == true)
        let unused = findings.filter { $0.rule == .keyUnused }
        #expect(unused.map(\.key) == ["never.used", "in.comment"])
        #expect(unused.first?.file == tree.path("Resources/en.lproj/Localizable.strings"))
        #expect(unused.first?.line == 4)
        #expect(unused.allSatisfy { $0.severity == .warning })
        #expect(findings.count == missing.count + unused.count)
    }

    @Test(arguments: [
        (#"let a = "plain""#, [["plain"]]),
        (#"f("a\"b\\c\n\u{1F600}")"#, [["a\"b\\c\n😀"]]),
        (#"f("\(x) of \(y)")"#, [["", " of ", ""]]),
        (#"f("outer \(g("inner")) end")"#, [["inner"], ["outer ", " end"]]),
        (##"f(#"raw \(x) \#(y)"#)"##, [["raw \\(x) ", ""]]),
        ("f(\"\"\"\n    one\n      two\n    \"\"\")", [["one\n  two"]]),
        ("// \"comment\"\n/* \"block\" */ f(\"code\")", [["code"]]),
        (#"f("bad \q escape") g("good")"#, [["good"]]),
    ])
    func swiftLiteralsAreDecodedAsTheCompilerReadsThem(source: String, expected: [[String]]) {
        #expect(SwiftKeyScanner(source).literals == expected, "\(source)")
    }

    @Test(arguments: [
        ("%lld files", ["", " files"], true),
        ("%1$@ and %2$@", ["", " and ", ""], true),
        ("%.2f%%", ["", "%%"], true),
        ("%lld files", ["", " file"], false),
        ("files", ["", "files"], false),
        ("%lld", ["", " "], false),
        ("%lld", ["", ""], true),
    ])
    func anInterpolatedLiteralSpellsTheKeyXcodeExtracts(key: String, pieces: [String], expected: Bool) {
        #expect(KeyUses.key(key, isSpelledBy: pieces) == expected, "\(key) ← \(pieces)")
    }
}
