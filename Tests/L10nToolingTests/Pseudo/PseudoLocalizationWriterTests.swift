import Foundation
import L10n
import L10nFormat
import L10nICU
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// `PseudoLocalizationWriter` on a copy of `Examples/App`: the bundle with the pseudo
/// localization written into it lints clean, and every key of the development language
/// formats in the pseudo localization with the same arguments.
@Suite struct PseudoLocalizationWriterTests {
    static let example = Fixtures.repository.appendingPathComponent("Examples/App").path

    static let pseudoLocalizations: [PseudoLocalization] = [
        .accented, .rightToLeft, PseudoLocalization(style: .accented, elongation: 2, isBracketed: false, localization: "fr-XL"),
    ]

    /// A copy of the example bundle with `pseudo` written into it, removed with the value.
    final class PseudoBundle {
        let path: String

        init(_ pseudo: PseudoLocalization) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-pseudo-\(UUID().uuidString)").path
            try FileManager.default.copyItem(atPath: PseudoLocalizationWriterTests.example, toPath: path)
            let bundle = try LocalizationBundle(path: path)
            for file in try PseudoLocalizationWriter.files(for: bundle, pseudo).files {
                let url = URL(fileURLWithPath: bundle.resourcesPath).appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test(arguments: pseudoLocalizations)
    func thePseudoLocalizedBundleLintsClean(pseudo: PseudoLocalization) throws {
        let bundle = try PseudoBundle(pseudo)
        #expect(try LocalizationBundle(path: bundle.path).localizations.contains(pseudo.localization))
        let findings = try Linter().lint(path: bundle.path)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test(arguments: pseudoLocalizations)
    func everyKeyFormatsWithTheDevelopmentLanguagesArguments(pseudo: PseudoLocalization) throws {
        let bundle = try PseudoBundle(pseudo)
        let localizer = try Localizer(path: bundle.path)
        let development = try #require(localizer.bundle.developmentRegion)
        var keys = 0
        for name in localizer.bundle.tableNames {
            let table = try localizer.bundle.table(name, searchList: [development])
            for entry in table.entries.values {
                let arguments = Self.arguments(for: entry.value)
                let original = try localizer.localize(
                    entry.key, arguments: arguments,
                    LocalizationRequest(.preferred([development.name]), options: LocalizationOptions(table: name)))
                let disguised = try localizer.localize(
                    entry.key, arguments: arguments,
                    LocalizationRequest(.preferred([pseudo.localization.name]), options: LocalizationOptions(table: name)))
                #expect(disguised.localization == pseudo.localization, "\(name) \(entry.key)")
                #expect(disguised.string != original.string, "\(name) \(entry.key)")
                #expect(disguised.string.count >= original.string.count, "\(name) \(entry.key): \(disguised.string)")
                keys += 1
            }
        }
        #expect(keys > 0)
    }

    @Test func aCatalogKeepsItsOtherLanguages() throws {
        let bundle = try PseudoBundle(.accented)
        let original = try Localizer(path: Self.example)
        let rewritten = try Localizer(path: bundle.path)
        for key in try original.bundle.table("Shop", searchList: ["ru"]).entries.keys {
            let request = LocalizationRequest(.preferred(["ru"]), options: LocalizationOptions(table: "Shop"))
            let expected = try original.localize(key, arguments: [5, 2], request).string
            #expect(try rewritten.localize(key, arguments: [5, 2], request).string == expected, "\(key)")
        }
    }

    @Test func aBundleWithoutDevelopmentRegionTablesIsAnError() throws {
        let bundle = try TemporaryBundle(["fr.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
        defer { withExtendedLifetime(bundle) {} }
        #expect(throws: ResourceError.self) {
            try PseudoLocalizationWriter.files(for: try LocalizationBundle(path: bundle.path, developmentRegion: "en"), .accented)
        }
    }

    /// Arguments of the types the value's specifiers and variables read: an integer, a
    /// floating-point number or a name, at the slots they read them from.
    static func arguments(for value: LocalizedValue) -> [FormatArgument] {
        var slots: [Int: FormatArgument] = [:]
        func argument(_ conversion: Character) -> FormatArgument {
            "fFeEgGaA".contains(conversion) ? 1234.5 : "@sS".contains(conversion) ? "Ana" : 3
        }
        func read(_ text: String, variables: [String: FormatVariable]) {
            for token in FormatTokenizer.tokenize(text) {
                switch token.content {
                case .specifier(let specifier):
                    slots[specifier.argumentIndex] = argument(Character(Unicode.Scalar(specifier.conversion.rawValue)))
                case .variable(let name, let index, _):
                    let variable = variables[name]
                    let slot = variable?.argumentNumber.map { $0 - 1 } ?? index
                    slots[slot] = argument(variable?.valueType?.last ?? "@")
                default:
                    break
                }
            }
        }
        // The whole string's own text: a variable's variants read the variable's argument.
        var whole = value
        while true {
            switch whole {
            case .text(let text): read(text, variables: [:])
            case .format(let format): read(format.format, variables: format.variables)
            case .plural(let cases):
                if let other = cases[.other] {
                    whole = other
                    continue
                }
            case .device(let cases):
                if let other = cases["other"] {
                    whole = other
                    continue
                }
            case .width(let variants):
                if let first = variants.first {
                    whole = first.value
                    continue
                }
            }
            break
        }
        return (0..<(slots.keys.max().map { $0 + 1 } ?? 0)).map { slots[$0] ?? 3 }
    }
}
