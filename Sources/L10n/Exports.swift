@_exported import struct L10nICU.ICUError
@_exported import struct L10nICU.LocaleIdentifier
@_exported import enum L10nICU.PluralCategory
@_exported import struct L10nICU.PluralRules
// The types of other modules that the runtime's own API speaks in, so a service that imports
// `L10n` alone can name and catch them: errors reading a bundle's files and where a string
// was read (L10nResources), locale identifiers with the error their validation throws, and
// the plural rules a request's localization selects with (L10nICU). Everything else stays
// behind `import L10nResources` or `import L10nICU`.
@_exported import struct L10nResources.ResourceError
@_exported import struct L10nResources.SourceLocation
