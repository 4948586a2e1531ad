import Testing
import DaybookCore

/// How a lens is worded, in words the caller passes in.
@Suite struct CyclePhaseReadingTests {
    @Test func someEvidenceIsSaidAsSuch() throws {
        let journal = LensFixture.glucoseJournal(lutealShift: 15, seed: 42)
        let lens = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values, today: journal.today)
        let reading = CyclePhaseReading(lens, adjustedPValue: 0.03)  // as if corrected across several measures
        #expect(reading.outcome == .difference && reading.evidence == .some)
        #expect(reading.higherPhase == .luteal && reading.cycles == 7)
        let amount = try #require(reading.amount)
        #expect(reading.sentence(measure: "glucose", unit: "mg/dL", words: LensFixture.english)
            == "Your glucose runs \(Int(amount.rounded())) mg/dL higher in the luteal phase than in the \(reading.lowerPhase?.rawValue ?? "") phase; 7 cycles, some evidence.")
        #expect(CyclePhaseReading(lens, adjustedPValue: 0.2).outcome == .noClearDifference)
    }

    @Test func theCallersWordsAndNumbersAreUsed() {
        let journal = LensFixture.glucoseJournal(lutealShift: 15, seed: 42)
        let lens = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values, today: journal.today)
        var german = LensFixture.english
        german.difference = "Dein {measure} liegt in der {higher} um {amount} {unit} höher als in der {lower}; {cycles} Zyklen, {evidence}."
        german.phaseNames = [.luteal: "Lutealphase", .menstrual: "Menstruation", .follicular: "Follikelphase", .ovulatory: "Ovulationsphase"]
        german.evidence = [.strong: "deutlich belegt"]
        german.formatAmount = { _ in "12,5" }
        let sentence = CyclePhaseReading(lens).sentence(measure: "Zucker", unit: "mg/dl", words: german)
        #expect(sentence.hasPrefix("Dein Zucker liegt in der Lutealphase um 12,5 mg/dl höher als in der "))
        #expect(sentence.hasSuffix("; 7 Zyklen, deutlich belegt."))
    }
}
