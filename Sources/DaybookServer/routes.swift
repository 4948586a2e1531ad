import Vapor

/// Every route of the server, feature by feature: the table of contents. Each feature registers its
/// API handlers and its pages; `/openapi.json` describes every route.
func routes(_ app: Application) throws {
    app.get("health", use: HealthAPI.check)
    app.get("ping", use: PingAPI.ping)
    app.get("openapi.json", use: OpenAPIDocument.serve)

    let routes = FeatureRoutes(app)
    AccountFeature.register(routes)
    JournalFeature.register(routes)
    CycleFeature.register(routes)
    ReportsFeature.register(routes)
    InsightsFeature.register(routes)
    TimelinesFeature.register(routes)
    RemindersFeature.register(routes)
    SharingFeature.register(routes)
    YourDataFeature.register(routes)
    NightscoutFeature.register(routes)
    ImportsFeature.register(routes)
    OfflineFeature.register(routes)
}
