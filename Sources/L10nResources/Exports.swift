// A catalog's plural variations are keyed by CLDR category (L10nVocabulary, shared with the
// plural rules); a module that imports L10nResources names them as before.
@_exported import enum L10nVocabulary.PluralCategory
