import DaybookApp
import DaybookCore
import Vapor

/// "New period or spotting?" on the home and cycle pages: the latest bleeding of the last two months
/// that began too soon after a period, with one button per answer.
struct StartQuestionCard: Encodable {
    /// How far back an unanswered start is still asked about.
    static let askedForDays = 60

    var date: String
    var text: String

    init?(_ starts: [UncertainStart], today: LocalDate, language: Language) {
        guard let start = starts.last, today.days(since: start.date) <= Self.askedForDays else { return nil }
        date = start.date.description
        text = (Strings.table(language)["startQuestionText"] ?? "")
            .replacingOccurrences(of: "{date}", with: DateText.format(start.date, language: language))
            .replacingOccurrences(of: "{days}", with: String(start.daysSincePeriodStart))
    }

    @Sendable static func answer(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let text = req.parameters.get("date"), let date = try? LocalDate(parsing: text),
              let answer = (try? req.content.get(String.self, at: "answer")).flatMap(StartAnswer.init(rawValue:))
        else { throw Abort(.badRequest) }
        try await AnswerUncertainStart(req.useCases)(answer, for: date, by: user.person)
        let back = (try? req.content.get(String.self, at: "back")) == "cycle" ? "/cycle" : "/"
        return req.redirect(to: back + "?saved=1")
    }
}
