import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// The v1 socket's writes, each through the use case the matching API v1 request calls, so that the
/// journal rows, the deduplication and the change notifications are the same whichever way a document
/// came: `dbAdd` as a POST, `dbUpdate` and `dbUpdateUnset` as a PUT of the stored document with the
/// fields set or removed, `dbRemove` as a DELETE by `_id`. A document marked `isValid: false` (how
/// AndroidAPS deletes over v1) is deleted, as API v3 deletes it from the journal. A write that fails
/// changes nothing: `dbAdd` then acks `[]`, as Nightscout does when its insert fails; the others
/// `{result}` with the reason.
struct NightscoutSocketWrites {
    let person: Person
    let useCases: UseCaseContext
    let now: Date
    let logger: Logger

    /// The ack.
    func perform(_ write: NightscoutSocketWrite) async -> NightscoutJSON {
        do {
            switch write.action {
            case .dbAdd:
                return .array(try await add(write.documents, to: write.collection).map { .object($0) })
            case .dbUpdate, .dbUpdateUnset:
                try await update(write)
            case .dbRemove:
                try await remove(write.id, from: write.collection)
            }
            return NightscoutSocketWrite.succeeded
        } catch {
            logger.debug("Socket.IO \(write.action.rawValue) refused: \(String(reflecting: error))")
            if write.action == .dbAdd { return .array([]) }
            return NightscoutSocketWrite.Refusal(Self.reason(error)).json
        }
    }

    private func add(_ documents: [NightscoutDocument], to collection: NightscoutV3Collection,
                     replacing id: String? = nil) async throws -> [NightscoutDocument] {
        switch collection {
        case .entries:
            return try await SaveNightscoutEntries(useCases)(NightscoutEntriesAPI.prepare(documents, now: now), replacing: id,
                                                             newID: NightscoutEntriesAPI.newID, for: person)
        case .treatments:
            return try await SaveNightscoutTreatments(useCases)(NightscoutTreatmentsAPI.prepare(documents, now: now), replacing: id,
                                                                newID: NightscoutEntriesAPI.newID, for: person)
        case .devicestatus, .profile, .food, .settings:
            return try await SaveNightscoutRecords(useCases)(NightscoutRecordsAPI.prepare(documents, now: now), in: collection,
                                                             replacing: id, newID: NightscoutEntriesAPI.newID, for: person)
        }
    }

    /// The stored document with the fields set (or removed), written back under its `_id`; an `_id`
    /// that names nothing changes nothing (MongoDB's `updateOne` matching nothing).
    private func update(_ write: NightscoutSocketWrite) async throws {
        guard let id = write.id, let stored = try await find(id, in: write.collection) else { return }
        let changed = write.applied(to: stored)
        if NightscoutV3StoredDocument.isDeleted(changed), write.collection == .entries || write.collection == .treatments {
            try await remove(id, from: write.collection)
            return
        }
        _ = try await add([changed], to: write.collection, replacing: id)
    }

    private func remove(_ id: String?, from collection: NightscoutV3Collection) async throws {
        guard let id else { return }
        switch collection {
        case .entries:
            // API v1 deletes entries by any `_id`; here only an entry's.
            guard try await NightscoutDocuments(useCases).entry(id: id, for: person) != nil else { return }
            _ = try await DeleteNightscoutDocuments(useCases)([id], from: .entries, for: person)
        case .treatments:
            _ = try await DeleteNightscoutDocuments(useCases)([id], from: .treatments, for: person)
        case .devicestatus, .profile, .food, .settings:
            _ = try await DeleteNightscoutDocuments(useCases)([id], from: .records(collection), for: person)
        }
    }

    /// The document as API v1 lists it under this `_id`.
    private func find(_ id: String, in collection: NightscoutV3Collection) async throws -> NightscoutDocument? {
        if collection == .entries { return try await NightscoutDocuments(useCases).entry(id: id, for: person) }
        let named = try await NightscoutDocuments(useCases).named(id, in: collection, for: person)
        return named.first { $0["_id"]?.stringValue == id }
    }

    /// Words for the client: what was wrong with the document, never the server's inner workings.
    private static func reason(_ error: any Error) -> String {
        if let error = error as? ValidationError { return "Invalid \(error.field)" }
        if let error = error as? APIError { return error.message }
        return "Failed"
    }
}
