import DaybookCore
import NIOCore
import Vapor

/// For routes whose cost grows with what a person stored or asked for: the work runs on the heavy
/// threads, never on those that answer everybody else; one account runs at most its share at once,
/// a few more wait their turn, and beyond those it is refused (429 with `Retry-After`); past its
/// deadline the request is answered 503 and its work cancelled, its place held until it has stopped.
struct BoundedWork: AsyncMiddleware {
    let deadline: TimeAmount

    /// Searches, insights, charts, a calendar year.
    static let reads = BoundedWork(deadline: .seconds(20))
    /// Everything a person has, as one document.
    static let exports = BoundedWork(deadline: .seconds(120))
    /// Files read as they arrive: as long as a large upload takes on a slow line.
    static let files = BoundedWork(deadline: .minutes(15))

    /// Seconds a refused client is told to wait: expensive requests take about that long.
    static let retryAfter = 2

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let gate = request.application.daybook.boundedWork
        let account = request.boundedWorkAccount
        let seconds = deadline.nanoseconds / 1_000_000_000
        let overDeadline = APIError(
            status: .serviceUnavailable, code: "tooLong", headers: ["Retry-After": String(Self.retryAfter)],
            Problem(.apiTooLong, ["seconds": String(seconds)]))
        // The tasks the handler's work runs in, cancelled at the deadline with the request's own.
        let work = RequestWork()
        request.storage[RequestWork.Key.self] = work
        // The deadline counts from arrival: waiting for the account's turn is part of it.
        return try await FirstAnswer.race(on: request.eventLoop, deadline: deadline, executor: HeavyWorkExecutor.shared) {
            do {
                try await gate.enter(account)
            } catch BoundedWorkGate.Refusal.accountBusy {
                let problem = Problem(.apiAccountBusy, ["count": String(gate.perAccount + gate.waitingPerAccount)])
                throw APIError(status: .tooManyRequests, code: "tooManyRequests", message: problem.english,
                               headers: ["Retry-After": String(Self.retryAfter)], problem: problem)
            } catch BoundedWorkGate.Refusal.serverBusy {
                throw APIError(status: .serviceUnavailable, code: "busy", message: ProblemKind.apiServerBusy.english,
                               headers: ["Retry-After": String(Self.retryAfter)], problem: Problem(.apiServerBusy))
            }
            defer { gate.leave(account) }
            return try await next.respond(to: request)
        } whenLate: {
            work.cancel()
            return overDeadline
        }
    }
}

extension Request {
    /// Whose share expensive work counts against: the logged-in person; for Nightscout clients the
    /// person's credential (a follower's token polling hard must not hold the uploader's place); else
    /// the client's address.
    var boundedWorkAccount: String {
        if let user = auth.get(CurrentUser.self) { return "user " + user.id.uuidString }
        if let owner = storage[NightscoutAuth.OwnerKey.self] {
            return "nightscout \(owner.userID.uuidString) \(owner.role.rawValue) \(owner.subject ?? "secret")"
        }
        return "address " + (clientAddress ?? "unknown")
    }
}
