/// One write over Nightscout's v1 socket: `dbAdd {collection, data}`, `dbUpdate {collection, _id,
/// data}`, `dbUpdateUnset {collection, _id, data: {field: 1}}` or `dbRemove {collection, _id}`, and
/// the checks websocket.js `checkConditions` makes before any of them, with its words.
public struct NightscoutSocketWrite: Sendable, Equatable {
    public enum Action: String, Sendable, CaseIterable {
        case dbAdd, dbUpdate, dbUpdateUnset, dbRemove
    }

    /// websocket.js `supportedCollections` that Daybook keeps (`activity` it does not).
    public static let collections: [String: NightscoutV3Collection] = [
        "treatments": .treatments, "entries": .entries, "devicestatus": .devicestatus, "profile": .profile, "food": .food,
    ]

    public static let success = "success"
    public static let wrongCollection = "Wrong collection"
    public static let notAuthorized = "Not authorized"
    public static let notPermitted = "Not permitted"
    public static let missingID = "Missing _id"

    public var action: Action
    public var collection: NightscoutV3Collection
    /// The `_id` an update or removal names.
    public var id: String?
    /// dbAdd: the documents (one object, or an array of them); dbUpdate: the fields to set;
    /// dbUpdateUnset: the fields to remove.
    public var documents: [NightscoutDocument]

    /// The write a message asks for, or the refusal websocket.js answers it with
    /// (`{result: "Wrong collection"}`, …), checked in its order.
    public static func read(_ action: Action, _ message: NightscoutJSON?,
                            permissions: NightscoutSocketPermissions?) -> Result<NightscoutSocketWrite, Refusal> {
        let fields = message?.objectValue ?? [:]
        guard let name = fields["collection"]?.stringValue, let collection = collections[name] else { return .failure(.init(wrongCollection)) }
        guard let permissions else { return .failure(.init(notAuthorized)) }
        guard collection == .treatments ? permissions.writeTreatment : permissions.write else { return .failure(.init(notPermitted)) }
        let id = fields["_id"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        if action != .dbAdd, id == nil { return .failure(.init(missingID)) }
        var documents: [NightscoutDocument] = []
        switch fields["data"] {
        case .object(let document)?:
            documents = [document]
        case .array(let items)? where action == .dbAdd:
            documents = items.compactMap(\.objectValue)
            guard documents.count == items.count else { return .failure(.init("data must hold objects")) }
        case .none where action == .dbRemove:
            break
        default:
            return .failure(.init("data must be an object"))
        }
        return .success(NightscoutSocketWrite(action: action, collection: collection, id: id, documents: documents))
    }

    /// A write that is not done, and the ack that says why.
    public struct Refusal: Error, Sendable, Equatable {
        public var result: String

        public init(_ result: String) { self.result = result }

        public var json: NightscoutJSON { .object(["result": .string(result)]) }
    }

    /// `{result: "success"}`.
    public static var succeeded: NightscoutJSON { .object(["result": .string(success)]) }

    /// A stored document with `fields` set (`$set`; `_id` stays), or without them (`$unset`).
    public func applied(to stored: NightscoutDocument) -> NightscoutDocument {
        var doc = stored
        for (key, value) in documents.first ?? [:] where key != "_id" {
            doc[key] = action == .dbUpdateUnset ? nil : value
        }
        return doc
    }
}
