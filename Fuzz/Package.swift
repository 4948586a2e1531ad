// swift-tools-version:6.1
import PackageDescription

/// libFuzzer harnesses for every parser that reads outside input, one executable each. Separate from
/// the app's package (CI never builds it); see README.md for the build and run commands.
let harnesses = [
    "FuzzDrip", "FuzzTrackAndGraph", "FuzzDaylio", "FuzzNightscout", "FuzzAppleHealth", "FuzzAppleHealthZip",
    "FuzzLocalDate", "FuzzTimeOfDay", "FuzzNightscoutQuery", "FuzzNightscoutUpload", "FuzzExportDocument", "FuzzScenario",
]

let package = Package(
    name: "daybook-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "daybook", path: ".."),
    ],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: [
            "CFuzzerDriver",
            .product(name: "DaybookCore", package: "daybook"),
            .product(name: "DaybookFormats", package: "daybook"),
        ]),
    ] + harnesses.map { name in
        .executableTarget(name: name, dependencies: [
            "FuzzSupport",
            .product(name: "DaybookCore", package: "daybook"),
            .product(name: "DaybookFormats", package: "daybook"),
        ])
    }
)
