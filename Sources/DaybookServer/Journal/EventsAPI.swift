import Foundation
import Vapor

/// `GET /api/v1/events`: server-sent events of the logged-in user's changes.
enum EventsAPI {
    /// A comment line now and then keeps proxies from closing an idle stream.
    static let heartbeat: Duration = .seconds(20)

    @Sendable static func stream(req: Request) async throws -> Response {
        let user = try req.currentUser()
        await req.liveEvents.prepareStream()
        let events = await req.liveEvents.subscribe(userID: user.id)
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "event-stream")
        headers.replaceOrAdd(name: .cacheControl, value: "no-cache")
        headers.replaceOrAdd(name: "X-Accel-Buffering", value: "no")
        let encoder = JSONCoding.encoder()
        // A web session with a passcode: the stream ends when the session locks.
        let lockIdleMinutes = user.tokenID == nil ? req.storage[IdleMinutesKey.self] : nil
        // "Managed": Vapor ends the response itself, also when a write fails because the client left.
        let body = Response.Body(managedAsyncStream: { writer in
            // Tells the client the stream is open before any change happens.
            try await writer.write(.buffer(ByteBuffer(string: "retry: 3000\n: connected\n\n")))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await message in events {
                        switch message {
                        case let .change(event):
                            guard event.isForEventStreams else { continue }
                            let json = String(decoding: try encoder.encode(event), as: UTF8.self)
                            try await writer.write(.buffer(ByteBuffer(string: "event: change\ndata: \(json)\n\n")))
                        case .replaced:
                            // The web app then stops reconnecting until its tab is shown again.
                            try await writer.write(.buffer(ByteBuffer(string: "event: replaced\ndata: {}\n\n")))
                            return
                        }
                    }
                }
                group.addTask {
                    while !Task.isCancelled {
                        try await Task.sleep(for: heartbeat)
                        try await writer.write(.buffer(ByteBuffer(string: ": heartbeat\n\n")))
                    }
                }
                if let lockIdleMinutes {
                    group.addTask { try await PasscodeLock.waitUntilLocked(req, idleMinutes: lockIdleMinutes) }
                }
                // Any task ending (the client left, a write failed, the session locked) ends the stream.
                _ = try await group.next()
                group.cancelAll()
            }
        })
        return Response(status: .ok, headers: headers, body: body)
    }
}
