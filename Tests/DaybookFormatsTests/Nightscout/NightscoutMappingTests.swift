import DaybookCore
import DaybookFormats
import Foundation
import Testing

@Suite struct NightscoutMappingTests {
    static let now = Date(timeIntervalSince1970: 1_778_414_400)   // 2026-05-10T12:00:00Z

    @Test func queryParsesFindConditionsAndCount() throws {
        let query = try NightscoutQuery(items: [
            ("find[date][$gte]", "1778410800000"), ("find[type]", "sgv"), ("count", "5"), ("token", "ignored"),
        ])
        #expect(query.count == 5)
        #expect(query.conditions == [
            .init(field: "date", op: .gte, value: "1778410800000"), .init(field: "type", op: .eq, value: "sgv"),
        ])
        #expect(query.hasDateCondition)
        #expect(query.window(now: Self.now).from == Date(timeIntervalSince1970: 1_778_410_800))
        #expect(query.window(now: Self.now).to == nil)
        #expect(throws: ValidationError.self) { try NightscoutQuery(items: [("find[date][$near]", "1")]) }
        #expect(throws: ValidationError.self) { try NightscoutQuery(items: [("count", "lots")]) }
    }

    @Test func countZeroMeansEverythingAsInNightscout() throws {
        #expect(try NightscoutQuery(items: [("count", "0")]).count == NightscoutQuery.maximumCount)
        #expect(try NightscoutQuery(items: [("count", "250000")]).count == NightscoutQuery.maximumCount)
        #expect(throws: ValidationError.self) { try NightscoutQuery(items: [("count", "-1")]) }
    }

    @Test func theTrendArrowFollowsTheRatePerMinute() {
        let cases: [(Double, String)] = [(-3.5, "DoubleDown"), (-2.5, "SingleDown"), (-1.5, "FortyFiveDown"), (-1, "Flat"),
                                         (0, "Flat"), (1, "Flat"), (1.5, "FortyFiveUp"), (2.5, "SingleUp"), (3, "SingleUp"), (3.2, "DoubleUp")]
        for (rate, arrow) in cases { #expect(NightscoutTrend.direction(mgPerDLPerMinute: rate) == arrow, "\(rate)") }
    }

    @Test func theTrendIsFilledOnlyWhereTheUploaderSentNone() {
        let t0 = Self.now
        func sgv(_ value: Int, _ minutes: Double, _ extra: NightscoutDocument = [:]) -> (Date, NightscoutDocument) {
            (t0.addingTimeInterval(minutes * 60), extra.merging(["type": .string("sgv"), "sgv": .integer(Int64(value))]) { $1 })
        }
        // Out of order on purpose; a meter reading between does not count as the previous sensor value.
        let filled = NightscoutTrend.filled([
            sgv(100, 10, ["direction": .string("Flat"), "delta": .integer(1)]), sgv(90, 0),
            (t0.addingTimeInterval(300), ["type": .string("mbg"), "mbg": .integer(200)]), sgv(96, 4),
        ])
        #expect(filled[0].1["direction"] == .string("Flat") && filled[0].1["delta"] == .integer(1), "what the uploader sent stays")
        #expect(filled[1].1["direction"] == .string("NONE") && filled[1].1["delta"] == .integer(0))
        #expect(filled[2].1["direction"] == nil, "meter readings carry no trend")
        // +6 in 4 minutes: 1.5/min, and 7.5 over five minutes.
        #expect(filled[3].1["direction"] == .string("FortyFiveUp") && filled[3].1["delta"] == .number(7.5))
    }

    @Test func withoutADateConditionTheWindowIsTheLastFourDays() throws {
        let query = try NightscoutQuery(items: [("find[type]", "mbg")])
        #expect(query.count == 10)
        #expect(query.window(now: Self.now).from == Self.now.addingTimeInterval(-4 * 86_400))
    }

    @Test func conditionsCompareNumbersAsNumbersAndInstantsAsInstants() throws {
        let entry: NightscoutDocument = ["sgv": .string("95"), "type": .string("sgv"), "date": .integer(1_778_410_800_000),
                                         "dateString": .string("2026-05-10T13:00:00+02:00")]
        #expect(try NightscoutQuery(items: [("find[sgv][$gte]", "90"), ("find[sgv][$lt]", "100")]).matches(entry))
        #expect(!(try NightscoutQuery(items: [("find[sgv][$gt]", "95")]).matches(entry)))
        #expect(try NightscoutQuery(items: [("find[dateString][$gte]", "2026-05-10T10:59:00Z")]).matches(entry))
        #expect(!(try NightscoutQuery(items: [("find[dateString][$gt]", "2026-05-10T11:00:00Z")]).matches(entry)))
        #expect(try NightscoutQuery(items: [("find[type][$ne]", "mbg")]).matches(entry))
    }

    @Test func entriesNormalizeAndMapToReadings() throws {
        let sgv = try NightscoutEntries.normalize(["sgv": .string("120"), "dateString": .string("2026-05-10T13:00:00.000+02:00")], now: Self.now)
        #expect(sgv["type"] == .string("sgv"))
        #expect(sgv["date"] == .integer(1_778_410_800_000))
        #expect(sgv["utcOffset"] == .integer(120))
        #expect(sgv["sgv"] == .string("120"))
        let reading = try #require(try NightscoutEntries.reading(from: sgv))
        #expect(reading.mgPerDL == 120)
        #expect(reading.source == .cgm)
        #expect(reading.time == Date(timeIntervalSince1970: 1_778_410_800))
        // Sensor status codes below 39 and calibrations log no reading.
        #expect(try NightscoutEntries.reading(from: NightscoutEntries.normalize(["sgv": .integer(5)], now: Self.now)) == nil)
        #expect(try NightscoutEntries.reading(from: NightscoutEntries.normalize(["type": .string("cal"), "slope": .integer(900)], now: Self.now)) == nil)
        #expect(throws: ValidationError.self) { try NightscoutEntries.reading(from: NightscoutEntries.normalize(["sgv": .integer(2000)], now: Self.now)) }
        let mbg = try #require(try NightscoutEntries.reading(from: NightscoutEntries.normalize(["type": .string("mbg"), "mbg": .number(99.5)], now: Self.now)))
        #expect(mbg.source == .meter)
        #expect(mbg.time == Self.now)
    }

    @Test func treatmentsNormalizeStringsAndSplitPreBolus() throws {
        let raw: NightscoutDocument = [
            "eventType": .string("Snack Bolus"), "insulin": .string("2.5"), "carbs": .string("30"), "preBolus": .string("20"),
            "glucose": .string(""), "created_at": .string("2026-05-10T11:00:00-05:00"), "notes": .string("apple"),
        ]
        let treatment = try NightscoutTreatments.normalize(raw, now: Self.now)
        #expect(treatment["insulin"] == .number(2.5))
        #expect(treatment["carbs"] == .integer(30))
        #expect(treatment["glucose"] == nil)
        #expect(treatment["created_at"] == .string("2026-05-10T16:00:00.000Z"))
        #expect(treatment["utcOffset"] == .integer(-300))
        let parts = NightscoutTreatments.split(treatment)
        #expect(parts.count == 2)
        #expect(parts[0]["carbs"] == nil)
        #expect(parts[1] == ["created_at": .string("2026-05-10T16:20:00.000Z"), "eventType": .string("Snack Bolus"),
                             "carbs": .integer(30), "notes": .string("apple"), "utcOffset": .integer(-300)])
        let dose = try NightscoutTreatments.journalValues(of: parts[0])
        #expect(dose.insulin?.units == 2.5)
        #expect(dose.insulin?.kind == .bolus)
        #expect(dose.meal == nil)
        let snack = try NightscoutTreatments.journalValues(of: parts[1])
        #expect(snack.meal?.carbs == 30)
        #expect(snack.meal?.time == Date(timeIntervalSince1970: 1_778_430_000))   // 16:20Z
        // Without preBolus nothing is split.
        #expect(NightscoutTreatments.split(try NightscoutTreatments.normalize(["carbs": .integer(10)], now: Self.now)).count == 1)
    }

    @Test func journalErrorsNameNightscoutFields() throws {
        let tooMuch = try NightscoutTreatments.normalize(["eventType": .string("Correction Bolus"), "insulin": .integer(150)], now: Self.now)
        #expect(throws: ValidationError(field: "insulin", "must be more than 0 and at most 100 units")) {
            try NightscoutTreatments.journalValues(of: tooMuch)
        }
        let note = try NightscoutTreatments.normalize(["eventType": .string("Note"), "notes": .string("site change")], now: Self.now)
        #expect(try NightscoutTreatments.journalValues(of: note).isEmpty)
    }

    @Test func journalRowIDsRoundTrip() {
        let id = UUID()
        let text = NightscoutID.forJournalRow(id)
        #expect(text.count == 32)
        #expect(NightscoutID.journalRow(text) == id)
        var generator = SystemRandomNumberGenerator()
        let document = NightscoutID.newDocumentID(using: &generator)
        #expect(document.count == 24)
        #expect(NightscoutID.journalRow(document) == nil)
    }
}
