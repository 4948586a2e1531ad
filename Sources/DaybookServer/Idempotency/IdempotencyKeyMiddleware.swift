import DaybookApp
import Vapor

/// `Idempotency-Key` on a logged-in person's writes (the API's and the web forms'): the same key sent
/// again by the same person within a day gets the first answer again (status, body and the headers
/// that describe it, marked `Idempotent-Replayed: true`) and changes nothing more; the key sent with a
/// different request answers 422. While the first request is still running, a repeat waits for its
/// answer a little (`AppConfig.idempotencyWait`), then answers 409 with `Retry-After`.
///
/// Answers below 500 are kept, refusals too (returned or thrown): they changed nothing, and the same
/// request would be refused the same way again. A 5xx and refusals that say "not now" (408, 423, 425,
/// 429) give the key back, so that a retry runs. Requests without the header pass as they always did.
struct IdempotencyKeyMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.route?.acceptsIdempotencyKey == true, let user = request.auth.get(CurrentUser.self),
              let key = try IdempotencyKeyHeader.key(of: request)
        else { return try await next.respond(to: request) }
        try await request.collectBody()
        let write = KeyedWrite(userID: user.id, key: key, method: request.method.rawValue, target: request.url.string,
                               body: request.body.data.map { Data(buffer: $0) } ?? Data())
        let keys = IdempotencyKeys(request.useCases, seal: try request.application.secretSeal())
        let daybook = request.application.daybook
        await daybook.idempotencyPurge.runIfDue(keys, at: request.clock.now(), logger: request.logger)
        switch try await keys.start(write, waitingAtMost: daybook.config.idempotencyWait) {
        case .first(let ticket):
            return try await answerFirst(request, next, keys: keys, ticket: ticket)
        case .repeated(let answer):
            return answer.response
        case .usedForAnotherWrite:
            throw APIError.idempotencyKeyReused
        case .inProgress:
            throw APIError.idempotencyKeyInProgress
        case .answerNotKept(let status):
            throw APIError.idempotencyAnswerNotKept(status: status)
        }
    }

    /// Runs the request that took the key, and keeps its answer or gives the key back.
    private func answerFirst(_ request: Request, _ next: any AsyncResponder, keys: IdempotencyKeys,
                             ticket: KeyedWriteTicket) async throws -> Response {
        let response: Response
        do {
            response = try await next.respond(to: request)
        } catch {
            // Made into the answer the client gets here rather than further out, so that it can be kept:
            // as the outer middleware would (a wrong method's 405, then the error JSON or page).
            let refusal = APIErrorMiddleware.apiError(for: MethodNotAllowedMiddleware.translated(error, for: request),
                                                      logger: request.logger)
            guard Self.keeps(refusal.status) else {
                await Self.bookkeep(request, "give back an idempotency key") { try await keys.release(ticket) }
                throw refusal
            }
            response = try await APIErrorMiddleware.response(for: refusal, to: request)
        }
        guard Self.keeps(response.status) else {
            await Self.bookkeep(request, "give back an idempotency key") { try await keys.release(ticket) }
            return response
        }
        let answer = RecordedAnswer(response)
        // Should this fail, the key stays taken until it counts as abandoned: a retry then is not
        // run twice while the first answer is merely lost.
        await Self.bookkeep(request, "keep an idempotency key's answer") {
            if let answer {
                try await keys.finish(ticket, with: answer)
            } else {
                try await keys.finishWithoutAnswer(ticket, status: Int(response.status.code))
            }
        }
        return response
    }

    /// Answers a repeat gets again. The rest say "not now" or "the server failed": a retry may do better.
    static func keeps(_ status: HTTPResponseStatus) -> Bool {
        status.code < 500 && ![408, 423, 425, 429].contains(status.code)
    }

    /// Records what became of the key even when the request's own task was cancelled meanwhile (a
    /// deadline passed): a task of its own, awaited. A failure is logged; the answer stands.
    private static func bookkeep(_ request: Request, _ what: String, _ work: @escaping @Sendable () async throws -> Void) async {
        let logger = request.logger
        await Task {
            do {
                try await work()
            } catch {
                logger.error("Could not \(what): \(String(reflecting: error))")
            }
        }.value
    }
}
