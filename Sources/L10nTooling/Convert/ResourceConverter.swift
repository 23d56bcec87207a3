import L10n
import L10nResources

/// Converts tables between resource formats: the files to write for a target and everything
/// the target could not express.
///
/// Output is stable — keys sorted, Xcode's layout — so converting the same input twice gives
/// the same bytes and diffs stay small. A catalog converted to a catalog keeps all it holds; to
/// files, what they cannot hold is reported once per kind (`CatalogLosses`).
public enum ResourceConverter {
    /// The files that hold `tables` in `target` (paths relative to the output folder:
    /// `fr.lproj/Localizable.strings`, `Localizable.xcstrings`), and the issues.
    public static func convert(
        _ tables: [TableLocalizations], to target: ConversionTarget
    ) -> (files: [ConvertedFile], issues: [ConversionIssue]) {
        var files: [ConvertedFile] = []
        var issues: [ConversionIssue] = []
        for table in tables.sorted(by: { $0.name < $1.name }) {
            if target == .xcstrings {
                let catalog = CatalogConverter.catalog(from: table, issues: &issues)
                files.append(ConvertedFile(path: table.name + ".xcstrings", bytes: catalog.encoded()))
                continue
            }
            if let read = table.catalog { issues += CatalogLosses.issues(read) }
            for localization in table.localizations {
                guard let strings = table.tables[localization] else { continue }
                let folder = localization.name + ".lproj/" + table.name
                let entries = strings.entries.values.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
                func report(_ key: String, _ message: String) {
                    let file = strings[key]?.location.file ?? table.file(of: localization)
                    issues.append(ConversionIssue(file: file, key: key, localization: localization, message: message))
                }
                switch target {
                case .smartling:
                    let written = SmartlingConverter.stringsEntries(entries, report: report)
                    files.append(ConvertedFile(path: folder + ".strings", bytes: StringsFileWriter.utf8(written)))
                case .strings, .stringsdict:
                    var plain: [StringsFile.Entry] = []
                    var rich: [TableEntry] = []
                    for entry in entries {
                        if target == .strings, case .text(let text) = entry.value {
                            plain.append(StringsFile.Entry(key: entry.key, value: text, comment: entry.comment))
                        } else {
                            rich.append(entry)
                            if let comment = entry.comment, !comment.isEmpty {
                                report(entry.key, "a .stringsdict has no comments; the comment is dropped")
                            }
                        }
                    }
                    if !plain.isEmpty {
                        plain.sort { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
                        files.append(ConvertedFile(path: folder + ".strings", bytes: StringsFileWriter.utf8(plain)))
                    }
                    if !rich.isEmpty {
                        files.append(ConvertedFile(path: folder + ".stringsdict", bytes: StringsdictWriter.utf8(rich, report: report)))
                    }
                case .xcstrings:
                    break
                }
            }
        }
        return (files, issues)
    }
}
