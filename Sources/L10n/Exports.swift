// The two types of L10nResources that the runtime's own API speaks in — errors reading a
// bundle's files, and where a string was read — so a service that imports `L10n` alone can
// catch and show them. Everything else of the resource formats stays behind
// `import L10nResources`.
@_exported import struct L10nResources.ResourceError
@_exported import struct L10nResources.SourceLocation
