// swift-tools-version: 6.0
// Kiosk: a SwiftUI-style UI runtime for Linux kiosk screens, drawn by its own software
// rasteriser straight to DRM/KMS. The layering is strict and one-way (Docs/architecture.md);
// Scripts/check-imports holds every target to it. Each C library is wrapped by exactly one
// Swift module.
import PackageDescription

/// A system library reached through pkg-config, with the Debian/Ubuntu package that provides it
/// (SwiftPM prints the `apt-get install` hint when pkg-config cannot find it).
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt([apt])])
}

// Exclusivity checks cost 15% of a stroke in the raster benchmark (perf) and 3-6% of a busy
// frame's instructions in the view graph (callgrind), and these modules keep their mutable
// state in single-owner classes, so release builds skip them (debug builds, which the tests
// run, still check).
// -cross-module-optimization was tried and dropped: no measurable gain in `kiosk bench raster`
// or `bench text`, and incremental builds then ran stale inlined code from changed modules.
// The same modules skip the dynamic actor-isolation checks that Swift 6 puts in every
// @MainActor closure handed to code that is not isolated (sort, map, withUnsafePointer): 111
// instructions a call, a tenth of a busy frame in the view graph. The isolation is checked
// at compile time (Swift 6 language mode); debug builds keep the run-time checks.
let optimised: [SwiftSetting] = [
    .unsafeFlags(
        ["-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-dynamic-actor-isolation"],
        .when(configuration: .release))
]

#if arch(x86_64)
// The blend kernels eight pixels a step: only KioskBlendAVX2 is built for AVX2, and KioskRaster
// calls it only on a CPU that has it (CCPUID), so the binary runs on any x86-64. On ARM the
// module is empty (NEON's registers hold four pixels, as the baseline kernels do).
let avx2: [SwiftSetting] = optimised + [.unsafeFlags(["-Xcc", "-mavx2"])]
// Sixteen pixels a step in KioskBlendAVX512, chosen the same way where the CPU has AVX-512.
// Swift's generic vector operations are loops over the lanes that LLVM unrolls into single
// instructions; at 32 lanes (the sixteen pixels' 16-bit channels) its default budget left 71
// of them as loops of lane-by-lane inserts in one kernel. A larger budget, for this module
// only, makes each one instruction again.
let avx512: [SwiftSetting] =
    optimised + [
        .unsafeFlags([
            "-Xcc", "-mavx512f", "-Xcc", "-mavx512bw", "-Xcc", "-mavx512vl", "-Xllvm", "-unroll-threshold=2000",
        ])
    ]
#else
let avx2: [SwiftSetting] = optimised
let avx512: [SwiftSetting] = optimised
#endif

let package = Package(
    name: "Kiosk",
    products: [
        .library(name: "DesignFoundation", targets: ["DesignFoundation"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "KioskRuntime", targets: ["KioskRuntime"]),
        .library(name: "KioskTesting", targets: ["KioskTesting"]),
        .executable(name: "kiosk", targets: ["kiosk"]),
    ],
    targets: [
        systemLibrary("CDRM", pkgConfig: "libdrm", apt: "libdrm-dev"),
        systemLibrary("CLibinput", pkgConfig: "libinput", apt: "libinput-dev libudev-dev"),
        systemLibrary("CXKBCommon", pkgConfig: "xkbcommon", apt: "libxkbcommon-dev"),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig-dev"),
        systemLibrary("CFriBidi", pkgConfig: "fribidi", apt: "libfribidi-dev"),
        systemLibrary("CUnibreak", pkgConfig: "libunibreak", apt: "libunibreak-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CJPEG", pkgConfig: "libjpeg", apt: "libjpeg-dev"),
        systemLibrary("CExpat", pkgConfig: "expat", apt: "libexpat1-dev"),
        // epoll, timerfd, signalfd, eventfd: kernel headers only, nothing to link.
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),
        .systemLibrary(name: "CLibc", path: "Sources/CLibc"),
        .systemLibrary(name: "CFuzzer", path: "Sources/CFuzzer"),
        // cpuid and xgetbv: whether the CPU and the kernel run 256-bit and 512-bit kernels.
        .systemLibrary(name: "CCPUID", path: "Sources/CCPUID"),
        .systemLibrary(name: "CFloatConversion", path: "Sources/CFloatConversion"),
        // vpmulhrsw for the eight- and sixteen-pixel blend kernels, which Swift's vectors do not reach.
        .systemLibrary(name: "CByteProducts", path: "Sources/CByteProducts"),

        .target(name: "KioskGeometry", swiftSettings: optimised),
        .target(name: "KioskBlend", dependencies: ["CLibc", "CByteProducts"], swiftSettings: optimised),
        .target(name: "KioskBlendAVX2", dependencies: ["KioskBlend"], swiftSettings: avx2),
        .target(name: "KioskBlendAVX512", dependencies: ["KioskBlend"], swiftSettings: avx512),
        .target(
            name: "KioskRaster",
            dependencies: [
                "KioskGeometry", "KioskBlend", "KioskBlendAVX2", "KioskBlendAVX512", "CCPUID", "CFloatConversion",
                "CPNG", "CJPEG",
            ], swiftSettings: optimised),
        .target(name: "KioskSVG", dependencies: ["KioskRaster", "CExpat", "KioskGeometry"], swiftSettings: optimised),
        .target(
            name: "KioskText",
            dependencies: [
                "KioskRaster", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi", "CUnibreak", "KioskGeometry",
            ], swiftSettings: optimised),
        .target(
            name: "KioskRender", dependencies: ["KioskText", "KioskRaster", "KioskSVG", "KioskGeometry"],
            swiftSettings: optimised),
        // Input event values and key codes: what backends produce and the view graph consumes.
        .target(name: "KioskInput", dependencies: ["KioskGeometry"], swiftSettings: optimised),
        .target(
            name: "KioskUI",
            dependencies: [
                "KioskRender", "KioskInput", "KioskSVG", "KioskGeometry", "KioskRaster", "KioskText", "Combine",
            ],
            swiftSettings: optimised),
        .target(name: "Combine", swiftSettings: optimised),
        .target(
            name: "DesignFoundation", dependencies: ["KioskUI", "KioskRuntime", "Combine"], swiftSettings: optimised),
        // Swift Charts' names over a Canvas, in the DesignFoundation theme (`import Charts`).
        .target(name: "Charts", dependencies: ["DesignFoundation"], swiftSettings: optimised),
        .target(name: "KioskPlatform", dependencies: ["KioskGeometry", "KioskRaster", "KioskInput", "CLinux"]),
        .target(name: "KioskDRM", dependencies: ["KioskPlatform", "CDRM", "KioskGeometry", "KioskRaster"]),
        .target(
            name: "KioskLibinput",
            dependencies: ["KioskPlatform", "CLibinput", "CXKBCommon", "KioskGeometry", "KioskInput"]),
        .target(name: "KioskHeadless", dependencies: ["KioskPlatform", "KioskGeometry", "KioskRaster"]),
        .target(
            name: "KioskRuntime",
            dependencies: [
                "KioskSVG", "KioskPlatform", "KioskDRM", "KioskLibinput", "KioskHeadless", "KioskPreview",
                "KioskGeometry", "KioskInput", "KioskRaster", "KioskRender", "KioskText", "KioskUI",
            ]),
        .target(
            name: "KioskTesting",
            dependencies: [
                "KioskUI", "KioskPlatform", "KioskRaster", "KioskText", "KioskGeometry", "KioskInput", "KioskRuntime",
            ]),
        .target(
            name: "KioskGallery",
            dependencies: [
                "Charts", "DesignFoundation", "KioskRuntime", "KioskGeometry", "KioskInput", "KioskPlatform",
                "KioskRaster",
            ]),
        // What only the `kiosk` command needs, kept out of the library apps link: its commands
        // and their option parsing (which the command-line fuzz target drives), the benchmarks
        // and their charts, frame cost under callgrind, doctor, the calibration screens.
        .target(
            name: "KioskTools",
            dependencies: [
                "KioskGallery", "KioskRuntime", "KioskSVG", "KioskText", "KioskTesting", "KioskDRM", "DesignFoundation",
                "KioskGeometry", "KioskRaster", "KioskRender", "KioskUI", "CLinux", "KioskHeadless", "KioskLibinput",
                "KioskPlatform",
            ]),
        .executableTarget(name: "kiosk", dependencies: ["KioskTools", "CLibc"]),
        // Fuzz targets for every parser that takes outside data (Scripts/fuzz runs them).
        // The desktop preview window (SDL2 loaded at run time: no build dependency).
        .target(
            name: "KioskPreview",
            dependencies: ["KioskPlatform", "KioskRaster", "KioskGeometry", "CLinux", "KioskInput"]),
        .target(
            name: "KioskFuzz",
            dependencies: [
                "KioskGallery", "KioskRuntime", "KioskSVG", "KioskText", "KioskRaster", "KioskRender", "KioskTools",
                "KioskGeometry", "KioskInput", "KioskPlatform", "KioskUI",
            ]),
        .executableTarget(name: "kiosk-fuzz", dependencies: ["KioskFuzz", "CFuzzer"]),

        // The examples (Examples/, each a package of its own) once more as executables of this
        // package, so that the frame-cost check counts them in the release build it makes of
        // `kiosk` (Tests/FrameCost/apps.json) instead of building Kiosk again for them.
        .executableTarget(
            name: "kiosk-example-hello", dependencies: ["DesignFoundation"], path: "Examples/Hello/Sources/Hello"),
        .executableTarget(
            name: "kiosk-example-coffee-machine", dependencies: ["DesignFoundation"],
            path: "Examples/CoffeeMachine/Sources/CoffeeMachine"),
        .executableTarget(
            name: "kiosk-example-plant-dashboard", dependencies: ["DesignFoundation"],
            path: "Examples/PlantDashboard/Sources/PlantDashboard"),
        .executableTarget(
            name: "kiosk-example-check-in", dependencies: ["DesignFoundation"], path: "Examples/CheckIn/Sources/CheckIn"
        ),

        // Golden-image checks shared by the test targets.
        .target(name: "KioskGoldens", dependencies: ["KioskRaster", "KioskTesting"], path: "Tests/KioskGoldens"),
        .testTarget(name: "KioskGeometryTests", dependencies: ["KioskGeometry"]),
        .testTarget(
            name: "KioskRasterTests", dependencies: ["KioskGoldens", "KioskRaster", "KioskBlend", "KioskGeometry"],
            exclude: ["Goldens"]),
        // Checks that warm draw calls allocate nothing, in an optimised build (a debug build
        // allocates for captured variables and generic accessors): Tests/AllocationCheck/run.
        .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
        .executableTarget(
            name: "kiosk-allocation-check", dependencies: ["CAllocationCounter", "KioskRaster", "KioskGeometry"],
            path: "Tests/AllocationCheck", exclude: ["run"]),
        .executableTarget(
            name: "kiosk-async-check",
            dependencies: ["Combine", "KioskGeometry", "KioskHeadless", "KioskPlatform", "KioskRuntime", "KioskUI"],
            path: "Tests/AsyncUpdates", exclude: ["run"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(
            name: "KioskSVGTests", dependencies: ["KioskGoldens", "KioskSVG", "KioskGeometry", "KioskRaster"],
            exclude: ["Goldens", "Icons"]),
        .testTarget(
            name: "KioskTextTests",
            dependencies: ["KioskGoldens", "KioskText", "KioskGeometry", "KioskRaster", "CFreeType", "CHarfBuzz"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "KioskRenderTests",
            dependencies: [
                "KioskGoldens", "KioskRender", "KioskRaster", "KioskText", "KioskGeometry", "KioskHeadless",
                "KioskPlatform", "KioskSVG",
            ], exclude: ["Goldens"]),
        .testTarget(
            name: "KioskUITests",
            dependencies: [
                "KioskGoldens", "KioskUI", "KioskRaster", "KioskText", "KioskHeadless", "KioskPlatform", "KioskSVG",
                "KioskGeometry", "KioskInput", "KioskTesting", "Combine",
            ], exclude: ["Goldens"]),
        .testTarget(name: "KioskTestingTests", dependencies: ["KioskTesting", "KioskText"]),
        .testTarget(
            name: "ChartsTests",
            dependencies: ["Charts", "KioskGoldens", "DesignFoundation", "KioskTesting", "KioskText", "KioskRaster"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "DesignFoundationTests",
            dependencies: [
                "KioskGoldens", "DesignFoundation", "KioskTesting", "KioskText", "KioskRaster", "KioskHeadless",
                "KioskPlatform", "KioskGeometry",
            ], exclude: ["Goldens"]),
        .testTarget(
            name: "KioskGalleryTests",
            dependencies: [
                "KioskGallery", "KioskGoldens", "KioskTesting", "KioskText", "KioskRaster", "DesignFoundation",
                "KioskRender", "KioskRuntime", "KioskUI",
            ], exclude: ["Goldens"]),
        .testTarget(
            name: "KioskRuntimeTests",
            dependencies: [
                "KioskRuntime", "KioskPlatform", "KioskHeadless", "KioskDRM", "KioskUI", "KioskRaster", "KioskGeometry",
                "KioskInput",
            ]),
        .testTarget(name: "KioskInputTests", dependencies: ["KioskInput", "KioskRaster", "KioskGeometry"]),
        .testTarget(
            name: "KioskBlendTests",
            dependencies: ["KioskBlend", "KioskBlendAVX2", "KioskBlendAVX512", "KioskRaster", "KioskGoldens"]),
        .testTarget(name: "KioskDRMTests", dependencies: ["KioskDRM", "KioskPlatform", "KioskRaster"]),
        .testTarget(name: "KioskPlatformTests", dependencies: ["KioskPlatform"]),
        .testTarget(name: "KioskLibinputTests", dependencies: ["KioskLibinput"]),
        .testTarget(name: "KioskFuzzTests", dependencies: ["KioskFuzz"]),
        .testTarget(name: "KioskToolsTests", dependencies: ["KioskTools", "KioskGeometry", "KioskRuntime"]),
        // The real `kiosk` executable driven with bad input (it is built beside the tests).
        .testTarget(name: "KioskCLITests"),
    ],
    swiftLanguageModes: [.v6]
)
