import DaybookFormats
import Foundation
import Testing

/// The Nightscout view's documents in the types typed clients declare, and what pebble.js and the trend make of them.
@Suite struct NightscoutClientTypesTests {
    @Test func fieldsClientsDeclareWholeAreWhole() {
        let meal: NightscoutDocument = ["carbs": .number(42.5), "protein": .number(12.5), "fat": .string("7.25"), "duration": .number(30.5),
                                        "date": .number(1_796_598_025_346.9), "utcOffset": .string("120"), "notes": .string("12.5"),
                                        "insulin": .number(1.25)]
        let typed = NightscoutClientTypes.typed(meal, in: .treatments)
        #expect(typed["carbs"] == .number(42.5), "AndroidAPS reads carbs as Double: kept as sent")
        #expect(typed["protein"] == .integer(13) && typed["fat"] == .integer(7) && typed["duration"] == .integer(31))
        #expect(typed["date"] == .integer(1_796_598_025_346), "ms are cut, not rounded")
        #expect(typed["utcOffset"] == .integer(120) && typed["notes"] == .string("12.5") && typed["insulin"] == .number(1.25))

        let status: NightscoutDocument = ["uploader": .object(["battery": .number(87.5)]), "pump": .object(["battery": .object(["percent": .number(75.0)]),
                                                                                                            "reservoir": .number(101.35)])]
        let typedStatus = NightscoutClientTypes.typed(status, in: .devicestatus)
        #expect(typedStatus["uploader"]?.objectValue?["battery"] == .integer(88))
        #expect(typedStatus["pump"]?.objectValue?["battery"]?.objectValue?["percent"] == .integer(75))
        #expect(typedStatus["pump"]?.objectValue?["reservoir"] == .number(101.35))

        let reading = NightscoutClientTypes.typed(["sgv": .number(97.284186), "noise": .number(1.0), "trend": .string("Flat")], in: .entries)
        #expect(reading["sgv"] == .integer(97) && reading["noise"] == .integer(1) && reading["trend"] == .string("Flat"))
        #expect(NightscoutClientTypes.typed(["sgv": .number(.infinity), "date": .number(1e300)], in: .entries)["sgv"] == .number(.infinity))
    }

    @Test func pebbleAsItsWatchFacesReadIt() {
        let readings = [
            NightscoutPebble.Reading(mills: 1_000, document: ["sgv": .integer(120), "direction": .string("Flat")]),
            NightscoutPebble.Reading(mills: 301_000, document: ["sgv": .number(126.4), "direction": .string("TripleUp")]),
        ]
        let properties: NightscoutDocument = ["delta": .object(["scaled": .integer(6)]), "iob": .object(["display": .string("1.50")]),
                                              "cob": .object(["display": .number(22.5)]),
                                              "upbat": .object(["min": .object(["battery": .integer(64)])])]
        let answer = NightscoutPebble.make(readings, properties: properties, now: 302_000, count: 5, mmol: false)
        let bgs = answer["bgs"]?.arrayValue?.compactMap(\.objectValue) ?? []
        #expect(bgs.map { $0["sgv"] } == [.string("126"), .string("120")])
        #expect(bgs[0]["trend"] == .integer(8) && bgs[0]["direction"] == .string("TripleUp"), "pebble.js has no TripleUp: 8")
        #expect(bgs[0]["bgdelta"] == .integer(6) && bgs[0]["battery"] == .string("64"))
        #expect(bgs[0]["iob"] == .string("1.50") && bgs[0]["cob"] == .number(22.5) && bgs[1]["iob"] == nil)
        #expect(answer["status"]?.arrayValue?.first?.objectValue?["now"] == .integer(302_000))
        #expect(NightscoutPebble.count(nil, maximum: 1_000) == 1 && NightscoutPebble.count("0", maximum: 1_000) == 1)
        #expect(NightscoutPebble.count("12abc", maximum: 1_000) == 12 && NightscoutPebble.count("99999", maximum: 1_000) == 1_000)
        let empty = NightscoutPebble.make([], properties: [:], now: 0, count: 1, mmol: true)
        #expect(empty["bgs"] == .array([]) && empty["cals"] == .array([]))
    }

    @Test func theTrendIsTakenOverFourToFifteenMinutes() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        func reading(_ seconds: TimeInterval, _ sgv: Int64) -> (Date, NightscoutDocument) {
            (start.addingTimeInterval(seconds), ["type": .string("sgv"), "sgv": .integer(sgv)])
        }
        let filled = NightscoutTrend.filled([reading(0, 150), reading(2, 152), reading(300, 160), reading(302, 161), reading(1_500, 100)])
        #expect(filled[1].1["direction"] == .string("NONE") && filled[1].1["delta"] == .integer(0), "two seconds say nothing")
        #expect(filled[3].1["delta"] == .integer(9) && filled[3].1["direction"] == .string("FortyFiveUp"), "from 152 five minutes before")
        #expect(filled[4].1["direction"] == .string("NONE"), "the one before is 20 minutes old")
        let sent = NightscoutTrend.filled([reading(0, 150), (start.addingTimeInterval(300), ["type": .string("sgv"), "sgv": .integer(300), "direction": .string("FortyFiveUp")])])
        #expect(sent[1].1["direction"] == .string("FortyFiveUp"), "the uploader's own arrow")
    }
}
