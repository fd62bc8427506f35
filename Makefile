# The two commands of the README. Each runs the idempotent set-up first, so a fresh
# Debian/Ubuntu machine with Swift needs nothing else.
SWIFT ?= swift
RELEASE_FLAGS := -c release

.PHONY: run test e2e setup setup-test build release clean

# Set up, build in release mode and run the gallery on the best backend this machine has.
run: setup release
	.build/release/kiosk gallery

# Set up (including the end-to-end test packages) and run the whole test suite: unit, golden
# and UI tests, then the end-to-end test on a real kernel under QEMU.
test: setup-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	Tests/EndToEnd/run

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
