// libFuzzer's entry point for a program with a main of its own: it parses libFuzzer's
// arguments and calls `callback` for every input. SwiftPM names an executable's main itself,
// so the harness calls this rather than letting libFuzzer supply main.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
