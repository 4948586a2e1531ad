import DaybookApp
import DaybookCore
import Vapor

/// `GET /api/v1/cycle/fertility?date=YYYY-MM-DD` (default today): the date's phase by the
/// sympto-thermal rules where the cycle holds temperatures, by the calendar method otherwise; `reason`
/// says why the calendar method answers or what the signs still lack, in the reader's language.
enum FertilityStatusAPI {
    struct Shift: Content {
        var coverLine: Double
        var confirmedOn: LocalDate
    }

    struct Output: Content {
        var date: LocalDate
        var method: FertilityAssessment.Method
        var phase: FertilityPhaseKind
        var ovulationConfirmed: Bool
        var ovulation: LocalDate?
        var temperatureShift: Shift?
        var mucusPeak: LocalDate?
        var reason: String?

        init(_ assessment: FertilityAssessment, words: FertilityReasonWords) {
            date = assessment.date
            method = assessment.method
            phase = assessment.phase
            ovulationConfirmed = assessment.ovulationConfirmed
            ovulation = assessment.ovulation
            if let line = assessment.coverLine, let confirmed = assessment.shiftConfirmedOn {
                temperatureShift = Shift(coverLine: (line * 100).rounded() / 100, confirmedOn: confirmed)
            }
            mucusPeak = assessment.mucusPeak
            reason = assessment.reason.map(words.sentence)
        }

        /// Every key always present (null when empty), so clients need not test for absence.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(date, forKey: .date)
            try c.encode(method, forKey: .method)
            try c.encode(phase, forKey: .phase)
            try c.encode(ovulationConfirmed, forKey: .ovulationConfirmed)
            try c.encode(ovulation, forKey: .ovulation)
            try c.encode(temperatureShift, forKey: .temperatureShift)
            try c.encode(mucusPeak, forKey: .mucusPeak)
            try c.encode(reason, forKey: .reason)
        }
    }

    @Sendable static func show(req: Request) async throws -> Output {
        let owner = try await req.dataOwner(for: .cycle)
        let date = try InsightParameters(req, zone: owner.account.preferences.zone).date()
        let view = try await FertilityView.load(owner.person, around: date, req.useCases)
        // In the reader's words: a grantee reads the owner's cycle in their own language and unit.
        let reader = try req.currentUser().account.preferences
        let words = FertilityReasonWords(strings: Strings.table(reader.language), language: reader.language, unit: reader.temperatureUnit)
        return Output(view.timeline.assessment(on: date), words: words)
    }
}
