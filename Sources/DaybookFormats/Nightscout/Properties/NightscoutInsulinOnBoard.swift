import Foundation

/// `iob` (iob.js): insulin on board as the loop last reported it — from a device status of the
/// last 30 minutes (OpenAPS's or AndroidAPS's `openaps.iob`, Loop's `loop.iob`, else the pump's
/// `pump.iob`; Loop's own preferred over the pump's it also uploads) — or else computed from the
/// boluses with Nightscout's bilinear curve over the profile's `dia` (3 hours by default).
/// Nightguard shows `display` ("1.25").
enum NightscoutInsulinOnBoard {
    static let recent: Int64 = 30 * 60_000

    static func property(_ treatments: [NightscoutProperties.Dated], _ statuses: [NightscoutProperties.Dated],
                         profile: NightscoutProfileSchedule?, now: Int64) -> NightscoutDocument {
        var result = lastFromDeviceStatus(statuses, at: now) ?? [:]
        let fromTreatments = treatments.isEmpty ? nil : Self.fromTreatments(treatments, profile: profile, at: now)
        if result.isEmpty {
            result = fromTreatments?.document ?? [:]
        } else if let careportal = fromTreatments?.iob, careportal != 0 {
            result["treatmentIob"] = .numeric(NightscoutPluginValues.round3(careportal))
        }
        guard let iob = result["iob"]?.numberValue else { return [:] }
        result["iob"] = .numeric(NightscoutPluginValues.round3(iob))
        let display = iob == 0 ? "0" : NightscoutPluginValues.fixed(NightscoutPluginValues.round3(iob), 2).replacingOccurrences(of: "-0.00", with: "0.00")
        result["display"] = .string(display)
        result["displayLine"] = .string("IOB: \(display)U")
        return result
    }

    /// The newest device-status IOB near `time` (5 minutes ahead allowed for clocks), Loop's first.
    static func lastFromDeviceStatus(_ statuses: [NightscoutProperties.Dated], at time: Int64) -> NightscoutDocument? {
        let found = statuses.filter { $0.mills <= time + 5 * 60_000 && $0.mills >= time - recent }
            .compactMap(fromDeviceStatus)
            .sorted { ($0["mills"]?.numberValue ?? 0) < ($1["mills"]?.numberValue ?? 0) }
        return found.last { $0["source"]?.stringValue == "Loop" } ?? found.last
    }

    static func fromDeviceStatus(_ status: NightscoutProperties.Dated) -> NightscoutDocument? {
        let document = status.document
        var result: NightscoutDocument = [:]
        if let device = document["device"] { result["device"] = device }
        if let openaps = document["openaps"]?.objectValue?["iob"], openaps.objectValue != nil || openaps.arrayValue != nil {
            // AMA uploads an array of predictions; the first is now.
            guard let iob = openaps.objectValue ?? openaps.arrayValue?.first?.objectValue, !iob.isEmpty else { return nil }
            for key in ["iob", "basaliob", "activity"] { if let value = iob[key] { result[key] = value } }
            result["source"] = .string("OpenAPS")
            result["mills"] = NightscoutPluginValues.mills(iob["timestamp"] ?? iob["time"]).map(NightscoutJSON.integer) ?? .null
            return result
        }
        if let loop = document["loop"]?.objectValue?["iob"]?.objectValue {
            if let value = loop["iob"] { result["iob"] = value }
            result["source"] = .string("Loop")
            result["mills"] = NightscoutPluginValues.mills(loop["timestamp"]).map(NightscoutJSON.integer) ?? .null
            return result
        }
        if let pump = document["pump"]?.objectValue?["iob"]?.objectValue {
            let iob = NightscoutV3JavaScript.isTruthy(pump["iob"]) ? pump["iob"] : pump["bolusiob"]
            if let iob { result["iob"] = iob }
            if document["connect"] != nil { result["source"] = .string("MM Connect") }
            result["mills"] = .integer(status.mills)
            return result
        }
        return nil
    }

    struct Computed {
        var iob: Double
        var activity: Double
        var document: NightscoutDocument
    }

    /// Every bolus up to `time` by Nightscout's curve: 75-minute peak, scaled to the profile's DIA.
    static func fromTreatments(_ treatments: [NightscoutProperties.Dated], profile: NightscoutProfileSchedule?, at time: Int64) -> Computed {
        var total = 0.0, activity = 0.0
        var lastBolus: NightscoutDocument?
        let dia = profile?.dia(at: time).flatMap { $0 > 0 ? $0 : nil } ?? 3
        let sensitivity = profile?.sensitivity(at: time) ?? 0
        for treatment in treatments where treatment.mills <= time {
            guard let insulin = treatment.document["insulin"]?.numberValue, insulin != 0 else { continue }
            let contribution = Self.contribution(insulin: insulin, minutesAgo: 3 / dia * Double(time - treatment.mills) / 60_000, dia: dia, sensitivity: sensitivity)
            if contribution.iob > 0 {
                var bolus = treatment.document
                bolus["mills"] = .integer(treatment.mills)
                lastBolus = bolus
            }
            total += contribution.iob
            activity += contribution.activity
        }
        var document: NightscoutDocument = [
            "iob": .numeric(NightscoutPluginValues.round3(total)), "activity": .numeric(activity), "source": .string("Care Portal"),
        ]
        document["lastBolus"] = lastBolus.map(NightscoutJSON.object) ?? .null
        return Computed(iob: total, activity: activity, document: document)
    }

    /// iob.js calcTreatment: what is left of a bolus `minutesAgo` (already scaled by 3/DIA), and its activity.
    static func contribution(insulin: Double, minutesAgo: Double, dia: Double, sensitivity: Double) -> (iob: Double, activity: Double) {
        let peak = 75.0
        if minutesAgo < peak {
            let x = minutesAgo / 5 + 1
            return (insulin * (1 - 0.001852 * x * x + 0.001852 * x), sensitivity * insulin * (2 / dia / 60 / peak) * minutesAgo)
        }
        if minutesAgo < 180 {
            let x = (minutesAgo - 75) / 5
            return (insulin * (0.001323 * x * x - 0.054233 * x + 0.55556),
                    sensitivity * insulin * (2 / dia / 60 - (minutesAgo - peak) * 2 / dia / 60 / (60 * 3 - peak)))
        }
        return (0, 0)
    }
}
