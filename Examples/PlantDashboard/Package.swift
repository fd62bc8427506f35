// swift-tools-version: 6.0
// A plant room dashboard: live readings loaded asynchronously, a trend chart per sensor,
// alarms. Copy this folder anywhere and point the path at your clone of
// Kiosk.
import PackageDescription

let package = Package(
    name: "PlantDashboard",
    dependencies: [.package(name: "Kiosk", path: "../..")],
    targets: [
        .executableTarget(name: "PlantDashboard", dependencies: [.product(name: "DesignFoundation", package: "Kiosk")]),
        .testTarget(
            name: "PlantDashboardTests",
            dependencies: ["PlantDashboard", .product(name: "KioskTesting", package: "Kiosk")],
            exclude: ["Goldens"]),
    ]
)
