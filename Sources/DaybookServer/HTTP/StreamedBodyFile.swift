import NIOConcurrencyHelpers
import NIOCore
import Vapor

/// Writes a request's streamed body to a file as it arrives, never whole in memory, and stops at
/// `limit` bytes or when the body trickles slower than `BodyDeadline` allows.
///
/// It reads the body through Vapor's callback (`drain`), one file write per chunk before the next is
/// asked for. Vapor's `AsyncSequence` over the body was seen to stop the whole server on a
/// precondition now and then under backpressure (a 1 MB upload in CI), so it is not used.
enum StreamedBodyFile {
    /// The number of bytes written; throws `APIError` for a body over `limit`, too slow, or empty.
    static func write(_ req: Request, to path: String, limit: Int) async throws -> Int {
        let fileio = req.application.fileio
        let eventLoop = req.eventLoop
        let handle = try await fileio.openFile(path: path, mode: .write, flags: .allowFileCreation(posixMode: 0o600), eventLoop: eventLoop).get()
        defer { try? handle.close() }
        let finished = eventLoop.makePromise(of: Int.self)
        let started = ContinuousClock.now
        // The drain's callbacks come one at a time on the request's event loop, where this lives.
        let progress = NIOLockedValueBox((written: 0, done: false))
        let stop: @Sendable (any Error) -> EventLoopFuture<Void> = { error in
            progress.withLockedValue { $0.done = true }
            finished.fail(error)
            return eventLoop.makeFailedFuture(error)
        }
        eventLoop.execute {
            req.body.drain { part in
                guard !progress.withLockedValue(\.done) else { return eventLoop.makeSucceededVoidFuture() }
                switch part {
                case .buffer(let chunk):
                    let offset = progress.withLockedValue { $0.written }
                    let size = offset + chunk.readableBytes
                    guard size <= limit else { return stop(APIError.payloadTooLarge(limit: limit)) }
                    // A body trickled slower than any real line is given up at its next chunk.
                    let allowed = BodyDeadline.deadline(forBytes: size).nanoseconds / 1_000_000_000
                    guard started.duration(to: .now) <= .seconds(allowed) else { return stop(BodyDeadline.refusal(allowed)) }
                    progress.withLockedValue { $0.written = size }
                    return fileio.write(fileHandle: handle, toOffset: Int64(offset), buffer: chunk, eventLoop: eventLoop)
                        .flatMapError(stop)
                case .error(let error):
                    _ = stop(error)
                    return eventLoop.makeSucceededVoidFuture()
                case .end:
                    progress.withLockedValue { $0.done = true }
                    finished.succeed(progress.withLockedValue(\.written))
                    return eventLoop.makeSucceededVoidFuture()
                }
            }
        }
        let written = try await finished.futureResult.get()
        guard written > 0 else { throw APIError.malformed("The body is empty: it must be the exported file.") }
        return written
    }
}
