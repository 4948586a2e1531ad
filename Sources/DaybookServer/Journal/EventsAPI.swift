import DaybookApp
import Foundation
import Vapor

/// `GET /api/v1/events`: server-sent events of the logged-in user's changes; with `?owner={userId}`,
/// a follower's stream of that owner's changes that their grant covers.
enum EventsAPI {
    /// A comment line now and then keeps proxies from closing an idle stream.
    static let heartbeat: Duration = .seconds(20)

    /// Whose changes a stream carries, and for a follower what of them.
    private struct Scope: Sendable {
        let ownerID: UUID
        /// Set for a follower: their grant, looked up again before each change is delivered.
        let follower: UUID?
    }

    @Sendable static func stream(req: Request) async throws -> Response {
        let user = try req.currentUser()
        // A grant is checked on open: no grant (a stranger, a revoked share) is a plain 404.
        let reader = try await req.dataReader()
        let following = reader.owner.id != user.id
        let scope = Scope(ownerID: reader.owner.id, follower: following ? user.id : nil)
        await req.liveEvents.prepareStream()
        let events = await req.liveEvents.subscribe(userID: scope.ownerID, pool: following ? .followers : .eventStreams)
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "event-stream")
        headers.replaceOrAdd(name: .cacheControl, value: "no-cache")
        headers.replaceOrAdd(name: "X-Accel-Buffering", value: "no")
        let encoder = JSONCoding.encoder()
        // A web session with a passcode: the stream ends when the session locks.
        let lockIdleMinutes = user.tokenID == nil ? req.storage[IdleMinutesKey.self] : nil
        let useCases = req.useCases
        // Asked again before changes (at most once a second) and at each heartbeat: a revoked token or an ended
        // session ends the stream.
        let credential = StreamCredential(req, user: user)
        // "Managed": Vapor ends the response itself, also when a write fails because the client left.
        let body = Response.Body(managedAsyncStream: { writer in
            // Tells the client the stream is open before any change happens.
            try await writer.write(.buffer(ByteBuffer(string: "retry: 3000\n: connected\n\n")))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    // A burst of changes asks once: at most once a second.
                    var askedAt: ContinuousClock.Instant?
                    for await message in events {
                        switch message {
                        case let .change(event):
                            guard event.isForEventStreams else { continue }
                            if askedAt.map({ ContinuousClock.now - $0 >= .seconds(1) }) ?? true {
                                guard await credential.isStillValid() else { return }
                                askedAt = ContinuousClock.now
                            }
                            if let follower = scope.follower {
                                // Revoked or narrowed since the stream opened: the grant as it is now decides.
                                guard let grant = try await SharedAccess.grant(from: scope.ownerID, to: follower, useCases) else {
                                    try await writer.write(.buffer(ByteBuffer(string: "event: ended\ndata: {}\n\n")))
                                    return
                                }
                                guard event.isVisible(to: grant.categories) else { continue }
                            }
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
                        guard await credential.isStillValid() else { return }
                        try await writer.write(.buffer(ByteBuffer(string: ": heartbeat\n\n")))
                    }
                }
                if let lockIdleMinutes {
                    group.addTask { try await PasscodeLock.waitUntilLocked(req, idleMinutes: lockIdleMinutes) }
                }
                // Any task ending (the client left, a write failed, the session locked or ended, the token was
                // revoked, the grant ended) ends the stream.
                _ = try await group.next()
                group.cancelAll()
            }
        })
        return Response(status: .ok, headers: headers, body: body)
    }
}
