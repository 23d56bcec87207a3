import L10n
import L10nTestSupport
import L10nTooling
import Testing

/// Input the generator cannot type: an error that names the file, line and key, and no source.
@Suite struct SwiftAccessorGeneratorErrorTests {
    static func error(
        _ files: [String: String], _ generator: SwiftAccessorGenerator = SwiftAccessorGenerator()
    ) throws -> AccessorGenerationError {
        let bundle = try TemporaryBundle(files)
        defer { withExtendedLifetime(bundle) {} }
        let opened = try LocalizationBundle(path: bundle.path)
        return try #require(throws: AccessorGenerationError.self) { try generator.source(for: opened) }
    }

    @Test func anArgumentReadAsTwoTypes() throws {
        let error = try Self.error(["en.lproj/Localizable.strings": "\"ok\" = \"fine\";\n\"both\" = \"%1$@ or %1$f\";\n"])
        #expect(error.key == "both" && error.location?.line == 2 && error.location?.file.hasSuffix("en.lproj/Localizable.strings") == true)
        #expect(error.description.contains("Localizable.strings:2") && error.description.contains("argument 1"))
    }

    @Test func widthsOfOneIntegerAgree() throws {
        let bundle = try TemporaryBundle(["en.lproj/Localizable.strings": "\"both\" = \"%1$d or %1$lld\";\n"])
        defer { withExtendedLifetime(bundle) {} }
        #expect(try SwiftAccessorGenerator().source(for: LocalizationBundle(path: bundle.path)).contains("func both(_ arg1: Int)"))
    }

    @Test func anUndefinedVariable() throws {
        let error = try Self.error(["en.lproj/Localizable.strings": "\n\"files\" = \"%#@count@ files\";\n"])
        #expect(error.key == "files" && error.location?.line == 2 && error.message.contains("'count'"))
    }

    /// Only the development language is typed: a broken translation does not stop it.
    @Test func translationsDoNotDecide() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": "\"files\" = \"%lld files\";\n",
            "de.lproj/Localizable.strings": "\"files\" = \"%#@count@ %1$@\";\n",
        ])
        defer { withExtendedLifetime(bundle) {} }
        #expect(try SwiftAccessorGenerator().source(for: LocalizationBundle(path: bundle.path)).contains("func files(_ arg1: Int)"))
    }

    @Test func aTableTheBundleLacks() throws {
        let error = try Self.error(
            ["en.lproj/Localizable.strings": "\"a\" = \"b\";\n"], SwiftAccessorGenerator(tables: ["Localizable", "Menu"]))
        #expect(error.message.contains("no table 'Menu'") && error.message.contains("its tables: Localizable"))
    }

    @Test(arguments: ["strings", "Int", "FormatArgument", "Bad-Name", "Self", "Localization"])
    func aTypeNameTheAccessorsCannotUse(name: String) throws {
        let error = try Self.error(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n"], SwiftAccessorGenerator(typeName: name))
        #expect(error.message.contains("'\(name)'") && error.location == nil)
    }

    @Test func noDevelopmentRegionAndNoEnglish() throws {
        let error = try Self.error(["fr.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
        #expect(error.message.contains("--development-region"))
    }
}
