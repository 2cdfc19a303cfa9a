// Only the header matters: LLVMFuzzerRunDriver is defined by libFuzzer (-sanitize=fuzzer).
#include "FuzzerDriver.h"
