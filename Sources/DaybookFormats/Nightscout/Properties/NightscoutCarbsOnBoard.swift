import Foundation

/// `cob` (cob.js): carbs on board as the loop last reported them (OpenAPS's newer of `suggested`
/// and `enacted` COB, Loop's `loop.cob`) within the last 30 minutes and at most 10 minutes old,
/// or else computed from the carb treatments with the profile's absorption rate (`carbs_hr`),
/// sensitivity and carb ratio, for which a profile with both `sens` and `carbratio` is needed.
/// Nightguard shows `display`, a number.
enum NightscoutCarbsOnBoard {
    static let recent: Int64 = 30 * 60_000

    static func property(_ treatments: [NightscoutProperties.Dated], _ statuses: [NightscoutProperties.Dated],
                         profile: NightscoutProfileSchedule?, now: Int64) -> NightscoutDocument? {
        var result = lastFromDeviceStatus(statuses, at: now) ?? [:]
        let reported = result["cob"].map { $0 != .null } ?? false
        let age = now - Int64(result["mills"]?.numberValue ?? 0)
        if !reported || age > 10 * 60_000 {
            // Computing it takes the profile's sensitivity and carb ratio; what the loop reported does not
            // (Nightscout asks for them either way, and a Loop without an uploaded profile showed no COB).
            guard let profile, profile.sensitivity(at: now) != nil, profile.carbRatio(at: now) != nil,
                  !treatments.isEmpty, var computed = fromTreatments(treatments, statuses, profile: profile, at: now) else { return nil }
            computed["source"] = .string("Care Portal")
            var copy = computed
            copy["source"] = nil
            computed["treatmentCOB"] = .object(copy)
            result = computed
        }
        guard let cob = result["cob"]?.numberValue else { return nil }
        let display = (cob * 10).rounded() / 10
        result["display"] = .numeric(display)
        result["displayLine"] = .string("COB: \(NightscoutPluginValues.text(display))g")
        return result
    }

    static func lastFromDeviceStatus(_ statuses: [NightscoutProperties.Dated], at time: Int64) -> NightscoutDocument? {
        statuses.filter { $0.mills <= time + 5 * 60_000 && $0.mills >= time - recent }
            .compactMap(fromDeviceStatus)
            .max { ($0["mills"]?.numberValue ?? 0) < ($1["mills"]?.numberValue ?? 0) }
    }

    static func fromDeviceStatus(_ status: NightscoutProperties.Dated) -> NightscoutDocument? {
        let document = status.document
        if let openaps = document["openaps"] {
            let suggested = openaps.objectValue?["suggested"]?.objectValue, enacted = openaps.objectValue?["enacted"]?.objectValue
            let suggestedMills = NightscoutPluginValues.mills(suggested?["timestamp"]), enactedMills = NightscoutPluginValues.mills(enacted?["timestamp"])
            let newer: NightscoutDocument?, mills: Int64?
            if let enacted, let suggested, let enactedMills, let suggestedMills {
                (newer, mills) = enactedMills > suggestedMills ? (enacted, enactedMills) : (suggested, suggestedMills)
            } else if let enacted {
                (newer, mills) = (enacted, enactedMills)
            } else {
                (newer, mills) = (suggested, suggestedMills)
            }
            guard let cob = newer?["COB"], cob != .null, let mills else { return nil }
            var result: NightscoutDocument = ["cob": cob, "source": .string("OpenAPS"), "mills": .integer(mills)]
            if let device = document["device"] { result["device"] = device }
            return result
        }
        if let loop = document["loop"]?.objectValue?["cob"]?.objectValue {
            var result: NightscoutDocument = ["source": .string("Loop")]
            if let cob = loop["cob"] { result["cob"] = cob }
            if let device = document["device"] { result["device"] = device }
            result["mills"] = NightscoutPluginValues.mills(loop["timestamp"]).map(NightscoutJSON.integer) ?? .null
            return result
        }
        return nil
    }

    /// cob.js fromTreatments: each meal decays at `carbs_hr` after a 20-minute delay, delayed further
    /// while insulin is active (the liver's share, `liverSensRatio` 8).
    static func fromTreatments(_ treatments: [NightscoutProperties.Dated], _ statuses: [NightscoutProperties.Dated],
                               profile: NightscoutProfileSchedule, at time: Int64) -> NightscoutDocument? {
        guard let absorptionNow = profile.carbAbsorptionRate(at: time), absorptionNow > 0,
              let sensitivityNow = profile.sensitivity(at: time), let ratioNow = profile.carbRatio(at: time), ratioNow != 0 else { return nil }
        let liverSensRatio = 8.0
        var total = 0.0
        var lastCarbs: NightscoutDocument?
        var isDecaying = 0.0
        var lastDecayedBy: Int64 = 0
        for treatment in treatments where treatment.mills < time {
            guard let carbs = treatment.document["carbs"]?.numberValue, carbs != 0,
                  let rate = profile.carbAbsorptionRate(at: treatment.mills), rate > 0 else { continue }
            var last = treatment.document
            last["mills"] = .integer(treatment.mills)
            lastCarbs = last
            var (decayedBy, decaying) = decay(carbs: carbs, at: treatment.mills, rate: rate, lastDecayedBy: lastDecayedBy, now: time)
            var hoursLeft = Double(decayedBy - time) / 3_600_000
            if hoursLeft > -10, let sensitivity = profile.sensitivity(at: treatment.mills), sensitivity != 0,
               let ratio = profile.carbRatio(at: treatment.mills) {
                let activity = (activity(at: lastDecayedBy, treatments, statuses, profile) + activity(at: decayedBy, treatments, statuses, profile)) / 2
                let delayedCarbs = activity * liverSensRatio / sensitivity * ratio
                let delayMinutes = (delayedCarbs / rate * 60).rounded()
                if delayMinutes > 0 {
                    decayedBy += Int64(delayMinutes) * 60_000
                    hoursLeft = Double(decayedBy - time) / 3_600_000
                }
            }
            lastDecayedBy = decayedBy
            if hoursLeft > 0 {
                total += min(carbs, hoursLeft * rate)
                isDecaying = decaying
            } else {
                total = 0
            }
        }
        return [
            "decayedBy": lastDecayedBy == 0 ? .integer(0) : NightscoutPluginValues.moment(lastDecayedBy),
            "isDecaying": .numeric(isDecaying), "carbs_hr": .numeric(absorptionNow),
            "rawCarbImpact": .numeric(isDecaying * sensitivityNow / ratioNow * absorptionNow / 60),
            "cob": .numeric(total), "lastCarbs": lastCarbs.map(NightscoutJSON.object) ?? .null,
        ]
    }

    /// cob.js cobCalc: when a meal has decayed (whole minutes, as Date.setMinutes keeps them), and whether it is decaying now.
    static func decay(carbs: Double, at carbTime: Int64, rate: Double, lastDecayedBy: Int64, now: Int64) -> (decayedBy: Int64, decaying: Double) {
        let delay = 20.0
        let minutesLeft = Double(lastDecayedBy - carbTime) / 60_000
        let minutes = (max(delay, minutesLeft) + carbs / (rate / 60)).rounded(.towardZero)
        let decayedBy = carbTime + Int64(minutes) * 60_000
        let startDecay = carbTime + Int64(delay) * 60_000
        return (decayedBy, now < lastDecayedBy || now > startDecay ? 1 : 0)
    }

    /// Insulin activity at `time` as iob.js's calcTotal gives it: the device status's when one is near, else the boluses'.
    private static func activity(at time: Int64, _ treatments: [NightscoutProperties.Dated], _ statuses: [NightscoutProperties.Dated],
                                 _ profile: NightscoutProfileSchedule) -> Double {
        if let reported = NightscoutInsulinOnBoard.lastFromDeviceStatus(statuses, at: time) {
            // Loop reports no activity: Nightscout's arithmetic then yields no delay.
            return reported["activity"]?.numberValue ?? 0
        }
        return NightscoutInsulinOnBoard.fromTreatments(treatments, profile: profile, at: time).activity
    }
}
