import Vapor

/// Every route of the server: the table of contents. `/openapi.json` describes each of them.
func routes(_ app: Application) throws {
    app.get("health", use: HealthAPI.check)
    app.get("ping", use: PingAPI.ping)
    app.get("openapi.json", use: OpenAPIDocument.serve)

    let api = app.grouped("api", "v1")
    api.post("users", use: UsersAPI.register)
    api.post("tokens", use: TokensAPI.create)

    // Everything below needs a logged-in user: a bearer token, or the web session.
    let authed = api.grouped(BearerTokenAuthenticator(), UserSessionAuthenticator(), RequireUser(), SessionWriteGuard(), PasscodeLock(isPage: false))
    authed.get("tokens", use: TokensAPI.list)
    authed.delete("tokens", "current", use: TokensAPI.deleteCurrent)
    authed.delete("tokens", ":id", use: TokensAPI.delete)
    authed.get("me", use: MeAPI.show)
    authed.patch("me", use: MeAPI.update)
    authed.delete("me", use: MeAPI.delete)
    authed.post("me", "password", use: MeAPI.changePassword)
    authed.get("me", "passcode", use: PasscodeAPI.show)
    authed.put("me", "passcode", use: PasscodeAPI.set)
    authed.delete("me", "passcode", use: PasscodeAPI.remove)

    // The cycle engine: periods, statistics, predictions, alerts, pauses, the calendar feed.
    authed.get("cycle", "periods", use: PeriodsAPI.list)
    authed.post("cycle", "periods", use: PeriodsAPI.create)
    authed.put("cycle", "periods", ":start", use: PeriodsAPI.update)
    authed.delete("cycle", "periods", ":start", use: PeriodsAPI.delete)
    authed.get("cycle", "stats", use: CycleAPI.stats)
    authed.get("cycle", "predictions", use: CycleAPI.predictions)
    authed.get("cycle", "alerts", use: CycleAPI.alerts)
    authed.get("cycle", "pauses", use: PausesAPI.list)
    authed.post("cycle", "pauses", use: PausesAPI.create)
    authed.put("cycle", "pauses", ":id", use: PausesAPI.update)
    authed.delete("cycle", "pauses", ":id", use: PausesAPI.delete)
    authed.get("cycle", "feed", use: CalendarFeedAPI.status)
    authed.post("cycle", "feed", use: CalendarFeedAPI.create)
    authed.delete("cycle", "feed", use: CalendarFeedAPI.revoke)
    // Calendar apps fetch the feed with the secret in the URL, without a log-in.
    app.get("feeds", ":file", use: CalendarFeedAPI.feed)

    // The journal: days, once-a-day records, timestamped entries, favourites, calendar, live events.
    authed.get("days", ":date", use: DaysAPI.show)
    authed.get("days", ":date", "symptoms", use: DaysAPI.symptoms)
    authed.put("days", ":date", "symptoms", use: DaysAPI.replaceSymptoms)
    authed.patch("days", ":date", "symptoms", use: DaysAPI.patchSymptoms)
    authed.delete("days", ":date", "symptoms", use: DaysAPI.deleteSymptoms)
    authed.get("days", ":date", "metrics", use: DaysAPI.metrics)
    authed.put("days", ":date", "metrics", use: DaysAPI.replaceMetrics)
    authed.delete("days", ":date", "metrics", use: DaysAPI.deleteMetrics)
    EntryAPI<StressEndpoint>.register(on: authed)
    EntryAPI<GlucoseEndpoint>.register(on: authed)
    EntryAPI<InsulinEndpoint>.register(on: authed)
    EntryAPI<MealEndpoint>.register(on: authed)
    EntryAPI<ExerciseEndpoint>.register(on: authed)
    EntryAPI<SpanEndpoint>.register(on: authed)
    FavouritesAPI<FavouriteMeals>.register(on: authed)
    FavouritesAPI<FavouriteExercises>.register(on: authed)
    authed.get("calendar", ":year", use: CalendarAPI.year)
    authed.get("calendar", ":year", ":month", use: CalendarAPI.month)
    authed.get("events", use: EventsAPI.stream)
    let limits = app.daybook.config.bodyLimits
    DataAccessRoutes.register(on: authed, limits: limits)
    ImportsAPI.register(on: authed, limits: limits)
    NightscoutRoutes.register(settings: authed, clients: app)
    RemindersAPI.register(on: authed)
    InsightsAPI.register(on: authed)
    TimelinesAPI.register(on: authed, limits: limits)

    try WebRoutes.register(app)
}

/// 401 unless an authenticator found the user; a grantee's write is 403, and another owner's
/// data asked of a route that shares nothing is 404.
struct RequireUser: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        _ = try request.currentUser()
        try request.refuseWriteForAnotherOwner()
        let response = try await next.respond(to: request)
        try request.refuseUnreadOwnerQuery()
        return response
    }
}
