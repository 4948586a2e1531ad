import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// API v3's Socket.IO namespace `/alarm` (lib/api3/alarmSocket.js): `subscribe` with an `accessToken`
/// that may read entries; then `urgent_alarm` when the person's latest reading falls below their hypo
/// threshold, `alarm` when it rises above their hyper threshold (again with every new reading while it
/// stays there, as Nightscout does), `clear_alarm` once a reading is back in range, and `announcement`
/// for an Announcement treatment. `ack` (level, group, ms) silences this socket's alarms up to that level.
actor NightscoutAlarmSocket: SocketIONamespace {
    static let subscribed = "Subscribed for alarms"
    /// The longest an `ack` silences.
    static let longestSilence: TimeInterval = 24 * 3600

    private let handle: String?
    private let emitter: SocketIOEmitter
    private let app: Application
    private var feed: Task<Void, Never>?
    /// The alarm raised last and not cleared since.
    private var raised: NightscoutAlarm.Level?
    /// The latest reading judged: older ones (a backfill) raise nothing.
    private var latest: Date?
    private var silencedUntil: [NightscoutAlarm.Level: Date] = [:]

    init(handle: String?, emitter: SocketIOEmitter, app: Application) {
        self.handle = handle
        self.emitter = emitter
        self.app = app
    }

    func event(_ name: String, _ arguments: [NightscoutJSON], request: Request) async -> [NightscoutJSON] {
        switch name {
        case "subscribe":
            guard let credential = await NightscoutSocketAuth.credential(arguments.first, handle: handle, request) else {
                return NightscoutSocketAuth.refused()
            }
            guard credential.role.allows(NightscoutV3Collection.entries.permission(.read)) else {
                return NightscoutSocketAuth.refused(NightscoutStorageSocket.unauthorized)
            }
            await start(NightscoutSocketGrant(token: NightscoutSocketAuth.token(arguments.first) ?? "", handle: handle,
                                              userID: credential.userID, now: app.daybook.clock.now()))
            await emitter.subscribed()
            return [.object(["success": .bool(true), "message": .string(Self.subscribed)])]
        case "ack":
            guard feed != nil, let level = arguments.first?.numberValue, let silence = arguments.dropFirst(2).first?.numberValue else { return [] }
            let until = app.daybook.clock.now().addingTimeInterval(min(max(silence / 1000, 0), Self.longestSilence))
            for acked in [NightscoutAlarm.Level.warning, .urgent] where Double(acked.rawValue) <= level {
                silencedUntil[acked] = until
            }
            return []
        default:
            return []
        }
    }

    func disconnected() async {
        feed?.cancel()
        feed = nil
    }

    private func start(_ granted: NightscoutSocketGrant) async {
        feed?.cancel()
        let userID = granted.userID
        let events = app.liveEvents
        await events.prepareStream()
        let stream = await events.subscribe(userID: userID, pool: .nightscoutSockets)
        let app = app
        feed = Task { [weak self] in
            var grant = granted
            for await message in stream {
                guard let self, !Task.isCancelled else { return }
                switch message {
                case .replaced:
                    await self.emitter.disconnect()
                    return
                case .change(let change):
                    guard Self.concerns(change) else { continue }
                    guard await grant.holds(app) else {
                        await self.emitter.disconnect()
                        return
                    }
                    await self.judge(change, userID: userID)
                }
            }
        }
    }

    /// A reading, or a treatment that may be an announcement.
    private static func concerns(_ change: Change) -> Bool {
        guard change.action != .deleted else { return false }
        switch change.subject {
        case .journal(.glucose), .nightscout(.treatments): return true
        default: return false
        }
    }

    private func judge(_ change: Change, userID: UUID) async {
        guard change.action != .deleted, let id = change.id else { return }
        do {
            guard let person = try await Accounts(app.useCases).find(id: userID)?.person else { return }
            switch change.subject {
            case .journal(.glucose):
                guard let reading = try await JournalEntries<GlucoseReading>(app.useCases).find(id, of: person)?.value else { return }
                await judge(reading, preferences: person.preferences)
            case .nightscout(.treatments) where change.action == .created:
                guard let changed = try await NightscoutChangedDocuments(app.useCases).document(for: change, of: person),
                      changed.action == .create, let document = changed.document,
                      let announcement = NightscoutAlarm.announcement(document) else { return }
                await emitter.tell("announcement", [.object(announcement)])
            default:
                return
            }
        } catch {
            app.logger.warning("Socket.IO alarm: could not read the change \(change.subject.name): \(String(reflecting: error))")
        }
    }

    private func judge(_ reading: GlucoseReading, preferences: Preferences) async {
        let now = app.daybook.clock.now()
        guard latest.map({ reading.time >= $0 }) ?? true, now.timeIntervalSince(reading.time) < NightscoutAlarm.freshness else { return }
        latest = reading.time
        guard let level = NightscoutAlarm.level(of: reading, preferences: preferences, now: now) else {
            if raised != nil {
                raised = nil
                await emitter.tell("clear_alarm", [.object(NightscoutAlarm.clear)])
            }
            return
        }
        raised = level
        if let until = silencedUntil[level], until > now { return }
        await emitter.tell(level.event, [.object(NightscoutAlarm.notification(level, reading: reading, preferences: preferences))])
    }
}
