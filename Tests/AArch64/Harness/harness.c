// The aarch64 harness's entry: the kernels and their checks are Swift (Embedded Swift, built
// from the same sources as the Linux build, Tests/AArch64/run); this is the C program that
// links them into a static Linux executable and chooses what to run.
//
//   harness check                     the differential tests; exit status 1 if any case differs
//   harness workloads                 the workloads' names and pixels, one per line
//   harness run NAME REPEATS          one workload REPEATS times (counted under QEMU)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int kiosk_check_all(void);
int kiosk_workload_count(void);
const char *kiosk_workload_name(int index);
long kiosk_workload_pixels(int index);
void kiosk_workload_run(int index, int repeats);

static int usage(void) {
    fputs("usage: harness check | workloads | run NAME REPEATS\n", stderr);
    return 2;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "check") == 0) return kiosk_check_all() == 0 ? 0 : 1;
    if (argc == 2 && strcmp(argv[1], "workloads") == 0) {
        for (int i = 0; i < kiosk_workload_count(); i++)
            printf("%s %ld\n", kiosk_workload_name(i), kiosk_workload_pixels(i));
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "run") == 0) {
        for (int i = 0; i < kiosk_workload_count(); i++) {
            if (strcmp(argv[2], kiosk_workload_name(i)) == 0) {
                kiosk_workload_run(i, atoi(argv[3]));
                return 0;
            }
        }
        fprintf(stderr, "harness: no workload named '%s'\n", argv[2]);
        return 2;
    }
    return usage();
}
