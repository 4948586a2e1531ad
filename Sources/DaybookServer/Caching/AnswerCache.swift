import DaybookCore
import Foundation
import NIOConcurrencyHelpers
import NIOCore

/// Answers of the heaviest reads (a CGM day, a calendar month or year), kept from one of a person's
/// writes to the next.
///
/// Every committed write counts the account's revision up in its own transaction, and every request
/// loads the account with it. An answer is served again only at the revision and on the day (in the
/// person's zone: open spans and predictions move with the date) it was made at, so it is never
/// stale, on any instance sharing the database, and nothing has to be invalidated. What is kept is
/// bounded by bytes; when full, the people asked for least recently go first.
final class AnswerCache: Sendable {
    /// What an answer was made from besides the request itself.
    struct Version: Equatable, Sendable {
        var revision: Int
        var today: LocalDate
    }

    /// One person's answers, all made at one version.
    private struct Shelf {
        var version: Version
        var answers: [String: ByteBuffer] = [:]
        var bytes = 0
        var lastUse: UInt64
    }

    private struct State {
        var shelves: [UUID: Shelf] = [:]
        var bytes = 0
        var uses: UInt64 = 0
    }

    /// The most bytes kept; 0 keeps nothing.
    let capacity: Int
    private let state = NIOLockedValueBox(State())

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The answer kept for `key` of `owner`, if it was made at `version`.
    func answer(_ key: String, of owner: UUID, at version: Version) -> ByteBuffer? {
        state.withLockedValue { state in
            guard var shelf = state.shelves[owner], shelf.version == version, let answer = shelf.answers[key] else { return nil }
            state.uses += 1
            shelf.lastUse = state.uses
            state.shelves[owner] = shelf
            return answer
        }
    }

    /// Keeps `answer`; a shelf of an older version (or another day) is emptied first. An answer of
    /// an older revision than the shelf's (a read that began before a write) is not kept.
    func keep(_ answer: ByteBuffer, as key: String, of owner: UUID, at version: Version) {
        let size = answer.readableBytes + key.utf8.count
        // One answer may not push out everyone else's.
        guard size <= capacity / 8 else { return }
        state.withLockedValue { state in
            state.uses += 1
            var shelf = state.shelves[owner] ?? Shelf(version: version, lastUse: state.uses)
            if shelf.version != version {
                guard version.revision >= shelf.version.revision else { return }
                state.bytes -= shelf.bytes
                shelf = Shelf(version: version, lastUse: state.uses)
            }
            if let old = shelf.answers[key] {
                shelf.bytes -= old.readableBytes + key.utf8.count
                state.bytes -= old.readableBytes + key.utf8.count
            }
            shelf.answers[key] = answer
            shelf.bytes += size
            shelf.lastUse = state.uses
            state.bytes += size
            state.shelves[owner] = shelf
            Self.evict(&state, downTo: capacity)
            // A person asking for many days may have emptied their own shelf: the newest answer stays.
            if state.shelves[owner] == nil {
                state.shelves[owner] = Shelf(version: version, answers: [key: answer], bytes: size, lastUse: state.uses)
                state.bytes += size
            }
        }
    }

    /// Bytes kept now, for tests and the benchmark.
    var bytes: Int { state.withLockedValue(\.bytes) }

    /// Empties the shelf used least recently until `limit` holds: a scan of the shelves per shelf
    /// emptied, small beside making one answer.
    private static func evict(_ state: inout State, downTo limit: Int) {
        while state.bytes > limit, let (id, shelf) = state.shelves.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            state.bytes -= shelf.bytes
            state.shelves[id] = nil
        }
    }
}
