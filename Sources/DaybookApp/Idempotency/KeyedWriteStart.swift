import Foundation

/// What became of a keyed write when it arrived.
public enum KeyedWriteStart: Sendable, Equatable {
    /// The key is new (or its record expired): do the write, then `finish` the ticket with its
    /// answer, or `release` it when the write failed.
    case first(KeyedWriteTicket)
    /// The same write was done before: its answer, to give again.
    case repeated(RecordedAnswer)
    /// The key was used for a different write (another method, target or body).
    case usedForAnotherWrite
    /// The first write with this key is still under way.
    case inProgress
    /// The write was done, but its answer could not be kept (too large, or streamed) or read back:
    /// only its status is known.
    case answerNotKept(status: Int)
}

/// The key taken by a write under way.
public struct KeyedWriteTicket: Sendable, Equatable {
    let recordID: UUID
    let userID: UUID
}
