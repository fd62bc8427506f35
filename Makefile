# The two commands of the README. Each runs the idempotent set-up first, so a fresh
# Debian/Ubuntu machine with Swift needs nothing else.
SWIFT ?= swift
RELEASE_FLAGS := -c release
# In CI every warning of ours is an error, in the debug build here and in the release builds
# the test scripts make (they read SWIFT_WERROR); locally warnings stay warnings, so that
# switching does not rebuild everything.
export SWIFT_WERROR := $(if $(CI),-Xswiftc -warnings-as-errors,)

.PHONY: run test e2e fuzz sanitize setup setup-test build release clean

# Set up, build in release mode and run the gallery on the best backend this machine has.
run: setup release
	.build/release/kiosk gallery

# Set up (including the end-to-end test packages) and run the whole test suite: the module
# graph (every import declared and allowed by its layer), the formatting (.swift-format), the
# public API against API/, SwiftUI code compiled in both language modes, unit, golden and UI
# tests, the examples (their UI tests, headless runs, `kiosk new`, `kiosk install --root`),
# asynchronous work reaching the screen through the event loop, the check that warm
# draw calls allocate nothing (an optimised build), the frame-cost budgets (instructions under
# callgrind), the pixel kernels built for AArch64 and checked under QEMU (exact, and NEON),
# then the end-to-end test on a real kernel under QEMU.
test: setup-test
	Scripts/check-imports
	swift-format lint --strict --parallel --recursive Sources Tests Examples Package.swift
	$(SWIFT) build --build-tests $(SWIFT_WERROR)
	Scripts/api-snapshot
	Scripts/check-swiftui-compat
	$(SWIFT) test --skip-build
	Tests/Examples/run
	Tests/AsyncUpdates/run
	Tests/AllocationCheck/run
	Tests/FrameCost/run
	Tests/AArch64/run
	Tests/Preview/run
	Scripts/fuzz --seconds 10
	Tests/EndToEnd/run

# Every fuzz target for an hour each (Scripts/fuzz --help for one target or another time).
fuzz: setup-test
	Scripts/fuzz --seconds 3600

# The unit tests under the address and leak sanitizers, in a build of their own: run it
# before a release.
sanitize: setup-test
	$(SWIFT) build --build-tests --scratch-path .build/asan -Xswiftc -sanitize=address
	ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
		$(SWIFT) test --skip-build --scratch-path .build/asan

# Only the end-to-end test (release build, initramfs, QEMU boot, scenarios).
e2e: setup-test
	Tests/EndToEnd/run

setup:
	Scripts/setup

setup-test:
	Scripts/setup --test

build:
	$(SWIFT) build

release:
	$(SWIFT) build $(RELEASE_FLAGS)

clean:
	rm -rf .build
