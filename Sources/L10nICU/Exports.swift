// The plural categories rules answer with live in L10nVocabulary, a leaf without ICU that the
// file formats share; a module that imports L10nICU names them as before.
@_exported import enum L10nVocabulary.PluralCategory
