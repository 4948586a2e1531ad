import DaybookCore
import Foundation

/// What a parser hands over: a batch of values, or (Daybook's own export) a whole account.
public enum ImportDelivery: Sendable {
    case items([ImportItem])
    case account(ExportDocument)
}

/// Runs a synchronous streaming parser on a thread of its own and hands its batches to async code
/// (the database writer) one at a time: the parser waits while a batch is written, so memory holds
/// at most one batch however big the file. A writer that throws stops the parser.
public enum ImportPipeline {
    /// Parses `file` and calls `handle` with each batch in order; returns the skipped record counts.
    public static func run(
        _ importer: any JournalImporter, file: URL, context: ImportContext, batchSize: Int = 1_000,
        handle: ([ImportItem]) async throws -> Void
    ) async throws -> [String: Int] {
        try await run(importer, file: file, context: context, batchSize: batchSize) { batch, _ in try await handle(batch) }
    }

    /// The same, with the bytes of the file read when each batch was cut. An account document is refused.
    public static func run(
        _ importer: any JournalImporter, file: URL, context: ImportContext, batchSize: Int = 1_000,
        handle: ([ImportItem], _ bytesRead: Int) async throws -> Void
    ) async throws -> [String: Int] {
        try await stream(importer, file: file, context: context, batchSize: batchSize) { delivery, bytesRead in
            guard case let .items(batch) = delivery else { throw ImportBatcher.accountRefused }
            try await handle(batch, bytesRead)
        }
    }

    /// The same for a writer that takes accounts too: each delivery in order, with the bytes read when it was cut.
    public static func stream(
        _ importer: any JournalImporter, file: URL, context: ImportContext, batchSize: Int = 1_000,
        deliver: (ImportDelivery, _ bytesRead: Int) async throws -> Void
    ) async throws -> [String: Int] {
        let handOver = DispatchSemaphore(value: 0)
        let stopped = StopFlag()
        let (events, continuation) = AsyncThrowingStream<Event, any Error>.makeStream()
        let thread = Thread {
            do {
                guard let file = InputStream(url: file) else {
                    // Not named: for a zip it is the unpacked temporary file, which means nothing to the person.
                    throw ImportError(line: nil, field: nil, .importFileUnopenable)
                }
                let checked = NulRefusingStream(file, json: importer.format.isJSON)
                let input = CountingInputStream(checked)
                let hand = { (delivery: ImportDelivery) in
                    continuation.yield(.delivery(delivery, input.bytesRead))
                    handOver.wait()
                    if stopped.isSet { throw CancellationError() }
                }
                let batcher = ImportBatcher(size: batchSize, deliver: { try hand(.items($0)) }, account: { try hand(.account($0)) })
                do {
                    try importer.parse(input, context: context, into: batcher)
                } catch {
                    // The file ended early at a NUL: that is what to tell, not what the parser made of the end.
                    throw checked.failure ?? error
                }
                if let failure = checked.failure { throw failure }
                try batcher.finish()
                continuation.yield(.done(batcher.skipped))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        thread.start()
        do {
            for try await event in events {
                switch event {
                case let .delivery(delivery, bytesRead):
                    try await deliver(delivery, bytesRead)
                    handOver.signal()
                case let .done(skipped):
                    return skipped
                }
            }
            return [:]
        } catch {
            stopped.set()
            handOver.signal()
            throw error
        }
    }

    private enum Event: Sendable {
        case delivery(ImportDelivery, Int)
        case done([String: Int])
    }

    private final class StopFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}
