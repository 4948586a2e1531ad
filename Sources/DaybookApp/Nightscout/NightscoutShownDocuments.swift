import DaybookCore
import DaybookFormats
import Foundation

/// A collection's documents as Nightscout clients see them, dated: the stored ones with what was
/// changed in Daybook since (a dose edited on the day page shows its new units), and, in `entries`
/// and `treatments`, the rows logged in Daybook itself under their own `_id`s. What the read model
/// `NightscoutDocuments` lists is put together here.
enum NightscoutShownDocuments {
    static func load(_ collection: NightscoutCollection, _ store: any NightscoutDocumentRows, from: Date?, to: Date?)
        async throws -> [(Date, NightscoutDocument)] {
        let stored = try await store.documents(collection, from: from, to: to)
        return overlaid(collection, stored) + (try await journalRows(collection, store, .dated(from: from, to: to)))
    }

    /// The stored documents given, with what was changed in Daybook since.
    static func overlaid(_ collection: NightscoutCollection, _ stored: [NightscoutListedDocument])
        -> [(Date, NightscoutDocument)] {
        typed(collection, stored.map { item in
            switch collection {
            case .entries:
                let document = item.values.glucose.map { NightscoutEntries.overlay(item.document, with: $0) } ?? item.document
                return (NightscoutEntries.time(of: document) ?? item.row.time, document)
            case .treatments:
                return (item.row.time, NightscoutTreatments.overlay(item.document, with: item.values))
            case .devicestatus, .profile, .food, .settings, .activity:
                return (item.row.time, item.document)
            }
        })
    }

    /// The documents with the types clients declare for their fields.
    static func typed(_ collection: NightscoutCollection, _ documents: [(Date, NightscoutDocument)])
        -> [(Date, NightscoutDocument)] {
        guard let kind = NightscoutV3Collection(rawValue: collection.rawValue) else { return documents }
        return documents.map { ($0.0, NightscoutClientTypes.typed($0.1, in: kind)) }
    }

    /// Rows logged in Daybook itself that the collection shows, with when each was last written as
    /// its `srvModified`.
    static func journalRows(_ collection: NightscoutCollection, _ store: any NightscoutDocumentRows,
                            _ selection: NightscoutRowSelection) async throws -> [(Date, NightscoutDocument)] {
        var all: [(Date, NightscoutDocument)] = []
        func add<Value>(_ rows: [NightscoutLoggedRow<Value>], _ time: (Value) -> Date,
                        _ document: (Value, String) -> NightscoutDocument) {
            for row in rows {
                var shown = document(row.value, NightscoutID.forJournalRow(row.id))
                if let modified = row.modified { shown["srvModified"] = .integer(modified) }
                all.append((time(row.value), shown))
            }
        }
        switch collection {
        case .entries:
            add(try await store.unlinkedGlucose(selection), \.time, NightscoutEntries.document(for:id:))
        case .treatments:
            let logged = try await store.unlinkedTreatments(selection)
            add(logged.insulin, \.time, NightscoutTreatments.document(for:id:))
            add(logged.meals, \.time, NightscoutTreatments.document(for:id:))
            add(logged.exercise, \.time, NightscoutTreatments.document(for:id:))
        case .devicestatus, .profile, .food, .settings, .activity:
            break
        }
        return typed(collection, all)
    }
}
