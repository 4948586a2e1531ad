import DaybookApp
import DaybookFormats
import Foundation
import Vapor

/// API v3's Socket.IO namespace `/storage` (lib/api3/storageSocket.js): `subscribe` with an
/// `accessToken` and the `collections` wanted, answered with the ones the credential may read; then
/// `create`, `update` and `delete` with `{colName, doc}` (`{colName, identifier}` for a delete) for every
/// change of the person's documents, whichever way it came in. Nothing of anyone else ever comes.
actor NightscoutStorageSocket: SocketIONamespace {
    /// Nightscout's `enabledCollections`, in its order; others asked for (AndroidAPS asks for `foods`) are left out.
    static let collections: [NightscoutV3Collection] = [.devicestatus, .entries, .food, .profile, .settings, .treatments]
    static let unauthorized = "Unauthorized to receive any collection"
    /// How many of the latest events are remembered, so one write reported twice (the document's own
    /// change and its row's) is emitted once.
    static let remembered = 32

    private let handle: String?
    private let emitter: SocketIOEmitter
    private let app: Application
    private var feed: Task<Void, Never>?

    init(handle: String?, emitter: SocketIOEmitter, app: Application) {
        self.handle = handle
        self.emitter = emitter
        self.app = app
    }

    func event(_ name: String, _ arguments: [NightscoutJSON], request: Request) async -> [NightscoutJSON] {
        guard name == "subscribe" else { return [] }
        guard let credential = await NightscoutSocketAuth.credential(arguments.first, handle: handle, request) else {
            return NightscoutSocketAuth.refused()
        }
        let asked: [String]
        if case .array(let names)? = arguments.first?.objectValue?["collections"] {
            asked = names.compactMap(\.stringValue)
        } else {
            asked = Self.collections.map(\.rawValue)
        }
        var permitted: [NightscoutV3Collection] = []
        for name in asked {
            guard let collection = NightscoutV3Collection(rawValue: name), Self.collections.contains(collection),
                  credential.role.allows(collection.listPermission), !permitted.contains(collection) else { continue }
            permitted.append(collection)
        }
        guard !permitted.isEmpty else { return NightscoutSocketAuth.refused(Self.unauthorized) }
        let grant = NightscoutSocketGrant(token: NightscoutSocketAuth.token(arguments.first) ?? "", handle: handle, userID: credential.userID,
                                          now: app.daybook.clock.now())
        await start(grant, collections: Set(permitted))
        await emitter.subscribed()
        return [.object(["success": .bool(true), "collections": .array(permitted.map { .string($0.rawValue) })])]
    }

    func disconnected() async {
        feed?.cancel()
        feed = nil
    }

    /// Follows the person's changes (a second `subscribe` replaces the first).
    private func start(_ granted: NightscoutSocketGrant, collections: Set<NightscoutV3Collection>) async {
        let userID = granted.userID
        feed?.cancel()
        let events = app.liveEvents
        await events.prepareStream()
        let stream = await events.subscribe(userID: userID, pool: .nightscoutSockets)
        let app = app, emitter = emitter
        feed = Task {
            var recent: [NightscoutJSON] = []
            var grant = granted
            for await message in stream {
                guard !Task.isCancelled else { return }
                switch message {
                case .replaced:
                    await emitter.disconnect()
                    return
                case .change(let change):
                    guard let collection = NightscoutChangedDocuments.collection(of: change.subject), collections.contains(collection) else {
                        continue
                    }
                    guard await grant.holds(app) else {
                        await emitter.disconnect()
                        return
                    }
                    guard let event = await Self.event(for: change, userID: userID, app: app) else { continue }
                    let key = NightscoutJSON.array([.string(event.name), event.payload])
                    guard !recent.contains(key) else { continue }
                    recent.append(key)
                    if recent.count > Self.remembered { recent.removeFirst() }
                    await emitter.tell(event.name, [event.payload])
                }
            }
        }
    }

    /// `create`/`update` with `{colName, doc}`, or `delete` with `{colName, identifier}` (and the deleted
    /// document when it is still kept).
    static func event(for change: Change, userID: UUID, app: Application) async -> (name: String, payload: NightscoutJSON)? {
        do {
            guard let person = try await Accounts(app.useCases).find(id: userID)?.person,
                  let changed = try await NightscoutChangedDocuments(app.useCases).document(for: change, of: person) else { return nil }
            var payload: NightscoutDocument = ["colName": .string(changed.collection.rawValue)]
            if changed.action == .delete { payload["identifier"] = .string(changed.identifier) }
            if let document = changed.document {
                payload["doc"] = .object(document)
            } else {
                payload["doc"] = .object(["identifier": .string(changed.identifier)])
            }
            return (changed.action.rawValue, .object(payload))
        } catch {
            app.logger.warning("Socket.IO storage: could not read the change \(change.subject.name): \(String(reflecting: error))")
            return nil
        }
    }
}
