// The C boundary between swift-l10n and the system ICU.
//
// Why this shim exists: ICU renames every exported function after its major version
// (`uplrules_open` is really `uplrules_open_72`) through function-like macros in
// `unicode/urename.h`. Swift cannot see macros of that kind, so it can call neither spelling
// portably. These `static inline` wrappers are compiled by clang, which does expand the macros,
// so Swift code calls `cicu_uplrules_open` and the package builds unchanged against any ICU
// major version. `scripts/check-icu-symbols` fails the build if Swift code names a versioned
// symbol directly.
//
// Conventions: one `cicu_` wrapper per ICU function used, same parameters in the same order,
// with nullability spelled out so Swift sees exact signatures. Nothing else lives here: all
// ownership, buffering and error handling is Swift code in `L10nICU`.

#ifndef CICU_SHIM_H
#define CICU_SHIM_H

#include <stdint.h>
#include <unicode/utypes.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ucurr.h>
#include <unicode/ures.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/upluralrules.h>

#pragma clang assume_nonnull begin

// MARK: - Errors and version

static inline const char *cicu_u_errorName(UErrorCode code) {
    return u_errorName(code);
}

/// Writes ICU's version as "72.1" into `buffer` (at least U_MAX_VERSION_STRING_LENGTH bytes).
static inline void cicu_versionString(char *buffer) {
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, buffer);
}

// MARK: - Enumerations

static inline int32_t cicu_uenum_count(UEnumeration *en, UErrorCode *status) {
    return uenum_count(en, status);
}

static inline const char *_Nullable cicu_uenum_next(UEnumeration *en, int32_t *_Nullable resultLength,
                                                    UErrorCode *status) {
    return uenum_next(en, resultLength, status);
}

static inline void cicu_uenum_close(UEnumeration *_Nullable en) {
    uenum_close(en);
}

// MARK: - Locale identifiers

static inline int32_t cicu_uloc_getName(const char *localeID, char *name, int32_t capacity, UErrorCode *status) {
    return uloc_getName(localeID, name, capacity, status);
}

static inline int32_t cicu_uloc_canonicalize(const char *localeID, char *name, int32_t capacity,
                                             UErrorCode *status) {
    return uloc_canonicalize(localeID, name, capacity, status);
}

static inline int32_t cicu_uloc_getBaseName(const char *localeID, char *name, int32_t capacity,
                                            UErrorCode *status) {
    return uloc_getBaseName(localeID, name, capacity, status);
}

static inline int32_t cicu_uloc_getLanguage(const char *localeID, char *language, int32_t capacity,
                                            UErrorCode *status) {
    return uloc_getLanguage(localeID, language, capacity, status);
}

static inline int32_t cicu_uloc_getScript(const char *localeID, char *script, int32_t capacity,
                                          UErrorCode *status) {
    return uloc_getScript(localeID, script, capacity, status);
}

static inline int32_t cicu_uloc_getCountry(const char *localeID, char *country, int32_t capacity,
                                           UErrorCode *status) {
    return uloc_getCountry(localeID, country, capacity, status);
}

static inline int32_t cicu_uloc_getVariant(const char *localeID, char *variant, int32_t capacity,
                                           UErrorCode *status) {
    return uloc_getVariant(localeID, variant, capacity, status);
}

static inline int32_t cicu_uloc_addLikelySubtags(const char *localeID, char *maximized, int32_t capacity,
                                                 UErrorCode *status) {
    return uloc_addLikelySubtags(localeID, maximized, capacity, status);
}

static inline int32_t cicu_uloc_minimizeSubtags(const char *localeID, char *minimized, int32_t capacity,
                                                UErrorCode *status) {
    return uloc_minimizeSubtags(localeID, minimized, capacity, status);
}

static inline int32_t cicu_uloc_getParent(const char *localeID, char *parent, int32_t capacity,
                                          UErrorCode *status) {
    return uloc_getParent(localeID, parent, capacity, status);
}

static inline int32_t cicu_uloc_forLanguageTag(const char *langtag, char *localeID, int32_t capacity,
                                               int32_t *parsedLength, UErrorCode *status) {
    return uloc_forLanguageTag(langtag, localeID, capacity, parsedLength, status);
}

static inline int32_t cicu_uloc_toLanguageTag(const char *localeID, char *langtag, int32_t capacity,
                                              UBool strict, UErrorCode *status) {
    return uloc_toLanguageTag(localeID, langtag, capacity, strict, status);
}

static inline int32_t cicu_uloc_countAvailable(void) {
    return uloc_countAvailable();
}

static inline const char *_Nullable cicu_uloc_getAvailable(int32_t index) {
    return uloc_getAvailable(index);
}

// MARK: - Resource bundles (to find which locales have plural rules)

static inline UResourceBundle *_Nullable cicu_ures_openDirect(const char *_Nullable packageName,
                                                              const char *locale, UErrorCode *status) {
    return ures_openDirect(packageName, locale, status);
}

static inline UResourceBundle *_Nullable cicu_ures_getByKey(const UResourceBundle *resourceBundle,
                                                            const char *key,
                                                            UResourceBundle *_Nullable fillIn,
                                                            UErrorCode *status) {
    return ures_getByKey(resourceBundle, key, fillIn, status);
}

static inline const UChar *_Nullable cicu_ures_getStringByKey(const UResourceBundle *resourceBundle,
                                                             const char *key, int32_t *length,
                                                             UErrorCode *status) {
    return ures_getStringByKey(resourceBundle, key, length, status);
}

static inline UResourceBundle *_Nullable cicu_ures_getByIndex(const UResourceBundle *resourceBundle,
                                                              int32_t index,
                                                              UResourceBundle *_Nullable fillIn,
                                                              UErrorCode *status) {
    return ures_getByIndex(resourceBundle, index, fillIn, status);
}

static inline int32_t cicu_ures_getSize(const UResourceBundle *resourceBundle) {
    return ures_getSize(resourceBundle);
}

static inline const char *_Nullable cicu_ures_getKey(const UResourceBundle *resourceBundle) {
    return ures_getKey(resourceBundle);
}

static inline void cicu_ures_close(UResourceBundle *_Nullable resourceBundle) {
    ures_close(resourceBundle);
}

// MARK: - Currencies

static inline int32_t cicu_ucurr_forLocale(const char *locale, UChar *buffer, int32_t capacity,
                                           UErrorCode *status) {
    return ucurr_forLocale(locale, buffer, capacity, status);
}

// MARK: - Plural rules

static inline UPluralRules *_Nullable cicu_uplrules_openForType(const char *locale, UPluralType type,
                                                                UErrorCode *status) {
    return uplrules_openForType(locale, type, status);
}

static inline void cicu_uplrules_close(UPluralRules *_Nullable rules) {
    uplrules_close(rules);
}

static inline int32_t cicu_uplrules_select(const UPluralRules *rules, double number, UChar *keyword,
                                           int32_t capacity, UErrorCode *status) {
    return uplrules_select(rules, number, keyword, capacity, status);
}

static inline int32_t cicu_uplrules_selectFormatted(const UPluralRules *rules, const UFormattedNumber *number,
                                                    UChar *keyword, int32_t capacity, UErrorCode *status) {
    return uplrules_selectFormatted(rules, number, keyword, capacity, status);
}

static inline int32_t cicu_uplrules_selectForRange(const UPluralRules *rules, const UFormattedNumberRange *range,
                                                   UChar *keyword, int32_t capacity, UErrorCode *status) {
    return uplrules_selectForRange(rules, range, keyword, capacity, status);
}

static inline UEnumeration *_Nullable cicu_uplrules_getKeywords(const UPluralRules *rules, UErrorCode *status) {
    return uplrules_getKeywords(rules, status);
}

// MARK: - Number formatters (skeleton based, immutable and thread-safe)

static inline UNumberFormatter *_Nullable cicu_unumf_openForSkeletonAndLocale(const UChar *skeleton,
                                                                              int32_t skeletonLength,
                                                                              const char *locale,
                                                                              UErrorCode *status) {
    return unumf_openForSkeletonAndLocale(skeleton, skeletonLength, locale, status);
}

static inline void cicu_unumf_close(UNumberFormatter *_Nullable formatter) {
    unumf_close(formatter);
}

static inline UFormattedNumber *_Nullable cicu_unumf_openResult(UErrorCode *status) {
    return unumf_openResult(status);
}

static inline void cicu_unumf_closeResult(UFormattedNumber *_Nullable result) {
    unumf_closeResult(result);
}

static inline void cicu_unumf_formatInt(const UNumberFormatter *formatter, int64_t value, UFormattedNumber *result,
                                        UErrorCode *status) {
    unumf_formatInt(formatter, value, result, status);
}

static inline void cicu_unumf_formatDouble(const UNumberFormatter *formatter, double value,
                                           UFormattedNumber *result, UErrorCode *status) {
    unumf_formatDouble(formatter, value, result, status);
}

static inline void cicu_unumf_formatDecimal(const UNumberFormatter *formatter, const char *value, int32_t length,
                                            UFormattedNumber *result, UErrorCode *status) {
    unumf_formatDecimal(formatter, value, length, result, status);
}

static inline int32_t cicu_unumf_resultToString(const UFormattedNumber *result, UChar *buffer, int32_t capacity,
                                                UErrorCode *status) {
    return unumf_resultToString(result, buffer, capacity, status);
}

// MARK: - Number range formatters (for plural categories of ranges)

static inline UNumberRangeFormatter *_Nullable cicu_unumrf_openForSkeletonWithCollapseAndIdentityFallback(
    const UChar *skeleton, int32_t skeletonLength, UNumberRangeCollapse collapse,
    UNumberRangeIdentityFallback identityFallback, const char *locale, UErrorCode *status) {
    return unumrf_openForSkeletonWithCollapseAndIdentityFallback(skeleton, skeletonLength, collapse,
                                                                identityFallback, locale, NULL, status);
}

static inline void cicu_unumrf_close(UNumberRangeFormatter *_Nullable formatter) {
    unumrf_close(formatter);
}

static inline UFormattedNumberRange *_Nullable cicu_unumrf_openResult(UErrorCode *status) {
    return unumrf_openResult(status);
}

static inline void cicu_unumrf_closeResult(UFormattedNumberRange *_Nullable result) {
    unumrf_closeResult(result);
}

static inline void cicu_unumrf_formatDecimalRange(const UNumberRangeFormatter *formatter, const char *first,
                                                  int32_t firstLength, const char *second, int32_t secondLength,
                                                  UFormattedNumberRange *result, UErrorCode *status) {
    unumrf_formatDecimalRange(formatter, first, firstLength, second, secondLength, result, status);
}

// MARK: - Classic number formats (used only for rule-based spell-out and ordinal styles)

static inline UNumberFormat *_Nullable cicu_unum_open(UNumberFormatStyle style, const char *locale,
                                                      UErrorCode *status) {
    return unum_open(style, NULL, 0, locale, NULL, status);
}

static inline UNumberFormat *_Nullable cicu_unum_clone(const UNumberFormat *format, UErrorCode *status) {
    return unum_clone(format, status);
}

static inline void cicu_unum_close(UNumberFormat *_Nullable format) {
    unum_close(format);
}

static inline int32_t cicu_unum_formatInt64(const UNumberFormat *format, int64_t value, UChar *buffer,
                                            int32_t capacity, UErrorCode *status) {
    return unum_formatInt64(format, value, buffer, capacity, NULL, status);
}

static inline int32_t cicu_unum_formatDouble(const UNumberFormat *format, double value, UChar *buffer,
                                             int32_t capacity, UErrorCode *status) {
    return unum_formatDouble(format, value, buffer, capacity, NULL, status);
}

static inline int32_t cicu_unum_formatDecimal(const UNumberFormat *format, const char *value, int32_t length,
                                              UChar *buffer, int32_t capacity, UErrorCode *status) {
    return unum_formatDecimal(format, value, length, buffer, capacity, NULL, status);
}

// MARK: - Classic decimal and scientific formats configured like CoreFoundation's printf

static inline void cicu_unum_applyPattern(UNumberFormat *format, const UChar *pattern, int32_t length,
                                          UErrorCode *status) {
    unum_applyPattern(format, false, pattern, length, NULL, status);
}

static inline int32_t cicu_unum_toPattern(const UNumberFormat *format, UChar *buffer, int32_t capacity,
                                          UErrorCode *status) {
    return unum_toPattern(format, false, buffer, capacity, status);
}

static inline int32_t cicu_unum_getAttribute(const UNumberFormat *format, UNumberFormatAttribute attribute) {
    return unum_getAttribute(format, attribute);
}

static inline void cicu_unum_setAttribute(UNumberFormat *format, UNumberFormatAttribute attribute, int32_t value) {
    unum_setAttribute(format, attribute, value);
}

static inline void cicu_unum_setTextAttribute(UNumberFormat *format, UNumberFormatTextAttribute attribute,
                                              const UChar *value, int32_t length, UErrorCode *status) {
    unum_setTextAttribute(format, attribute, value, length, status);
}

static inline int32_t cicu_unum_getSymbol(const UNumberFormat *format, UNumberFormatSymbol symbol, UChar *buffer,
                                          int32_t capacity, UErrorCode *status) {
    return unum_getSymbol(format, symbol, buffer, capacity, status);
}

#pragma clang assume_nonnull end

#endif // CICU_SHIM_H
