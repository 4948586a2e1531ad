import DaybookCore
import NIOCore
import Vapor

/// A body must arrive at a pace a real client keeps: past a grace period, at least `slowestPace`
/// bytes a second on average. A client that trickles a body a byte at a time is answered 408 and
/// its handler never starts, even should the body be complete later (a route that reads the stream
/// itself stops at its next chunk).
struct BodyDeadline: AsyncMiddleware {
    static let grace: Int64 = 30
    /// 16 KiB/s: a very slow mobile line still uploads a 100 MB export in under two hours.
    static let slowestPace = 16 * 1024

    static func deadline(forBytes bytes: Int) -> TimeAmount {
        .seconds(grace + Int64(bytes / slowestPace))
    }

    static func refusal(_ seconds: Int64) -> APIError {
        let problem = Problem(.apiBodyTooSlow, ["seconds": String(seconds)])
        return APIError(status: .requestTimeout, code: "tooSlow", message: problem.english, field: "body", problem: problem)
    }

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        // Bodies that came in one piece with their head, and routes that stream their body, pass.
        guard request.body.data == nil, !request.streamsItsBody, request.sendsBody else {
            return try await next.respond(to: request)
        }
        let length = request.headers.first(name: .contentLength).flatMap(Int.init) ?? request.bodyLimit
        let deadline = Self.deadline(forBytes: length)
        return try await FirstAnswer.race(on: request.eventLoop, deadline: deadline) {
            try await request.collectBody()
            // Late: the refusal has been sent and the request must change nothing.
            try Task.checkCancellation()
            return try await next.respond(to: request)
        } whenLate: {
            request.body.data == nil ? Self.refusal(deadline.nanoseconds / 1_000_000_000) : nil
        }
    }
}

extension Request {
    var sendsBody: Bool {
        headers.contains(name: .transferEncoding) || (headers.first(name: .contentLength).flatMap(Int.init) ?? 0) > 0
    }

    var streamsItsBody: Bool {
        (route?.userInfo[BodyLimit.key] as? BodyLimit)?.streamed ?? false
    }
}
