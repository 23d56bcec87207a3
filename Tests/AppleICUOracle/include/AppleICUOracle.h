// A test-only window on Apple's own localization matching: the copy of Apple's ICU that
// Foundation on Linux ships as `lib_FoundationICU.so`, which exports `ualoc_localizationsToUse`
// and `ualoc_getAppleParent`. Tests compare swift-l10n's reimplementation with it.
//
// Why dlopen and plain C types: the package links the *system* ICU, and a Swift module that sees
// ICU's headers beside Foundation's copy fails to compile (see Sources/CICUShim/include/CICUShim.h).
// So this header names no ICU type, and the `.c` file declares the two function types itself and
// looks them up at run time; nothing links Apple's ICU, and the library never uses this target.

#ifndef APPLE_ICU_ORACLE_H
#define APPLE_ICU_ORACLE_H

#include <stdbool.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

/// Whether Apple's ICU and both functions were found. Call before anything else; on false,
/// `oracle_load_error` says why.
bool oracle_load(void);

/// Why `oracle_load` failed (a static string), or an empty string.
const char *oracle_load_error(void);

/// What `oracle_batch` asks Apple's ICU for each request.
typedef enum {
    /// `ualoc_getAppleParent(request)`; the answer is the parent.
    ORACLE_APPLE_PARENT = 0,
    /// `ualoc_localizationsToUse`; the request is the preferred languages, each followed by
    /// ORACLE_ITEM_END, then ORACLE_LIST_END, then the available localizations, each followed by
    /// ORACLE_ITEM_END. The answer is the chosen localizations, each followed by ORACLE_ITEM_END.
    ORACLE_LOCALIZATIONS_TO_USE = 1,
} oracle_kind;

/// Separators inside requests and answers (ASCII unit and record separators; no identifier
/// the tests draw contains them).
#define ORACLE_ITEM_END 0x1f
#define ORACLE_LIST_END 0x1e

/// Runs `count` requests of one kind through Apple's ICU in a child process, and stores in
/// `answers[i]` a `malloc`ed answer (free it), `!` followed by ICU's error code, or NULL when
/// Apple's ICU did not answer within `timeout_ms` twice.
///
/// Why a child process: Apple's ICU never returns for some inputs (`ualoc_getAppleParent("no_NO")`
/// loops through an alias in its data), and the looping call holds ICU's resource lock, so a
/// thread with a time limit would leave every later ICU call in the process (Foundation's too)
/// blocked. A child that stops answering is killed, and a fresh one carries on from the next
/// request. Returns 0, or -1 if Apple's ICU is missing (`oracle_load_error` says why) or no
/// child process could be started.
int32_t oracle_batch(oracle_kind kind, const char *_Nonnull const *_Nonnull requests, int32_t count,
                     int32_t timeout_ms, char *_Nullable *_Nonnull answers);

/// `uloc_getBaseName` of Apple's ICU, called in this process (it reads no locale data, so it
/// cannot loop): the length written to `base` (NUL-terminated), or -1 when ICU rejects the
/// identifier.
int32_t oracle_base_name(const char *identifier, char *base, int32_t capacity);

/// Apple's ICU's legacy alias locales (`uloc_openAvailableByType` asked for legacy aliases
/// only: `iw`, `mo`, `zh_TW`, …), each followed by ORACLE_ITEM_END,
/// in a `malloc`ed string (free it); NULL if Apple's ICU cannot list them.
char *_Nullable oracle_legacy_aliases(void);

/// Apple's ICU's available locales (`uloc_countAvailable`/`uloc_getAvailable`); NULL past the end.
int32_t oracle_count_available(void);
const char *_Nullable oracle_available(int32_t index);

#pragma clang assume_nonnull end

#endif
