import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// Nightscout's v1 socket (lib/server/websocket.js) on the person's namespace `/nightscout/{handle}`,
/// and on `/` where the secret alone finds the person: what AndroidAPS's NSClient v1 speaks.
/// `authorize {client, history, status, from, secret}` is acked `{read, write, write_treatment}`; a
/// client that may read gets `connected`, the history as one `dataUpdate`, then a delta `dataUpdate`
/// for every change of the person's data, whichever way it came in. `dbAdd`, `dbUpdate`,
/// `dbUpdateUnset` and `dbRemove` write through the same use cases as API v1.
actor NightscoutV1Socket: SocketIONamespace {
    /// How many of the latest deltas are remembered, so one write reported twice (the document's own
    /// change and its row's) is told once.
    static let remembered = 32

    private let handle: String?
    private let emitter: SocketIOEmitter
    private let app: Application
    private var feed: Task<Void, Never>?
    /// Who authorized, with what they may do; nil before `authorize` (or after a refused one).
    private var permissions: NightscoutSocketPermissions?
    private var grant: NightscoutSocketGrant?
    /// The instant of each treatment told, so that a removal (its document gone) is told with its
    /// `mills` as calcdelta.js tells it.
    private var treatmentMills: [String: Int64] = [:]
    /// The most treatments remembered (a week of a busy loop's).
    static let rememberedTreatments = 20_000

    init(handle: String?, emitter: SocketIOEmitter, app: Application) {
        self.handle = handle
        self.emitter = emitter
        self.app = app
    }

    func event(_ name: String, _ arguments: [NightscoutJSON], request: Request) async -> [NightscoutJSON] {
        if name == "authorize" { return [await authorize(NightscoutSocketAuthorize(arguments.first), request)] }
        if name == "loadRetro" {
            // Nightscout sends the device status it holds; Daybook's come with every dataUpdate.
            await emitter.tell("retroUpdate", [.object(["devicestatus": .array([])])])
            return [.object(["result": .string(NightscoutSocketWrite.success)])]
        }
        guard let action = NightscoutSocketWrite.Action(rawValue: name) else { return [] }
        return [await write(action, arguments.first)]
    }

    func disconnected() async {
        feed?.cancel()
        feed = nil
    }

    // MARK: Authorize

    private func authorize(_ message: NightscoutSocketAuthorize, _ request: Request) async -> NightscoutJSON {
        feed?.cancel()
        feed = nil
        guard let credential = await NightscoutSocketAuth.credential(token: message.credential, handle: handle, request) else {
            // Nightscout acks a secret that opens nothing with every permission false.
            permissions = NightscoutSocketPermissions.none
            grant = nil
            return NightscoutSocketPermissions.none.json
        }
        let granted = NightscoutSocketPermissions(role: credential.role)
        let now = app.daybook.clock.now()
        permissions = granted
        grant = NightscoutSocketGrant(token: message.credential ?? "", handle: handle, userID: credential.userID, now: now)
        await emitter.subscribed()
        await emitter.tell("connected", [])
        guard granted.read else { return granted.json }
        let events = app.liveEvents
        await events.prepareStream()
        // Followed before the history is read, so that no change falls between the two.
        let stream = await events.subscribe(userID: credential.userID, pool: .nightscoutSockets)
        do {
            guard let account = try await Accounts(app.useCases).find(id: credential.userID) else { return NightscoutSocketPermissions.none.json }
            let status = message.wantsStatus
                ? NightscoutStatusAPI.document(displayName: account.displayName, preferences: account.preferences, now: now,
                                               role: credential.role, subject: credential.subject) : nil
            let history = try await NightscoutSocketHistory.load(from: message.start(now: now), now: now, person: account.person,
                                                                 status: status, useCases: app.useCases)
            await emitter.tell("dataUpdate", [remember(history).json])
        } catch {
            app.logger.warning("Socket.IO v1: could not read the history: \(String(reflecting: error))")
        }
        follow(stream, userID: credential.userID)
        return granted.json
    }

    /// Tells every change of the person's data as a delta, until the credential no longer holds.
    private func follow(_ stream: AsyncStream<LiveEvents.Message>, userID: UUID) {
        let app = app, emitter = emitter
        feed = Task { [weak self] in
            var recent: [NightscoutJSON] = []
            for await message in stream {
                guard !Task.isCancelled, let self else { return }
                switch message {
                case .replaced:
                    await emitter.disconnect()
                    return
                case .change(let change):
                    guard NightscoutChangedDocuments.collection(of: change.subject) != nil else { continue }
                    guard await self.stillHolds() else {
                        await emitter.disconnect()
                        return
                    }
                    guard var update = await Self.delta(for: change, userID: userID, app: app) else { continue }
                    let stamp = update.lastUpdated
                    update.lastUpdated = 0
                    let key = update.json
                    guard !recent.contains(key) else { continue }
                    recent.append(key)
                    if recent.count > Self.remembered { recent.removeFirst() }
                    update.lastUpdated = stamp
                    await emitter.tell("dataUpdate", [self.remember(update).json])
                }
            }
        }
    }

    private static func delta(for change: Change, userID: UUID, app: Application) async -> NightscoutDataUpdate? {
        do {
            guard let person = try await Accounts(app.useCases).find(id: userID)?.person else { return nil }
            return try await NightscoutSocketDelta.update(for: change, person: person, now: app.daybook.clock.now(), useCases: app.useCases)
        } catch {
            app.logger.warning("Socket.IO v1: could not read the change \(change.subject.name): \(String(reflecting: error))")
            return nil
        }
    }

    /// The update with the `mills` of removed treatments filled in from those told before.
    private func remember(_ update: NightscoutDataUpdate) -> NightscoutDataUpdate {
        var told = update
        for (index, treatment) in update.treatments.enumerated() {
            guard let id = treatment["_id"]?.stringValue else { continue }
            if treatment["action"] == .string("remove") {
                if told.treatments[index]["mills"] == nil, let mills = treatmentMills[id] { told.treatments[index]["mills"] = .integer(mills) }
                treatmentMills[id] = nil
            } else if let mills = NightscoutRuntimeDocument.mills(of: treatment) {
                if treatmentMills.count >= Self.rememberedTreatments { treatmentMills = [:] }
                treatmentMills[id] = mills
            }
        }
        return told
    }

    /// Whether the credential shown at `authorize` still opens the person's data (checked at most once a second).
    private func stillHolds() async -> Bool {
        guard var current = grant else { return false }
        let holds = await current.holds(app)
        grant = holds ? current : nil
        if !holds { permissions = NightscoutSocketPermissions.none }
        return holds
    }

    // MARK: Writes

    private func write(_ action: NightscoutSocketWrite.Action, _ message: NightscoutJSON?) async -> NightscoutJSON {
        let write: NightscoutSocketWrite
        switch NightscoutSocketWrite.read(action, message, permissions: permissions) {
        case .failure(let refusal): return refusal.json
        case .success(let read): write = read
        }
        guard let userID = grant?.userID, await stillHolds() else { return NightscoutSocketWrite.Refusal(NightscoutSocketWrite.notAuthorized).json }
        do {
            guard let person = try await Accounts(app.useCases).find(id: userID)?.person else {
                return NightscoutSocketWrite.Refusal(NightscoutSocketWrite.notAuthorized).json
            }
            let writes = NightscoutSocketWrites(person: person, useCases: app.useCases, now: app.daybook.clock.now(), logger: app.logger)
            return await writes.perform(write)
        } catch {
            app.logger.warning("Socket.IO v1: could not find the person: \(String(reflecting: error))")
            return action == .dbAdd ? .array([]) : NightscoutSocketWrite.Refusal("Failed").json
        }
    }
}
