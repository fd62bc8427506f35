// swift-tools-version: 6.0
// A kiosk app in twenty lines. Copy this folder anywhere and point the path at your clone of
// Kiosk.
import PackageDescription

let package = Package(
    name: "Hello",
    dependencies: [.package(name: "Kiosk", path: "../..")],
    targets: [
        .executableTarget(name: "Hello", dependencies: [.product(name: "DesignFoundation", package: "Kiosk")]),
        .testTarget(
            name: "HelloTests",
            dependencies: ["Hello", .product(name: "KioskTesting", package: "Kiosk")],
            exclude: ["Goldens"]),
    ]
)
