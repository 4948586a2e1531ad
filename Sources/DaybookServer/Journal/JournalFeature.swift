import Vapor

/// The daily journal: days and their once-a-day records, timestamped entries, favourites, the
/// calendar and live events; the home, log, history, day and calendar pages.
enum JournalFeature {
    static func register(_ routes: FeatureRoutes) {
        let api = routes.api
        api.get("days", ":date", use: DaysAPI.show)
        api.get("days", ":date", "symptoms", use: DaysAPI.symptoms)
        api.put("days", ":date", "symptoms", use: DaysAPI.replaceSymptoms)
        api.patch("days", ":date", "symptoms", use: DaysAPI.patchSymptoms)
        api.delete("days", ":date", "symptoms", use: DaysAPI.deleteSymptoms)
        api.get("days", ":date", "metrics", use: DaysAPI.metrics)
        api.put("days", ":date", "metrics", use: DaysAPI.replaceMetrics)
        api.delete("days", ":date", "metrics", use: DaysAPI.deleteMetrics)
        EntryAPI<StressEndpoint>.register(on: api)
        EntryAPI<GlucoseEndpoint>.register(on: api)
        EntryAPI<InsulinEndpoint>.register(on: api)
        EntryAPI<MealEndpoint>.register(on: api)
        EntryAPI<ExerciseEndpoint>.register(on: api)
        EntryAPI<SpanEndpoint>.register(on: api)
        EntryAPI<WeightEndpoint>.register(on: api)
        EntryAPI<TemperatureEndpoint>.register(on: api)
        EntryAPI<OvulationTestEndpoint>.register(on: api)
        api.get("days", ":date", "fertility", use: FertilityAPI.show)
        api.put("days", ":date", "fertility", use: FertilityAPI.replace)
        api.delete("days", ":date", "fertility", use: FertilityAPI.delete)
        api.get("days", ":date", "morning", use: MorningAPI.show)
        api.put("days", ":date", "morning", use: MorningAPI.replace)
        FavouritesAPI<FavouriteMeals>.register(on: api)
        FavouritesAPI<FavouriteExercises>.register(on: api)
        api.bounded(.reads).get("calendar", ":year", use: CalendarAPI.year)
        api.get("calendar", ":year", ":month", use: CalendarAPI.month)
        api.get("events", use: EventsAPI.stream)

        let pages = routes.pages
        pages.get(use: HomePage.show)
        pages.get("log", use: LogPage.show)
        pages.post("log", "day", use: LogPage.logDay)
        pages.post("log", "metrics", use: LogPage.logMetrics)
        pages.post("log", "fertility", use: LogPage.logFertility)
        pages.post("log", "morning", use: MorningPage.save)
        pages.post("log", ":kind", use: LogPage.logEntry)
        pages.post("log", "favourites", ":kind", ":id", use: LogPage.logFavourite)
        pages.get("history", use: HistoryPage.show)
        pages.get("history", ":kind", ":id", use: HistoryPage.edit)
        pages.post("history", ":kind", ":id", use: HistoryPage.update)
        pages.post("history", ":kind", ":id", "delete", use: HistoryPage.delete)
        pages.post("history", ":kind", "undo", use: HistoryPage.undo)
        // A day's glucose (a CGM logs 288 readings) drawn as a chart, one's own or an owner's shared day.
        pages.bounded(.reads).get("day", ":date", use: DayPage.show)
        pages.get("calendar", use: CalendarPage.show)
    }
}
