// libFuzzer's driver, for fuzz binaries that bring their own main (SwiftPM names an
// executable's entry point itself). Only fuzzer builds (-sanitize=fuzzer) call it.
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
