import FuzzSupport
import RequestFuzzSupport
import Vapor

/// Every web page's form post (`isPageForm`), signed out and signed in, with a URL-encoded,
/// multipart or any other body, through the whole middleware stack: the session, the form token
/// (`CSRF.verify` decodes the body first), the form checks, Vapor's and multipart-kit's decoders and
/// the handlers. Contract: no trap, and no 5xx (see `FuzzServer.check`).
let server = FuzzServer.shared
/// Credentials by the flags' low bits: none, a visitor's form cookie, the session (twice: most forms
/// are behind it).
let harness = RouteHarness(routes: server.routes.filter(\.isPageForm), credentials: [nil, .visitor, .session, .session])

FuzzSeeds.writeIfAsked {
    let today = "@TODAY@"
    let urlEncoded = "application/x-www-form-urlencoded"
    // Tests/security/page_forms.py's forms, each as a signed-in browser sends it.
    let forms: [(String, [String], [(String, String)])] = [
        ("/login", [], [("email", "@EMAIL@"), ("password", "@PASSWORD@")]),
        ("/login/code", [], [("code", "123456")]),
        ("/signup", [], [("email", "new@example.org"), ("password", "@PASSWORD@"), ("displayName", "New"), ("timeZone", "UTC")]),
        ("/logout", [], []),
        ("/lock", [], [("passcode", "4821")]),
        ("/onboarding", [], [("lastPeriodStart", today), ("periodLength", "5"), ("cycleLength", "28")]),
        ("/settings", [], [("displayName", "Fuzz"), ("timeZone", "Europe/Berlin"), ("language", "de"), ("glucoseUnit", "mmol/L"),
                           ("hypoThreshold", "4"), ("hyperThreshold", "10")]),
        ("/settings/tracking", [], [("trackFlow", "on"), ("trackMood", "on")]),
        ("/settings/password", [], [("currentPassword", "@PASSWORD@"), ("newPassword", "@PASSWORD@")]),
        ("/settings/tokens", [], [("name", "A token")]),
        ("/settings/tokens/:id/revoke", ["@ID@"], []),
        ("/settings/delete", [], [("password", "wrong password")]),
        ("/settings/passcode", [], [("passcode", "1234"), ("idleMinutes", "5")]),
        ("/settings/passcode/remove", [], []),
        ("/settings/two-factor", [], [("password", "@PASSWORD@")]),
        ("/settings/two-factor/confirm", [], [("code", "123456")]),
        ("/settings/two-factor/remove", [], [("password", "@PASSWORD@"), ("code", "123456")]),
        ("/settings/nightscout/secret", [], []),
        ("/settings/nightscout/tokens", [], [("name", "uploader"), ("role", "admin")]),
        ("/settings/nightscout/tokens/:id/revoke", ["@ID@"], []),
        ("/log/day", [], [("date", today), ("flow", "HEAVY"), ("mood", "HAPPY"), ("sleep", "7.5"), ("notes", "a note")]),
        ("/log/metrics", [], [("date", today), ("sleep", "1"), ("activity", "1"), ("work", "1"), ("diet", "1")]),
        ("/log/fertility", [], [("date", today), ("feeling", "wet"), ("texture", "eggWhite")]),
        ("/log/morning", [], [("date", today), ("temperature", "36,9"), ("unit", "C"), ("time", "07:00"), ("mucusFeeling", "wet"),
                              ("mucusTexture", "eggWhite"), ("ovulationTest", "peak"), ("flow", "HEAVY")]),
        ("/log/:kind", ["stress"], [("level", "7"), ("note", "busy"), ("time", today + "T08:00")]),
        ("/log/:kind", ["glucose"], [("value", "104"), ("unit", "mg/dL"), ("time", today + "T08:00")]),
        ("/log/:kind", ["meals"], [("name", "Porridge"), ("carbs", "45"), ("protein", "10"), ("fat", "8"), ("time", today + "T08:00")]),
        ("/log/:kind", ["insulin"], [("units", "4"), ("kind", "bolus"), ("time", today + "T08:00")]),
        ("/log/:kind", ["exercise"], [("name", "Run"), ("minutes", "30"), ("intensity", "medium"), ("time", today + "T08:00")]),
        ("/log/:kind", ["spans"], [("kind", "illness"), ("start", today + "T08:00"), ("end", ""), ("note", "cold")]),
        ("/log/favourites/:kind/:id", ["meals", "@ID@"], []),
        ("/history/:kind/:id", ["glucose", "@ID@"], [("value", "99"), ("unit", "mg/dL"), ("time", today + "T09:00")]),
        ("/history/:kind/:id/delete", ["stress", "@ID@"], []),
        ("/history/:kind/undo", ["stress"], []),
        ("/timelines/runs", [], [("named", "cosmic-calendar"), ("totalTime", "1"), ("timeUnit", "hours")]),
        ("/timelines/runs/:id/cancel", ["@ID@"], [("confirm", "true")]),
        ("/reminders", [], [("kind", "custom"), ("time", "03:00"), ("text", "water"), ("day1", "on")]),
        ("/reminders/:id/toggle", ["@ID@"], []),
        ("/reminders/:id/delete", ["@ID@"], []),
        ("/notifications/read", [], []),
        ("/notifications/:id/read", ["@ID@"], []),
        ("/notifications/:id/delete", ["@ID@"], []),
        ("/sharing", [], [("email", "friend@example.org"), ("category.diabetes", "on"), ("category.cycle", "on")]),
        ("/sharing/:id/revoke", ["@ID@"], []),
        ("/sharing/:id/invitation", ["@ID@"], []),
        ("/sharing/accept", [], [("code", "ABCD-EFGH")]),
        ("/sharing/ended/:owner/dismiss", ["@USER@"], []),
        ("/import", [], [("format", "drip"), ("mode", "import")]),
        ("/cycle/questions/:date", [today], [("answer", "period")]),
        ("/cycle/periods", [], [("start", today), ("end", today)]),
        ("/cycle/periods/:start/delete", [today], []),
    ]
    var seeds: [(name: String, bytes: [UInt8])] = []
    for (path, parameters, fields) in forms {
        let credential: FuzzCredential = ["/login", "/signup", "/login/code"].contains(path) ? .visitor : .session
        let body = FuzzSeeds.urlEncoded(fields + [("_csrf", "@CSRF@")])
        if let seed = harness.seed(.POST, path, credential: credential, parameters: parameters, contentType: urlEncoded, body: body) {
            seeds.append(("\(path)-\(parameters.first ?? "")-form", seed))
        }
        let multipart = FuzzSeeds.multipart(boundary: "b", fields + [("_csrf", "@CSRF@")])
        if let seed = harness.seed(.POST, path, credential: credential, browser: true, parameters: parameters,
                                   contentType: "multipart/form-data; boundary=b", body: multipart) {
            seeds.append(("\(path)-\(parameters.first ?? "")-multipart", seed))
        }
    }
    // The import form with a file, as the page sends it; and a JSON body where a form is expected.
    let drip = "date,bleeding.value\n2024-01-01,2\n2024-01-02,3\n"
    let upload = FuzzSeeds.multipart(boundary: "----daybook", [("_csrf", "@CSRF@"), ("format", "drip"), ("mode", "import")],
                                     file: ("file", "drip.csv", drip))
    if let seed = harness.seed(.POST, "/import", credential: .session, contentType: "multipart/form-data; boundary=----daybook", body: upload) {
        seeds.append(("import-file", seed))
    }
    if let seed = harness.seed(.POST, "/login", credential: .visitor, contentType: "application/json",
                               body: #"{"email":"@EMAIL@","password":"@PASSWORD@","_csrf":"@CSRF@"}"#) {
        seeds.append(("login-json", seed))
    }
    // Every other form route at least once, with the form token only.
    for route in harness.routes {
        let parameters = Array(repeating: "@ID@", count: route.parameterCount)
        if let seed = harness.seed(.POST, route.pattern, credential: .session, parameters: parameters, contentType: urlEncoded, body: "_csrf=@CSRF@") {
            seeds.append(("\(route.pattern)-token-only", seed))
        }
    }
    return seeds
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormBodies(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    harness.run(Array(FuzzCheck.data(data, size)), server: server)
    return 0
}

FuzzDriver.run(fuzzFormBodies)
