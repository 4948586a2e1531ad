import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// What a follower reads from `/api/v2/properties`, worked by hand from Nightscout's bgnow plugin.
@Suite struct NightscoutPropertiesTests {
    static let now: Int64 = 1_778_414_400_000
    static let minute: Int64 = 60_000

    @Test func theLatestReadingAndItsChangeOverFiveMinutes() throws {
        let readings = [
            NightscoutProperties.Reading(mills: Self.now - 10 * Self.minute, mgdl: 104, direction: "Flat"),
            NightscoutProperties.Reading(mills: Self.now - 5 * Self.minute, mgdl: 112, direction: "FortyFiveUp"),
            NightscoutProperties.Reading(mills: Self.now, mgdl: 120, direction: "SingleUp", device: "xDrip-DexcomG6"),
        ]
        let properties = Self.make(readings)
        let bgnow = try #require(properties["bgnow"]?.objectValue)
        #expect(bgnow["last"]?.numberValue == 120 && bgnow["mills"]?.numberValue == Double(Self.now))
        let delta = try #require(properties["delta"]?.objectValue)
        #expect(delta["mgdl"]?.numberValue == 8 && delta["display"]?.stringValue == "+8")
        #expect(delta["interpolated"] == .bool(false))
        #expect(delta["previous"]?.objectValue?["last"]?.numberValue == 112)
        let direction = try #require(properties["direction"]?.objectValue)
        #expect(direction["value"]?.stringValue == "SingleUp" && direction["label"]?.stringValue == "↑")
    }

    @Test func aGapIsInterpolatedAndMmolIsScaled() throws {
        let readings = [
            NightscoutProperties.Reading(mills: Self.now - 15 * Self.minute, mgdl: 100),
            NightscoutProperties.Reading(mills: Self.now, mgdl: 80),
        ]
        let delta = try #require(Self.make(readings, mmol: true)["delta"]?.objectValue)
        // 20 mg/dL down over 15 minutes: 6.67 per five minutes.
        #expect(delta["interpolated"] == .bool(true) && delta["mgdl"]?.numberValue == -7)
        #expect(delta["display"]?.stringValue == "-0.4")
    }

    @Test func nothingToSayWithoutReadings() {
        #expect(Self.make([])["bgnow"] == nil)
        let onlyFuture = [NightscoutProperties.Reading(mills: Self.now + Self.minute, mgdl: 100)]
        #expect(Self.make(onlyFuture)["bgnow"] == nil)
        let single = Self.make([.init(mills: Self.now, mgdl: 100)])
        #expect(single["bgnow"] != nil && single["delta"] == nil, "no previous reading, no delta")
    }

    @Test func theLatestReadingCountsWhateverItsAge() throws {
        let twoHoursAgo = Self.now - 120 * Self.minute
        let properties = Self.make([.init(mills: twoHoursAgo - 5 * Self.minute, mgdl: 150), .init(mills: twoHoursAgo, mgdl: 140, direction: "FortyFiveDown")])
        let bgnow = try #require(properties["bgnow"]?.objectValue)
        #expect(bgnow["last"]?.numberValue == 140 && bgnow["mills"]?.numberValue == Double(twoHoursAgo))
        #expect(properties["delta"]?.objectValue?["display"]?.stringValue == "-10")
    }

    @Test func sensorErrorCodesShowAsErrorsNotAsAValue() throws {
        // xDrip+ uploads error states as tiny sgvs (5: sensor not ready); bgnow.js lists them as errors.
        let errorOnly = Self.make([.init(mills: Self.now - 5 * Self.minute, mgdl: 120), .init(mills: Self.now, mgdl: 5)])
        let bgnow = try #require(errorOnly["bgnow"]?.objectValue)
        #expect(bgnow["last"] == nil && bgnow["mills"] == nil, "Nightguard then keeps showing how old its last value is")
        #expect(bgnow["errors"]?.arrayValue?.count == 1 && bgnow["sgvs"]?.arrayValue?.count == 1)
        #expect(errorOnly["delta"] == nil)
        let mixed = Self.make([.init(mills: Self.now - Self.minute, mgdl: 110), .init(mills: Self.now, mgdl: 5)])
        let mixedNow = try #require(mixed["bgnow"]?.objectValue)
        #expect(mixedNow["last"]?.numberValue == 110 && mixedNow["mean"]?.numberValue == 110 && mixedNow["errors"] != nil)
    }

    static func make(_ readings: [NightscoutProperties.Reading], mmol: Bool = false) -> NightscoutDocument {
        NightscoutProperties.make(.init(readings: readings), now: now, mmol: mmol, zone: TimeZone(identifier: "UTC") ?? .current)
    }
}
