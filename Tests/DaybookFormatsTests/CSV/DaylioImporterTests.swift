import DaybookCore
import DaybookFormats
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
        // Daylio lists newest first: 21:10 "rad" is 02-03's latest entry, so the day was great; one mood a day.
        #expect(moods == ["2024-02-01 IDK", "2024-02-02 SAD", "2024-02-03 GREAT"])
        #expect(tally.summary.duplicates == 0)
    }

    /// Activities, titles and notes are kept in the day's notes, every entry of the day oldest first;
    /// a lone entry with nothing but its mood adds no note.
    @Test func activitiesAndNotesBecomeTheDaysNotes() throws {
        let context = ImportContext(timeZone: ImportHarness.berlin, daylioMoods: .standard.adding(["Sleepy": .idk]))
        let tally = try ImportHarness.run(importer, fixture: "daylio.csv", context: context)
        let notes = Dictionary(uniqueKeysWithValues: tally.items.compactMap { item -> (String, String)? in
            if case let .note(date, text) = item.value { ("\(date)", text) } else { nil }
        })
        #expect(notes["2024-02-03"] == "Daylio:\n09:00 · meh\n21:10 · rad · friends, sport")
        #expect(notes["2024-02-02"] == "Daylio:\n20:00 · awful · work · Long day · a \"really\" long day")
        #expect(notes["2024-02-01"] == nil)
        #expect(tally.summary.added[.notes] == 2, "the dry run shows them as day notes")
    }

    @Test func everyUnmappedMoodIsNamedAtOnce() {
        let text = """
        full_date,date,weekday,time,mood,activities,note_title,note
        2024-02-03,February 3,Saturday,21:10,Sleepy,,,
        2024-02-02,February 2,Friday,20:00,rad,,,
        2024-02-01,February 1,Thursday,8:00,Tired,,,
        2024-01-31,January 31,Wednesday,8:00,sleepy,,,

        """
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.unmappedMoods == ["Sleepy", "Tired"], "a label in another case is the same label")
        #expect(error?.line == 2 && error?.field == "mood")
        #expect(error?.message.contains("--moods \"Sleepy=HAPPY,Tired=HAPPY\"") == true, "\(error?.message ?? "")")
    }

    @Test func theMappingIsReadFromLabelEqualsMoodPairs() throws {
        let mapping = try DaylioMoodMapping.parsing("sleepy=idk, Great = GREAT", field: "moods")
        #expect(mapping.mood(for: "Sleepy") == .idk && mapping.mood(for: "great") == .great && mapping.mood(for: "rad") == .great)
        #expect(throws: ValidationError.self) { try DaylioMoodMapping.parsing("sleepy", field: "moods") }
        #expect(throws: ValidationError.self) { try DaylioMoodMapping.parsing("sleepy=DROWSY", field: "moods") }
    }

    @Test func standardMappingCoversDaylioFiveMoods() {
        let mapping = DaylioMoodMapping.standard
        #expect(["rad", "good", "meh", "bad", "awful"].map { mapping.mood(for: $0) } == [.great, .happy, .neutral, .sad, .sad])
        #expect(mapping.mood(for: " RAD ") == .great)
    }
}
