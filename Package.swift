// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "daybook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "daybook", targets: ["daybook"]),
        // The benchmark suite (docs/benchmarks.md): not part of what a server runs.
        .executable(name: "daybook-bench", targets: ["daybook-bench"]),
        // For the libFuzzer harnesses in Fuzz/, a separate package that depends on this one by path.
        .library(name: "DaybookCore", targets: ["DaybookCore"]),
        .library(name: "DaybookFormats", targets: ["DaybookFormats"]),
        // The request-level harnesses build a real application and send it requests without a socket.
        .library(name: "DaybookServer", targets: ["DaybookServer"]),
        .library(name: "DaybookApp", targets: ["DaybookApp"]),
        // The composition, for the request-level harnesses to open their in-memory database.
        .library(name: "DaybookBootstrap", targets: ["DaybookBootstrap"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        .package(url: "https://github.com/vapor/leaf.git", from: "4.5.2"),
        .package(url: "https://github.com/vapor/leaf-kit.git", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        // The benchmarks' child processes (the server, sqlite3, wrk), awaited without Foundation's run loop.
        .package(url: "https://github.com/swiftlang/swift-subprocess.git", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system.git", from: "1.5.0"),
    ],
    targets: [
        // The domain: Foundation only, no I/O.
        .target(name: "DaybookCore"),
        // The message catalogues: one JSON file of every text people read per language, read once.
        .target(name: "DaybookLocales", dependencies: ["DaybookCore"], resources: [.copy("Catalogues")]),
        // Every format Daybook reads or writes: other apps' files (Apple Health, drip, Track & Graph, Daylio,
        // Nightscout), read as streams; Nightscout's documents, queries and API v3 rules; TimelineJS; iCalendar.
        .target(
            name: "DaybookFormats",
            dependencies: [
                "DaybookCore",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                // The SHA-1 of a Nightscout API secret, as clients send it.
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The charts as SVG, drawn on the server (and the QR code of a two-factor secret). No I/O.
        .target(name: "DaybookCharts", dependencies: ["DaybookCore"]),
        // Demo data, generated datasets and simulations, and readers of benchmark tools' output:
        // what the demo account, `daybook generate` and the benchmark suite are made of. No I/O of its own.
        .target(name: "DaybookFixtures", dependencies: ["DaybookCore", "DaybookFormats"]),
        // Persistence: Fluent models, migrations, queries. Knows no HTTP.
        .target(
            name: "DaybookStore",
            dependencies: [
                "DaybookCore",
                "DaybookFormats",
                // The ports it implements, over the application's values.
                "DaybookApp",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                // Ids of imported rows derived per account (SHA-256).
                .product(name: "Crypto", package: "swift-crypto"),
                // The pools the database is opened with, and its log.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The application: every change a person can make (use cases) and what pages and the API
        // show (read models). No Vapor, no HTTP: the server, the commands and tests call it alike.
        .target(
            name: "DaybookApp",
            dependencies: [
                "DaybookCore",
                "DaybookFormats",
                "DaybookLocales",
                // The demo account's journal and generated datasets, written through the use cases.
                "DaybookFixtures",
                // Contexts on a request's event loop, and the database's log.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                // TOTP (HMAC-SHA1) and the sealing of two-factor secrets (AES-GCM).
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The server: JSON API, web pages, auth, live events.
        .target(
            name: "DaybookServer",
            dependencies: [
                "DaybookCore",
                "DaybookFormats",
                "DaybookApp",
                "DaybookCharts",
                "DaybookLocales",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Leaf", package: "leaf"),
                .product(name: "LeafKit", package: "leaf-kit"),
                .product(name: "Yams", package: "Yams"),
                // HMAC-SHA256 signatures of webhook deliveries.
                .product(name: "Crypto", package: "swift-crypto"),
                // Webhook deliveries, each connected to the address that was checked.
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            resources: [.copy("Resources")]
        ),
        // Where Daybook is put together: opens the store behind the application's ports and hands it to
        // the server and the commands. Only the executables' `main.swift` import it.
        .target(
            name: "DaybookBootstrap",
            dependencies: [
                "DaybookApp",
                "DaybookStore",
                "DaybookServer",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The `daybook` command line (serve, migrate, users, import, demo, generate, cycle), given its
        // database by `main.swift`.
        .target(
            name: "DaybookCommands",
            dependencies: [
                "DaybookCore",
                "DaybookFormats",
                "DaybookApp",
                "DaybookServer",
                "DaybookFixtures",
                "DaybookLocales",
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .executableTarget(name: "daybook", dependencies: ["DaybookCommands", "DaybookBootstrap"]),
        // Runs the real code, the `daybook` binary beside it, sqlite3, wrk and numpy, and writes the figures;
        // given its database by `main.swift`.
        .target(
            name: "DaybookBench",
            dependencies: [
                "DaybookCore",
                "DaybookFormats",
                "DaybookApp",
                "DaybookServer",
                "DaybookFixtures",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .executableTarget(
            name: "daybook-bench",
            dependencies: [
                "DaybookBench",
                "DaybookBootstrap",
                "DaybookServer",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What the core's and the formats' tests share: fixtures of timelines and random text for parsers.
        .target(
            name: "DaybookTestSupport",
            dependencies: [
                "DaybookCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/DaybookTestSupport"
        ),
        .testTarget(
            name: "DaybookCoreTests",
            dependencies: [
                "DaybookCore",
                "DaybookTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Insights/Fixtures"]
        ),
        .testTarget(
            name: "DaybookChartsTests",
            dependencies: [
                "DaybookCore",
                "DaybookCharts",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The catalogue check: every shipped language has every message English has, in the same shape.
        .testTarget(
            name: "DaybookLocalesTests",
            dependencies: ["DaybookCore", "DaybookLocales"]
        ),
        .testTarget(
            name: "DaybookFixturesTests",
            dependencies: ["DaybookCore", "DaybookFixtures"]
        ),
        .testTarget(
            name: "DaybookFormatsTests",
            dependencies: [
                "DaybookCore",
                "DaybookFormats",
                "DaybookLocales",
                "DaybookTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Fixtures", "TimelineJS/Fixtures"]
        ),
        .testTarget(
            name: "DaybookStoreTests",
            dependencies: [
                "DaybookCore",
                "DaybookFormats",
                "DaybookStore",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The application layer's own contract, without HTTP: use cases and read models on a real database.
        .testTarget(
            name: "DaybookAppTests",
            dependencies: [
                "DaybookCore",
                "DaybookFormats",
                "DaybookStore",
                "DaybookApp",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "DaybookServerTests",
            dependencies: [
                "DaybookCore",
                "DaybookLocales",
                "DaybookFormats",
                "DaybookStore",
                "DaybookApp",
                "DaybookServer",
                "DaybookBootstrap",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                // Raw TCP clients for the connection guard's tests.
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
    ]
)
