/// The `dataUpdate` event of Nightscout's v1 socket (lib/server/websocket.js). After `authorize` a
/// client gets the full data (ddata.js `dataWithRecentStatuses`: no `delta` key, `status` when asked
/// for); after that each change comes as a delta (calcdelta.js): `delta: true`, `lastUpdated`, and
/// only the arrays that changed. A changed treatment carries `action: "update"`, a deleted one is
/// `{_id, mills, action: "remove"}`; entries come when new or changed and are never told deleted.
public struct NightscoutDataUpdate: Sendable, Equatable {
    public var sgvs: [NightscoutDocument] = []
    public var mbgs: [NightscoutDocument] = []
    public var cals: [NightscoutDocument] = []
    public var treatments: [NightscoutDocument] = []
    public var devicestatus: [NightscoutDocument] = []
    /// The profile document in force (Nightscout keeps only the newest).
    public var profiles: [NightscoutDocument] = []
    /// Sent with the full data only (calcdelta.js compares no food).
    public var food: [NightscoutDocument] = []
    public var status: NightscoutDocument?
    /// ms of the change, for a delta; nil for the full data.
    public var lastUpdated: Int64?

    public init(lastUpdated: Int64? = nil) {
        self.lastUpdated = lastUpdated
    }

    public var isDelta: Bool { lastUpdated != nil }

    /// Whether a delta tells nothing (Nightscout sends none then).
    public var isEmpty: Bool {
        sgvs.isEmpty && mbgs.isEmpty && cals.isEmpty && treatments.isEmpty && devicestatus.isEmpty && profiles.isEmpty && food.isEmpty
    }

    /// A stored entry, in its runtime shape; nothing for an entry that has none.
    public mutating func add(entry stored: NightscoutDocument) {
        guard let found = NightscoutRuntimeDocument.entry(stored) else { return }
        switch found.0 {
        case .sgvs: sgvs.append(found.1)
        case .mbgs: mbgs.append(found.1)
        case .cals: cals.append(found.1)
        }
    }

    /// A treatment; `changed` marks one the client may already hold (calcdelta.js `action: "update"`).
    public mutating func add(treatment stored: NightscoutDocument, changed: Bool = false) {
        var shown = NightscoutRuntimeDocument.dated(stored)
        if changed { shown["action"] = .string("update") }
        treatments.append(shown)
    }

    public mutating func removeTreatment(id: String, mills: Int64?) {
        treatments.append(NightscoutRuntimeDocument.removed(id: id, mills: mills))
    }

    public mutating func add(deviceStatus stored: NightscoutDocument) {
        devicestatus.append(NightscoutRuntimeDocument.dated(stored))
    }

    /// The event's argument: arrays in time order, as Nightscout sorts them.
    public var json: NightscoutJSON {
        var payload: NightscoutDocument = [:]
        func put(_ key: String, _ documents: [NightscoutDocument], always: Bool) {
            guard always || !documents.isEmpty else { return }
            payload[key] = .array(Self.sorted(documents).map { .object($0) })
        }
        let full = !isDelta
        put("sgvs", sgvs, always: full)
        put("mbgs", mbgs, always: full)
        put("cals", cals, always: full)
        put("treatments", treatments, always: full)
        put("devicestatus", devicestatus, always: full)
        put("profiles", profiles, always: full)
        if full {
            payload["food"] = .array(food.map { .object($0) })
            payload["dbstats"] = .object([:])
        }
        if let status { payload["status"] = .object(status) }
        if let lastUpdated {
            payload["delta"] = .bool(true)
            payload["lastUpdated"] = .integer(lastUpdated)
        }
        return .object(payload)
    }

    /// Oldest first by `mills` (AndroidAPS keeps only readings newer than the one before); the
    /// given order among equals.
    static func sorted(_ documents: [NightscoutDocument]) -> [NightscoutDocument] {
        documents.enumerated().sorted { a, b in
            let (left, right) = (NightscoutRuntimeDocument.mills(of: a.element) ?? 0, NightscoutRuntimeDocument.mills(of: b.element) ?? 0)
            return left != right ? left < right : a.offset < b.offset
        }.map(\.element)
    }
}
