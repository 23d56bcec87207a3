// The types of other modules that the runtime's own API speaks in, so a service that imports
// `L10n` alone can name and catch them: the format engine's arguments, errors and formatter
// (L10nFormat); locale identifiers, the error their validation throws, the plural rules a
// localization selects with and the decimal literals they take (L10nICU); errors reading a bundle's files and where a string was
// read (L10nResources); plural categories (L10nVocabulary). Everything else stays behind an
// import of its own module.
@_exported import enum L10nFormat.FormatArgument
@_exported import protocol L10nFormat.FormatArgumentConvertible
@_exported import struct L10nFormat.FormatError
@_exported import struct L10nFormat.StringFormatter
@_exported import struct L10nICU.DecimalLiteral
@_exported import struct L10nICU.ICUError
@_exported import struct L10nICU.LocaleIdentifier
@_exported import enum L10nICU.NumberData
@_exported import struct L10nICU.PluralRules
@_exported import struct L10nResources.ResourceError
@_exported import struct L10nResources.SourceLocation
@_exported import enum L10nVocabulary.PluralCategory
