import DaybookFormats
import Foundation
import Testing

/// The `dataUpdate` of Nightscout's v1 socket as lib/data/dataloader.js, ddata.js and calcdelta.js
/// shape it, and as AndroidAPS's NSClientService reads it.
@Suite struct NightscoutDataUpdateTests {
    @Test func entriesBecomeSgvsMbgsAndCalsWithMgdlAndMills() {
        var update = NightscoutDataUpdate()
        update.add(entry: ["_id": .string("b"), "type": .string("sgv"), "sgv": .integer(120), "date": .integer(2_000),
                           "device": .string("xDrip"), "direction": .string("Flat"), "noise": .integer(1), "app": .string("AAPS")])
        update.add(entry: ["_id": .string("a"), "type": .string("sgv"), "sgv": .string("110"), "date": .integer(1_000)])
        update.add(entry: ["_id": .string("m"), "type": .string("mbg"), "mbg": .integer(98), "date": .integer(1_500)])
        update.add(entry: ["_id": .string("c"), "type": .string("cal"), "slope": .integer(900), "date": .integer(1_200)])
        update.add(entry: ["_id": .string("x"), "type": .string("sgv"), "sgv": .integer(120)])
        guard case .object(let json) = update.json, case .array(let sgvs)? = json["sgvs"] else {
            Issue.record("no sgvs")
            return
        }
        // Oldest first: AndroidAPS keeps a reading only when it is newer than the one before it.
        #expect(sgvs.map { $0.objectValue?["mgdl"] } == [.integer(110), .integer(120)])
        #expect(sgvs.last == .object(["_id": .string("b"), "mgdl": .integer(120), "mills": .integer(2_000), "device": .string("xDrip"),
                                      "direction": .string("Flat"), "noise": .integer(1), "type": .string("sgv")]))
        #expect(json["mbgs"] == .array([.object(["_id": .string("m"), "mgdl": .integer(98), "mills": .integer(1_500), "type": .string("mbg")])]))
        #expect(json["cals"]?.arrayValue?.first?.objectValue?["slope"] == .integer(900))
    }

    @Test func theFullDataHasEveryArrayAndNoDelta() {
        var update = NightscoutDataUpdate()
        update.status = ["status": .string("ok")]
        guard case .object(let json) = update.json else { return }
        for key in ["sgvs", "mbgs", "cals", "treatments", "devicestatus", "profiles", "food"] {
            #expect(json[key] == .array([]), "\(key)")
        }
        // AndroidAPS takes `has("delta")` for a delta, so the full data carries none (ddata.js `dataWithRecentStatuses`).
        #expect(json["delta"] == nil && json["lastUpdated"] == nil)
        #expect(json["status"] == .object(["status": .string("ok")]))
        #expect(!update.isDelta)
    }

    @Test func aDeltaCarriesOnlyWhatChanged() {
        var update = NightscoutDataUpdate(lastUpdated: 5_000)
        #expect(update.isEmpty)
        update.add(treatment: ["_id": .string("t"), "created_at": .string("2026-05-04T08:00:00.000Z"), "carbs": .integer(20),
                               "duration": .integer(30)], changed: true)
        update.removeTreatment(id: "gone", mills: 1_000)
        guard case .object(let json) = update.json else { return }
        #expect(Set(json.keys) == ["delta", "lastUpdated", "treatments"])
        #expect(json["delta"] == .bool(true) && json["lastUpdated"] == .integer(5_000))
        let treatments = json["treatments"]?.arrayValue?.compactMap(\.objectValue) ?? []
        #expect(treatments.first == ["_id": .string("gone"), "mills": .integer(1_000), "action": .string("remove")])
        let mills: Int64 = 1_777_881_600_000
        #expect(treatments.last?["mills"] == .integer(mills))
        #expect(treatments.last?["endmills"] == .integer(mills + 30 * 60_000))
        #expect(treatments.last?["action"] == .string("update"))
    }

    @Test func durationInMillisecondsGivesDurationAndEnd() {
        let doc = NightscoutRuntimeDocument.dated(["mills": .integer(1_000), "durationInMilliseconds": .integer(1_800_000)])
        #expect(doc["duration"] == .integer(30) && doc["endmills"] == .integer(1_801_000))
        // Nonsense stays as it came and breaks nothing.
        let odd = NightscoutRuntimeDocument.dated(["created_at": .string("yesterday"), "duration": .string("long")])
        #expect(odd["mills"] == nil && odd["endmills"] == nil)
        #expect(NightscoutRuntimeDocument.entry(["sgv": .integer(100), "date": .number(.infinity)]) == nil)
    }
}
