import DaybookApp
import Leaf
import LeafKit
import Vapor

/// Opens the application's database with its pools and log; nothing connects until the first use.
public typealias OpenDatabase = @Sendable (Application) throws -> any JournalDatabase

/// Sets up a Daybook application: database, migrations, JSON, sessions, middleware, routes. It only
/// registers: it opens no database and starts no background work, so any command (`--help` too)
/// can run on a configured application. Commands that use the database call `setUpDatabase()`;
/// `serve` also calls `startBackgroundServices()`. Where the data lives is `database`'s to know.
public func configure(_ app: Application, config: AppConfig, clock: AppClock = .system, database: OpenDatabase) async throws {
    app.passwords.use(.bcrypt(cost: config.bcryptCost))
    let decoy = try await app.password.async.hash(Data([UInt8].random(count: 16)).base64EncodedString())
    app.daybook = .init(config: config, clock: clock, decoyPasswordHash: decoy)
    app.journalDatabase = try database(app)
    app.lifecycle.use(JournalDatabaseShutdown())
    app.liveEvents = LiveEvents(relay: try app.journalDatabase.changeRelay(eventLoopGroup: app.eventLoopGroup, logger: app.logger),
                                socketsPerAccount: config.socketIO.socketsPerAccount)
    app.engineIOSessions = EngineIOSessions(limits: config.socketIO)
    app.lifecycle.use(EngineIOSessionsShutdown())
    // After the database: handlers stop in reverse, so the relay sends what is still queued (a
    // command-line import's change) before the pools close.
    app.lifecycle.use(LiveEventsShutdown())
    // After the databases, so that at shutdown (handlers run in reverse) the background services and
    // timeline runs stop before the pools close.
    try app.configureTimelines()
    app.configureReminders()

    JSONCoding.installGlobally

    // Sessions live in the database, so any instance can serve any user. Vapor's default cookie is
    // neither HttpOnly nor Secure: ours is both (Secure when served over TLS).
    app.sessions.use { app in HashedSessionDriver(clock: app.daybook.clock) }
    app.sessions.configuration = SessionsConfiguration(cookieName: "daybook-session") { id in
        HTTPCookies.Value(string: id.string, expires: Date(timeIntervalSinceNow: 60 * 60 * 24 * 30),
                          path: "/", isSecure: config.secureCookies, isHTTPOnly: true, sameSite: .lax)
    }

    // Vapor's HTTP server behind a guard on its listening socket: connections are capped below the
    // open-file limit and per client address.
    app.servers.use { app in app.guardedHTTPServer }
    app.middleware = Middlewares()
    app.middleware.use(RedactingRouteLogger(logLevel: .info))
    app.middleware.use(SecurityHeaders(strictTransport: config.secureCookies))
    app.middleware.use(APIErrorMiddleware())
    app.middleware.use(DeviceCookie.Middleware())
    // A connection that neither sends nor receives for this long is closed; longer than any request
    // may run, which their own deadlines bound.
    app.http.server.configuration.idleTimeout = .minutes(16)
    app.middleware.use(MethodNotAllowedMiddleware())
    if let publicFolder = Bundle.module.url(forResource: "Public", withExtension: nil, subdirectory: "Resources")?.path {
        app.middleware.use(FileMiddleware(publicDirectory: publicFolder + "/"))
    }
    app.middleware.use(app.sessions.middleware)
    // Who is asking, from the request's head, before any body is read: a stranger's is refused unread,
    // or read only up to `BodyLimits.anonymous`.
    app.middleware.use(RouteGateMiddleware())
    // Every body is limited: routes that need more declare it (`on(…, limit:)`); the rest get this.
    app.routes.defaultMaxBodySize = ByteCount(value: config.bodyLimits.standard + 1)
    app.middleware.use(BodyLimitMiddleware())
    app.middleware.use(BodyDeadline())
    app.middleware.use(NulCharacterGuard())
    app.middleware.use(FormBodyGuard())

    app.views.use(.leaf)
    // Templates ship in the target's bundle. Leaf's default limits refuse paths with a hidden folder,
    // and a bundle built by SwiftPM lives under `.build/`: keep the sandbox, drop that one limit.
    if let views = Bundle.module.url(forResource: "Views", withExtension: nil, subdirectory: "Resources")?.path {
        app.leaf.configuration.rootDirectory = views
        app.leaf.sources = .singleSource(NIOLeafFiles(
            fileio: app.fileio, limits: [.toSandbox, .requireExtensions], sandboxDirectory: views, viewDirectory: views))
    }
    try routes(app)
    app.openAPIDocument = ServedOpenAPIDocument(
        boundedOperations: Set(app.routes.all.filter(\.isBounded).map(\.describedOperation)),
        keyedOperations: Set(app.routes.all.filter(\.acceptsIdempotencyKey).map(\.describedOperation)))
}
