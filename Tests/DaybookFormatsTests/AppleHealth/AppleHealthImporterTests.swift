import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

@Suite struct AppleHealthImporterTests {
    let importer = AppleHealthImporter()

    private func values(_ tally: ImportTally) -> [ImportValue] { tally.items.map(\.value) }

    @Test func readsGlucoseInBothUnits() throws {
        let tally = try ImportHarness.run(importer, fixture: "apple-health-export.xml")
        let glucose = values(tally).compactMap { if case let .glucose(g) = $0 { g } else { nil } }
        #expect(glucose.count == 2)
        // 2024-01-01 08:00 +0100 = 07:00Z; 2024-01-01T00:00Z is 1,704,067,200 s, + 7 h = 1,704,092,400.
        #expect(glucose.first?.time == ImportHarness.utc(1_704_092_400))
        #expect(glucose.first?.mgPerDL == 105)
        // 5.5 mmol/L × 18.01559 = 99.085745 mg/dL (by hand).
        #expect(abs((glucose.last?.mgPerDL ?? 0) - 99.085745) < 1e-9)
    }

    @Test func readsMenstrualFlowOldAndNewNamesAndSpotting() throws {
        let tally = try ImportHarness.run(importer, fixture: "apple-health-export.xml")
        let flow = values(tally).compactMap { if case let .flow(date, level) = $0 { "\(date) \(level.rawValue)" } else { nil } }
        #expect(flow == ["2024-01-02 LIGHT", "2024-01-03 HEAVY", "2024-01-04 LIGHT", "2024-01-10 SPOTTING"])
    }

    @Test func sumsSleepStagesPerNightAndPrefersAsleepOverInBed() throws {
        let tally = try ImportHarness.run(importer, fixture: "apple-health-export.xml")
        let sleep = values(tally).compactMap { if case let .sleep(date, hours) = $0 { "\(date) \(hours)" } else { nil } }
        // Night to 01-05: core 4 h + deep 1.5 h + REM 2 h = 7.5 h; the phone's 8.5 h in bed is not used.
        // Night to 01-06: in bed only, 23:00 → 06:00 = 7 h.
        #expect(sleep == ["2024-01-05 7.5", "2024-01-06 7.0"])
        #expect(tally.summary.skipped["HKCategoryTypeIdentifierSleepAnalysis HKCategoryValueSleepAnalysisAwake"] == 1)
    }

    @Test func mindfulSessionsAndWorkoutsBecomeExerciseSessions() throws {
        let tally = try ImportHarness.run(importer, fixture: "apple-health-export.xml")
        let sessions = values(tally).compactMap { if case let .exercise(e) = $0 { "\(e.name) \(Int(e.minutes)) \(e.intensity)" } else { nil } }
        #expect(sessions == ["Mindful session 10 low", "Running 30 medium", "Traditional Strength Training 45 medium"])
        #expect(tally.summary.skipped["HKCategoryTypeIdentifierMindfulSession shorter than a minute"] == 1)
    }

    @Test func unknownTypesAreCountedOnceEvenInsideCorrelations() throws {
        let tally = try ImportHarness.run(importer, fixture: "apple-health-export.xml")
        #expect(tally.summary.skipped["HKQuantityTypeIdentifierHeartRate"] == 1)
        #expect(tally.summary.skipped["HKQuantityTypeIdentifierBloodPressureSystolic"] == 1)
        #expect(tally.summary.added == [.glucose: 2, .flow: 4, .sleep: 2, .exercise: 3])
    }

    @Test func readingTheSameFileTwiceGivesTheSameKeys() throws {
        let first = try ImportHarness.run(importer, fixture: "apple-health-export.xml").items.map(\.dedupeKey)
        let second = try ImportHarness.run(importer, fixture: "apple-health-export.xml").items.map(\.dedupeKey)
        #expect(first == second)
        #expect(Set(first).count == first.count)
    }

    private func file(_ records: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n\(records)\n</HealthData>\n"
    }

    @Test func badNumberNamesLineAndAttribute() {
        let text = file("""
         <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="M" unit="mg/dL" startDate="2024-01-01 08:00:00 +0100" endDate="2024-01-01 08:00:00 +0100" value="105"/>
         <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="M" unit="mg/dL" startDate="2024-01-01 09:00:00 +0100" endDate="2024-01-01 09:00:00 +0100" value="1o5"/>
        """)
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 4)
        #expect(error?.field == "value")
    }

    @Test func badDateNamesLineAndAttribute() {
        let text = file("""
         <Record type="HKCategoryTypeIdentifierMenstrualFlow" sourceName="H" startDate="2024-13-01 00:00:00 +0100" endDate="2024-01-02 00:00:00 +0100" value="HKCategoryValueMenstrualFlowLight"/>
        """)
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 3)
        #expect(error?.field == "startDate")
    }

    @Test func implausibleGlucoseIsABadRow() {
        // 5.5 typed with mg/dL: the core refuses it below 10 mg/dL.
        let text = file("""
         <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="M" unit="mg/dL" startDate="2024-01-01 08:00:00 +0100" endDate="2024-01-01 08:00:00 +0100" value="5.5"/>
        """)
        #expect(ImportHarness.error(importer, text: text)?.field == "value")
    }

    @Test func fileCutInsideARecordFailsOnThatLine() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
         <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="M" unit="mg/dL" startDate="2024-01-01 08:00:00 +0100" endDate="2024-01-01 08:00:00 +0100" value="105"/>
         <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="M" unit="mg/d
        """
        #expect(ImportHarness.error(importer, text: text)?.line == 4)
    }

    @Test func fileCutBetweenRecordsIsNotWellFormed() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
         <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="M" unit="mg/dL" startDate="2024-01-01 08:00:00 +0100" endDate="2024-01-01 08:00:00 +0100" value="105"/>
        """
        #expect(ImportHarness.error(importer, text: text)?.message.contains("not well-formed") == true)
    }

    @Test func theDoctypeIsBlankedWithItsLinesKept() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!ATTLIST Record type CDATA #REQUIRED>\n]>\n<HealthData/>\n"
        let stream = DoctypeBlankingStream(InputStream(data: Data(text.utf8)))
        stream.open()
        var buffer = [UInt8](repeating: 0, count: 1_000)
        let count = buffer.withUnsafeMutableBufferPointer { stream.read($0.baseAddress!, maxLength: $0.count) }
        let out = String(decoding: buffer[0..<count], as: UTF8.self)
        #expect(!out.contains("ATTLIST"))
        #expect(out.filter { $0 == "\n" }.count == 5)
        #expect(out.hasSuffix("<HealthData/>\n"))
    }

    /// A header of tens of thousands of DOCTYPEs (a 10 KB zip) once cost half a minute of CPU: each one
    /// blanked restarted the walk from the first byte. Each is blanked in one pass, its lines kept.
    @Test func manyDoctypesAreBlankedInOnePass() throws {
        let count = 60_000
        let text = "<?xml version=\"1.0\"?>\n" + String(repeating: "<!DOCTYPE a>\n", count: count) + "<HealthData/>\n"
        let stream = DoctypeBlankingStream(InputStream(data: Data(text.utf8)))
        stream.open()
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while stream.hasBytesAvailable {
            let read = buffer.withUnsafeMutableBufferPointer { stream.read($0.baseAddress!, maxLength: $0.count) }
            guard read > 0 else { break }
            out += buffer[0..<read]
        }
        let blanked = String(decoding: out, as: UTF8.self)
        #expect(stream.failure == nil)
        #expect(!blanked.contains("DOCTYPE"))
        #expect(blanked.filter { $0 == "\n" }.count == count + 2)
        #expect(blanked.hasSuffix("<HealthData/>\n"))
    }

    @Test func otherXMLIsRefused() {
        let error = ImportHarness.error(importer, text: "<?xml version=\"1.0\"?>\n<gpx><trk/></gpx>\n")
        #expect(error?.message.contains("not an Apple Health export") == true)
    }

    @Test func workoutNamesReadAsWords() {
        #expect(AppleHealthWorkoutName.name("HKWorkoutActivityTypeHighIntensityIntervalTraining") == "High Intensity Interval Training")
        #expect(AppleHealthWorkoutName.name("HKWorkoutActivityTypeYoga") == "Yoga")
    }
}
