@testable import DaybookApp
import DaybookBootstrap
import DaybookServer
@testable import DaybookStore
import FluentKit
import Foundation
import Testing
import Vapor

/// A real Daybook server on a loopback port, with a real HTTP client. The database is in-memory
/// SQLite, or PostgreSQL (a fresh schema per test) when `DAYBOOK_DATABASE_URL` names one.
/// No background service runs unless the test names it in `services` (or starts it itself), as
/// `serve` is the only command that starts them.
struct TestServer {
    let app: Application
    let baseURL: String
    let clock: TestClock

    static func with(
        clock: TestClock = TestClock(),
        configure adjust: (inout AppConfig) -> Void = { _ in },
        database adjustDatabase: (inout DatabaseSettings) -> Void = { _ in },
        services: Set<BackgroundService> = [],
        routes addRoutes: (Application) throws -> Void = { _ in },
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let app = try await Application.make(.testing)
        do {
            var database = try DatabaseSettings.forTests()
            var config = AppConfig()
            config.bcryptCost = 4
            // No key file in the working folder: each test server seals with a key of its own.
            config.secretKey = .value(SecretSeal.newKey())
            // Socket.IO sessions that have not subscribed end after 10 s; a loaded machine can take that long
            // between two requests of one test. The tests of that allowance set their own.
            config.socketIO.subscribeWithin = .seconds(300)
            adjust(&config)
            adjustDatabase(&database)
            try await Composition.configure(app, config: config, database: database, clock: clock.appClock)
            // Routes only a test needs, before the server starts serving its routes.
            try addRoutes(app)
            try await app.setUpDatabase()
            await app.startBackgroundServices(services)
            app.http.server.configuration.hostname = "127.0.0.1"
            app.http.server.configuration.port = 0
            app.logger.logLevel = .warning
            app.http.client.configuration.redirectConfiguration = .disallow
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            guard let port = app.http.server.shared.localAddress?.port else {
                throw Abort(.internalServerError, reason: "the test server has no port")
            }
            let server = TestServer(app: app, baseURL: "http://127.0.0.1:\(port)", clock: clock)
            try await body(server)
        } catch {
            await app.server.shutdown()
            try? await app.asyncShutdown()
            throw error
        }
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    // MARK: Requests

    @discardableResult
    func request(
        _ method: HTTPMethod, _ path: String, token: String? = nil, json: [String: Any]? = nil,
        body: String? = nil, headers extra: HTTPHeaders = [:]
    ) async throws -> ClientResponse {
        var headers = extra
        if let token { headers.bearerAuthorization = .init(token: token) }
        var buffer: ByteBuffer?
        if let json {
            buffer = ByteBuffer(data: try JSONSerialization.data(withJSONObject: json))
            if headers.contentType == nil { headers.contentType = .json }
        } else if let body {
            buffer = ByteBuffer(string: body)
            if headers.contentType == nil { headers.contentType = .json }
        }
        let request = ClientRequest(method: method, url: URI(string: baseURL + path), headers: headers, body: buffer)
        return try await app.client.send(request)
    }

    /// Registers an account and logs it in; returns its bearer token and id.
    func signUp(_ email: String = "ada@example.org", name: String = "Ada", timeZone: String = "Europe/Berlin",
                password: String = "correct horse battery") async throws -> (token: String, id: String) {
        let registered = try await request(.POST, "/api/v1/users", json: [
            "email": email, "password": password, "displayName": name, "timeZone": timeZone,
        ])
        try #require(registered.status == .created, "sign-up answered \(registered.status): \(registered.bodyText)")
        let id = try #require(try registered.object()["id"] as? String)
        let login = try await request(.POST, "/api/v1/tokens", json: ["email": email, "password": password])
        try #require(login.status == .created, "log-in answered \(login.status): \(login.bodyText)")
        let token = try #require(try login.object()["token"] as? String)
        return (token, id)
    }
}

extension ClientResponse {
    var bodyText: String {
        body.map { String(buffer: $0) } ?? ""
    }

    func object() throws -> [String: Any] {
        guard let body, let object = try JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any] else {
            throw Abort(.internalServerError, reason: "not a JSON object: \(bodyText)")
        }
        return object
    }

    func array() throws -> [[String: Any]] {
        guard let body, let array = try JSONSerialization.jsonObject(with: Data(buffer: body)) as? [[String: Any]] else {
            throw Abort(.internalServerError, reason: "not a JSON array: \(bodyText)")
        }
        return array
    }

    /// The `error` object of an error response.
    func apiError() throws -> (code: String?, field: String?, message: String?) {
        let error = try object()["error"] as? [String: Any]
        return (error?["code"] as? String, error?["field"] as? String, error?["message"] as? String)
    }
}

extension Application {
    /// The application's database itself, for tests that arrange or inspect rows the API does not show.
    var db: any Database {
        guard let storage = useCases.db as? FluentStorage else { fatalError("The tests run on the Fluent store") }
        return storage.db
    }
}

extension DatabaseSettings {
    /// In-memory SQLite, or PostgreSQL with a fresh schema when `DAYBOOK_DATABASE_URL` names one; one
    /// connection per event loop, as tests run in parallel, each with its own server. A query waits for
    /// its connection as long as a whole test may take: hundreds of servers migrating at once on a busy
    /// machine kept sign-ups waiting past the usual ten seconds, and a test must not fail by that chance.
    static func forTests() throws -> DatabaseSettings {
        let location = try DatabaseLocation(url: ProcessInfo.processInfo.environment["DAYBOOK_DATABASE_URL"], whenUnset: .sqliteMemory)
        let schema = location.isPostgres ? "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") : nil
        var settings = DatabaseSettings(location: location, schema: schema, connectionsPerEventLoop: 1)
        settings.poolTimeout = .minutes(5)
        return settings
    }
}
