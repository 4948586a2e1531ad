import DaybookCore
import Foundation
import Vapor

/// Every route of the route table and who may call it. A route missing here fails
/// `AuthorizationMatrixTests` with its name: classify each new route in this table.
enum AuthorizationMatrix {
    static let rules: [RouteRule] = open + secrets + account + cycle + journal + entries + favourites + dataAccess
        + reminders + insights + timelines + pages

    // MARK: Open and secret

    static let open: [RouteRule] = [
        .init(route: "GET /health", access: .open("load balancers probe it; it says only whether the database answers")),
        .init(route: "GET /ping", access: .open("a liveness probe with no data")),
        .init(route: "GET /openapi.json", access: .open("the API's description, no data")),
        .init(route: "POST /api/v1/users", access: .open("sign-up")),
        .init(route: "POST /api/v1/tokens", access: .open("log-in: it checks the password itself")),
        .init(route: "GET /login", access: .open("the log-in page")),
        .init(route: "POST /login", access: .open("log-in: it checks the password itself")),
        .init(route: "GET /login/code", access: .open("a log-in's second step: only a session that passed the password gets the form")),
        .init(route: "POST /login/code", access: .open("a log-in's second step: it checks the session's pending log-in and the code itself")),
        .init(route: "GET /signup", access: .open("the sign-up page")),
        .init(route: "POST /signup", access: .open("sign-up")),
        .init(route: "POST /logout", access: .open("ends whatever session there is; without one it does nothing")),
        .init(route: "GET /sw.js", access: .open("the web app's service worker: a script, no data")),
        .init(route: "GET /offline", access: .open("the page shown offline for one not kept: nothing of the journal")),
    ]

    static let nightscoutReason = "a CGM uploader sends the user's Nightscout API secret (NightscoutAuthTests)"

    static let secrets: [RouteRule] = [
        .init(route: "GET /feeds/:file", access: .secret("calendar apps fetch the feed by the secret in its URL")),
    ] + [
        "GET entries", "POST entries", "DELETE entries", "GET entries.json", "POST entries.json", "DELETE entries.json",
        "GET entries/:spec", "DELETE entries/:spec",
        "GET treatments", "POST treatments", "PUT treatments", "DELETE treatments",
        "GET treatments.json", "POST treatments.json", "PUT treatments.json", "DELETE treatments.json", "DELETE treatments/:id",
        "GET devicestatus", "POST devicestatus", "GET devicestatus.json", "POST devicestatus.json",
        "GET profile", "POST profile", "GET profile.json", "POST profile.json", "GET profile/current", "GET profile/current.json",
        "GET profiles", "GET profiles.json", "GET activity", "POST activity", "GET activity.json", "POST activity.json",
        "GET status", "GET status.json", "GET verifyauth", "GET experiments/test",
    ].flatMap { route in
        let parts = route.split(separator: " ")
        // The same paths at the root, for clients that take only a host: the secret finds the person.
        return ["/nightscout/:handle/api/v1/", "/api/v1/"].map { base in
            RouteRule(route: "\(parts[0]) \(base)\(parts[1])", access: .secret(nightscoutReason),
                      owner: parts[0] == "GET" ? nil : .skip("changes the owner's records: NightscoutEntriesTests, NightscoutTreatmentsTests"))
        }
    } + ["/nightscout/:handle/api/v2/", "/api/v2/"].flatMap { base in
        [
            RouteRule(route: "GET \(base)authorization/request/:accessToken",
                      access: .secret("an app exchanges its Nightscout access token, in the path, for a JWT (NightscoutTokenTests)")),
            RouteRule(route: "GET \(base)properties", access: .secret(nightscoutReason)),
            RouteRule(route: "GET \(base)properties/:names", access: .secret(nightscoutReason)),
        ]
    } + ["/nightscout/:handle/pebble", "/pebble"].map { path in
        RouteRule(route: "GET \(path)", access: .secret(nightscoutReason))
    } + [
        "GET status", "GET lastModified", "GET :collection", "POST :collection", "GET :collection/history",
        "GET :collection/history/:lastModified", "GET :collection/:identifier", "PUT :collection/:identifier",
        "PATCH :collection/:identifier", "DELETE :collection/:identifier",
    ].flatMap { route in
        let parts = route.split(separator: " ")
        return ["/nightscout/:handle/api/v3/", "/api/v3/"].map { base in
            RouteRule(route: "\(parts[0]) \(base)\(parts[1])",
                      access: .secret("an API v3 client (AndroidAPS) sends a token's JWT, or the secret (NightscoutV3Tests)"),
                      headers: parts[1].hasSuffix("/history") ? ["Last-Modified": "Tue, 14 Nov 2023 22:13:20 GMT"] : [:])
        }
    } + ["/nightscout/:handle/api/v3/", "/api/v3/"].map { base in
        RouteRule(route: "GET \(base)version", access: .open("Nightscout's version: clients ask before they have a token"))
    } + ["/socket.io", "/nightscout/:handle/socket.io"].flatMap { base in
        ["GET", "POST"].map { method in
            RouteRule(route: "\(method) \(base)", access: .open(
                "Engine.IO's transport: a session shows nothing until a subscribe with a credential (test_nightscout_socketio.py)"))
        }
    }

    // MARK: The account

    static let account: [RouteRule] = [
        .init(route: "GET /api/v1/tokens", access: .own, owner: .expect(.ok, contains: "spare")),
        .init(route: "DELETE /api/v1/tokens/current", access: .own, owner: .freshAccount(.noContent)),
        .init(route: "DELETE /api/v1/tokens/:id", access: .ownRow, id: "token"),
        .init(route: "GET /api/v1/me", access: .own, owner: .expect(.ok, contains: "ada@example.org")),
        .init(route: "PATCH /api/v1/me", access: .own, body: .json(["displayName": "Ada"])),
        .init(route: "DELETE /api/v1/me", access: .own, body: .json(["password": "correct horse battery"]), owner: .freshAccount(.noContent)),
        .init(route: "POST /api/v1/me/password", access: .own,
              body: .json(["currentPassword": "correct horse battery", "newPassword": "another horse battery"]), owner: .freshAccount(.noContent)),
        .init(route: "GET /api/v1/me/passcode", access: .own),
        .init(route: "GET /api/v1/me/two-factor", access: .own),
        .init(route: "POST /api/v1/me/two-factor", access: .own, body: .json(["password": "correct horse battery"]),
              owner: .freshAccount(.ok)),
        .init(route: "POST /api/v1/me/two-factor/confirm", access: .own, body: .json(["code": "000000"]),
              owner: .skip("needs the authenticator's code: TwoFactorTests")),
        .init(route: "DELETE /api/v1/me/two-factor", access: .own, body: .json(["password": "correct horse battery"]),
              owner: .freshAccount(.noContent)),
        .init(route: "PUT /api/v1/me/passcode", access: .own, body: .json(["passcode": "4711", "idleMinutes": 5]), owner: .freshAccount(.ok)),
        .init(route: "DELETE /api/v1/me/passcode", access: .own, owner: .freshAccount(.noContent)),
        .init(route: "GET /api/v1/nightscout", access: .own),
        .init(route: "POST /api/v1/nightscout/secret", access: .own, owner: .expect(.ok)),
        .init(route: "GET /api/v1/nightscout/tokens", access: .own),
        .init(route: "POST /api/v1/nightscout/tokens", access: .own, body: .json(["name": "Watch", "role": "readable"])),
        .init(route: "DELETE /api/v1/nightscout/tokens/:id", access: .ownRow, id: "nightscoutToken"),
        // With `?owner=` a follower of any category hears of the granted kinds only: FollowerTests.
        .init(route: "GET /api/v1/events", access: .sharedParts([:], otherwise: .ok),
              owner: .skip("a stream that stays open: LiveEventsTests, FollowerTests"), streams: true),
    ]

    // MARK: The cycle engine

    static let cycle: [RouteRule] = [
        .init(route: "GET /api/v1/cycle/periods", access: .shared(.cycle), owner: .expect(.ok, contains: "2026-05-04")),
        .init(route: "POST /api/v1/cycle/periods", access: .shared(.cycle), body: .json(["start": "2026-03-09", "end": "2026-03-12"])),
        .init(route: "PUT /api/v1/cycle/periods/:start", access: .shared(.cycle), body: .json(["start": "2026-05-04", "end": "2026-05-06"])),
        .init(route: "DELETE /api/v1/cycle/periods/:start", access: .shared(.cycle)),
        .init(route: "GET /api/v1/cycle/stats", access: .shared(.cycle), owner: .expect(.ok, contains: "28")),
        .init(route: "GET /api/v1/cycle/predictions", access: .shared(.cycle), owner: .expect(.ok, contains: "2026-0")),
        .init(route: "GET /api/v1/cycle/alerts", access: .shared(.cycle)),
        .init(route: "GET /api/v1/cycle/questions", access: .shared(.cycle)),
        .init(route: "PUT /api/v1/cycle/questions/:date", access: .own, body: .json(["answer": "spotting"]),
              owner: .skip("needs bleeding that waits for an answer: StartQuestionTests")),
        .init(route: "GET /api/v1/cycle/pauses", access: .shared(.cycle), owner: .expect(.ok, contains: "2026-08-01")),
        .init(route: "POST /api/v1/cycle/pauses", access: .shared(.cycle), body: .json(["kind": "other", "start": "2026-09-01"])),
        .init(route: "PUT /api/v1/cycle/pauses/:id", access: .sharedRow(.cycle), id: "pause", body: .json(["kind": "other", "start": "2026-08-02"])),
        .init(route: "DELETE /api/v1/cycle/pauses/:id", access: .sharedRow(.cycle), id: "pause2"),
        .init(route: "GET /api/v1/cycle/feed", access: .own, owner: .expect(.ok, contains: "true")),
        .init(route: "GET /api/v1/cycle/fertility", access: .shared(.cycle), query: "date=2026-05-04"),
        .init(route: "POST /api/v1/cycle/feed", access: .own),
        .init(route: "DELETE /api/v1/cycle/feed", access: .own),
    ]

    // MARK: The journal's days and calendar

    static let dayParts: [ShareCategory: String] = [.cycle: "HEAVY", .symptoms: "SAD", .diabetes: "Porridge", .stress: "ada's deadline"]

    static let journal: [RouteRule] = [
        .init(route: "GET /api/v1/days/:date", access: .sharedParts(dayParts, otherwise: .ok)),
        .init(route: "GET /api/v1/days/:date/symptoms", access: .sharedParts([.cycle: "HEAVY", .symptoms: "SAD"], otherwise: .notFound)),
        .init(route: "PUT /api/v1/days/:date/symptoms", access: .shared(.symptoms),
              body: .json(["flow": "HEAVY", "mood": "SAD", "notes": "ada's private note"])),
        .init(route: "PATCH /api/v1/days/:date/symptoms", access: .shared(.symptoms), body: .json(["mood": "SAD"])),
        .init(route: "DELETE /api/v1/days/:date/symptoms", access: .shared(.symptoms)),
        .init(route: "GET /api/v1/days/:date/metrics", access: .shared(.stress), owner: .expect(.ok, contains: "\"sleep\":8")),
        .init(route: "PUT /api/v1/days/:date/metrics", access: .shared(.stress), body: .json(["sleep": 8])),
        .init(route: "DELETE /api/v1/days/:date/metrics", access: .shared(.stress)),
        .init(route: "GET /api/v1/days/:date/fertility", access: .shared(.cycle), owner: .expect(.ok, contains: "\"eggWhite\"")),
        .init(route: "PUT /api/v1/days/:date/fertility", access: .shared(.cycle),
              body: .json(["mucus": ["feeling": "slippery", "texture": "eggWhite"]])),
        .init(route: "DELETE /api/v1/days/:date/fertility", access: .shared(.cycle)),
        .init(route: "GET /api/v1/days/:date/morning", access: .shared(.cycle), owner: .expect(.ok, contains: "\"eggWhite\"")),
        .init(route: "PUT /api/v1/days/:date/morning", access: .shared(.cycle),
              body: .json(["mucus": ["feeling": "slippery", "texture": "eggWhite"], "flow": "HEAVY"])),
        .init(route: "GET /api/v1/calendar/:year", access: .sharedParts([.cycle: "HEAVY", .symptoms: "SAD"], otherwise: .ok)),
        .init(route: "GET /api/v1/calendar/:year/:month", access: .sharedParts([.cycle: "HEAVY", .symptoms: "SAD"], otherwise: .ok)),
    ]

    // MARK: Timestamped entries

    static let entryKinds: [(path: String, id: String, category: ShareCategory, body: RequestBody)] = [
        ("stress", "stress", .stress, .json(["level": 6, "time": "2026-05-04T08:00:00Z", "note": "ada's deadline"])),
        ("glucose", "glucose", .diabetes, .json(["value": 112, "unit": "mg/dL", "time": "2026-05-04T09:00:00Z"])),
        ("insulin", "insulin", .diabetes, .json(["units": 4, "kind": "bolus", "time": "2026-05-04T09:05:00Z"])),
        ("meals", "meal", .diabetes, .json(["name": "Porridge", "carbs": 54, "protein": 12, "fat": 8, "time": "2026-05-04T09:10:00Z"])),
        ("exercise", "exercise", .diabetes, .json(["name": "Run", "minutes": 30, "intensity": "medium", "time": "2026-05-04T18:00:00Z"])),
        ("spans", "span", .symptoms, .json(["kind": "illness", "start": "2026-05-04T10:00:00Z"])),
        ("weight", "weight", .symptoms, .json(["value": 61.5, "unit": "kg", "time": "2026-05-04T07:00:00Z"])),
        ("temperature", "temperature", .cycle, .json(["value": 36.55, "unit": "C", "time": "2026-05-04T06:30:00Z"])),
        ("ovulation-tests", "ovulationTest", .cycle, .json(["result": "positive", "time": "2026-05-04T08:00:00Z"])),
    ]

    static let entries: [RouteRule] = entryKinds.flatMap { kind in [
        RouteRule(route: "POST /api/v1/\(kind.path)", access: .shared(kind.category), body: kind.body),
        RouteRule(route: "GET /api/v1/\(kind.path)", access: .shared(kind.category), id: kind.id),
        RouteRule(route: "GET /api/v1/\(kind.path)/:id", access: .sharedRow(kind.category), id: kind.id),
        RouteRule(route: "PUT /api/v1/\(kind.path)/:id", access: .sharedRow(kind.category), id: kind.id, body: kind.body),
        RouteRule(route: "PATCH /api/v1/\(kind.path)/:id", access: .sharedRow(kind.category), id: kind.id,
                  body: .json([kind.path == "spans" ? "start" : "time": "2026-05-04T11:00:00Z"])),
        RouteRule(route: "DELETE /api/v1/\(kind.path)/:id", access: .sharedRow(kind.category), id: kind.id + "2"),
    ] }

    // MARK: Favourites

    static let favourites: [RouteRule] = [
        .init(route: "GET /api/v1/favourites/meals", access: .own, owner: .expect(.ok, contains: "Porridge")),
        .init(route: "POST /api/v1/favourites/meals", access: .own, body: .json(["name": "Toast", "carbs": 30, "protein": 5, "fat": 3])),
        .init(route: "DELETE /api/v1/favourites/meals/:id", access: .ownRow, id: "favouriteMeal2"),
        .init(route: "POST /api/v1/favourites/meals/:id/log", access: .ownRow, id: "favouriteMeal"),
        .init(route: "GET /api/v1/favourites/exercise", access: .own, owner: .expect(.ok, contains: "Run")),
        .init(route: "POST /api/v1/favourites/exercise", access: .own, body: .json(["name": "Swim", "minutes": 20, "intensity": "low"])),
        .init(route: "DELETE /api/v1/favourites/exercise/:id", access: .ownRow, id: "favouriteExercise2"),
        .init(route: "POST /api/v1/favourites/exercise/:id/log", access: .ownRow, id: "favouriteExercise"),
    ]

    // MARK: Sharing, export and imports

    static let dataAccess: [RouteRule] = [
        .init(route: "POST /api/v1/shares", access: .own, body: .json(["email": "spare3@example.org", "categories": ["stress"]])),
        .init(route: "GET /api/v1/shares", access: .own, owner: .expect(.ok, contains: "spare@example.org")),
        .init(route: "GET /api/v1/shares/incoming", access: .own),
        .init(route: "POST /api/v1/shares/accept", access: .own, body: .json(["code": "ABCD-EFGH-JKMN-PQRS"]),
              owner: .skip("needs the code its owner was shown: SharesAPITests")),
        .init(route: "POST /api/v1/shares/:id/invitation", access: .ownRow, id: "share", owner: .expect(.ok, contains: "\"invitation\"")),
        .init(route: "GET /api/v1/shares/:id", access: .ownRow, id: "share"),
        .init(route: "PATCH /api/v1/shares/:id", access: .ownRow, id: "share", body: .json(["categories": ["cycle", "stress"]])),
        .init(route: "DELETE /api/v1/shares/:id", access: .ownRow, id: "share2"),
        .init(route: "GET /api/v1/export", access: .own, owner: .expect(.ok, contains: "ada's private note")),
        .init(route: "POST /api/v1/import", access: .own, query: "mode=merge", body: .ownersExport, owner: .expect(.ok)),
        .init(route: "POST /api/v1/imports", access: .own, query: "format=drip&dryRun=true", body: .raw(ImportsAPITests.drip), owner: .expect(.ok)),
        .init(route: "POST /api/v1/integrations/health-auto-export", access: .own, query: "dryRun=true",
              body: .raw(#"{"data": {"metrics": [], "workouts": []}}"#), owner: .expect(.ok)),
    ]

    // MARK: Reminders, webhook, notifications

    static let reminders: [RouteRule] = [
        .init(route: "GET /api/v1/reminders", access: .own, id: "reminder"),
        .init(route: "POST /api/v1/reminders", access: .own, body: .json(["kind": "medication", "time": "08:00", "weekdays": [1], "text": "pill"])),
        .init(route: "GET /api/v1/reminders/:id", access: .ownRow, id: "reminder"),
        .init(route: "PUT /api/v1/reminders/:id", access: .ownRow, id: "reminder", body: .json(["kind": "water", "time": "11:00", "weekdays": [1, 2]])),
        .init(route: "PATCH /api/v1/reminders/:id", access: .ownRow, id: "reminder", body: .json(["enabled": false])),
        .init(route: "DELETE /api/v1/reminders/:id", access: .ownRow, id: "reminder2"),
        .init(route: "GET /api/v1/webhook", access: .own),
        .init(route: "PUT /api/v1/webhook", access: .own, body: .json(["url": "https://example.org/hook"])),
        .init(route: "DELETE /api/v1/webhook", access: .own),
        .init(route: "GET /api/v1/notifications", access: .shared(.timelines), owner: .expect(.ok, contains: "ada's deadline")),
        .init(route: "GET /api/v1/notifications/unread-count", access: .own),
        .init(route: "POST /api/v1/notifications/:id/read", access: .sharedRow(.timelines), id: "notification", owner: .expect(.ok)),
        .init(route: "DELETE /api/v1/notifications/:id", access: .sharedRow(.timelines), id: "notification2"),
    ]

    // MARK: Insights

    static let insights: [RouteRule] = [
        .init(route: "GET /api/v1/insights/stress", access: .shared(.stress), query: "period=week&date=2026-05-04"),
        .init(route: "GET /api/v1/insights/metrics/:metric", access: .shared(.stress), query: "period=week&date=2026-05-04"),
        .init(route: "GET /api/v1/insights/correlations", access: .shared(.stress)),
        .init(route: "GET /api/v1/insights/glucose", access: .shared(.diabetes), query: "from=2026-05-01&to=2026-05-07"),
        // Moods and sleep are symptoms; the comparisons with stress and the cycle need those grants too (MoodAPITests).
        .init(route: "GET /api/v1/insights/mood", access: .sharedParts([.symptoms: "\"mood\":\"SAD\""], otherwise: .notFound), query: "year=2026"),
        // The phases come from the cycle and the measure from its own category: a grant of one alone shows nothing.
        .init(route: "GET /api/v1/insights/cycle-phases", access: .sharedParts([:], otherwise: .notFound), query: "measure=stress"),
        .init(route: "GET /api/v1/insights/charts/cycle-signs.svg", access: .shared(.cycle), query: "date=2026-05-04"),
        // Weights for readers of symptoms; the periods behind them only for those who may read the cycle too.
        .init(route: "GET /api/v1/insights/charts/weight.svg", access: .sharedParts([.symptoms: "class=\"dbc-point\""], otherwise: .notFound),
              query: "from=2026-05-01&to=2026-05-07"),
    ] + [
        ("stress-line.svg", ShareCategory.stress, "period=week&date=2026-05-04" as String?), ("stress-by-hour.svg", .stress, nil),
        ("stress-by-weekday.svg", .stress, nil), ("metrics-line.svg", .stress, "metric=sleep&period=week&date=2026-05-04"),
        ("correlation.svg", .stress, "metric=sleep"), ("calendar-heatmap.svg", .stress, "date=2026-05-04"),
        ("agp.svg", .diabetes, "from=2026-05-01&to=2026-05-07"),
    ].map { RouteRule(route: "GET /api/v1/insights/charts/\($0.0)", access: .shared($0.1), query: $0.2, owner: .expect(.ok, contains: "<svg")) }

    // MARK: Timelines

    static let timelines: [RouteRule] = [
        .init(route: "GET /api/v1/timelines/scenarios", access: .own, owner: .expect(.ok, contains: "ada-eras")),
        .init(route: "POST /api/v1/timelines/scenarios", access: .own, query: "format=timelinejs&named=ada-events",
              body: .raw(#"{"events":[{"start_date":{"year":"2020"},"text":{"headline":"One"}},{"start_date":{"year":"2024"},"text":{"headline":"Two"}}]}"#)),
        .init(route: "GET /api/v1/timelines/scenarios/:named", access: .ownRow),
        .init(route: "GET /api/v1/timelines/scenarios/:named/export", access: .ownRow, query: "format=seed"),
        .init(route: "DELETE /api/v1/timelines/scenarios/:named", access: .ownRow),
        .init(route: "POST /api/v1/timelines/runs", access: .shared(.timelines), body: .json(["named": "cosmic-calendar", "totalTime": 60])),
        .init(route: "GET /api/v1/timelines/runs", access: .shared(.timelines), id: "run"),
        .init(route: "GET /api/v1/timelines/runs/:id", access: .sharedRow(.timelines), id: "run"),
        .init(route: "DELETE /api/v1/timelines/runs/:id", access: .sharedRow(.timelines), id: "run2", query: "confirm=true"),
    ]

    // MARK: Web pages (a POST sends the session's form token; success is a redirect)

    static let pages: [RouteRule] = [
        .init(route: "GET /", access: .own),
        .init(route: "GET /lock", access: .own),
        .init(route: "POST /lock", access: .own),
        .init(route: "POST /lock/now", access: .own),
        .init(route: "GET /onboarding", access: .own),
        .init(route: "POST /onboarding", access: .own, body: .form(["lastPeriodStart": "2026-05-04", "periodLength": "5"])),
        .init(route: "GET /log", access: .own),
        .init(route: "POST /log/day", access: .own, body: .form(["date": "2026-05-06", "mood": "HAPPY"])),
        .init(route: "POST /log/metrics", access: .own, body: .form(["date": "2026-05-06", "sleep": "7"])),
        .init(route: "POST /log/fertility", access: .own, body: .form(["date": "2026-05-06", "mucusFeeling": "wet", "mucusTexture": "creamy"])),
        .init(route: "POST /log/morning", access: .own, body: .form(["date": "2026-05-06", "flow": "LIGHT"])),
        .init(route: "POST /log/:kind", access: .own, body: .form(["time": "2026-05-06T09:00", "value": "120", "source": "manual"])),
        .init(route: "POST /log/favourites/:kind/:id", access: .ownRow, id: "favouriteMeal", kind: "meals"),
        .init(route: "GET /history", access: .own),
        .init(route: "GET /history/:kind/:id", access: .ownRow, id: "glucose"),
        .init(route: "POST /history/:kind/:id", access: .ownRow, id: "glucose", body: .form(["time": "2026-05-04T11:00", "value": "115", "source": "manual"])),
        .init(route: "POST /history/:kind/:id/delete", access: .ownRow, id: "glucose"),
        .init(route: "POST /history/:kind/undo", access: .own),
        // A grantee reads the owner's day, only its granted parts; a grant of none of them (timelines) finds no day.
        .init(route: "GET /day/:date", access: .sharedParts([.cycle: "Heavy", .symptoms: "Sad", .diabetes: "Porridge", .stress: "deadline"],
                                                            otherwise: .notFound)),
        .init(route: "GET /timelines", access: .own),
        .init(route: "POST /timelines/runs", access: .own, body: .form(["named": "cosmic-calendar", "totalTime": "1", "timeUnit": "hours"])),
        .init(route: "GET /timelines/runs/:id", access: .ownRow, id: "run"),
        .init(route: "POST /timelines/runs/:id/cancel", access: .ownRow, id: "run", body: .form(["confirm": "true"])),
        .init(route: "GET /sharing", access: .own),
        .init(route: "POST /sharing", access: .own, body: .form(["email": "spare4@example.org", "category.cycle": "on"]),
              owner: .expect(.ok, contains: "invitation-code")), // shows the one-time code once
        .init(route: "GET /sharing/accept", access: .own),
        .init(route: "POST /sharing/accept", access: .own, body: .form(["code": "ABCD-EFGH-JKMN-PQRS"]),
              owner: .skip("needs the code its owner was shown: WebSharingTests")),
        .init(route: "POST /sharing/:id/invitation", access: .ownRow, id: "share", owner: .expect(.ok, contains: "invitation-code")),
        .init(route: "POST /sharing/:id/revoke", access: .ownRow, id: "share", owner: .expect(.ok, contains: "sharing-ended")),
        // Forgets the caller's own note that someone stopped sharing; the owner in the path is only a name for it.
        .init(route: "POST /sharing/ended/:owner/dismiss", access: .own, body: .form([:])),
        .init(route: "GET /reminders", access: .own),
        .init(route: "POST /reminders", access: .own, body: .form(["kind": "water", "time": "09:00", "day1": "on"])),
        .init(route: "POST /reminders/:id/toggle", access: .ownRow, id: "reminder"),
        .init(route: "POST /reminders/:id/delete", access: .ownRow, id: "reminder"),
        .init(route: "GET /notifications", access: .own),
        .init(route: "POST /notifications/read", access: .own, body: .form([:])),
        .init(route: "POST /notifications/:id/read", access: .ownRow, id: "notification"),
        .init(route: "POST /notifications/:id/delete", access: .ownRow, id: "notification"),
        .init(route: "GET /calendar", access: .sharedParts([:], otherwise: .ok)),
        .init(route: "GET /cycle", access: .shared(.cycle)),
        .init(route: "GET /reports/cycle", access: .shared(.cycle), owner: .expect(.ok, contains: "Ada")),
        .init(route: "GET /reports/glucose", access: .shared(.diabetes), owner: .expect(.ok, contains: "Ada")),
        .init(route: "POST /cycle/questions/:date", access: .own, body: .form(["answer": "spotting"]),
              owner: .skip("needs bleeding that waits for an answer: StartQuestionTests")),
        .init(route: "POST /cycle/periods", access: .own, body: .form(["start": "2025-11-03", "end": "2025-11-06"])),
        .init(route: "POST /cycle/periods/:start/delete", access: .own, body: .form([:]),
              owner: .skip("the API rule deletes the same period: CyclePageTests deletes one")),
        .init(route: "GET /shared/glucose", access: .shared(.diabetes), owner: .expect(.seeOther)),
        .init(route: "GET /shared", access: .sharedParts([.cycle: "id=\"shared-cycle\"", .diabetes: "id=\"shared-glucose\"",
                                                          .stress: "id=\"shared-stress\""], otherwise: .ok),
              owner: .expect(.seeOther)),
        .init(route: "GET /import", access: .own),
        .init(route: "POST /import", access: .own, body: .form(["mode": "check"]), owner: .expect(.unprocessableEntity)),
        .init(route: "GET /insights", access: .own),
        .init(route: "GET /insights/mood", access: .own),
        .init(route: "GET /settings", access: .own),
        .init(route: "POST /settings", access: .own,
              body: .form(["displayName": "Ada", "timeZone": "Europe/Berlin", "language": "en", "glucoseUnit": "mg/dL"])),
        .init(route: "POST /settings/tracking", access: .own, body: .form(["trackFlow": "on"])),
        .init(route: "POST /settings/password", access: .own,
              body: .form(["currentPassword": "correct horse battery", "newPassword": "another horse battery"]), owner: .freshAccount(.seeOther)),
        .init(route: "POST /settings/tokens", access: .own, body: .form(["name": "laptop"]), owner: .expect(.ok)), // shows the new token once
        .init(route: "POST /settings/tokens/:id/revoke", access: .ownRow, id: "token2"),
        .init(route: "POST /settings/delete", access: .own, body: .form(["password": "correct horse battery"]), owner: .freshAccount(.seeOther)),
        .init(route: "POST /settings/nightscout/secret", access: .own),
        .init(route: "POST /settings/nightscout/tokens", access: .own, body: .form(["name": "Watch", "role": "readable"]), owner: .expect(.ok)),
        .init(route: "POST /settings/nightscout/tokens/:id/revoke", access: .ownRow, id: "nightscoutToken2"),
        .init(route: "POST /settings/passcode", access: .own, body: .form(["passcode": "4711", "idleMinutes": "5"]), owner: .freshAccount(.seeOther)),
        .init(route: "POST /settings/passcode/remove", access: .own, owner: .freshAccount(.seeOther)),
        .init(route: "GET /settings/two-factor", access: .open("only a redirect to the settings, which ask for a log-in")),
        .init(route: "GET /settings/two-factor/confirm", access: .open("only a redirect to the settings, which ask for a log-in")),
        .init(route: "POST /settings/two-factor", access: .own, body: .form(["password": "correct horse battery"]), owner: .freshAccount(.ok)),
        .init(route: "POST /settings/two-factor/confirm", access: .own, body: .form(["code": "000000"]),
              owner: .skip("needs the authenticator's code: TwoFactorTests")),
        .init(route: "POST /settings/two-factor/remove", access: .own, body: .form(["password": "correct horse battery"]),
              owner: .freshAccount(.seeOther)),
    ]
}
