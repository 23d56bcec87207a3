import L10nResources

/// What a bundle's `Info.plist` says about localization.
struct BundleInfo: Sendable {
    /// `CFBundleDevelopmentRegion`, unless absent or an unexpanded build setting.
    var developmentRegion: String?
    /// `CFBundleLocalizations`, in order, as written (duplicates included).
    var localizations: [String] = []
    var warnings: [ResourceError] = []

    /// Reads `Info.plist` at `path`; an absent file (`exists` false) says nothing.
    init(path: String, exists: Bool, files: BundleFiles) throws(ResourceError) {
        guard exists else { return }
        let root = try PropertyListValue(bytes: try files.bytes(atPath: path), file: path)
        guard case .dictionary(let info) = root else {
            throw ResourceError(.structure, file: path, line: 1, message: "Info.plist must be a dict, not \(root.typeName)")
        }
        if let entry = info.entry("CFBundleDevelopmentRegion") {
            if case .string(let region) = entry.value, !region.isEmpty {
                if region.contains("$(") {
                    warnings.append(
                        ResourceError(
                            .structure, file: path, line: entry.line, key: entry.key,
                            message: "'\(region)' is an unexpanded build setting; the development region is taken as unknown"))
                } else {
                    developmentRegion = region
                }
            } else {
                warnings.append(
                    ResourceError(.structure, file: path, line: entry.line, key: entry.key, message: "must be a non-empty string; ignored"))
            }
        }
        if let entry = info.entry("CFBundleLocalizations") {
            guard case .array(let items) = entry.value else {
                throw ResourceError(
                    .structure, file: path, line: entry.line, key: entry.key,
                    message: "must be an array of strings, not \(entry.value.typeName)")
            }
            for item in items {
                guard case .string(let localization) = item else {
                    throw ResourceError(
                        .structure, file: path, line: entry.line, key: entry.key,
                        message: "must be an array of strings; found \(item.typeName)")
                }
                localizations.append(localization)
            }
        }
    }
}
