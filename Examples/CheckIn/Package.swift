// swift-tools-version: 6.0
// A hotel self-service check-in: a booking found by reference and name typed on the
// on-screen keyboard, a confirmation, the room. Copy this folder anywhere and point the path
// at your clone of Kiosk.
import PackageDescription

let package = Package(
    name: "CheckIn",
    dependencies: [.package(name: "Kiosk", path: "../..")],
    targets: [
        .executableTarget(name: "CheckIn", dependencies: [.product(name: "DesignFoundation", package: "Kiosk")]),
        .testTarget(
            name: "CheckInTests",
            dependencies: ["CheckIn", .product(name: "KioskTesting", package: "Kiosk")],
            exclude: ["Goldens"]),
    ]
)
