import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// Every resource file of the real-world corpus, read the way the runtime reads it: each
/// `.strings` and `.stringsdict` through the table readers, each catalog in every language, and
/// every folder of `.lproj` folders as a bundle, every table of every localization.
@Suite(.enabled(if: Corpus.directory != nil, "L10N_CORPUS_DIR is not set to the shared corpus"))
struct CorpusTableTests {
    /// The deliberately broken catalogs of xcstrings-tool's test fixtures (`!` names).
    static func isDeliberatelyInvalid(_ url: URL) -> Bool {
        url.lastPathComponent.hasPrefix("!")
    }

    static func localization(of url: URL) -> String {
        let folder = url.deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : ""
    }

    @Test func everyStringsAndStringsdictFileReadsAsATable() throws {
        let files = try Corpus.files(withExtensions: ["strings", "stringsdict"])
        #expect(files.count == 1947 + 161)
        var failures: [String] = []
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            let name = url.deletingPathExtension().lastPathComponent
            do {
                let table =
                    url.pathExtension == "strings"
                    ? try StringTable(
                        strings: bytes, file: url.path, name: name, localization: L10n.Localization(Self.localization(of: url)))
                    : try StringTable(
                        stringsdict: bytes, file: url.path, name: name, localization: L10n.Localization(Self.localization(of: url)))
                // Nothing is lost: every key of the file is in the table.
                if url.pathExtension == "strings", !table.entries.keys.contains(where: { $0.contains("##{") }) {
                    let oracle = try #require(PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: String])
                    if Set(oracle.keys) != Set(table.entries.keys) { failures.append("\(url.path): keys differ from CoreFoundation's") }
                }
            } catch {
                failures.append("\(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }

    @Test func everyCatalogReadsInEveryLanguage() throws {
        let files = try Corpus.files(withExtensions: ["xcstrings"])
        #expect(files.count == 85)
        var failures: [String] = []
        var tablesRead = 0
        for url in files where !Self.isDeliberatelyInvalid(url) {
            do {
                let catalog = try StringCatalog(bytes: [UInt8](try Data(contentsOf: url)), file: url.path)
                let languages = Set(catalog.strings.flatMap(\.localizations.keys)).union([catalog.sourceLanguage])
                for language in languages.sorted() {
                    let table = try StringTable(
                        catalog: catalog, file: url.path, name: url.deletingPathExtension().lastPathComponent,
                        localization: L10n.Localization(language))
                    // The source language has every key: as read, or reported as left out.
                    let leftOut = table.warnings.filter { $0.message.contains("left out") }.count
                    let keys = Set(catalog.strings.map(\.key)).count
                    if language == catalog.sourceLanguage, table.count + leftOut != keys {
                        failures.append("\(url.path) [\(language)]: \(table.count) + \(leftOut) left out of \(keys) keys")
                    }
                    tablesRead += 1
                }
            } catch {
                failures.append("\(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        #expect(tablesRead > 85)
    }

    @Test func everyBundleFolderLoadsEveryTableOfEveryLocalization() throws {
        let directory = try #require(Corpus.directory)
        let lprojFolders = try Corpus.files(withExtensions: ["strings", "stringsdict", "xcstrings"])
            .map { $0.deletingLastPathComponent() }
            .filter { $0.pathExtension == "lproj" }
        let roots = Set(lprojFolders.map { $0.deletingLastPathComponent().path }).sorted()
        #expect(roots.count == 32)
        var failures: [String] = []
        var filesRead = 0
        for root in roots {
            let bundle = try LocalizationBundle(path: root)
            for table in bundle.tableNames {
                for localization in bundle.localizations {
                    do {
                        _ = try bundle.table(table, localization: localization)
                    } catch {
                        failures.append("\(error)")
                    }
                }
            }
            filesRead += bundle.filesRead
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        #expect(filesRead > 2000, "read \(filesRead) sources under \(directory.path)")
    }

    /// Validation reads every file and catalog language of every bundle folder and finds no
    /// error in the corpus's apps (which ship these files): no false alarms on real tables.
    @Test func everyBundleFolderValidatesWithoutAnError() throws {
        let lprojFolders = try Corpus.files(withExtensions: ["strings", "stringsdict", "xcstrings"])
            .map { $0.deletingLastPathComponent() }
            .filter { $0.pathExtension == "lproj" }
        let roots = Set(lprojFolders.map { $0.deletingLastPathComponent().path }).sorted()
        var errors: [String] = []
        var sourcesRead = 0
        var entriesRead = 0
        var lintErrors = 0
        for root in roots {
            let bundle = try LocalizationBundle(path: root)
            let report = bundle.validate()
            // Lint's findings are translators' mistakes real apps have (served degraded); they
            // must be exactly what the linter finds for the same rules, through the same reads.
            errors += report.errors.filter { $0.kind != .lint }.map(\.description)
            let lint = report.errors.filter { $0.kind == .lint }
            let others = Set(LintRule.allCases).subtracting(LocalizationBundle.servingLintRules)
            let findings = Linter(disabled: others).lint(bundle: bundle)
            #expect(
                Set(lint.map { "\($0.source?.file ?? ""):\($0.source?.line ?? 0) \($0.key ?? "")" })
                    == Set(findings.map { "\($0.file):\($0.line ?? 0) \($0.key ?? "")" }), "\(root)")
            lintErrors += lint.count
            let read = bundle.filesRead
            sourcesRead += read
            for table in bundle.tableNames {
                for localization in bundle.localizations {
                    entriesRead += try bundle.table(table, localization: localization)?.count ?? 0
                }
            }
            #expect(bundle.filesRead == read, "\(root): a lookup read a source validation did not")
        }
        #expect(errors.isEmpty, "\(errors.prefix(20))")
        #expect(sourcesRead > 2000)
        #expect(entriesRead > 150_000, "\(entriesRead)")
        #expect(lintErrors > 0)
    }

    @Test func everyInfoPlistReads() throws {
        let files = try Corpus.files(withExtensions: ["plist"])
        #expect(files.count == 13)
        for url in files {
            let value = try PropertyListValue(bytes: [UInt8](try Data(contentsOf: url)), file: url.path)
            #expect(value.dictionary != nil, "\(url.path)")
        }
    }
}
