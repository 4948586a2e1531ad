import DaybookApp
import DaybookFormats
import Foundation
import Vapor

/// The HTTP side of Engine.IO v4 at `/socket.io/` and `/nightscout/{handle}/socket.io/`: the
/// handshake, long-polling (GET waits for packets, POST sends them) and websockets (opened directly or
/// as the upgrade of a polling session). What the packets mean is the Socket.IO connection's part.
enum EngineIOTransport {
    /// Makes the Socket.IO side of a new session.
    typealias Connect = @Sendable (EngineIOSession, Request) async -> Void

    static func register(on base: any RoutesBuilder, maxPayload: Int, connect: @escaping Connect) {
        base.get { req in try await get(req, connect: connect) }
        base.gated(KnownSession()).on(.POST, limit: BodyLimit(bytes: maxPayload)) { req in try await post(req) }
    }

    /// A polling POST's session, found before its body is read: only a session this instance opened may
    /// send more than a stranger's body (`BodyLimits.anonymous`); the handler answers the rest as before.
    struct KnownSession: AsyncMiddleware {
        func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
            if let sid = try? request.query.get(String.self, at: "sid"), let session = await request.application.engineIOSessions.find(sid),
               session.handle == handle(request) {
                request.storage[KnownSessionKey.self] = session
            }
            return try await next.respond(to: request)
        }
    }

    struct KnownSessionKey: StorageKey {
        typealias Value = EngineIOSession
    }

    // MARK: GET

    static func get(_ req: Request, connect: @escaping Connect) async throws -> Response {
        if let refusal = try await checked(req) { return refusal }
        let transport = try? req.query.get(String.self, at: "transport")
        let sid = try? req.query.get(String.self, at: "sid")
        let sessions = req.application.engineIOSessions
        if transport == "websocket" {
            guard req.headers.first(name: .upgrade)?.lowercased() == "websocket" else { return EngineIOError.badRequest.response() }
            if let sid {
                guard let session = await sessions.find(sid), session.handle == handle(req) else {
                    return EngineIOError.unknownSession.response()
                }
                return upgrade(req) { ws in await session.attachProbe(ws) ? session : nil }
            }
            guard let session = await sessions.open(handle: handle(req)) else { return EngineIOError.forbidden.response(status: .serviceUnavailable) }
            return upgrade(req) { ws in
                await session.attach(ws)
                await connect(session, req)
                await sessions.started(session)
                ws.send(await session.openPacket(upgrades: []).encoded, promise: nil)
                return session
            }
        }
        guard transport == "polling" else { return EngineIOError.unknownTransport.response() }
        guard let sid else {
            guard let session = await sessions.open(handle: handle(req)) else { return EngineIOError.forbidden.response(status: .serviceUnavailable) }
            await connect(session, req)
            await sessions.started(session)
            return text(EngineIOPayload.encode([await session.openPacket(upgrades: ["websocket"])]))
        }
        guard let session = await sessions.find(sid), session.handle == handle(req) else { return EngineIOError.unknownSession.response() }
        do {
            return text(EngineIOPayload.encode(try await session.poll()))
        } catch {
            return EngineIOError.badRequest.response()
        }
    }

    // MARK: POST

    static func post(_ req: Request) async throws -> Response {
        if let refusal = try await checked(req) { return refusal }
        guard (try? req.query.get(String.self, at: "transport")) == "polling" else {
            return EngineIOError.unknownTransport.response()
        }
        guard req.query[String.self, at: "sid"] != nil else { return EngineIOError.badHandshakeMethod.response() }
        guard let session = req.storage[KnownSessionKey.self] else {
            return EngineIOError.unknownSession.response()
        }
        guard let body = req.body.data, let text = body.getString(at: body.readerIndex, length: body.readableBytes) else {
            await session.close()
            return EngineIOError.badRequest.response()
        }
        do {
            try await session.received(try EngineIOPayload.decode(text), via: req)
        } catch {
            // A packet that breaks the protocol ends the session.
            await session.close()
            return EngineIOError.badRequest.response()
        }
        return self.text("ok")
    }

    // MARK: Helpers

    /// Engine.IO v4 only (`EIO=4`), no JSONP; under a handle, one that names someone's endpoint.
    private static func checked(_ req: Request) async throws -> Response? {
        guard (try? req.query.get(String.self, at: "EIO")) == "4" else { return EngineIOError.unsupportedProtocolVersion.response() }
        if (try? req.query.get(String.self, at: "j")) != nil { return EngineIOError.badRequest.response() }
        if let handle = handle(req), try await NightscoutAccounts(req.useCases).find(handle: handle) == nil {
            return EngineIOError.forbidden.response(status: .notFound)
        }
        return nil
    }

    private static func handle(_ req: Request) -> String? {
        req.parameters.get("handle")
    }

    private static func text(_ body: String) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .plainText
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return Response(status: .ok, headers: headers, body: .init(string: body))
    }

    /// Upgrades to a websocket whose frames go to the session `prepare` gives (nil closes it), in order,
    /// one at a time. The handlers are set on the websocket's event loop, before any frame can arrive.
    private static func upgrade(_ req: Request, prepare: @escaping @Sendable (WebSocket) async -> EngineIOSession?) -> Response {
        let maxPayload = req.application.daybook.config.socketIO.maxPayload
        let shouldUpgrade: @Sendable (Request) -> EventLoopFuture<HTTPHeaders?> = { $0.eventLoop.makeSucceededFuture([:]) }
        return req.webSocket(maxFrameSize: WebSocketMaxFrameSize(integerLiteral: max(maxPayload, 1 << 14)), shouldUpgrade: shouldUpgrade) { req, ws in
            let (frames, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
            ws.onText { _, text in continuation.yield(text) }
            ws.onBinary { ws, _ in ws.close(code: .unacceptableData, promise: nil) }
            ws.onClose.whenComplete { _ in continuation.finish() }
            Task {
                guard let session = await prepare(ws) else {
                    ws.close(code: .policyViolation, promise: nil)
                    return
                }
                for await text in frames {
                    await session.received(text: text, on: ws, via: req)
                }
                await session.websocketClosed(ws)
            }
        }
    }
}
