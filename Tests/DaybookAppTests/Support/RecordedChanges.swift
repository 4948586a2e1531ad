import DaybookApp
import DaybookStore
import FluentKit
import Foundation

/// One call of `emit`: to whom, which changes, and the account's revision as the database showed it
/// at that moment from outside any transaction. Every commit counts the revision up, so a change
/// told after its commit sees the revision its own write made; one told before would see the old one.
struct Emitted: Sendable, Equatable {
    var userID: UUID
    var changes: [Change]
    var revisionSeen: Int?
}

/// The change sink of the tests: it keeps every `emit`, in order, instead of telling anybody.
actor RecordedChanges: ChangeSink {
    private let db: any Database
    private(set) var emitted: [Emitted] = []

    init(_ db: any Database) {
        self.db = db
    }

    func emit(_ changes: [Change], to userID: UUID) async {
        let revision = try? await UserQueries(db).find(id: userID)?.revision
        emitted.append(Emitted(userID: userID, changes: changes, revisionSeen: revision))
    }

    /// Every change told, in order, whoever it was for.
    var all: [Change] {
        emitted.flatMap(\.changes)
    }
}
