// swift-tools-version: 6.0
// Every example in one package, so that `make test` builds Kiosk once for all of them (each
// example's own Package.swift, beside its sources, is what an app author copies). The targets
// here are the examples' own folders; keep both lists in step when adding an example.
import PackageDescription

func example(_ name: String, tests: Bool = true) -> [Target] {
    [
        .executableTarget(
            name: name, dependencies: [.product(name: "DesignFoundation", package: "Kiosk")],
            path: "\(name)/Sources/\(name)")
    ]
        + (tests
            ? [
                .testTarget(
                    name: "\(name)Tests",
                    dependencies: [.target(name: name), .product(name: "KioskTesting", package: "Kiosk")],
                    path: "\(name)/Tests/\(name)Tests", exclude: ["Goldens"])
            ] : [])
}

let package = Package(
    name: "KioskExamples",
    dependencies: [.package(name: "Kiosk", path: "..")],
    targets: example("Hello") + example("CoffeeMachine") + example("PlantDashboard") + example("CheckIn")
)
