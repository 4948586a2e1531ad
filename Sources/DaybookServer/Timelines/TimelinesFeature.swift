import Vapor

/// The scenario catalogue, imported scenarios, runs, and their pages.
enum TimelinesFeature {
    static func register(_ routes: FeatureRoutes) {
        TimelinesAPI.register(on: routes.api, limits: routes.limits)
        let pages = routes.pages
        pages.get("timelines", use: TimelinesPage.show)
        pages.post("timelines", "runs", use: TimelinesPage.start)
        pages.get("timelines", "runs", ":id", use: TimelineRunPage.show)
        pages.post("timelines", "runs", ":id", "cancel", use: TimelineRunPage.cancel)
    }
}
