// The shim's definitions: the only file of the package that sees ICU's headers.
//
// Each function converts the shim's plain C values to ICU's types, calls ICU through its
// unversioned name (which ICU's headers rename to the versioned symbol), and converts back.
// Handles are ICU's own pointers behind the shim's opaque types; status codes are copied into
// and out of a local of ICU's error-code type rather than reinterpreted in place, so nothing
// relies on that enumeration's size.

#include "CICUShim.h"

#include <string.h>

#include <unicode/utypes.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ucurr.h>
#include <unicode/ures.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ulocdata.h>
#include <unicode/unumsys.h>
#include <unicode/uformattedvalue.h>

// The header's constants must be ICU's values, and ICU's UTF-16 unit must be the header's.
_Static_assert(CICU_U_USING_DEFAULT_WARNING == U_USING_DEFAULT_WARNING, "status code");
_Static_assert(CICU_U_ZERO_ERROR == U_ZERO_ERROR, "status code");
_Static_assert(CICU_U_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "status code");
_Static_assert(CICU_U_INVALID_FORMAT_ERROR == U_INVALID_FORMAT_ERROR, "status code");
_Static_assert(CICU_U_INTERNAL_PROGRAM_ERROR == U_INTERNAL_PROGRAM_ERROR, "status code");
_Static_assert(CICU_U_MEMORY_ALLOCATION_ERROR == U_MEMORY_ALLOCATION_ERROR, "status code");
_Static_assert(CICU_U_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "status code");
_Static_assert(CICU_U_MAX_VERSION_STRING_LENGTH == U_MAX_VERSION_STRING_LENGTH, "version buffer");
_Static_assert(CICU_UPLURAL_TYPE_CARDINAL == UPLURAL_TYPE_CARDINAL, "plural type");
_Static_assert(CICU_UPLURAL_TYPE_ORDINAL == UPLURAL_TYPE_ORDINAL, "plural type");
_Static_assert(CICU_UNUM_DECIMAL == UNUM_DECIMAL, "number style");
_Static_assert(CICU_UNUM_SCIENTIFIC == UNUM_SCIENTIFIC, "number style");
_Static_assert(CICU_UNUM_SPELLOUT == UNUM_SPELLOUT, "number style");
_Static_assert(CICU_UNUM_ORDINAL == UNUM_ORDINAL, "number style");
_Static_assert(CICU_UNUM_MAX_FRACTION_DIGITS == UNUM_MAX_FRACTION_DIGITS, "number attribute");
_Static_assert(CICU_UNUM_MIN_FRACTION_DIGITS == UNUM_MIN_FRACTION_DIGITS, "number attribute");
_Static_assert(CICU_UNUM_MIN_INTEGER_DIGITS == UNUM_MIN_INTEGER_DIGITS, "number attribute");
_Static_assert(CICU_UNUM_GROUPING_SIZE == UNUM_GROUPING_SIZE, "number attribute");
_Static_assert(CICU_UNUM_FORMAT_WIDTH == UNUM_FORMAT_WIDTH, "number attribute");
_Static_assert(CICU_UNUM_PADDING_POSITION == UNUM_PADDING_POSITION, "number attribute");
_Static_assert(CICU_UNUM_SECONDARY_GROUPING_SIZE == UNUM_SECONDARY_GROUPING_SIZE, "number attribute");
_Static_assert(CICU_UNUM_SIGNIFICANT_DIGITS_USED == UNUM_SIGNIFICANT_DIGITS_USED, "number attribute");
_Static_assert(CICU_UNUM_MIN_SIGNIFICANT_DIGITS == UNUM_MIN_SIGNIFICANT_DIGITS, "number attribute");
_Static_assert(CICU_UNUM_MAX_SIGNIFICANT_DIGITS == UNUM_MAX_SIGNIFICANT_DIGITS, "number attribute");
_Static_assert(CICU_UNUM_MINIMUM_GROUPING_DIGITS == UNUM_MINIMUM_GROUPING_DIGITS, "number attribute");
_Static_assert(CICU_UNUM_MINIMUM_GROUPING_DIGITS_AUTO == UNUM_MINIMUM_GROUPING_DIGITS_AUTO, "number attribute value");
_Static_assert(CICU_UNUM_PADDING_CHARACTER == UNUM_PADDING_CHARACTER, "number text attribute");
_Static_assert(CICU_UNUM_DECIMAL_SEPARATOR_SYMBOL == UNUM_DECIMAL_SEPARATOR_SYMBOL, "number symbol");
_Static_assert(CICU_UNUM_GROUPING_SEPARATOR_SYMBOL == UNUM_GROUPING_SEPARATOR_SYMBOL, "number symbol");
_Static_assert(CICU_UNUM_MINUS_SIGN_SYMBOL == UNUM_MINUS_SIGN_SYMBOL, "number symbol");
_Static_assert(CICU_UNUM_PLUS_SIGN_SYMBOL == UNUM_PLUS_SIGN_SYMBOL, "number symbol");
_Static_assert(CICU_UNUM_EXPONENTIAL_SYMBOL == UNUM_EXPONENTIAL_SYMBOL, "number symbol");
_Static_assert(CICU_UNUM_INFINITY_SYMBOL == UNUM_INFINITY_SYMBOL, "number symbol");
_Static_assert(CICU_UNUM_NAN_SYMBOL == UNUM_NAN_SYMBOL, "number symbol");
_Static_assert(CICU_UNUM_RANGE_COLLAPSE_AUTO == UNUM_RANGE_COLLAPSE_AUTO, "range collapse");
_Static_assert(CICU_UNUM_RANGE_COLLAPSE_NONE == UNUM_RANGE_COLLAPSE_NONE, "range collapse");
_Static_assert(CICU_UNUM_IDENTITY_FALLBACK_APPROXIMATELY == UNUM_IDENTITY_FALLBACK_APPROXIMATELY, "range identity fallback");
_Static_assert(CICU_UNUM_IDENTITY_FALLBACK_RANGE == UNUM_IDENTITY_FALLBACK_RANGE, "range identity fallback");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UTF-16 code unit");

// Handles: the shim's opaque types are ICU's objects under another name.
#define ENUMERATION(handle) ((UEnumeration *)(handle))
#define RESOURCE(handle) ((UResourceBundle *)(handle))
#define CONST_RESOURCE(handle) ((const UResourceBundle *)(handle))
#define PLURAL_RULES(handle) ((const UPluralRules *)(handle))
#define NUMBER_FORMATTER(handle) ((const UNumberFormatter *)(handle))
#define FORMATTED_NUMBER(handle) ((UFormattedNumber *)(handle))
#define RANGE_FORMATTER(handle) ((const UNumberRangeFormatter *)(handle))
#define FORMATTED_RANGE(handle) ((UFormattedNumberRange *)(handle))
#define NUMBER_FORMAT(handle) ((UNumberFormat *)(handle))
#define CONST_NUMBER_FORMAT(handle) ((const UNumberFormat *)(handle))

// Status codes cross as int32_t: copied into ICU's type before the call and back after it.
#define ICU_CALL(status, call)                                                                     \
    do {                                                                                           \
        UErrorCode icu_status = (UErrorCode)*(status);                                             \
        call;                                                                                      \
        *(status) = (int32_t)icu_status;                                                           \
    } while (0)

// MARK: - Errors and version

const char *cicu_u_errorName(int32_t code) { return u_errorName((UErrorCode)code); }

void cicu_versionString(char *buffer) {
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, buffer);
}

// MARK: - Enumerations

int32_t cicu_uenum_count(cicu_enumeration *en, int32_t *status) {
    int32_t count;
    ICU_CALL(status, count = uenum_count(ENUMERATION(en), &icu_status));
    return count;
}

const char *cicu_uenum_next(cicu_enumeration *en, int32_t *resultLength, int32_t *status) {
    const char *next;
    ICU_CALL(status, next = uenum_next(ENUMERATION(en), resultLength, &icu_status));
    return next;
}

void cicu_uenum_close(cicu_enumeration *en) { uenum_close(ENUMERATION(en)); }

// MARK: - Locale identifiers

// Every uloc_get* function has the same shape: identifier in, invariant characters out.
#define ULOC_STRING_FUNCTION(name)                                                                 \
    int32_t cicu_uloc_##name(const char *localeID, char *buffer, int32_t capacity, int32_t *status) { \
        int32_t length;                                                                            \
        ICU_CALL(status, length = uloc_##name(localeID, buffer, capacity, &icu_status));           \
        return length;                                                                             \
    }

ULOC_STRING_FUNCTION(getName)
ULOC_STRING_FUNCTION(canonicalize)
ULOC_STRING_FUNCTION(getBaseName)
ULOC_STRING_FUNCTION(getLanguage)
ULOC_STRING_FUNCTION(getScript)
ULOC_STRING_FUNCTION(getCountry)
ULOC_STRING_FUNCTION(getVariant)
ULOC_STRING_FUNCTION(addLikelySubtags)
ULOC_STRING_FUNCTION(minimizeSubtags)
ULOC_STRING_FUNCTION(getParent)

int32_t cicu_uloc_forLanguageTag(const char *langtag, char *localeID, int32_t capacity, int32_t *parsedLength,
                                 int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = uloc_forLanguageTag(langtag, localeID, capacity, parsedLength, &icu_status));
    return length;
}

int32_t cicu_uloc_toLanguageTag(const char *localeID, char *langtag, int32_t capacity, bool strict,
                                int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = uloc_toLanguageTag(localeID, langtag, capacity, strict, &icu_status));
    return length;
}

int32_t cicu_uloc_countAvailable(void) { return uloc_countAvailable(); }

const char *cicu_uloc_getAvailable(int32_t index) { return uloc_getAvailable(index); }

const char *cicu_uloc_getISO3Language(const char *localeID) { return uloc_getISO3Language(localeID); }

bool cicu_uloc_isRightToLeft(const char *locale) { return uloc_isRightToLeft(locale); }

// MARK: - Resource bundles

cicu_resource_bundle *cicu_ures_openDirect(const char *packageName, const char *locale, int32_t *status) {
    UResourceBundle *bundle;
    ICU_CALL(status, bundle = ures_openDirect(packageName, locale, &icu_status));
    return (cicu_resource_bundle *)bundle;
}

cicu_resource_bundle *cicu_ures_getByKey(const cicu_resource_bundle *resourceBundle, const char *key,
                                         cicu_resource_bundle *fillIn, int32_t *status) {
    UResourceBundle *bundle;
    ICU_CALL(status, bundle = ures_getByKey(CONST_RESOURCE(resourceBundle), key, RESOURCE(fillIn), &icu_status));
    return (cicu_resource_bundle *)bundle;
}

const uint16_t *cicu_ures_getStringByKey(const cicu_resource_bundle *resourceBundle, const char *key,
                                         int32_t *length, int32_t *status) {
    const UChar *string;
    ICU_CALL(status, string = ures_getStringByKey(CONST_RESOURCE(resourceBundle), key, length, &icu_status));
    return (const uint16_t *)string;
}

cicu_resource_bundle *cicu_ures_getByIndex(const cicu_resource_bundle *resourceBundle, int32_t index,
                                           cicu_resource_bundle *fillIn, int32_t *status) {
    UResourceBundle *bundle;
    ICU_CALL(status, bundle = ures_getByIndex(CONST_RESOURCE(resourceBundle), index, RESOURCE(fillIn), &icu_status));
    return (cicu_resource_bundle *)bundle;
}

const uint16_t *cicu_ures_getStringByIndex(const cicu_resource_bundle *resourceBundle, int32_t index, int32_t *length,
                                           int32_t *status) {
    const UChar *string;
    ICU_CALL(status, string = ures_getStringByIndex(CONST_RESOURCE(resourceBundle), index, length, &icu_status));
    return (const uint16_t *)string;
}

bool cicu_ures_isTable(const cicu_resource_bundle *resourceBundle) {
    return ures_getType(CONST_RESOURCE(resourceBundle)) == URES_TABLE;
}

int32_t cicu_ures_getSize(const cicu_resource_bundle *resourceBundle) {
    return ures_getSize(CONST_RESOURCE(resourceBundle));
}

const char *cicu_ures_getKey(const cicu_resource_bundle *resourceBundle) {
    return ures_getKey(CONST_RESOURCE(resourceBundle));
}

void cicu_ures_close(cicu_resource_bundle *resourceBundle) { ures_close(RESOURCE(resourceBundle)); }

// MARK: - Currencies

int32_t cicu_ucurr_forLocale(const char *locale, uint16_t *buffer, int32_t capacity, int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = ucurr_forLocale(locale, buffer, capacity, &icu_status));
    return length;
}

// MARK: - Plural rules

cicu_plural_rules *cicu_uplrules_openForType(const char *locale, int32_t type, int32_t *status) {
    UPluralRules *rules;
    ICU_CALL(status, rules = uplrules_openForType(locale, (UPluralType)type, &icu_status));
    return (cicu_plural_rules *)rules;
}

void cicu_uplrules_close(cicu_plural_rules *rules) { uplrules_close((UPluralRules *)rules); }

int32_t cicu_uplrules_select(const cicu_plural_rules *rules, double number, uint16_t *keyword, int32_t capacity,
                             int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = uplrules_select(PLURAL_RULES(rules), number, keyword, capacity, &icu_status));
    return length;
}

int32_t cicu_uplrules_selectFormatted(const cicu_plural_rules *rules, const cicu_formatted_number *number,
                                      uint16_t *keyword, int32_t capacity, int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = uplrules_selectFormatted(PLURAL_RULES(rules), (const UFormattedNumber *)number,
                                                       keyword, capacity, &icu_status));
    return length;
}

int32_t cicu_uplrules_selectForRange(const cicu_plural_rules *rules, const cicu_formatted_number_range *range,
                                     uint16_t *keyword, int32_t capacity, int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = uplrules_selectForRange(PLURAL_RULES(rules), (const UFormattedNumberRange *)range,
                                                      keyword, capacity, &icu_status));
    return length;
}

cicu_enumeration *cicu_uplrules_getKeywords(const cicu_plural_rules *rules, int32_t *status) {
    UEnumeration *keywords;
    ICU_CALL(status, keywords = uplrules_getKeywords(PLURAL_RULES(rules), &icu_status));
    return (cicu_enumeration *)keywords;
}

// MARK: - Numbering systems

cicu_enumeration *cicu_unumsys_openAvailableNames(int32_t *status) {
    UEnumeration *names;
    ICU_CALL(status, names = unumsys_openAvailableNames(&icu_status));
    return (cicu_enumeration *)names;
}

// MARK: - Number formatters

cicu_number_formatter *cicu_unumf_openForSkeletonAndLocale(const uint16_t *skeleton, int32_t skeletonLength,
                                                           const char *locale, int32_t *status) {
    UNumberFormatter *formatter;
    ICU_CALL(status, formatter = unumf_openForSkeletonAndLocale(skeleton, skeletonLength, locale, &icu_status));
    return (cicu_number_formatter *)formatter;
}

void cicu_unumf_close(cicu_number_formatter *formatter) { unumf_close((UNumberFormatter *)formatter); }

cicu_formatted_number *cicu_unumf_openResult(int32_t *status) {
    UFormattedNumber *result;
    ICU_CALL(status, result = unumf_openResult(&icu_status));
    return (cicu_formatted_number *)result;
}

void cicu_unumf_closeResult(cicu_formatted_number *result) { unumf_closeResult(FORMATTED_NUMBER(result)); }

void cicu_unumf_formatInt(const cicu_number_formatter *formatter, int64_t value, cicu_formatted_number *result,
                          int32_t *status) {
    ICU_CALL(status, unumf_formatInt(NUMBER_FORMATTER(formatter), value, FORMATTED_NUMBER(result), &icu_status));
}

void cicu_unumf_formatDouble(const cicu_number_formatter *formatter, double value, cicu_formatted_number *result,
                             int32_t *status) {
    ICU_CALL(status, unumf_formatDouble(NUMBER_FORMATTER(formatter), value, FORMATTED_NUMBER(result), &icu_status));
}

void cicu_unumf_formatDecimal(const cicu_number_formatter *formatter, const char *value, int32_t length,
                              cicu_formatted_number *result, int32_t *status) {
    ICU_CALL(status, unumf_formatDecimal(NUMBER_FORMATTER(formatter), value, length, FORMATTED_NUMBER(result),
                                         &icu_status));
}

int32_t cicu_unumf_resultToString(const cicu_formatted_number *result, uint16_t *buffer, int32_t capacity,
                                  int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = unumf_resultToString((const UFormattedNumber *)result, buffer, capacity, &icu_status));
    return length;
}

// MARK: - Number range formatters

cicu_number_range_formatter *cicu_unumrf_openForSkeletonWithCollapseAndIdentityFallback(
    const uint16_t *skeleton, int32_t skeletonLength, int32_t collapse, int32_t identityFallback,
    const char *locale, int32_t *status) {
    UNumberRangeFormatter *formatter;
    ICU_CALL(status, formatter = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
                         skeleton, skeletonLength, (UNumberRangeCollapse)collapse,
                         (UNumberRangeIdentityFallback)identityFallback, locale, NULL, &icu_status));
    return (cicu_number_range_formatter *)formatter;
}

void cicu_unumrf_close(cicu_number_range_formatter *formatter) {
    unumrf_close((UNumberRangeFormatter *)formatter);
}

cicu_formatted_number_range *cicu_unumrf_openResult(int32_t *status) {
    UFormattedNumberRange *result;
    ICU_CALL(status, result = unumrf_openResult(&icu_status));
    return (cicu_formatted_number_range *)result;
}

void cicu_unumrf_closeResult(cicu_formatted_number_range *result) { unumrf_closeResult(FORMATTED_RANGE(result)); }

void cicu_unumrf_formatDecimalRange(const cicu_number_range_formatter *formatter, const char *first,
                                    int32_t firstLength, const char *second, int32_t secondLength,
                                    cicu_formatted_number_range *result, int32_t *status) {
    ICU_CALL(status, unumrf_formatDecimalRange(RANGE_FORMATTER(formatter), first, firstLength, second,
                                               secondLength, FORMATTED_RANGE(result), &icu_status));
}

void cicu_unumrf_formatDoubleRange(const cicu_number_range_formatter *formatter, double first, double second,
                                   cicu_formatted_number_range *result, int32_t *status) {
    ICU_CALL(status, unumrf_formatDoubleRange(RANGE_FORMATTER(formatter), first, second, FORMATTED_RANGE(result),
                                              &icu_status));
}

int32_t cicu_unumrf_resultToString(const cicu_formatted_number_range *result, uint16_t *buffer, int32_t capacity,
                                   int32_t *status) {
    UErrorCode icu_status = (UErrorCode)*status;
    int32_t length = 0;
    const UFormattedValue *value = unumrf_resultAsValue((const UFormattedNumberRange *)result, &icu_status);
    const UChar *text = U_SUCCESS(icu_status) ? ufmtval_getString(value, &length, &icu_status) : NULL;
    if (U_SUCCESS(icu_status) && text != NULL) {
        if (length > capacity) {
            icu_status = U_BUFFER_OVERFLOW_ERROR;
        } else {
            memcpy(buffer, text, (size_t)length * sizeof(UChar));
        }
    }
    *status = (int32_t)icu_status;
    return length;
}

// MARK: - Classic number formats

cicu_number_format *cicu_unum_open(int32_t style, const char *locale, int32_t *status) {
    UNumberFormat *format;
    ICU_CALL(status, format = unum_open((UNumberFormatStyle)style, NULL, 0, locale, NULL, &icu_status));
    return (cicu_number_format *)format;
}

cicu_number_format *cicu_unum_clone(const cicu_number_format *format, int32_t *status) {
    UNumberFormat *clone;
    ICU_CALL(status, clone = unum_clone(CONST_NUMBER_FORMAT(format), &icu_status));
    return (cicu_number_format *)clone;
}

void cicu_unum_close(cicu_number_format *format) { unum_close(NUMBER_FORMAT(format)); }

int32_t cicu_unum_formatInt64(const cicu_number_format *format, int64_t value, uint16_t *buffer, int32_t capacity,
                              int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = unum_formatInt64(CONST_NUMBER_FORMAT(format), value, buffer, capacity, NULL,
                                               &icu_status));
    return length;
}

int32_t cicu_unum_formatDouble(const cicu_number_format *format, double value, uint16_t *buffer, int32_t capacity,
                               int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = unum_formatDouble(CONST_NUMBER_FORMAT(format), value, buffer, capacity, NULL,
                                                &icu_status));
    return length;
}

int32_t cicu_unum_formatDecimal(const cicu_number_format *format, const char *value, int32_t length,
                                uint16_t *buffer, int32_t capacity, int32_t *status) {
    int32_t written;
    ICU_CALL(status, written = unum_formatDecimal(CONST_NUMBER_FORMAT(format), value, length, buffer, capacity,
                                                  NULL, &icu_status));
    return written;
}

void cicu_unum_applyPattern(cicu_number_format *format, const uint16_t *pattern, int32_t length, int32_t *status) {
    ICU_CALL(status, unum_applyPattern(NUMBER_FORMAT(format), false, pattern, length, NULL, &icu_status));
}

int32_t cicu_unum_toPattern(const cicu_number_format *format, uint16_t *buffer, int32_t capacity, int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = unum_toPattern(CONST_NUMBER_FORMAT(format), false, buffer, capacity, &icu_status));
    return length;
}

int32_t cicu_unum_getAttribute(const cicu_number_format *format, int32_t attribute) {
    return unum_getAttribute(CONST_NUMBER_FORMAT(format), (UNumberFormatAttribute)attribute);
}

void cicu_unum_setAttribute(cicu_number_format *format, int32_t attribute, int32_t value) {
    unum_setAttribute(NUMBER_FORMAT(format), (UNumberFormatAttribute)attribute, value);
}

void cicu_unum_setTextAttribute(cicu_number_format *format, int32_t attribute, const uint16_t *value,
                                int32_t length, int32_t *status) {
    ICU_CALL(status, unum_setTextAttribute(NUMBER_FORMAT(format), (UNumberFormatTextAttribute)attribute, value,
                                           length, &icu_status));
}

int32_t cicu_unum_getSymbol(const cicu_number_format *format, int32_t symbol, uint16_t *buffer, int32_t capacity,
                            int32_t *status) {
    int32_t length;
    ICU_CALL(status, length = unum_getSymbol(CONST_NUMBER_FORMAT(format), (UNumberFormatSymbol)symbol, buffer,
                                             capacity, &icu_status));
    return length;
}

void cicu_unum_setSymbol(cicu_number_format *format, int32_t symbol, const uint16_t *value, int32_t length,
                         int32_t *status) {
    ICU_CALL(status, unum_setSymbol(NUMBER_FORMAT(format), (UNumberFormatSymbol)symbol, value, length, &icu_status));
}

// MARK: - Locale data

_Static_assert(sizeof(UVersionInfo) == 4 * sizeof(uint8_t), "version info");

void cicu_ulocdata_getCLDRVersion(uint8_t *versionInfo, int32_t *status) {
    ICU_CALL(status, ulocdata_getCLDRVersion(versionInfo, &icu_status));
}
