import DaybookCore
import DaybookImport
import Testing

@Suite struct DaylioImporterTests {
    let importer = DaylioImporter()

    @Test func unmappedMoodNamesLineAndColumn() {
        let error = ImportHarness.error(importer, text: "full_date,date,weekday,time,mood,activities,note_title,note\n2024-02-01,February 1,Thursday,8:15 pm,Sleepy,,,\n")
        #expect(error?.line == 2)
        #expect(error?.field == "mood")
    }

    @Test func moodsMapPerDayAndTheDaysLatestEntryWins() throws {
        let context = ImportContext(timeZone: ImportHarness.berlin, daylioMoods: .standard.adding(["Sleepy": .idk]))
        let tally = try ImportHarness.run(importer, fixture: "daylio.csv", context: context)
        let moods = tally.items.compactMap { if case let .mood(date, mood) = $0.value { "\(date) \(mood.rawValue)" } else { nil } }
        // Daylio lists newest first: 21:10 "rad" is 02-03's latest entry; its 09:00 "meh" is a duplicate.
        #expect(moods == ["2024-02-03 GREAT", "2024-02-02 SAD", "2024-02-01 IDK"])
        #expect(tally.summary.duplicates == 1)
    }

    @Test func standardMappingCoversDaylioFiveMoods() {
        let mapping = DaylioMoodMapping.standard
        #expect(["rad", "good", "meh", "bad", "awful"].map { mapping.mood(for: $0) } == [.great, .happy, .neutral, .sad, .sad])
        #expect(mapping.mood(for: " RAD ") == .great)
    }
}
