// Declarations only (include/CFuzzerDriver.h); libFuzzer itself is linked by -sanitize=fuzzer.
#include "CFuzzerDriver.h"
