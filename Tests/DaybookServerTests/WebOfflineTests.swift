import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// The web app on a phone that loses the network: the service worker at the root, the offline page,
/// pages that say whether the phone may keep them, once-a-day forms that say what they showed (a save
/// sent hours later is merged, a field changed on both sides is a 409 with both ways out), JSON
/// answers for saves the page sends itself, and log-out telling the browser to forget.
@Suite struct WebOfflineTests {
    func loggedIn(_ server: TestServer, as email: String = "ada@example.org") async throws -> (WebClient, String) {
        let (token, _) = try await server.signUp(email)
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": email, "password": "correct horse battery"])
        return (browser, token)
    }

    /// The `shown` of the form posting to `action`, as the page drew it.
    func shown(in page: String, form action: String) throws -> String {
        let form = try #require(page.range(of: "action=\"\(action)\""))
        let start = try #require(page.range(of: "name=\"shown\" value=\"", range: form.upperBound..<page.endIndex))
        let text = String(page[start.upperBound...].prefix { $0 != "\"" })
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    func symptoms(_ server: TestServer, token: String) async throws -> [String: Any] {
        try await server.request(.GET, "/api/v1/days/2026-03-01/symptoms", token: token).object()
    }

    @Test func aDayChangedElsewhereSinceTheFormShowedItIsAConflictNotOverwritten() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            _ = try await server.request(.PUT, "/api/v1/days/2026-03-01/symptoms", token: token, json: ["mood": "NEUTRAL", "notes": "morning"])
            let seen = try shown(in: try await browser.get("/log?date=2026-03-01").bodyText, form: "/log/day")
            #expect(seen.contains("\"mood\":\"NEUTRAL\"") && seen.contains("\"notes\":\"morning\""), "\(seen)")
            // Elsewhere, meanwhile: the note, then the mood.
            _ = try await server.request(.PUT, "/api/v1/days/2026-03-01/symptoms", token: token, json: ["mood": "NEUTRAL", "notes": "evening"])
            let form = ["date": "2026-03-01", "shownFor": "2026-03-01", "shown": seen, "mood": "GREAT", "notes": "morning"]
            #expect(try await browser.submit("/log?date=2026-03-01", to: "/log/day", form).status == .seeOther)
            var stored = try await symptoms(server, token: token)
            #expect(stored["mood"] as? String == "GREAT" && stored["notes"] as? String == "evening", "the untouched note stays")

            _ = try await server.request(.PUT, "/api/v1/days/2026-03-01/symptoms", token: token, json: ["mood": "SAD", "notes": "evening"])
            let refused = try await browser.submit("/log?date=2026-03-01", to: "/log/day", form.merging(["mood": "HAPPY"]) { $1 })
            #expect(refused.status == .conflict)
            #expect(refused.bodyText.contains("id=\"day-conflict\"") && refused.bodyText.contains("id=\"day-mood-error\""))
            #expect(refused.bodyText.contains("Sad"), "what is saved now is named")
            #expect(refused.bodyText.contains("value=\"HAPPY\" checked"), "the form comes back as typed")
            let kept = try shown(in: refused.bodyText, form: "/log/day")
            #expect(kept == seen, "it still says what it showed at first")
            #expect(try await symptoms(server, token: token)["mood"] as? String == "SAD", "nothing was overwritten")

            let mine = try await browser.submit("/log?date=2026-03-01", to: "/log/day", form.merging(["mood": "HAPPY", "keep": "mine"]) { $1 })
            #expect(mine.status == .seeOther)
            stored = try await symptoms(server, token: token)
            #expect(stored["mood"] as? String == "HAPPY" && stored["notes"] as? String == "evening")
        }
    }

    @Test func theScriptGetsEachAnswerAsJSON() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let seen = try shown(in: try await browser.get("/log?date=2026-03-01").bodyText, form: "/log/metrics")
            let saved = try await browser.submit("/log", to: "/log/metrics", ["date": "2026-03-01", "shown": seen, "sleep": "7"], accept: "application/json")
            #expect(saved.status == .ok)
            #expect(try saved.object()["location"] as? String == "/log?saved=metrics&date=2026-03-01#metrics")

            _ = try await server.request(.PUT, "/api/v1/days/2026-03-01/metrics", token: token, json: ["sleep": 5])
            let conflict = try await browser.submit("/log", to: "/log/metrics", ["date": "2026-03-01", "shown": seen, "sleep": "9"], accept: "application/json")
            #expect(conflict.status == .conflict)
            let body = try conflict.object()
            #expect((body["error"] as? [String: Any])?["code"] as? String == "conflict")
            let detail = try #require(body["conflict"] as? [String: Any])
            let fields = try #require(detail["fields"] as? [[String: Any]])
            #expect(fields.count == 1 && fields[0]["field"] as? String == "sleep" && fields[0]["mine"] as? String == "9" && fields[0]["saved"] as? String == "5")
            #expect(detail["keepMine"] as? String == "Keep mine" && detail["date"] as? String == "2026-03-01")

            // A browser's own form post accepts anything (`*/*`): it gets the page, as before.
            let navigated = try await browser.submit("/log", to: "/log/metrics", ["date": "2026-03-02", "sleep": "6"],
                                                     accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")
            #expect(navigated.status == .seeOther)

            let refused = try await browser.submit("/log", to: "/log/glucose", ["time": "2026-03-01T08:00", "value": "lots", "source": "meter"], accept: "application/json")
            #expect(refused.status == .unprocessableEntity)
            #expect((try refused.object()["errors"] as? [String: Any])?["value"] != nil)
            let logged = try await browser.submit("/log", to: "/log/glucose", ["time": "2026-03-01T08:00", "value": "123", "source": "meter"], accept: "application/json")
            #expect(logged.status == .ok)
            #expect(try await server.request(.GET, "/api/v1/glucose", token: token).array().count == 1)
        }
    }

    @Test func aMorningChangedElsewhereIsAConflictForTheScriptToo() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let seen = try shown(in: try await browser.get("/log?date=2026-03-01").bodyText, form: "/log/morning")
            _ = try await server.request(.PUT, "/api/v1/days/2026-03-01/symptoms", token: token, json: ["flow": "HEAVY"])
            let form = ["date": "2026-03-01", "shownFor": "2026-03-01", "shown": seen, "flow": "LIGHT"]
            let conflict = try await browser.submit("/log", to: "/log/morning", form, accept: "application/json")
            #expect(conflict.status == .conflict)
            #expect(try await symptoms(server, token: token)["flow"] as? String == "HEAVY")
            let saved = try await browser.submit("/log", to: "/log/morning", form.merging(["keep": "saved"]) { $1 }, accept: "application/json")
            #expect(saved.status == .ok)
            #expect(try saved.object()["flow"] as? String == "HEAVY")
        }
    }

    @Test func theServiceWorkerIsServedFromTheRootAndAskedForAgainEachTime() async throws {
        try await TestServer.with { server in
            let worker = try await server.request(.GET, "/sw.js")
            #expect(worker.status == .ok)
            #expect(worker.headers.first(name: .contentType)?.hasPrefix("text/javascript") == true)
            #expect(worker.headers.first(name: .cacheControl) == "no-cache")
            #expect(worker.bodyText.contains("importScripts(\"/js/offline-queue.js\")"))
            #expect(worker.headers.first(name: "Content-Security-Policy")?.contains("worker-src 'self'") == true)
            let offline = try await server.request(.GET, "/offline", headers: ["Accept-Language": "de"])
            #expect(offline.status == .ok && offline.bodyText.contains("braucht das Netz"))
        }
    }

    @Test func pagesSayWhetherThePhoneMayKeepThem() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let id = try await server.request(.GET, "/api/v1/me", token: token).object()["id"] as? String ?? ""
            let page = try await browser.get("/").bodyText
            #expect(page.contains("data-keep=\"yes\""))
            let key = try #require(page.range(of: "data-account=\"")).upperBound
            let account = String(page[key...].prefix { $0 != "\"" })
            #expect(account.count == 16 && !id.lowercased().contains(account), "a digest, not the id")
            #expect(!(try await server.request(.GET, "/login").bodyText.contains("data-account")))

            // With a passcode, what the lock hides is not kept on the phone.
            #expect(try await browser.submit("/settings", to: "/settings/passcode", ["passcode": "4711", "idleMinutes": "5"]).status == .seeOther)
            #expect(try await browser.get("/").bodyText.contains("data-keep=\"no\""))
        }
    }

    @Test func loggingOutAndDeletingTheAccountTellTheBrowserToForget() async throws {
        try await TestServer.with { server in
            let (browser, _) = try await loggedIn(server)
            let out = try await browser.submit("/", to: "/logout", [:])
            #expect(out.status == .seeOther)
            #expect(out.headers.first(name: "Clear-Site-Data") == "\"cache\", \"storage\"")

            let (again, _) = try await loggedIn(server, as: "bea@example.org")
            let refused = try await again.submit("/settings", to: "/settings/delete", ["password": "not it at all"])
            #expect(refused.headers.first(name: "Clear-Site-Data") == nil, "a refused deletion keeps what the phone holds")
            let deleted = try await again.submit("/settings", to: "/settings/delete", ["password": "correct horse battery"])
            #expect(deleted.status == .seeOther)
            #expect(deleted.headers.first(name: "Clear-Site-Data") == "\"cache\", \"storage\"")
        }
    }
}
