import Foundation

/// `basal` (basalprofile.js with profilefunctions.js getTempBasal): the profile's basal rate now,
/// replaced by a running temp basal (`absolute` U/h, or `percent` more or less) and raised by a
/// running combo bolus's extended part. `display` marks a temp basal "T: " and a combo bolus "C: ".
enum NightscoutBasal {
    static func property(_ treatments: [NightscoutProperties.Dated], profile: NightscoutProfileSchedule, now: Int64) -> NightscoutDocument? {
        guard let basal = profile.basal(at: now), basal != 0 else { return nil }
        let temp = runningTempBasal(treatments, at: now)
        let combo = treatments.last { treatment in
            guard treatment.document["eventType"]?.stringValue == "Combo Bolus" else { return false }
            let duration = Int64((treatment.document["duration"]?.numberValue ?? 0) * 60_000)
            return now < treatment.mills + duration && now > treatment.mills
        }
        var tempBasal = basal
        if let temp, let absolute = temp.document["absolute"]?.numberValue, (temp.document["duration"]?.numberValue ?? 0) > 0 {
            tempBasal = absolute
        } else if let percent = temp?.document["percent"]?.numberValue, percent != 0 {
            tempBasal = basal * (100 + percent) / 100
        }
        let comboBasal = combo?.document["relative"]?.numberValue ?? 0
        let total = tempBasal + comboBasal
        var mark = (temp != nil ? "T" : "") + (combo != nil ? "C" : "")
        if !mark.isEmpty { mark += ": " }
        func described(_ treatment: NightscoutProperties.Dated?, end: Int64? = nil) -> NightscoutJSON {
            guard var document = treatment?.document, let treatment else { return .null }
            document["mills"] = .integer(treatment.mills)
            if let end { document["endmills"] = .integer(end) }
            return .object(document)
        }
        let current: NightscoutDocument = [
            "basal": .numeric(basal), "treatment": described(temp, end: temp.map { $0.mills + Int64(($0.document["duration"]?.numberValue ?? 0) * 60_000) }),
            "combobolustreatment": described(combo), "tempbasal": .numeric(tempBasal), "combobolusbasal": .numeric(comboBasal),
            "totalbasal": .numeric(total),
        ]
        return ["display": .string(mark + NightscoutPluginValues.fixed(total, 3) + "U"), "current": .object(current)]
    }

    /// The temp basal running at `time`, after ddata.processDurations: one per instant, each cut
    /// short by the next one or by an end event (a temp basal without duration).
    static func runningTempBasal(_ treatments: [NightscoutProperties.Dated], at time: Int64) -> NightscoutProperties.Dated? {
        var seen = Set<Int64>()
        var temps = treatments.filter { treatment in
            (treatment.document["eventType"]?.stringValue?.contains("Temp Basal") ?? false) && seen.insert(treatment.mills).inserted
        }
        for index in temps.indices {
            guard let minutes = temps[index].document["duration"]?.numberValue, minutes > 0 else { continue }
            let start = temps[index].mills
            var end = start + Int64(minutes * 60_000)
            for other in temps where other.mills > start && other.mills < end { end = other.mills }
            temps[index].document["duration"] = .numeric(Double(end - start) / 60_000)
        }
        return temps.last { treatment in
            guard let minutes = treatment.document["duration"]?.numberValue, minutes > 0 else { return false }
            return time >= treatment.mills && time <= treatment.mills + Int64(minutes * 60_000)
        }
    }
}
