import Vapor

/// The cycle engine: periods, statistics, predictions, alerts, pauses, the calendar feed and the cycle page.
enum CycleFeature {
    static func register(_ routes: FeatureRoutes) {
        let api = routes.api
        api.get("cycle", "periods", use: PeriodsAPI.list)
        api.post("cycle", "periods", use: PeriodsAPI.create)
        api.put("cycle", "periods", ":start", use: PeriodsAPI.update)
        api.delete("cycle", "periods", ":start", use: PeriodsAPI.delete)
        api.get("cycle", "stats", use: CycleAPI.stats)
        api.get("cycle", "predictions", use: CycleAPI.predictions)
        api.get("cycle", "alerts", use: CycleAPI.alerts)
        api.get("cycle", "fertility", use: FertilityStatusAPI.show)
        api.get("cycle", "questions", use: StartQuestionsAPI.list)
        api.put("cycle", "questions", ":date", use: StartQuestionsAPI.answer)
        api.get("cycle", "pauses", use: PausesAPI.list)
        api.post("cycle", "pauses", use: PausesAPI.create)
        api.put("cycle", "pauses", ":id", use: PausesAPI.update)
        api.delete("cycle", "pauses", ":id", use: PausesAPI.delete)
        api.get("cycle", "feed", use: CalendarFeedAPI.status)
        api.post("cycle", "feed", use: CalendarFeedAPI.create)
        api.delete("cycle", "feed", use: CalendarFeedAPI.revoke)
        // Calendar apps fetch the feed with the secret in the URL, without a log-in.
        routes.app.get("feeds", ":file", use: CalendarFeedAPI.feed)

        routes.pages.get("cycle", use: CyclePage.show)
        routes.pages.post("cycle", "questions", ":date", use: StartQuestionCard.answer)
        routes.pages.post("cycle", "periods", use: CyclePage.add)
        routes.pages.post("cycle", "periods", ":start", "delete", use: CyclePage.delete)
    }
}
