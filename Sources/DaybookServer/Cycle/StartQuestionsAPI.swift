import DaybookApp
import DaybookCore
import Vapor

/// `/api/v1/cycle/questions`: bleeding that began too soon after a period to be a new one by the
/// rules waits for the person: "New period or spotting?". Until answered it starts no cycle.
enum StartQuestionsAPI {
    struct Question: Content {
        var date: LocalDate
        var kind = "newPeriodOrSpotting"
        var previousStart: LocalDate
        var daysSincePeriodStart: Int
        var answers = StartAnswer.allCases.map(\.rawValue)

        init(_ start: UncertainStart) {
            date = start.date
            previousStart = start.previousStart
            daysSincePeriodStart = start.daysSincePeriodStart
        }
    }

    struct Answer: Content {
        var answer: String
    }

    @Sendable static func list(req: Request) async throws -> [Question] {
        try await CycleView.load(try await req.dataOwner(for: .cycle).person, req.useCases).uncertainStarts.map(Question.init)
    }

    /// The questions still open afterwards.
    @Sendable static func answer(req: Request) async throws -> [Question] {
        let user = try req.currentUser()
        guard let text = req.parameters.get("date"), let date = try? LocalDate(parsing: text) else {
            throw APIError.invalid("date", .dateAsYYYYMMDD)
        }
        try KnownFields.check(req, allowed: ["answer"])
        let input = try req.content.decode(Answer.self)
        guard let answer = StartAnswer(rawValue: input.answer) else { throw APIError.invalid("answer", "must be period or spotting", Problem(.oneOf, ["choices": "period, spotting"])) }
        return try await AnswerUncertainStart(req.useCases)(answer, for: date, by: user.person).map(Question.init)
    }
}
