import DaybookCore
import Foundation

/// `/api/v2/properties` for followers (Nightguard, watch faces, Nightscout's own pills): what
/// cgm-remote-monitor's plugins compute from the person's recent data, in their JSON shapes —
/// `bgnow`, `delta`, `direction` (bgnow.js, direction.js), `upbat` (upbat.js), `iob` (iob.js),
/// `cob` (cob.js), `pump` (pump.js), `loop` (loop.js), `openaps` (openaps.js), `basal`
/// (basalprofile.js) and the ages `cage`, `sage`, `iage`, `bage`. With each plugin's default settings.
public enum NightscoutProperties {
    /// One CGM reading as the plugins see it.
    public struct Reading: Sendable, Equatable {
        public var mills: Int64
        public var mgdl: Double
        public var direction: String?
        public var device: String?

        public init(mills: Int64, mgdl: Double, direction: String? = nil, device: String? = nil) {
            self.mills = mills
            self.mgdl = mgdl
            self.direction = direction
            self.device = device
        }
    }

    /// A stored document with its instant in ms (`created_at` of device statuses and treatments).
    public struct Dated: Sendable, Equatable {
        public var mills: Int64
        public var document: NightscoutDocument

        public init(mills: Int64, document: NightscoutDocument) {
            self.mills = mills
            self.document = document
        }
    }

    /// What the plugins read: the readings up to the newest one; device statuses of the last hours;
    /// recent treatments with the newest of each kind the ages count from; the newest profile.
    public struct Sources: Sendable, Equatable {
        public var readings: [Reading]
        public var deviceStatuses: [Dated]
        public var treatments: [Dated]
        public var profile: NightscoutDocument?

        public init(readings: [Reading] = [], deviceStatuses: [Dated] = [], treatments: [Dated] = [], profile: NightscoutDocument? = nil) {
            self.readings = readings
            self.deviceStatuses = deviceStatuses
            self.treatments = treatments
            self.profile = profile
        }
    }

    /// The properties there are.
    public static let names: [String] = ["bgnow", "delta", "direction", "upbat", "iob", "cob", "pump", "loop", "openaps", "basal",
                                         "cage", "sage", "iage", "bage"]

    /// How far back each kind of source matters: device statuses for loop and openaps (6 hours), the
    /// recent treatments for insulin and carbs on board and temp basals (Nightscout loads 2.5 days;
    /// a day covers every insulin action and absorption), and the ages' events (62 days).
    public static let deviceStatusSpan: TimeInterval = 6 * 3600
    public static let treatmentSpan: TimeInterval = 24 * 3600
    public static let ageSpan: TimeInterval = 62 * 24 * 3600
    /// The events the ages count from, and a profile switch (the newest of each is read whatever its age within `ageSpan`).
    public static let latestEventTypes = ["Site Change", "Sensor Start", "Sensor Change", "Insulin Change", "Pump Battery Change", "Profile Switch"]

    /// The properties at `now` (ms); `mmol` scales glucose for display and `zone` reads a profile
    /// without a time zone of its own. A property with nothing to say is left out, except those
    /// Nightscout always answers (`upbat`, `iob`, the ages).
    public static func make(_ sources: Sources, now: Int64, mmol: Bool, zone: TimeZone) -> NightscoutDocument {
        let statuses = sources.deviceStatuses.filter { $0.mills <= now + 5 * 60_000 }.sorted { $0.mills < $1.mills }
        let treatments = sources.treatments.filter { $0.mills <= now }.sorted { $0.mills < $1.mills }
        let profile = sources.profile.flatMap { NightscoutProfileSchedule($0, switches: treatments, zone: zone) }
        var properties = NightscoutBGNow.properties(sources.readings, now: now, mmol: mmol)
        properties["upbat"] = .object(NightscoutUploaderBattery.property(statuses, now: now))
        properties["iob"] = .object(NightscoutInsulinOnBoard.property(treatments, statuses, profile: profile, now: now))
        if let cob = NightscoutCarbsOnBoard.property(treatments, statuses, profile: profile, now: now) { properties["cob"] = .object(cob) }
        if let pump = NightscoutPumpStatus.property(statuses, now: now) { properties["pump"] = .object(pump) }
        if let loop = NightscoutLoopStatus.property(statuses, now: now) { properties["loop"] = .object(loop) }
        if let openaps = NightscoutOpenAPSStatus.property(statuses, now: now) { properties["openaps"] = .object(openaps) }
        if let profile, let basal = NightscoutBasal.property(treatments, profile: profile, now: now) { properties["basal"] = .object(basal) }
        for age in NightscoutDeviceAge.allCases {
            properties[age.rawValue] = .object(age.property(treatments, now: now))
        }
        return properties
    }
}
