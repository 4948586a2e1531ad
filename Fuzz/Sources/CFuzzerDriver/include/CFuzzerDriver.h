#ifndef CFUZZER_DRIVER_H
#define CFUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs with their own main (compiler-rt, LLVM 11+). SwiftPM links every
// executable with `--defsym main=<Module>_main`, so libFuzzer's own main is never the one that runs.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
