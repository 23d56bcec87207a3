import Foundation
import L10nTestSupport
import Testing

@testable import L10n

/// Overrides as `.strings` files (`OverrideFiles`): written and read back unchanged, laid out as
/// each override's `file` names it, served as written, and a folder that does not fit the
/// layout, or a file that is not `.strings`, refused with its path and line.
@Suite struct OverrideFilesTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    static let overrides = [
        TranslationOverride(localization: "fr", key: "greeting", value: "Salut, %@ !"),
        TranslationOverride(localization: "fr", key: "quote", value: "Il a dit « \"oui\" »\net\tpartit \\ ici"),
        TranslationOverride(tenant: Tenant("acme"), localization: "ru", key: "files.remaining##{one}", value: "Остался %lld файлик"),
        TranslationOverride(tenant: Tenant("acme"), localization: "ru", key: "files.remaining##{other}", value: "Осталось %lld файлов"),
        TranslationOverride(tenant: Tenant("acme"), localization: "ru", table: "Shop", key: "cart.title", value: "Корзина\u{1}"),
        TranslationOverride(tenant: Tenant("beta"), localization: "ar", key: "greeting", value: "مرحبا، %@!"),
    ]

    @Test func writtenOverridesReadBackUnchanged() throws {
        let folder = try TemporaryBundle()
        try OverrideFiles.write(Self.overrides, to: folder.path)
        let read = try OverrideFiles.read(folder: folder.path)
        #expect(Set(read) == Set(Self.overrides))
        #expect(read.count == Self.overrides.count)
        // Each in the file its `file` names, below the folder.
        for override in Self.overrides {
            let path = folder.path(String(override.file.dropFirst("overrides/".count)))
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
        // The files are `.strings` as CoreFoundation reads them (Foundation's own parser).
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("fr.lproj/Localizable.strings")))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        #expect(plist["quote"] == Self.overrides[1].value)
        withExtendedLifetime(folder) {}
    }

    /// Read back and set, the files serve what was written.
    @Test func readFilesAreServed() throws {
        let folder = try TemporaryBundle()
        try OverrideFiles.write(Array(Self.overrides.prefix(4)), to: folder.path)
        let served = try OverridingLocalizer(
            Localizer(path: Self.examplePath),
            overrides: try OverrideFiles.read(folder: folder.path) + [
                TranslationOverride(
                    tenant: Tenant("acme"), localization: "ru", key: "files.remaining##{few}", value: "Осталось %lld файлика"),
                TranslationOverride(
                    tenant: Tenant("acme"), localization: "ru", key: "files.remaining##{many}", value: "Осталось %lld файлов"),
            ])
        let russian = try served.servingLocalizer(for: Tenant("acme")).localization(for: .localization("ru"))
        #expect(try russian.localize("files.remaining", arguments: [1]).string == "Остался 1 файлик")
        let french = try served.servingLocalizer(for: nil).localization(for: .localization("fr"))
        #expect(try french.localize("greeting", arguments: ["Anna"]).string == "Salut, Anna !")
        withExtendedLifetime(folder) {}
    }

    @Test func aFolderOutsideTheLayoutIsRefusedByPath() throws {
        let cases: [(files: [String: String], path: String)] = [
            (["fr.lproj/Localizable.txt": "x"], "fr.lproj/Localizable.txt"),
            (["notes.md": "x"], "notes.md"),
            (["bad name/fr.lproj/Localizable.strings": "\"a\" = \"b\";"], "bad name"),
            (["acme/readme.txt": "x"], "acme/readme.txt"),
        ]
        for (files, path) in cases {
            let folder = try TemporaryBundle(files)
            let error = try #require(throws: ResourceError.self) { try OverrideFiles.read(folder: folder.path) }
            #expect(error.file == folder.path(path), "\(files)")
            #expect(error.message.contains("not part of an overrides folder"))
            withExtendedLifetime(folder) {}
        }
    }

    @Test func anUnreadableStringsFileNamesItsLine() throws {
        let folder = try TemporaryBundle(["acme/fr.lproj/Localizable.strings": "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n"])
        let error = try #require(throws: ResourceError.self) { try OverrideFiles.read(folder: folder.path) }
        #expect(error.file == folder.path("acme/fr.lproj/Localizable.strings"))
        #expect(error.line == 2)  // the entry that lacks its semicolon
        withExtendedLifetime(folder) {}
    }
}
