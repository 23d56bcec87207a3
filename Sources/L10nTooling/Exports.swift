// `l10n generate swift`'s generator is a module of its own so the L10nAccessors plugin's tool,
// which SwiftPM compiles for every package that applies the plugin (twice, before the build and
// in it), compiles no more than the generator needs; `import L10nTooling` still offers it.
@_exported import L10nAccessorGeneration
