// swift-tools-version: 6.0
// A coffee machine screen: drink tiles, an options form, a confirmation sheet, brewing
// progress, PIN-locked settings and a return home when nobody touches it. Copy this folder
// anywhere and point the path at your clone of Kiosk.
import PackageDescription

let package = Package(
    name: "CoffeeMachine",
    dependencies: [.package(name: "Kiosk", path: "../..")],
    targets: [
        .executableTarget(name: "CoffeeMachine", dependencies: [.product(name: "DesignFoundation", package: "Kiosk")]),
        .testTarget(
            name: "CoffeeMachineTests",
            dependencies: ["CoffeeMachine", .product(name: "KioskTesting", package: "Kiosk")],
            exclude: ["Goldens"]),
    ]
)
