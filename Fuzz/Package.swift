// swift-tools-version:6.1
import PackageDescription

/// libFuzzer harnesses for every parser that reads outside input, one executable each. Separate from
/// the app's package (CI never builds it); see README.md for the build and run commands.
let harnesses = [
    "FuzzDrip", "FuzzTrackAndGraph", "FuzzDaylio", "FuzzNightscout", "FuzzAppleHealth", "FuzzAppleHealthZip",
    "FuzzLocalDate", "FuzzTimeOfDay", "FuzzNightscoutQuery", "FuzzNightscoutUpload", "FuzzExportDocument", "FuzzScenario",
    "FuzzNightscoutQueries",
]

/// Harnesses that send requests to a real application (Vapor, Fluent on in-memory SQLite), built once per process.
let requestHarnesses = ["FuzzFormBodies", "FuzzAPIBodies", "FuzzHeaders", "FuzzEngineIO"]

let package = Package(
    name: "daybook-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "daybook", path: ".."),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
    ],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: [
            "CFuzzerDriver",
            .product(name: "DaybookCore", package: "daybook"),
            .product(name: "DaybookFormats", package: "daybook"),
        ]),
        .target(name: "RequestFuzzSupport", dependencies: [
            "FuzzSupport",
            .product(name: "DaybookCore", package: "daybook"),
            .product(name: "DaybookFormats", package: "daybook"),
            .product(name: "DaybookApp", package: "daybook"),
            .product(name: "DaybookServer", package: "daybook"),
            .product(name: "DaybookBootstrap", package: "daybook"),
            .product(name: "Vapor", package: "vapor"),
        ]),
    ] + harnesses.map { name in
        .executableTarget(name: name, dependencies: [
            "FuzzSupport",
            .product(name: "DaybookCore", package: "daybook"),
            .product(name: "DaybookFormats", package: "daybook"),
        ])
    } + requestHarnesses.map { name in
        .executableTarget(name: name, dependencies: [
            "FuzzSupport",
            "RequestFuzzSupport",
            .product(name: "DaybookCore", package: "daybook"),
            .product(name: "DaybookFormats", package: "daybook"),
            .product(name: "DaybookServer", package: "daybook"),
            .product(name: "Vapor", package: "vapor"),
        ])
    }
)
