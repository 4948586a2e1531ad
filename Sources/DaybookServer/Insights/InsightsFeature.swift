import Vapor

/// Analyses of stress, metrics, correlations, mood and glucose, their SVG charts, and the insights page.
enum InsightsFeature {
    static func register(_ routes: FeatureRoutes) {
        InsightsAPI.register(on: routes.api.bounded(.reads))
        routes.pages.bounded(.reads).get("insights", use: InsightsPage.show)
        routes.pages.bounded(.reads).get("insights", "mood", use: MoodPage.show)
    }
}
