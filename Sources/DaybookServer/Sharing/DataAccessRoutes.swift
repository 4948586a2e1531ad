import Vapor

/// Issue 8 items 4 and 6: sharing with another person, and your data to take away.
enum DataAccessRoutes {
    static func register(on routes: any RoutesBuilder, limits: BodyLimits) {
        SharesAPI.register(on: routes)
        routes.get("export", use: ExportAPI.export)
        // A whole journal can be large: this route alone accepts a big body.
        routes.on(.POST, "import", limit: BodyLimit(bytes: limits.exportDocument), use: ExportAPI.importDocument)
    }
}
