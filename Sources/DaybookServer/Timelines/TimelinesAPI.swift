import Vapor

/// `/api/v1/timelines/…`: the scenario catalogue and runs.
enum TimelinesAPI {
    static func register(on routes: any RoutesBuilder, limits: BodyLimits) {
        let timelines = routes.grouped("timelines")
        timelines.get("scenarios", use: ScenariosAPI.list)
        // Scenario files are larger than one API call.
        timelines.bounded(.files).on(.POST, "scenarios", limit: BodyLimit(bytes: limits.batch), use: ScenariosAPI.importFile)
        timelines.get("scenarios", ":named", use: ScenariosAPI.show)
        timelines.get("scenarios", ":named", "export", use: ScenariosAPI.export)
        timelines.delete("scenarios", ":named", use: ScenariosAPI.delete)
        timelines.post("runs", use: RunsAPI.start)
        timelines.get("runs", use: RunsAPI.list)
        timelines.get("runs", ":id", use: RunsAPI.show)
        timelines.delete("runs", ":id", use: RunsAPI.cancel)
    }
}
