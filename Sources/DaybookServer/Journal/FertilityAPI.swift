import DaybookApp
import DaybookCore
import Vapor

/// `/api/v1/days/{date}/fertility`: the day's fertility signs, `{mucus: {feeling, texture}}`.
/// They belong to the cycle: a grantee of `cycle` reads them.
enum FertilityAPI {
    static let fields: Set<String> = ["mucus"]
    static let mucusFields: Set<String> = ["feeling", "texture"]

    @Sendable static func show(req: Request) async throws -> EntryOutput<FertilitySigns> {
        let user = try await req.dataOwner(for: .cycle)
        let date = try req.dayParameter()
        guard let signs = try await DailyLogs(req.useCases).fertility(on: date, of: user.person) else {
            throw APIError.notFound("No fertility signs were logged on this day; they")
        }
        return EntryOutput(date: date, value: signs)
    }

    /// Replaces the day's signs; `{}` or `{"mucus": null}` removes them.
    @Sendable static func replace(req: Request) async throws -> EntryOutput<FertilitySigns> {
        let user = try req.currentUser()
        let date = try req.dayParameter()
        let body = try JSONBody.object(of: req, allowed: fields)
        if let mucus = body["mucus"] as? [String: Any], let unknown = mucus.keys.sorted().first(where: { !mucusFields.contains($0) }) {
            throw APIError.invalid("mucus.\(unknown)", .notAFieldOfRequest)
        }
        let signs = try JSONCoding.decoder().decode(FertilitySigns.self, from: try JSONBody.data(body))
        try await SetFertilitySigns(req.useCases)(signs, on: date, for: user.person)
        return EntryOutput(date: date, value: signs)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        try await DeleteFertilitySigns(req.useCases)(on: try req.dayParameter(), for: try req.currentUser().person)
        return .noContent
    }
}
