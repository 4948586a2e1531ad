import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// Starting a run of a scenario named in a request: the catalogue (built-in or the person's own)
/// finds it, the use case starts it. The runs API and the timelines page both start runs here.
enum TimelineRunStart {
    static func start(named: String, totalTime: Double, language: Language?, user: CurrentUser, req: Request) async throws -> TimelineRunInProgress {
        guard let scenario = try await req.scenarioCatalogue.find(named: named, for: user.person, using: req.useCases)?.scenario else {
            let problem = Problem(.apiNoScenario, ["named": named])
            throw APIError(status: .notFound, code: "notFound", message: problem.english, field: "named", problem: problem)
        }
        let language = try language.map { try AccountRules.language($0) } ?? user.account.preferences.language
        return try await StartTimelineRun(req.useCases)(scenario, totalTime: totalTime, language: language,
                                                        for: user.person)
    }
}
