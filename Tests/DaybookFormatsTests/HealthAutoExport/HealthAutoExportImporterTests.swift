import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// Fixtures/health-auto-export.json follows the app's own format documentation (the wiki page
/// "API Export - JSON Format" of Lybron/health-auto-export, copied in prof-ramos/health-auto-export-docs,
/// API-Export---JSON-Format.md): the `data.metrics`/`data.workouts` envelope, `{date, qty, source}` points,
/// `mealTime` on blood glucose, `reason` on insulin delivery, `Min/Avg/Max` heart rate, the aggregated sleep
/// fields and version 2 workouts; metric names as HealthyApps/health-auto-export-server
/// server/src/models/MetricName.ts lists them. The category metrics (menstrual flow, mucus, ovulation tests)
/// follow the documented category shape `{date, qty, value}` (handwashing, toothbrushing): their labels are
/// not documented. The older sleep shape below is irvinlim/apple-health-ingester's
/// pkg/healthautoexport/marshal_test.go; the sleep segments are FreeReps' format notes
/// ("Health Auto Export — REST API Format Spec").
@Suite struct HealthAutoExportImporterTests {
    let importer = HealthAutoExportImporter()

    /// 2024-02-06T00:00:00Z = 1,704,067,200 (2024-01-01) + 36 × 86,400.
    static let february6 = 1_707_177_600.0

    private func values<T>(_ tally: ImportTally, _ pick: (ImportValue) -> T?) -> [T] {
        tally.items.compactMap { pick($0.value) }
    }

    @Test func everyMappedMetricBecomesItsCoreValue() throws {
        let tally = try ImportHarness.run(importer, fixture: "health-auto-export.json")
        #expect(tally.summary.added == [.glucose: 2, .insulin: 2, .meals: 1, .weight: 1, .temperature: 1, .sleep: 1,
                                        .flow: 3, .fertility: 1, .ovulationTests: 2, .exercise: 1])

        let glucose = values(tally) { if case let .glucose(g) = $0 { g } else { nil } }
        #expect(glucose.map(\.mgPerDL) == [104, 142])
        #expect(glucose.first?.source == .meter)
        // 07:45 at -05:00 is 12:45Z: + 45,900 s.
        #expect(glucose.first?.time == ImportHarness.utc(Self.february6 + 45_900))

        let doses = values(tally) { if case let .insulin(d) = $0 { "\(d.units) \(d.kind)" } else { nil } }
        #expect(doses == ["4.5 bolus", "12.0 basal"])

        // Carbohydrates, protein and fat written at 08:00 by MyFitnessPal are one meal at 13:00Z (+ 46,800 s).
        let meal = values(tally) { if case let .meal(m) = $0 { m } else { nil } }.first
        #expect(meal?.carbs == 45)
        #expect(meal?.protein == 20)
        #expect(meal?.fat == 12.5)
        #expect(meal?.time == ImportHarness.utc(Self.february6 + 46_800))

        // 154.3 lb × 0.45359237 = 69.989302691 kg.
        let weight = values(tally) { if case let .weight(w) = $0 { w } else { nil } }.first
        #expect(abs((weight?.kilograms ?? 0) - 69.989302691) < 1e-9)

        // 97.7 °F: (97.7 − 32) × 5 / 9 = 36.5 °C.
        let temperature = values(tally) { if case let .temperature(t) = $0 { t } else { nil } }.first
        #expect(abs((temperature?.celsius ?? 0) - 36.5) < 1e-9)

        // totalSleep 7.5 h, dated by the morning the night ended.
        let sleep = values(tally) { if case let .sleep(day, hours) = $0 { "\(day) \(hours)" } else { nil } }
        #expect(sleep == ["2024-02-06 7.5"])

        // Heavy; Unspecified is the least that counts as a period day; bleeding between periods is spotting.
        let flow = values(tally) { if case let .flow(day, level) = $0 { "\(day) \(level)" } else { nil } }
        #expect(flow == ["2024-02-03 heavy", "2024-02-04 light", "2024-01-20 spotting"])

        let mucus = values(tally) { if case let .mucus(day, m) = $0 { (day, m) } else { nil } }
        #expect(mucus.first?.0 == (try ImportHarness.date("2024-01-28")))
        #expect(mucus.first?.1 == Mucus(feeling: .nothing, texture: .eggWhite))

        // 07:00 at -05:00 on 2024-01-27 is 12:00Z: 1,704,067,200 + 26 × 86,400 + 43,200 = 1,706,356,800.
        let tests = values(tally) { if case let .ovulationTest(t) = $0 { t } else { nil } }
        #expect(tests.map(\.result) == [.negative, .positive])
        #expect(tests.first?.time == ImportHarness.utc(1_706_356_800))

        // duration 2,700 s = 45 minutes; 17:30 at -05:00 is 22:30Z (+ 81,000 s).
        let workout = values(tally) { if case let .exercise(e) = $0 { e } else { nil } }.first
        #expect(workout?.name == "Outdoor Walk")
        #expect(workout?.minutes == 45)
        #expect(workout?.intensity == .medium)
        #expect(workout?.time == ImportHarness.utc(Self.february6 + 81_000))
    }

    @Test func otherMetricsAndRecordTypesAreCountedByName() throws {
        let tally = try ImportHarness.run(importer, fixture: "health-auto-export.json")
        #expect(tally.summary.skipped == ["heart_rate": 2, "step_count": 1, "stateOfMind": 1])
    }

    @Test func keysAreTheMetricTheTimeAsWrittenAndTheSource() throws {
        let first = try ImportHarness.run(importer, fixture: "health-auto-export.json")
        let again = try ImportHarness.run(importer, fixture: "health-auto-export.json")
        #expect(first.items.map(\.dedupeKey) == again.items.map(\.dedupeKey))
        #expect(Set(first.items.map(\.dedupeKey)).count == first.items.count)
        let keys = first.items.map(\.dedupeKey)
        #expect(keys.contains("health-auto-export|blood_glucose|2024-02-06 07:45:00 -0500|Contour Next One"))
        #expect(keys.contains("health-auto-export|meal|2024-02-06 08:00:00 -0500|MyFitnessPal"))
        #expect(keys.contains("health-auto-export|flow|2024-02-03"))
        #expect(keys.contains("health-auto-export|sleep|2024-02-06"))
        #expect(keys.contains("health-auto-export|workout|Outdoor Walk|2024-02-06 17:30:00 -0500"))
    }

    /// The app re-sends the previous day with every sync: the overlap comes out under the keys it had.
    @Test func aResentWindowKeepsItsKeys() throws {
        let first = """
        {"data": {"metrics": [{"name": "blood_glucose", "units": "mg/dL", "data": [
          {"date": "2024-02-05 21:00:00 -0500", "qty": 120, "source": "Meter"},
          {"date": "2024-02-06 07:45:00 -0500", "qty": 104, "source": "Meter"}]}]}}
        """
        let resent = """
        {"data": {"metrics": [{"name": "blood_glucose", "units": "mg/dL", "data": [
          {"date": "2024-02-06 07:45:00 -0500", "qty": 104, "source": "Meter"},
          {"date": "2024-02-06 12:10:00 -0500", "qty": 131, "source": "Meter"}]}]}}
        """
        let before = Set(try ImportHarness.run(importer, text: first).items.map(\.dedupeKey))
        let after = Set(try ImportHarness.run(importer, text: resent).items.map(\.dedupeKey))
        #expect(before.intersection(after) == ["health-auto-export|blood_glucose|2024-02-06 07:45:00 -0500|Meter"])
    }

    @Test func aBadValueIsRefusedWithItsPosition() {
        let text = """
        {"data": {"metrics": [
          {"name": "step_count", "units": "count", "data": [{"date": "2024-02-06 00:00:00 -0500", "qty": 10}]},
          {"name": "blood_glucose", "units": "mg/dL", "data": [
            {"date": "2024-02-06 07:45:00 -0500", "qty": 104},
            {"date": "2024-02-06 09:30:00 -0500", "qty": "high"}
          ]}
        ]}}
        """
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.field == "data.metrics[1].data[1].qty")
        #expect(error?.line == 5)
        #expect(error?.message.contains("\"high\" is not a number") == true)
    }

    @Test func aValueOutsideTheJournalsRulesIsRefusedWithItsPosition() {
        // 5.5 typed as mg/dL: far below any real reading.
        let text = #"{"data":{"metrics":[{"name":"blood_glucose","units":"mg/dL","data":[{"date":"2024-02-06 07:45:00 -0500","qty":5.5}]}]}}"#
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.field == "data.metrics[0].data[0].qty")
        #expect(error?.line == 1)
    }

    @Test func anUnknownUnitIsRefusedAtTheMetric() {
        let text = #"{"data":{"metrics":[{"name":"weight_body_mass","units":"st","data":[{"date":"2024-02-06 07:30:00 -0500","qty":11}]}]}}"#
        #expect(ImportHarness.error(importer, text: text)?.field == "data.metrics[0].units")
    }

    @Test func anUnknownCategoryLabelIsRefused() {
        // The app words labels in the phone's language; Daybook reads the English ones.
        let text = #"{"data":{"metrics":[{"name":"menstrual_flow","data":[{"date":"2024-02-03 00:00:00 -0500","qty":1,"value":"Pesado"}]}]}}"#
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.field == "data.metrics[0].data[0].value")
        #expect(error?.message.contains("\"Pesado\"") == true)
    }

    @Test func glucoseInMillimolesIsConverted() throws {
        let text = #"{"data":{"metrics":[{"name":"blood_glucose","units":"mmol/L","data":[{"date":"2024-02-06 07:45:00 -0500","qty":5.8,"mealTime":"Unspecified"}]}]}}"#
        let reading = try ImportHarness.run(importer, text: text).items.compactMap { if case let .glucose(g) = $0.value { g } else { nil } }.first
        // 5.8 × 18.01559 = 104.490422 mg/dL.
        #expect(abs((reading?.mgPerDL ?? 0) - 104.490422) < 1e-9)
    }

    /// Totals per day come as 0 g on days nothing was logged: no meal, counted as skipped.
    @Test func aMealOfNothingIsSkipped() throws {
        let text = """
        {"data": {"metrics": [
          {"name": "carbohydrates", "units": "g", "data": [{"date": "2024-02-07 00:00:00 -0500", "qty": 0, "source": "MyFitnessPal"}]},
          {"name": "protein", "units": "g", "data": [{"date": "2024-02-07 00:00:00 -0500", "qty": 0, "source": "MyFitnessPal"}]}
        ]}}
        """
        let tally = try ImportHarness.run(importer, text: text)
        #expect(tally.summary.totalAdded == 0)
        #expect(tally.summary.skipped == ["meal of 0 g": 1])
    }

    /// "Summarize Data" off: stage segments, summed per night; Awake counts for nothing.
    @Test func sleepSegmentsAddUpToTheNight() throws {
        let text = """
        {"data": {"metrics": [{"name": "sleep_analysis", "units": "hr", "data": [
          {"startDate": "2024-02-05 23:00:00 -0500", "endDate": "2024-02-06 01:00:00 -0500", "qty": 2, "value": "Core", "source": "Apple Watch"},
          {"startDate": "2024-02-06 01:00:00 -0500", "endDate": "2024-02-06 02:30:00 -0500", "qty": 1.5, "value": "Deep", "source": "Apple Watch"},
          {"startDate": "2024-02-06 02:30:00 -0500", "endDate": "2024-02-06 02:45:00 -0500", "qty": 0.25, "value": "Awake", "source": "Apple Watch"},
          {"startDate": "2024-02-06 02:45:00 -0500", "endDate": "2024-02-06 06:15:00 -0500", "qty": 3.5, "value": "REM", "source": "Apple Watch"},
          {"startDate": "2024-02-05 22:45:00 -0500", "endDate": "2024-02-06 06:30:00 -0500", "qty": 7.75, "value": "In Bed", "source": "iPhone"}
        ]}]}}
        """
        let tally = try ImportHarness.run(importer, text: text)
        // 2 + 1.5 + 3.5 = 7 hours asleep; time in bed counts only for a night without sleep.
        let sleep = tally.items.compactMap { if case let .sleep(day, hours) = $0.value { "\(day) \(hours)" } else { nil } }
        #expect(sleep == ["2024-02-06 7.0"])
        #expect(tally.summary.skipped == ["sleep_analysis Awake": 1])
    }

    /// Before version 6.6.2 of the app: `asleep` was the night's total, the source `sleepSource`, and `date` had a time.
    @Test func theOlderAggregatedSleepShapeIsRead() throws {
        let text = """
        {"data": {"metrics": [{"name": "sleep_analysis", "units": "hr", "data": [
          {"date": "2021-12-18 09:03:36 +0800", "asleep": 6.108333333333333, "sleepStart": "2021-12-18 02:21:06 +0800",
           "sleepEnd": "2021-12-18 08:57:06 +0800", "sleepSource": "Irvin’s Apple Watch", "inBed": 6.809728874299261,
           "inBedStart": "2021-12-18 02:12:50 +0800", "inBedEnd": "2021-12-18 09:04:45 +0800", "inBedSource": "iPhone"}
        ]}]}}
        """
        let sleep = try ImportHarness.run(importer, text: text).items.compactMap { if case let .sleep(day, hours) = $0.value { (day, hours) } else { nil } }
        #expect(sleep.first?.0 == (try ImportHarness.date("2021-12-18")))
        // 6.1083 h = 366.5 minutes, rounded to the minute.
        #expect(abs((sleep.first?.1 ?? 0) - 6.11) < 0.01)
    }

    /// A phone set to 12-hour time writes `7:45:00 AM` (narrow no-break space before AM on recent iOS).
    @Test func twelveHourTimesAreRead() throws {
        let text = "{\"data\":{\"metrics\":[{\"name\":\"blood_glucose\",\"units\":\"mg/dL\",\"data\":[{\"date\":\"2024-02-06 7:45:00\u{202F}AM -0500\",\"qty\":104},{\"date\":\"2024-02-06 12:05:00 PM -0500\",\"qty\":120}]}]}}"
        let times = try ImportHarness.run(importer, text: text).items.compactMap { if case let .glucose(g) = $0.value { g.time } else { nil } }
        // 12:45Z and 17:05Z.
        #expect(times == [ImportHarness.utc(Self.february6 + 45_900), ImportHarness.utc(Self.february6 + 61_500)])
    }

    /// Version 1 workouts have no duration: the time between start and end.
    @Test func aWorkoutWithoutDurationLastsFromStartToEnd() throws {
        let text = #"{"data":{"workouts":[{"name":"Yoga","start":"2024-02-06 18:00:00 -0500","end":"2024-02-06 18:40:00 -0500","route":[]}]}}"#
        let session = try ImportHarness.run(importer, text: text).items.compactMap { if case let .exercise(e) = $0.value { e } else { nil } }.first
        #expect(session?.minutes == 40)
    }

    /// The app writes name and units first; points that come before them wait and are read all the same.
    @Test func pointsBeforeTheMetricsNameAreRead() throws {
        let text = #"{"data":{"metrics":[{"data":[{"date":"2024-02-06 07:30:00 -0500","qty":70.2}],"name":"weight_&_body_mass","units":"kg"}]}}"#
        let weights = try ImportHarness.run(importer, text: text).items.compactMap { if case let .weight(w) = $0.value { w.kilograms } else { nil } }
        #expect(weights == [70.2])
    }

    /// A metric is never held whole: a heart rate series past the 4 MB of one object streams through.
    @Test func aLongMetricIsReadPointByPoint() throws {
        let point = #"{"date": "2024-02-06 08:00:00 -0500", "Min": 58, "Avg": 64.5, "Max": 71, "source": "Apple Watch"}"#
        let series = Array(repeating: point, count: 45_000).joined(separator: ",\n")
        let text = #"{"data": {"metrics": [{"name": "heart_rate", "units": "count/min", "data": ["# + series + "]}]}}"
        #expect(text.utf8.count > ImportLimits.largestObject)
        #expect(try ImportHarness.run(importer, text: text).summary.skipped == ["heart_rate": 45_000])
    }

    @Test func aCutOffPostIsRefused() {
        let text = "{\"data\": {\"metrics\": [\n{\"name\": \"step_count\", \"units\": \"count\", \"data\": [\n{\"date\": \"2024-02-06 00:00:00 -0500\", \"qty\": 1"
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 3)
        #expect(error?.message.contains("cut off") == true)
    }

    @Test func aJSONDocumentWithoutDataIsNoPost() {
        #expect(ImportHarness.error(importer, text: #"{"status": "ok"}"#)?.field == "data")
        #expect(ImportHarness.error(importer, text: "[1, 2]")?.message.contains("JSON object") == true)
    }

    @Test func anEmptyPostImportsNothing() throws {
        let tally = try ImportHarness.run(importer, text: #"{"data": {"metrics": [], "workouts": []}}"#)
        #expect(tally.summary.totalAdded == 0)
        #expect(tally.summary.totalSkipped == 0)
    }
}
