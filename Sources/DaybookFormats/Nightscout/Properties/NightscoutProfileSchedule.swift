import Foundation

/// The treatment profile in force, as lib/profilefunctions.js reads it: the newest profile
/// document's `defaultProfile` from its `store`, or the profile a Profile Switch named (its
/// `profileJson` when the store has no such name), scaled by a circadian percentage switch.
/// Schedules (`basal`, `sens`, `carbratio`, targets) are `[{time: "HH:mm", value}]` read in the
/// profile's `timezone`; `dia` and `carbs_hr` are single numbers.
struct NightscoutProfileSchedule {
    let store: [String: NightscoutDocument]
    let defaultName: String
    let startMills: Int64
    let switches: [NightscoutProperties.Dated]
    let fallbackZone: TimeZone

    /// Nil when the document holds no profile at all.
    init?(_ document: NightscoutDocument, switches treatments: [NightscoutProperties.Dated], zone: TimeZone) {
        if let name = document["defaultProfile"]?.stringValue, let store = document["store"]?.objectValue {
            self.store = store.compactMapValues(\.objectValue)
            self.defaultName = name
        } else {
            // A profile from before stores existed is converted on the fly, as Nightscout does.
            self.store = ["Default": document]
            self.defaultName = "Default"
        }
        guard !store.isEmpty else { return nil }
        let start = document["startDate"].flatMap(NightscoutPluginValues.mills) ?? NightscoutPluginValues.mills(.string("1980-01-01"))
        self.startMills = start ?? 0
        self.switches = treatments.filter { $0.document["eventType"]?.stringValue == "Profile Switch" }
        self.fallbackZone = zone
    }

    /// The Profile Switch in force at `time`: the newest since the profile began that has no
    /// duration or whose duration has not run out.
    func activeSwitch(at time: Int64) -> NightscoutProperties.Dated? {
        var active: NightscoutProperties.Dated?
        for treatment in switches where time >= treatment.mills && treatment.mills >= startMills {
            let duration = Int64((treatment.document["duration"]?.numberValue ?? 0) * 60_000)
            if duration == 0 || time < treatment.mills + duration { active = treatment }
        }
        return active
    }

    /// The named profile in force at `time`.
    func profile(at time: Int64) -> NightscoutDocument {
        guard let active = activeSwitch(at: time), let name = active.document["profile"]?.stringValue else {
            return store[defaultName] ?? [:]
        }
        if let named = store[name] { return named }
        if let json = active.document["profileJson"]?.stringValue,
           let parsed = try? JSONDecoder().decode(NightscoutJSON.self, from: Data(json.utf8)).objectValue {
            return parsed
        }
        return store[defaultName] ?? [:]
    }

    /// `valueType` at `time` (ms); nil when the profile lacks it or no schedule entry has begun yet.
    func value(_ valueType: String, at time: Int64) -> Double? {
        let profile = profile(at: time)
        guard let container = profile[valueType] else { return nil }
        var value: Double?
        if case .array(let entries) = container {
            let second = secondsFromMidnight(time, in: profile)
            for entry in entries.compactMap(\.objectValue) {
                let begins = entry["timeAsSeconds"]?.numberValue ?? entry["time"]?.stringValue.flatMap(Self.seconds)
                if let begins, second >= begins { value = entry["value"]?.numberValue }
            }
        } else {
            value = container.numberValue
        }
        guard let found = value else { return nil }
        // A circadian percentage switch scales what it names (profilefunctions.js getValueByTime).
        if let active = activeSwitch(at: time), NightscoutV3JavaScript.isTruthy(active.document["CircadianPercentageProfile"]),
           let percentage = active.document["percentage"]?.numberValue, percentage > 0 {
            switch valueType {
            case "sens", "carbratio": return found * 100 / percentage
            case "basal": return found * percentage / 100
            default: break
            }
        }
        return found
    }

    func dia(at time: Int64) -> Double? { value("dia", at: time) }
    func sensitivity(at time: Int64) -> Double? { value("sens", at: time) }
    func carbRatio(at time: Int64) -> Double? { value("carbratio", at: time) }
    func carbAbsorptionRate(at time: Int64) -> Double? { value("carbs_hr", at: time) }
    func basal(at time: Int64) -> Double? { value("basal", at: time) }

    private func secondsFromMidnight(_ time: Int64, in profile: NightscoutDocument) -> Double {
        // Nightscout reads the schedule at the whole minute.
        let minute = (Double(time) / 60_000).rounded() * 60
        let zone = profile["timezone"]?.stringValue.flatMap(TimeZone.init(identifier:)) ?? fallbackZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let instant = Date(timeIntervalSince1970: minute)
        return instant.timeIntervalSince(calendar.startOfDay(for: instant))
    }

    /// "HH:mm" → seconds since midnight.
    static func seconds(_ time: String) -> Double? {
        let parts = time.split(separator: ":")
        guard parts.count >= 2, let hours = Double(parts[0]), let minutes = Double(parts[1]) else { return nil }
        return hours * 3600 + minutes * 60
    }
}
