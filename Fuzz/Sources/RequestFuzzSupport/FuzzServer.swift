import DaybookBootstrap
import DaybookServer
import Foundation
import Logging
import NIOCore
import Vapor

/// One real Daybook application for a harness's whole run, as `TestServer` builds it (in-memory SQLite,
/// bcrypt cost 4) but without a socket: requests go straight to the responder, middleware and all.
/// Made once, on first use; the fuzzer's thread waits for each answer.
public final class FuzzServer: @unchecked Sendable {
    public static let shared = FuzzServer()

    public let app: Application
    /// The routes the application registers, sorted by method and path (so a route keeps its number
    /// while others are added around it).
    public let routes: [FuzzRoute]
    /// The signed-up person whose credentials a harness may send.
    public private(set) var account: FuzzAccount
    private let responder: any Responder
    private let address = try? SocketAddress(ipAddress: "127.0.0.1", port: 41_000)
    private var inputs = 0

    private init() {
        do {
            let (app, responder) = try FuzzServer.blocking { try await FuzzServer.makeApplication() }
            self.app = app
            self.responder = responder
            routes = app.routes.all.map(FuzzRoute.init).sorted { ($0.method.rawValue, $0.pattern) < ($1.method.rawValue, $1.pattern) }
            account = FuzzAccount()
            account = try FuzzAccount.signUp(on: self, number: 1)
        } catch {
            fatalError("the fuzzing server did not start: \(error)")
        }
    }

    private static func makeApplication() async throws -> (Application, any Responder) {
        let app = try await Application.make(.testing)
        var logger = Logger(label: "fuzz")
        // Only what goes wrong: an unexpected error is logged (with its type) before its 500.
        logger.logLevel = .error
        app.logger = logger
        var config = AppConfig()
        config.bcryptCost = 4
        config.secretKey = .value(Data(repeating: 7, count: 32))
        // The harness sends everything from one address: throttles would soon refuse every log-in,
        // including the harness's own, and hide the handlers behind a 429.
        let unlimited = ThrottleRule(limit: 1 << 30, window: 1)
        config.loginThrottle = unlimited
        config.loginAddressThrottle = unlimited
        config.loginAccountThrottle = unlimited
        config.registrationThrottle = unlimited
        config.tokenThrottle = unlimited
        config.nightscoutThrottle = unlimited
        try await Composition.configureInMemory(app, config: config)
        try await app.setUpDatabase()
        try await app.asyncBoot()
        return (app, app.responder.current)
    }

    // MARK: Requests

    /// Sends `request` and waits for the whole answer (a stream of live events is not read: it never ends).
    public func send(_ request: FuzzRequest) -> FuzzAnswer {
        do {
            return try FuzzServer.blocking { [self] in try await self.respond(to: request) }
        } catch {
            // The responder itself threw: the server would close the connection without an answer.
            fatalError("no answer for \(request.summary): \(String(reflecting: error))")
        }
    }

    /// The answer to `fuzzed`, for a harness that waits for several at once (a long poll and what ends it).
    public func respond(to fuzzed: FuzzRequest) async throws -> FuzzAnswer {
        var headers = fuzzed.headers
        if let body = fuzzed.body {
            headers.replaceOrAdd(name: .contentLength, value: String(body.count))
        }
        let request = Request(
            application: app, method: fuzzed.method, url: URI(string: fuzzed.uri), version: .http1_1,
            headersNoUpdate: headers, collectedBody: fuzzed.body.map { ByteBuffer(bytes: $0) },
            remoteAddress: address, logger: app.logger, on: app.eventLoopGroup.any())
        let response = try await responder.respond(to: request).get()
        if response.headers.first(name: .contentType)?.hasPrefix("text/event-stream") == true {
            return FuzzAnswer(status: response.status, headers: response.headers, body: [])
        }
        let body = try await response.body.collect(on: request.eventLoop).get()
        return FuzzAnswer(status: response.status, headers: response.headers, body: body.map { Array($0.readableBytesView) } ?? [])
    }

    /// `DAYBOOK_FUZZ_TRACE=1`: every request and its answer on standard output (to check what seeds reach).
    public static let tracing = ProcessInfo.processInfo.environment["DAYBOOK_FUZZ_TRACE"] == "1"

    // MARK: The contract

    /// Bad input never gets a 5xx: any status from 500 up stops the run with the request that got it.
    /// The one exception is BoundedWork's deliberate refusal of expensive work (503 with `Retry-After`:
    /// the server busy, or a request past its deadline): it is how load is shed, not a failure.
    public func check(_ answer: FuzzAnswer, for request: FuzzRequest) {
        guard answer.status.code >= 500 else { return }
        if answer.status == .serviceUnavailable, answer.headers.first(name: "Retry-After") != nil { return }
        let body = String(decoding: answer.body.prefix(400), as: UTF8.self)
        fatalError("5xx for input: \(request.summary) answered \(answer.status.code): \(body)")
    }

    /// Sends and checks.
    @discardableResult
    public func exchange(_ request: FuzzRequest) -> FuzzAnswer {
        let started = ContinuousClock.now
        let answer = send(request)
        if Self.tracing {
            let took = (ContinuousClock.now - started).components
            let milliseconds = took.seconds * 1000 + took.attoseconds / 1_000_000_000_000_000
            print("\(request.summary)\n  body bytes: \(request.body.map { $0.map { String(format: "%02x", $0) }.joined() } ?? "none")"
                  + "\n  → \(answer.status.code) in \(milliseconds) ms \(String(reflecting: String(answer.text.prefix(200))))")
        }
        check(answer, for: request)
        return answer
    }

    // MARK: Credentials

    /// After an input that could have changed the account (a write with a credential that went
    /// through), makes sure the token and the session still work, signing up again when they do not;
    /// every 100 inputs in any case (wrong passcodes may lock a session with 4xx answers), with the
    /// Nightscout secret.
    public func keepAccount(afterWriteWith credential: FuzzCredential?) {
        inputs += 1
        let everything = inputs % 100 == 0
        guard credential != nil || everything else { return }
        do {
            account = try account.renewedIfNeeded(on: self, checkNightscout: everything)
        } catch {
            fatalError("the fuzzing account could not be renewed: \(error)")
        }
    }

    /// Replaces the placeholders of a seed (`@CSRF@`, `@TOKEN@`, …) with the account's values.
    public func fill(_ bytes: [UInt8], csrf: String) -> [UInt8] {
        account.fill(bytes, csrf: csrf)
    }

    /// Remembers the id of something an answer created, for later inputs' `@ID@`.
    public func remember(_ answer: FuzzAnswer) {
        account.remember(answer)
    }

    // MARK: Waiting from the fuzzer's thread

    public static func blocking<T>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}

/// A request a harness made from its input.
public struct FuzzRequest: Sendable {
    public var method: HTTPMethod
    /// Path and query, as the request line carries them.
    public var uri: String
    public var headers: HTTPHeaders
    public var body: [UInt8]?

    public init(_ method: HTTPMethod, _ uri: String, headers: HTTPHeaders = [:], body: [UInt8]? = nil) {
        self.method = method
        self.uri = uri
        self.headers = headers
        self.body = body
    }

    /// For the crash message: the request line, the headers and the body's bytes (escaped).
    public var summary: String {
        let shownHeaders = headers.map { "\($0.name): \($0.value)" }.joined(separator: " | ")
        let shownBody = body.map { String(reflecting: String(decoding: $0.prefix(600), as: UTF8.self)) + " (\($0.count) bytes)" } ?? "none"
        return "\(method.rawValue) \(uri) headers [\(shownHeaders)] body \(shownBody)"
    }
}

public struct FuzzAnswer: Sendable {
    public var status: HTTPResponseStatus
    public var headers: HTTPHeaders
    public var body: [UInt8]

    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The answer's JSON object, if it is one.
    public var object: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }
}
