import FuzzSupport
import RequestFuzzSupport
import Vapor

/// Every other route the application registers (the JSON API, Nightscout's v1, v2 and v3 endpoints,
/// the pages' GETs, feeds and reports), with JSON or any other body, route parameters and a query
/// string from the input, signed out, with the bearer token, the session cookie or the Nightscout
/// secret. Contract: no trap, and no 5xx (see `FuzzServer.check`).
let server = FuzzServer.shared
let harness = RouteHarness(routes: server.routes.filter { !$0.isPageForm && !$0.isSocketIO },
                           credentials: [nil, .bearer, .session, .nightscout])

FuzzSeeds.writeIfAsked {
    let json = "application/json"
    let time = "@TODAY@T08:00:00+01:00"
    // scripts/fuzz-api.sh's bodies, and the fixed API's documented shapes.
    let bodies: [(HTTPMethod, String, [String], String, String)] = [
        (.POST, "/api/v1/users", [], "", #"{"email":"new@example.org","password":"correct horse battery","displayName":"New","timeZone":"Europe/Berlin"}"#),
        (.POST, "/api/v1/tokens", [], "", #"{"email":"@EMAIL@","password":"@PASSWORD@","name":"fuzz"}"#),
        (.POST, "/api/v1/glucose", [], "", #"{"value":120,"unit":"mg/dL","time":"\#(time)"}"#),
        (.POST, "/api/v1/insulin", [], "", #"{"units":4,"kind":"bolus","time":"\#(time)"}"#),
        (.POST, "/api/v1/meals", [], "", #"{"name":"Porridge","carbs":45,"protein":10,"fat":8,"time":"\#(time)"}"#),
        (.POST, "/api/v1/exercise", [], "", #"{"name":"Run","minutes":30,"intensity":"medium","time":"\#(time)"}"#),
        (.POST, "/api/v1/stress", [], "", #"{"level":4,"time":"\#(time)","note":"busy"}"#),
        (.POST, "/api/v1/spans", [], "", #"{"kind":"illness","start":"\#(time)","end":null,"note":"cold"}"#),
        (.PUT, "/api/v1/days/:date/symptoms", ["@TODAY@"], "", #"{"flow":"MEDIUM","mood":"HAPPY","sleep":7.5,"exercise":{"YOGA":1}}"#),
        (.PATCH, "/api/v1/days/:date/symptoms", ["@TODAY@"], "", #"{"notes":"a note"}"#),
        (.PUT, "/api/v1/days/:date/metrics", ["@TODAY@"], "", #"{"sleep":7,"activity":5,"work":6,"diet":4}"#),
        (.PUT, "/api/v1/days/:date/fertility", ["@TODAY@"], "", #"{"mucus":{"feeling":"wet","texture":"eggWhite"}}"#),
        (.POST, "/api/v1/cycle/periods", [], "", #"{"start":"2026-02-01","end":"2026-02-05"}"#),
        (.POST, "/api/v1/favourites/meals", [], "", #"{"name":"Porridge","carbs":45,"protein":10,"fat":8}"#),
        (.POST, "/api/v1/favourites/exercise", [], "", #"{"name":"Run","minutes":30,"intensity":"medium"}"#),
        (.POST, "/api/v1/reminders", [], "", #"{"kind":"water","time":"10:00","weekdays":[1,2,3,4,5],"enabled":true,"text":"Drink"}"#),
        (.POST, "/api/v1/shares", [], "", #"{"email":"friend@example.org","categories":["stress"]}"#),
        (.POST, "/api/v1/weight", [], "", #"{"value":61.5,"unit":"kg","time":"\#(time)"}"#),
        (.POST, "/api/v1/temperature", [], "", #"{"value":36.6,"unit":"C","time":"\#(time)","excluded":false}"#),
        (.POST, "/api/v1/ovulation-tests", [], "", #"{"result":"peak","time":"\#(time)"}"#),
        (.POST, "/api/v1/medications", [], "", #"{"name":"Pill","dose":1,"unit":"tablet","schedule":{"kind":"cyclic","times":["08:00"],"activeDays":21,"breakDays":7},"start":"@TODAY@","supply":{"count":28,"perDose":1,"warnDays":5},"contraceptive":true}"#),
        (.POST, "/api/v1/medications/:id/doses", ["@ID@"], "", #"{"status":"taken","time":"\#(time)"}"#),
        (.POST, "/api/v1/vitals", [], "", #"{"kind":"bloodPressure","time":"\#(time)","systolic":120,"diastolic":80,"pulse":60}"#),
        (.POST, "/api/v1/trackers", [], "", #"{"name":"Water","type":"count","unit":"glasses","min":0,"max":20}"#),
        (.POST, "/api/v1/trackers/:id/values", ["@ID@"], "", #"{"value":3,"time":"\#(time)"}"#),
        (.POST, "/api/v1/guest-links", [], "", #"{"categories":["cycle"],"hours":24,"label":"doctor"}"#),
        (.POST, "/api/v1/nightscout/tokens", [], "", #"{"name":"follower","role":"readable"}"#),
        (.POST, "/api/v1/timelines/runs", [], "", #"{"named":"cosmic-calendar","totalTime":3600}"#),
        (.PATCH, "/api/v1/me", [], "", #"{"displayName":"Fuzz","glucoseUnit":"mmol/L","hypoThreshold":70,"hyperThreshold":180}"#),
        (.GET, "/api/v1/insights/stress", [], "period=week&date=@TODAY@", ""),
        (.GET, "/api/v1/insights/glucose", [], "from=2026-01-01&to=@TODAY@", ""),
        (.GET, "/api/v1/glucose", [], "from=2026-01-01&to=@TODAY@&owner=@USER@", ""),
        (.GET, "/api/v1/cycle/fertility", [], "date=@TODAY@", ""),
        (.POST, "/api/v1/integrations/health-auto-export", [], "",
         #"{"data":{"metrics":[{"name":"blood_glucose","units":"mg/dL","data":[{"date":"2026-03-01 08:00:00 +0100","qty":104}]}]}}"#),
        (.POST, "/api/v1/oauth/device", [], "", "client_id=fuzz&scope=read"),
    ]
    var seeds: [(name: String, bytes: [UInt8])] = []
    for (method, path, parameters, query, body) in bodies {
        let contentType = body.hasPrefix("{") ? json : (body.isEmpty ? "" : "application/x-www-form-urlencoded")
        if let seed = harness.seed(method, path, credential: path == "/api/v1/users" || path == "/api/v1/tokens" ? nil : .bearer,
                                   parameters: parameters, query: query, contentType: contentType, body: body) {
            seeds.append(("\(method.rawValue)\(path)", seed))
        }
    }
    // Nightscout uploads: an entry and a treatment, v1 with the secret, v3 with the access token.
    let entry = #"[{"type":"sgv","sgv":120,"date":1772348400000,"dateString":"2026-03-01T08:00:00+01:00","direction":"Flat","device":"xDrip"}]"#
    let treatment = #"[{"eventType":"Meal Bolus","carbs":30,"insulin":3,"created_at":"2026-03-01T08:00:00+01:00","enteredBy":"fuzz"}]"#
    for route in harness.routes where route.firstSegment == "nightscout" {
        let parameters = ["@HANDLE@"] + Array(repeating: "@ID@", count: max(0, route.parameterCount - 1))
        let body = route.pattern.contains("treatments") ? treatment : (route.method == .GET || route.method == .DELETE ? "" : entry)
        let query = route.pattern.contains("/api/v3/") ? "token=@NSTOKEN@&limit=5&date$gte=1772000000000" : "count=5&find[date][$gte]=1772000000000"
        if let seed = harness.seed(route.method, route.pattern, credential: .nightscout, parameters: parameters, query: query,
                                   contentType: body.isEmpty ? "" : json, body: body) {
            seeds.append(("\(route.method.rawValue)\(route.pattern)", seed))
        }
    }
    // Every route at least once, with the token and an empty object.
    for route in harness.routes {
        let parameters = Array(repeating: "@ID@", count: route.parameterCount)
        if let seed = harness.seed(route.method, route.pattern, credential: .bearer, parameters: parameters,
                                   contentType: route.method == .GET ? "" : json, body: route.method == .GET ? "" : "{}") {
            seeds.append(("\(route.method.rawValue)\(route.pattern)-any", seed))
        }
    }
    return seeds
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAPIBodies(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    harness.run(Array(FuzzCheck.data(data, size)), server: server)
    return 0
}

FuzzDriver.run(fuzzAPIBodies)
