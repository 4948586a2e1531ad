import DaybookCore
import DaybookFormats
import DaybookStore
import Foundation

/// A collection's documents as Nightscout clients see them, dated: the stored ones with what was
/// changed in Daybook since (a dose edited on the day page shows its new units), and, in `entries`
/// and `treatments`, the rows logged in Daybook itself under their own `_id`s. What the read model
/// `NightscoutDocuments` lists is put together here.
enum NightscoutShownDocuments {
    static func load(_ collection: NightscoutDocumentQueries.Collection, _ store: NightscoutDocumentQueries, from: Date?, to: Date?)
        async throws -> [(Date, NightscoutDocument)] {
        let stored = try await store.documents(collection, from: from, to: to)
        return overlaid(collection, stored) + (try await journalRows(collection, store, from: from, to: to))
    }

    /// The stored documents given, with what was changed in Daybook since.
    static func overlaid(_ collection: NightscoutDocumentQueries.Collection, _ stored: [NightscoutDocumentQueries.Stored])
        -> [(Date, NightscoutDocument)] {
        stored.map { item in
            switch collection {
            case .entries:
                let document = item.values.glucose.map { NightscoutEntries.overlay(item.document, with: $0) } ?? item.document
                return (NightscoutEntries.time(of: document) ?? item.record.time, document)
            case .treatments:
                return (item.record.time, NightscoutTreatments.overlay(item.document, with: item.values))
            case .devicestatus, .profile, .food, .settings:
                return (item.record.time, item.document)
            }
        }
    }

    /// Rows logged in Daybook itself in [from, to] that the collection shows.
    static func journalRows(_ collection: NightscoutDocumentQueries.Collection, _ store: NightscoutDocumentQueries,
                            from: Date?, to: Date?) async throws -> [(Date, NightscoutDocument)] {
        var all: [(Date, NightscoutDocument)] = []
        switch collection {
        case .entries:
            for (id, reading) in try await store.unlinkedGlucose(from: from, to: to) {
                all.append((reading.time, NightscoutEntries.document(for: reading, id: NightscoutID.forJournalRow(id))))
            }
        case .treatments:
            let logged = try await store.unlinkedTreatments(from: from, to: to)
            for (id, dose) in logged.insulin {
                all.append((dose.time, NightscoutTreatments.document(for: dose, id: NightscoutID.forJournalRow(id))))
            }
            for (id, meal) in logged.meals {
                all.append((meal.time, NightscoutTreatments.document(for: meal, id: NightscoutID.forJournalRow(id))))
            }
            for (id, session) in logged.exercise {
                all.append((session.time, NightscoutTreatments.document(for: session, id: NightscoutID.forJournalRow(id))))
            }
        case .devicestatus, .profile, .food, .settings:
            break
        }
        return all
    }
}
