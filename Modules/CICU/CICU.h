// The system ICU (`libicu-dev`) as the system-library target `CICU` offers it: the link flags
// (pkg-config `icu-i18n`) and the ICU headers the shim in Sources/CICUShim is compiled against.
//
// No Swift module imports `CICU`. Foundation on Linux carries its own copy of these headers
// (`_FoundationICU`), and a Swift compilation that loads both copies fails on the types they
// both define. Swift reaches ICU only through `CICUShim`, whose header includes none of them;
// `scripts/check-icu-symbols` fails if Swift code imports this module.

#ifndef CICU_H
#define CICU_H

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

#endif // CICU_H
