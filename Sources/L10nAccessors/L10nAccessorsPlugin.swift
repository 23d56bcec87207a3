import Foundation
import PackagePlugin

/// Generates typed Swift accessors for a target's localized resources at build time: runs
/// `l10n generate swift` (its defaults: an internal `Strings`, every table) on the folder that
/// holds the target's `.lproj` folders and `.xcstrings` catalogs, and compiles the result into
/// the target.
///
/// The resources may be declared either way SwiftPM offers: `.process("Resources")` hands the
/// plugin each file (`Resources/en.lproj/Localizable.strings`), `.copy("Resources")` the folder
/// itself. Either way they must form one bundle folder; its `Info.plist` names the development
/// region the accessors are typed from (English when there is none and no catalog names one).
@main
struct L10nAccessorsPlugin: BuildToolPlugin {
    /// The resource files whose content the generated source depends on.
    private static let resourceExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "plist"]

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target as? any SourceModuleTarget else { return [] }
        let resources = module.sourceFiles.filter { $0.type == .resource }.map(\.url)
        let bundles = Set(resources.compactMap(Self.bundleFolder(of:)))
        guard let bundle = bundles.first else {
            Diagnostics.warning("\(target.name) has no .lproj or .xcstrings resources: no accessors generated")
            return []
        }
        guard bundles.count == 1 else {
            let names = bundles.map(\.path).sorted().joined(separator: ", ")
            throw PluginFailure("\(target.name)'s localized resources are in more than one folder (\(names)); keep them in one")
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+L10nAccessors.swift")
        return [
            .buildCommand(
                displayName: "Generating Swift accessors for \(target.name)'s strings",
                executable: try context.tool(named: "L10nAccessorsTool").url,
                arguments: [bundle.path, output.path],
                inputFiles: Self.files(in: bundle),
                outputFiles: [output])
        ]
    }

    /// The bundle folder a resource belongs to: the parent of its `.lproj` folder, the folder of
    /// a catalog, or a copied folder itself when it holds `.lproj` folders or catalogs.
    private static func bundleFolder(of resource: URL) -> URL? {
        let parent = resource.deletingLastPathComponent()
        if resource.pathExtension == "lproj" { return parent }
        if parent.pathExtension == "lproj" { return parent.deletingLastPathComponent() }
        if resource.pathExtension == "xcstrings" { return parent }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: resource.path)) ?? []
        return contents.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") } ? resource : nil
    }

    /// Every resource file under `folder`, so that editing a translation regenerates.
    private static func files(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { resourceExtensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }
}

/// A reason the plugin cannot generate, shown by SwiftPM as the build's error.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
