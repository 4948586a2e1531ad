import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// drip's CSV export (Fixtures/drip-export.csv, written the way drip's own export code writes one):
/// every field Daybook keeps arrives, and everything else is counted by name.
@Suite struct DripImporterTests {
    let importer = DripImporter()

    func fixture() throws -> ImportTally {
        try ImportHarness.run(importer, fixture: "drip-export.csv")
    }

    @Test func everyKindDripAndDaybookShareIsCountedAndTheRestIsNamed() throws {
        let summary = try fixture().summary
        #expect(summary.added == [.flow: 5, .temperature: 11, .fertility: 7, .notes: 5, .cramps: 3, .mood: 3])
        #expect(summary.skipped == [
            "drip cervix (Daybook keeps no cervix signs)": 5, "drip mucus marked excluded": 1, "drip moods that disagree on one day": 1,
            "drip desire.value": 3, "drip sex.solo": 1, "drip sex.partner": 2, "drip sex.condom": 1, "drip sex.none": 1,
            "drip pain.ovulationPain": 1, "drip pain.headache": 1, "drip pain.backache": 1, "drip pain.nausea": 1,
            "drip mood.fatigue": 1, "drip mood.anxious": 1, "drip mood.stressed": 1,
        ])
        #expect(summary.duplicates == 0)
    }

    @Test func bleedingZeroToThreeIsSpottingToHeavyAndAnExcludedBleedingIsSpotting() throws {
        let flow = try fixture().items.compactMap { if case let .flow(date, level) = $0.value { "\(date) \(level.rawValue)" } else { nil } }
        #expect(flow == ["2024-03-09 SPOTTING", "2024-03-07 LIGHT", "2024-03-06 MEDIUM", "2024-03-05 HEAVY", "2024-02-20 SPOTTING"])
    }

    /// Taken at drip's time on the day, in the person's zone (Berlin, an hour ahead of UTC in March
    /// before the clocks change); an excluded reading stays, marked excluded.
    @Test func temperaturesKeepTheirTimeAndTheirExclusion() throws {
        let readings = try fixture().items.compactMap { if case let .temperature(reading) = $0.value { reading } else { nil } }
        #expect(readings.count == 11)
        let times = readings.map { UTCInstantText.string($0.time) }
        #expect(times.first == "2024-03-22T05:50:00Z")
        let excluded = readings.filter(\.excluded)
        #expect(excluded.map { UTCInstantText.string($0.time) } == ["2024-03-16T08:30:00Z"])
        #expect(excluded.map(\.celsius) == [37.4])
        #expect(readings.filter { !$0.excluded }.allSatisfy { (36.2...36.9).contains($0.celsius) })
    }

    @Test func aTemperatureWithoutATimeIsTakenAtTheDaysStart() throws {
        let tally = try ImportHarness.run(importer, text: "date,temperature.value,temperature.exclude,temperature.time,bleeding.value\n2024-03-05,36.5,false,,\n")
        guard case let .temperature(reading) = tally.items.first?.value else {
            Issue.record("no temperature: \(tally.items)")
            return
        }
        #expect(UTCInstantText.string(reading.time) == "2024-03-04T23:00:00Z")
        #expect(!reading.excluded)
    }

    @Test func mucusFeelingAndTextureAreDaybooksMucusAndTheNFPValueAgrees() throws {
        let mucus = try fixture().items.compactMap { item -> String? in
            guard case let .mucus(date, mucus) = item.value else { return nil }
            return "\(date) \(mucus.feeling.rawValue)/\(mucus.texture.rawValue) \(mucus.nfpValue)"
        }
        #expect(mucus == [
            "2024-03-22 dry/none 0", "2024-03-21 dry/none 0", "2024-03-20 nothing/none 1", "2024-03-19 nothing/creamy 3",
            "2024-03-18 slippery/eggWhite 4", "2024-03-17 wet/creamy 3", "2024-03-12 dry/none 0",
        ])
    }

    @Test func aMucusValueThatDoesNotGoWithItsFeelingAndTextureNamesTheColumn() {
        let text = "date,bleeding.value,mucus.feeling,mucus.texture,mucus.value,mucus.exclude\n2024-03-05,,2,1,3,false\n2024-03-06,,2,1,2,false\n"
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 3)
        #expect(error?.field == "mucus.value")
    }

    @Test func notesGatherTheWordsWrittenBesideSymptoms() throws {
        let notes = try fixture().items.compactMap { if case let .note(date, text) = $0.value { "\(date): \(text)" } else { nil } }
        #expect(notes == [
            "2024-03-16: cold\nTemperature: fever, stayed in bed",
            "2024-03-06: Pain: hot water bottle helps",
            "2024-03-05: first day\ncramps in the evening\nMood: work deadline",
            "2024-02-20: Sex: relaxing",
            "2024-02-18: dentist; new filling",
        ])
    }

    @Test func crampsAndTheMoodsDaybookHasArrive() throws {
        let items = try fixture().items
        let cramps = items.compactMap { if case let .cramps(date, level) = $0.value { "\(date) \(level.rawValue)" } else { nil } }
        #expect(cramps == ["2024-03-07 NEUTRAL", "2024-03-06 NEUTRAL", "2024-03-05 NEUTRAL"])
        let moods = items.compactMap { if case let .mood(date, mood) = $0.value { "\(date) \(mood.rawValue)" } else { nil } }
        #expect(moods == ["2024-03-22 NEUTRAL", "2024-03-16 SAD", "2024-03-07 HAPPY"])
    }

    /// Each value has a key of its own from the day and the kind: the same file read again gives the same keys.
    @Test func keysAreTheDayAndTheKindAndDoNotRepeat() throws {
        let keys = try fixture().items.map(\.dedupeKey)
        #expect(Set(keys).count == keys.count)
        #expect(keys.contains("drip|temperature|2024-03-16"))
        #expect(try fixture().items.map(\.dedupeKey) == keys)
    }

    /// drip keeps notes for days to come (a plan); Daybook's journal ends tomorrow, so such a note is
    /// counted, while anything else on such a day is a typo the file must not bring in.
    @Test func aNoteOnADayStillToComeIsCountedAndAnythingElseIsRefused() throws {
        var context = ImportHarness.context
        context.horizon = JournalHorizon(today: date("2024-03-07"))
        let note = "date,bleeding.value,note.value\n2024-03-20,,dentist\n2024-03-05,2,\n"
        let tally = try ImportHarness.run(importer, text: note, context: context)
        #expect(tally.summary.skipped == ["drip note on a day still to come": 1])
        #expect(tally.summary.added == [.flow: 1])
        let bleeding = "date,bleeding.value,note.value\n2024-03-20,2,dentist\n"
        let error = ImportHarness.error(importer, text: bleeding, context: context)
        #expect(error?.line == 2)
        #expect(error?.field == "date")
    }

    @Test func aColumnDripDoesNotHaveIsCountedByName() throws {
        let tally = try ImportHarness.run(importer, text: "date,bleeding.value,bleeding.note\n2024-03-05,1,heavier than usual\n")
        #expect(tally.summary.skipped == ["drip bleeding.note": 1])
        #expect(tally.summary.added == [.flow: 1])
    }

    @Test func badValuesNameTheirColumn() {
        let cases: [(String, String)] = [
            ("date,bleeding.value,bleeding.exclude\n2024-03-05,1,maybe\n", "bleeding.exclude"),
            ("date,bleeding.value,temperature.value\n2024-03-05,,99.1\n", "temperature.value"),
            ("date,bleeding.value,temperature.value,temperature.time\n2024-03-05,,36.5,7.30\n", "temperature.time"),
            ("date,bleeding.value,mucus.feeling,mucus.texture\n2024-03-05,,4,0\n", "mucus.feeling"),
            ("date,bleeding.value,pain.cramps\n2024-03-05,,yes\n", "pain.cramps"),
        ]
        for (text, column) in cases {
            let error = ImportHarness.error(importer, text: text)
            #expect(error?.line == 2, "\(text)")
            #expect(error?.field == column, "\(text)")
        }
    }

    @Test func badBleedingValueNamesLineAndColumnAfterAQuotedNewline() {
        // The note on line 2 spans two lines, so the bad row starts on line 4.
        let text = "date,bleeding.value,note.value\n2024-03-05,2,\"first day\nstill\"\n2024-03-06,4,\n"
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 4)
        #expect(error?.field == "bleeding.value")
    }

    @Test func badDateNamesTheDateColumn() {
        let error = ImportHarness.error(importer, text: "date,bleeding.value\n2024-03-05,1\n05.03.2024,1\n")
        #expect(error?.line == 3)
        #expect(error?.field == "date")
    }

    @Test func wrongHeaderIsRefusedOnLineOne() {
        let error = ImportHarness.error(importer, text: "date,temperature.value\n2024-03-05,36.5\n")
        #expect(error?.line == 1)
        #expect(error?.field == "bleeding.value")
    }

    @Test func unclosedQuoteIsABadRow() {
        let error = ImportHarness.error(importer, text: "date,bleeding.value,note.value\n2024-03-05,1,\"never closed\n")
        #expect(error?.line == 2)
    }
}
