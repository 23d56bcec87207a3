// The C boundary between swift-l10n and the system ICU: the only C that Swift sees.
//
// Why the shim exists: ICU renames every exported function after its major version
// (`uplrules_open` is really `uplrules_open_72`) through function-like macros Swift cannot see,
// so Swift can call neither spelling portably. The `cicu_*` functions declared here are defined
// in CICUShim.c, compiled by clang, which does expand the macros, so the package builds unchanged
// against any ICU major version.
//
// Why this header includes no ICU header: Foundation on Linux carries its own copy of ICU's
// headers (the `_FoundationICU` module). A Swift module that could see both copies defines each
// ICU C type twice, which is an error wherever both are loaded (debug builds of any module that
// imports Foundation beside this package). So everything here is plain C: opaque handles the
// shim casts back to ICU's types, `int32_t` for ICU's enumerations and status codes (with the
// values the package uses as constants below; CICUShim.c checks each against ICU's own headers when
// it compiles), `uint16_t` for UTF-16 code units and `char` for invariant-character strings.
// `scripts/check-icu-symbols` fails if an ICU header or ICU type name appears in this folder.
//
// Conventions: one `cicu_` function per ICU function used, same parameters in the same order,
// nullability spelled out so Swift sees exact signatures. Nothing else lives here: ownership,
// buffering and error handling are Swift code in `L10nICU`.

#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdbool.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

// MARK: - Opaque handles (each stands for one ICU object type; see CICUShim.c)

typedef struct cicu_enumeration cicu_enumeration;                     // uenum_*
typedef struct cicu_resource_bundle cicu_resource_bundle;             // ures_*
typedef struct cicu_plural_rules cicu_plural_rules;                   // uplrules_*
typedef struct cicu_number_formatter cicu_number_formatter;           // unumf_* formatter
typedef struct cicu_formatted_number cicu_formatted_number;           // unumf_* result
typedef struct cicu_number_range_formatter cicu_number_range_formatter; // unumrf_* formatter
typedef struct cicu_formatted_number_range cicu_formatted_number_range; // unumrf_* result
typedef struct cicu_number_format cicu_number_format;                 // unum_* (classic)

// MARK: - Constants: values of ICU's enumerations that the package passes or tests for

// Status codes (`int32_t *status` everywhere). Negative codes are warnings and count as success.
#define CICU_U_USING_DEFAULT_WARNING (-127)
#define CICU_U_ZERO_ERROR 0
#define CICU_U_ILLEGAL_ARGUMENT_ERROR 1
#define CICU_U_INVALID_FORMAT_ERROR 3
#define CICU_U_INTERNAL_PROGRAM_ERROR 5
#define CICU_U_MEMORY_ALLOCATION_ERROR 7
#define CICU_U_BUFFER_OVERFLOW_ERROR 15

// The buffer `cicu_versionString` needs, in bytes.
#define CICU_U_MAX_VERSION_STRING_LENGTH 20

// Plural rule types.
#define CICU_UPLURAL_TYPE_CARDINAL 0
#define CICU_UPLURAL_TYPE_ORDINAL 1

// Classic number format styles.
#define CICU_UNUM_DECIMAL 1
#define CICU_UNUM_SCIENTIFIC 4
#define CICU_UNUM_SPELLOUT 5
#define CICU_UNUM_ORDINAL 6

// Classic number format attributes.
#define CICU_UNUM_MAX_FRACTION_DIGITS 6
#define CICU_UNUM_MIN_FRACTION_DIGITS 7
#define CICU_UNUM_MIN_INTEGER_DIGITS 4
#define CICU_UNUM_GROUPING_SIZE 10
#define CICU_UNUM_FORMAT_WIDTH 13
#define CICU_UNUM_PADDING_POSITION 14
#define CICU_UNUM_SECONDARY_GROUPING_SIZE 15
#define CICU_UNUM_SIGNIFICANT_DIGITS_USED 16
#define CICU_UNUM_MIN_SIGNIFICANT_DIGITS 17
#define CICU_UNUM_MAX_SIGNIFICANT_DIGITS 18
#define CICU_UNUM_MINIMUM_GROUPING_DIGITS 22
// The value of CICU_UNUM_MINIMUM_GROUPING_DIGITS that takes the locale's own minimum (CLDR data).
#define CICU_UNUM_MINIMUM_GROUPING_DIGITS_AUTO (-2)

// Classic number format text attributes and symbols.
#define CICU_UNUM_PADDING_CHARACTER 4
#define CICU_UNUM_DECIMAL_SEPARATOR_SYMBOL 0
#define CICU_UNUM_GROUPING_SEPARATOR_SYMBOL 1
#define CICU_UNUM_MINUS_SIGN_SYMBOL 6
#define CICU_UNUM_PLUS_SIGN_SYMBOL 7
#define CICU_UNUM_EXPONENTIAL_SYMBOL 11
#define CICU_UNUM_INFINITY_SYMBOL 14
#define CICU_UNUM_NAN_SYMBOL 15

// Number range formatting.
#define CICU_UNUM_RANGE_COLLAPSE_AUTO 0
#define CICU_UNUM_RANGE_COLLAPSE_NONE 1
#define CICU_UNUM_IDENTITY_FALLBACK_APPROXIMATELY 2
#define CICU_UNUM_IDENTITY_FALLBACK_RANGE 3

// MARK: - Errors and version

const char *cicu_u_errorName(int32_t code);

/// Writes ICU's version as "72.1" into `buffer` (at least CICU_U_MAX_VERSION_STRING_LENGTH bytes).
void cicu_versionString(char *buffer);

// MARK: - Enumerations

int32_t cicu_uenum_count(cicu_enumeration *en, int32_t *status);
const char *_Nullable cicu_uenum_next(cicu_enumeration *en, int32_t *_Nullable resultLength, int32_t *status);
void cicu_uenum_close(cicu_enumeration *_Nullable en);

// MARK: - Locale identifiers

int32_t cicu_uloc_getName(const char *localeID, char *name, int32_t capacity, int32_t *status);
int32_t cicu_uloc_canonicalize(const char *localeID, char *name, int32_t capacity, int32_t *status);
int32_t cicu_uloc_getBaseName(const char *localeID, char *name, int32_t capacity, int32_t *status);
int32_t cicu_uloc_getLanguage(const char *localeID, char *language, int32_t capacity, int32_t *status);
int32_t cicu_uloc_getScript(const char *localeID, char *script, int32_t capacity, int32_t *status);
int32_t cicu_uloc_getCountry(const char *localeID, char *country, int32_t capacity, int32_t *status);
int32_t cicu_uloc_getVariant(const char *localeID, char *variant, int32_t capacity, int32_t *status);
int32_t cicu_uloc_addLikelySubtags(const char *localeID, char *maximized, int32_t capacity, int32_t *status);
int32_t cicu_uloc_minimizeSubtags(const char *localeID, char *minimized, int32_t capacity, int32_t *status);
int32_t cicu_uloc_getParent(const char *localeID, char *parent, int32_t capacity, int32_t *status);
int32_t cicu_uloc_forLanguageTag(const char *langtag, char *localeID, int32_t capacity, int32_t *parsedLength,
                                 int32_t *status);
int32_t cicu_uloc_toLanguageTag(const char *localeID, char *langtag, int32_t capacity, bool strict,
                                int32_t *status);
int32_t cicu_uloc_countAvailable(void);
/// The names of the numbering systems ICU has (`latn`, `arab`, …), for `uenum_next`.
cicu_enumeration *_Nullable cicu_unumsys_openAvailableNames(int32_t *status);
const char *_Nullable cicu_uloc_getAvailable(int32_t index);
/// ICU's three-letter code for the identifier's language (`en` → `eng`), `""` when it has none.
const char *_Nullable cicu_uloc_getISO3Language(const char *localeID);
/// Whether the identifier's script (its likely script when it names none) is written right to
/// left, by CLDR's script metadata: `ar`, `he`, `en_Hebr`, not `zh` or `fa_Cyrl`.
bool cicu_uloc_isRightToLeft(const char *locale);

// MARK: - Resource bundles (to find which locales have plural rules, ICU's aliases and parent locales)

cicu_resource_bundle *_Nullable cicu_ures_openDirect(const char *_Nullable packageName, const char *locale,
                                                     int32_t *status);
cicu_resource_bundle *_Nullable cicu_ures_getByKey(const cicu_resource_bundle *resourceBundle, const char *key,
                                                   cicu_resource_bundle *_Nullable fillIn, int32_t *status);
/// The string's UTF-16 code units (not terminated; `length` receives their count).
const uint16_t *_Nullable cicu_ures_getStringByKey(const cicu_resource_bundle *resourceBundle, const char *key,
                                                   int32_t *length, int32_t *status);
cicu_resource_bundle *_Nullable cicu_ures_getByIndex(const cicu_resource_bundle *resourceBundle, int32_t index,
                                                     cicu_resource_bundle *_Nullable fillIn, int32_t *status);
/// The string at `index` of an array (or a string itself at index 0), as `cicu_ures_getStringByKey`.
const uint16_t *_Nullable cicu_ures_getStringByIndex(const cicu_resource_bundle *resourceBundle, int32_t index,
                                                     int32_t *length, int32_t *status);
/// Whether the resource is a table (else an array, string, …).
bool cicu_ures_isTable(const cicu_resource_bundle *resourceBundle);
int32_t cicu_ures_getSize(const cicu_resource_bundle *resourceBundle);
const char *_Nullable cicu_ures_getKey(const cicu_resource_bundle *resourceBundle);
void cicu_ures_close(cicu_resource_bundle *_Nullable resourceBundle);

// MARK: - Currencies

int32_t cicu_ucurr_forLocale(const char *locale, uint16_t *buffer, int32_t capacity, int32_t *status);

// MARK: - Plural rules

/// `type` is CICU_UPLURAL_TYPE_CARDINAL or CICU_UPLURAL_TYPE_ORDINAL.
cicu_plural_rules *_Nullable cicu_uplrules_openForType(const char *locale, int32_t type, int32_t *status);
void cicu_uplrules_close(cicu_plural_rules *_Nullable rules);
int32_t cicu_uplrules_select(const cicu_plural_rules *rules, double number, uint16_t *keyword, int32_t capacity,
                             int32_t *status);
int32_t cicu_uplrules_selectFormatted(const cicu_plural_rules *rules, const cicu_formatted_number *number,
                                      uint16_t *keyword, int32_t capacity, int32_t *status);
int32_t cicu_uplrules_selectForRange(const cicu_plural_rules *rules, const cicu_formatted_number_range *range,
                                     uint16_t *keyword, int32_t capacity, int32_t *status);
cicu_enumeration *_Nullable cicu_uplrules_getKeywords(const cicu_plural_rules *rules, int32_t *status);

// MARK: - Number formatters (skeleton based, immutable and thread-safe)

cicu_number_formatter *_Nullable cicu_unumf_openForSkeletonAndLocale(const uint16_t *skeleton,
                                                                     int32_t skeletonLength,
                                                                     const char *locale, int32_t *status);
void cicu_unumf_close(cicu_number_formatter *_Nullable formatter);
cicu_formatted_number *_Nullable cicu_unumf_openResult(int32_t *status);
void cicu_unumf_closeResult(cicu_formatted_number *_Nullable result);
void cicu_unumf_formatInt(const cicu_number_formatter *formatter, int64_t value, cicu_formatted_number *result,
                          int32_t *status);
void cicu_unumf_formatDouble(const cicu_number_formatter *formatter, double value, cicu_formatted_number *result,
                             int32_t *status);
void cicu_unumf_formatDecimal(const cicu_number_formatter *formatter, const char *value, int32_t length,
                              cicu_formatted_number *result, int32_t *status);
int32_t cicu_unumf_resultToString(const cicu_formatted_number *result, uint16_t *buffer, int32_t capacity,
                                  int32_t *status);

// MARK: - Number range formatters (for plural categories of ranges)

/// `collapse` and `identityFallback` take the CICU_UNUM_RANGE_* and CICU_UNUM_IDENTITY_* values.
cicu_number_range_formatter *_Nullable cicu_unumrf_openForSkeletonWithCollapseAndIdentityFallback(
    const uint16_t *skeleton, int32_t skeletonLength, int32_t collapse, int32_t identityFallback,
    const char *locale, int32_t *status);
void cicu_unumrf_close(cicu_number_range_formatter *_Nullable formatter);
cicu_formatted_number_range *_Nullable cicu_unumrf_openResult(int32_t *status);
void cicu_unumrf_closeResult(cicu_formatted_number_range *_Nullable result);
void cicu_unumrf_formatDecimalRange(const cicu_number_range_formatter *formatter, const char *first,
                                    int32_t firstLength, const char *second, int32_t secondLength,
                                    cicu_formatted_number_range *result, int32_t *status);
void cicu_unumrf_formatDoubleRange(const cicu_number_range_formatter *formatter, double first, double second,
                                   cicu_formatted_number_range *result, int32_t *status);
/// The formatted range's text (`unumrf_resultAsValue`, `ufmtval_getString`) into `buffer`, as
/// ICU's preflighting functions write: the length, and a buffer-overflow status when it does not fit.
int32_t cicu_unumrf_resultToString(const cicu_formatted_number_range *result, uint16_t *buffer, int32_t capacity,
                                   int32_t *status);

// MARK: - Classic number formats (CoreFoundation's printf formats, spell-out and ordinal styles)

/// `style` takes the CICU_UNUM_* style values.
cicu_number_format *_Nullable cicu_unum_open(int32_t style, const char *locale, int32_t *status);
cicu_number_format *_Nullable cicu_unum_clone(const cicu_number_format *format, int32_t *status);
void cicu_unum_close(cicu_number_format *_Nullable format);
int32_t cicu_unum_formatInt64(const cicu_number_format *format, int64_t value, uint16_t *buffer, int32_t capacity,
                              int32_t *status);
int32_t cicu_unum_formatDouble(const cicu_number_format *format, double value, uint16_t *buffer, int32_t capacity,
                               int32_t *status);
int32_t cicu_unum_formatDecimal(const cicu_number_format *format, const char *value, int32_t length,
                                uint16_t *buffer, int32_t capacity, int32_t *status);
void cicu_unum_applyPattern(cicu_number_format *format, const uint16_t *pattern, int32_t length, int32_t *status);
int32_t cicu_unum_toPattern(const cicu_number_format *format, uint16_t *buffer, int32_t capacity, int32_t *status);
/// `attribute` takes the CICU_UNUM_* attribute values.
int32_t cicu_unum_getAttribute(const cicu_number_format *format, int32_t attribute);
void cicu_unum_setAttribute(cicu_number_format *format, int32_t attribute, int32_t value);
/// `attribute` takes the CICU_UNUM_* text attribute values.
void cicu_unum_setTextAttribute(cicu_number_format *format, int32_t attribute, const uint16_t *value,
                                int32_t length, int32_t *status);
/// `symbol` takes the CICU_UNUM_*_SYMBOL values.
int32_t cicu_unum_getSymbol(const cicu_number_format *format, int32_t symbol, uint16_t *buffer, int32_t capacity,
                            int32_t *status);
/// `symbol` takes the CICU_UNUM_*_SYMBOL values.
void cicu_unum_setSymbol(cicu_number_format *format, int32_t symbol, const uint16_t *value, int32_t length,
                         int32_t *status);

// MARK: - Locale data

/// Writes the version of the CLDR data ICU was built with (`ulocdata_getCLDRVersion`) into
/// the four bytes at `versionInfo` (major, minor, patch, build: CLDR 42 is 42, 0, 0, 0).
void cicu_ulocdata_getCLDRVersion(uint8_t *versionInfo, int32_t *status);

#pragma clang assume_nonnull end

#endif // CICUSHIM_H
