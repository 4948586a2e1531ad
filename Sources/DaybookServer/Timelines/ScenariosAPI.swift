import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// The scenario catalogue: list, read with events, import a file, export it again, delete an import.
enum ScenariosAPI {
    @Sendable static func list(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let bundled = req.scenarioCatalogue.bundled.map { ScenarioSummaryDTO(summary: ScenarioSummary($0), imported: false) }
        let imported = try await ImportedScenarios(req.useCases).all(of: user.person)
            .map { ScenarioSummaryDTO(summary: ScenarioSummary($0), imported: true) }
        return try Response.json(bundled + imported)
    }

    /// The scenario JSON of the scenario, events included.
    @Sendable static func show(req: Request) async throws -> Response {
        let (scenario, _) = try await find(req)
        return file(try scenario.encodedJSON(), named: nil)
    }

    /// `POST /timelines/scenarios?format=seed|timelinejs[&named=…]`: the body is the file.
    /// A TimelineJS file has no key of its own, so it needs `named`.
    @Sendable static func importFile(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let format = try ScenarioFileFormat(req)
        guard let buffer = req.body.data, buffer.readableBytes > 0 else {
            throw APIError.invalid("file", "is empty; send the scenario file as the body", Problem(.notEmpty))
        }
        let data = Data(buffer: buffer)
        let scenario: Scenario
        switch format {
        case .seed:
            scenario = try Scenario.decode(fromJSON: data)
        case .timelinejs:
            guard let named = req.query[String.self, at: "named"] else {
                throw APIError.invalid("named", "is required for a TimelineJS file (?named=…)", Problem(.required))
            }
            scenario = try TimelineJS.scenario(fromJSON: data, named: named)
        }
        if req.scenarioCatalogue.builtIn(named: scenario.named) != nil {
            throw APIError.conflict("named", Problem(.apiScenarioNameBuiltIn, ["named": scenario.named]))
        }
        try await SaveScenario(req.useCases)(scenario, for: user.person)
        let response = file(try scenario.encodedJSON(), named: nil)
        response.status = .created
        response.headers.replaceOrAdd(name: .location, value: "/api/v1/timelines/scenarios/\(scenario.named)")
        return response
    }

    /// `?format=seed|timelinejs`; TimelineJS is written in one language (`?language=`, default: yours;
    /// a built-in scenario in its translation, an import in English unless German) and places "years
    /// ago" on the calendar from this year.
    @Sendable static func export(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let (scenario, _) = try await find(req)
        switch try ScenarioFileFormat(req) {
        case .seed:
            return file(try scenario.encodedJSON(), named: "\(scenario.named).json")
        case .timelinejs:
            let language = try languageQuery(req) ?? user.account.preferences.language
            let year = TimelineDateFormat.components(ofSeconds: req.clock.now().timeIntervalSince1970).year
            let data = try TimelineJS.exportJSON(of: scenario, language: language, wording: req.scenarioCatalogue.wording, presentYear: year)
            return file(data, named: "\(scenario.named).timeline.json")
        }
    }

    /// Deletes one of the user's imports; runs already started keep their copy.
    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        let named = try namedParameter(req)
        if try await ImportedScenarios(req.useCases).find(named: named, of: user.person) == nil,
           req.scenarioCatalogue.builtIn(named: named) != nil {
            throw APIError(status: .forbidden, code: "forbidden", message: ProblemKind.apiBuiltInScenario.english,
                           problem: Problem(.apiBuiltInScenario))
        }
        try await DeleteScenario(req.useCases)(named: named, for: user.person)
        return .noContent
    }

    // MARK: Helpers

    private static func find(_ req: Request) async throws -> (Scenario, Bool) {
        let user = try req.currentUser()
        guard let found = try await req.scenarioCatalogue.find(named: try namedParameter(req), for: user.person, using: req.useCases) else {
            throw APIError.notFound("This scenario")
        }
        return found
    }

    private static func namedParameter(_ req: Request) throws -> String {
        guard let named = req.parameters.get("named") else { throw APIError.notFound("This scenario") }
        return named
    }

    static func languageQuery(_ req: Request) throws -> Language? {
        guard let text = req.query[String.self, at: "language"] else { return nil }
        guard let language = Language(rawValue: text) else { throw APIError.invalid("language", .oneOf, ["choices": Language.allCases.map(\.rawValue).joined(separator: ", ")]) }
        return language
    }

    private static func file(_ data: Data, named filename: String?) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        if let filename {
            headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"\(filename)\"")
        }
        return Response(status: .ok, headers: headers, body: .init(data: data))
    }
}
