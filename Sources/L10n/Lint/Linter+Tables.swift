import L10nResources

extension Linter {
    /// One localization's table of a bundle, with the files it came from.
    struct FileTable {
        var localization: Localization
        var strings: String?
        var stringsdict: String?
        /// `nil` when no file of it could be read.
        var table: StringTable?
    }

    /// Reads a localization's `.strings` and `.stringsdict` (the latter's entries win), turning
    /// read errors into findings; `nil` if neither could be read.
    ///
    /// - Parameter bundle: The bundle the files are read through (its cache, its held
    ///   versions), when linting one.
    func read(
        _ name: String, strings: String?, stringsdict: String?, localization: Localization, into collector: inout LintCollector,
        bundle: LocalizationBundle? = nil
    ) -> StringTable? {
        var table: StringTable?
        if let strings {
            do {
                if let bundle {
                    table = try bundle.load(.file(path: strings, localization: localization), table: name, format: .strings)
                } else {
                    table = try StringTable(
                        strings: ResourceFile.bytes(atPath: strings), file: strings, name: name, localization: localization)
                }
            } catch {
                collector.add(error, fatal: true)
            }
        }
        if let stringsdict {
            do {
                let entries: StringTable
                if let bundle {
                    entries = try bundle.load(.file(path: stringsdict, localization: localization), table: name, format: .stringsdict)
                } else {
                    entries = try StringTable(
                        stringsdict: ResourceFile.bytes(atPath: stringsdict), file: stringsdict, name: name, localization: localization)
                }
                table = table.map { $0.merging(overriddenBy: entries) } ?? entries
            } catch {
                collector.add(error, fatal: true)
            }
        }
        return table
    }

    /// Checks each localization's table and compares the translations with the development
    /// localization's: the development region's folder, else `Base`.
    func lint(_ tables: [FileTable], developmentRegion: Localization?, into collector: inout LintCollector) {
        let folded = (developmentRegion ?? "en").folded
        let development =
            tables.first { $0.localization.folded == folded && $0.table != nil }
            ?? tables.first { $0.localization.isBase && $0.table != nil }
        var developmentSignatures: [String: (entry: TableEntry, signature: FormatSignature)] = [:]
        var translations: [(FileTable, [String: (entry: TableEntry, signature: FormatSignature)])] = []
        for file in tables {
            guard let table = file.table else { continue }
            let language = file.localization.isBase ? developmentRegion?.name : file.localization.name
            let signatures = collector.check(table, language: language)
            if file.localization == development?.localization {
                developmentSignatures = signatures
            } else if !file.localization.isBase {
                translations.append((file, signatures))
            }
        }
        guard let development else { return }
        for (file, signatures) in translations {
            collector.compare(
                signatures, with: developmentSignatures, localization: file.localization.name,
                developmentLocalization: development.localization.name
            ) { entry in
                // At the development language's entry, the line a missing key has: the
                // translation lacks it, so has no line for it (the finding names the language).
                file.strings ?? file.stringsdict == nil ? nil : (entry.location.file, entry.location.line)
            }
        }
    }
}
