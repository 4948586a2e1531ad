import DaybookCore
import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// The built-in timelines speak every language Daybook ships: the catalogue page, a run's page and
/// its notifications read a built-in scenario's translation; an imported scenario reads English.
@Suite struct BuiltInScenarioLanguagesTests {
    /// The translation the server loaded for a built-in scenario.
    static func translation(_ named: String, _ language: Language) throws -> ScenarioTranslation {
        let files = try ScenarioTranslationFile.loadAll(from: try ScenarioCatalogue.bundledFolder().appendingPathComponent("Translations"))
        return try #require(files[language]?[named])
    }

    /// Signs up Ada, sets her language and logs her in on the web.
    static func reader(_ server: TestServer, language: String) async throws -> (WebClient, String) {
        let (token, _) = try await server.signUp()
        let changed = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": language])
        try #require(changed.status == .ok, "\(changed.status) \(changed.bodyText)")
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
        return (browser, token)
    }

    @Test func theServerLoadsATranslationOfEachBuiltInScenarioForEveryOtherShippedLanguage() throws {
        let catalogue = try ScenarioCatalogue.loadBundled()
        for language in Language.shipped where ![.en, .de].contains(language) {
            for scenario in catalogue.bundled {
                let translation = try Self.translation(scenario.named, language)
                #expect(catalogue.wording.name(of: scenario, in: language) == translation.name)
                #expect(scenario.events.map { catalogue.wording.text(of: $0, of: scenario, in: language) } == translation.events)
            }
        }
    }

    @Test func aFrenchReaderSeesTheCosmicCalendarInFrench() async throws {
        try await TestServer.with { server in
            let (browser, _) = try await Self.reader(server, language: "fr")
            let french = try Self.translation("cosmic-calendar", .fr)
            let page = try await browser.get("/timelines")
            #expect(page.status == .ok)
            #expect(page.bodyText.contains(french.name), "\(page.bodyText.prefix(3000))")
            #expect(page.bodyText.contains(french.text), "\(page.bodyText.prefix(3000))")
            #expect(!page.bodyText.contains("The Cosmic Calendar"))
            #expect(!page.bodyText.contains("squeezes the 13.8-billion-year history"))
        }
    }

    @Test func aTimelineJSExportInFrenchIsTheTranslation() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let french = try Self.translation("cosmic-calendar", .fr)
            let exported = try await server.request(.GET, "/api/v1/timelines/scenarios/cosmic-calendar/export?format=timelinejs&language=fr", token: token)
            #expect(exported.status == .ok)
            let document = try exported.object()
            let title = try #require((document["title"] as? [String: Any])?["text"] as? [String: Any])
            #expect(title["headline"] as? String == french.name)
            let texts = try #require(document["events"] as? [[String: Any]]).map { ($0["text"] as? [String: Any])?.values.compactMap { $0 as? String } ?? [] }
            #expect(texts.first?.contains(french.events[0]) == true, "\(texts.prefix(2))")
            let unknown = try await server.request(.GET, "/api/v1/timelines/scenarios/cosmic-calendar/export?format=timelinejs&language=xx", token: token)
            #expect(unknown.status == .unprocessableEntity)
            #expect(try unknown.apiError().field == "language")
        }
    }

    @Test func aRunStartedInPolishShowsAndNotifiesPolishEventTexts() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (browser, token) = try await Self.reader(server, language: "pl")
            let polish = try Self.translation("cosmic-calendar", .pl)
            let stream = try await EventStreamClient.open(server.baseURL, token: token)
            defer { stream.close() }
            let started = try await browser.submit("/timelines", to: "/timelines/runs", ["named": "cosmic-calendar", "totalTime": "10", "timeUnit": "seconds"])
            let location = try #require(started.headers.first(name: .location))

            // 0.5 s of run time: the Big Bang [0] and the Milky Way [3] are shown and notified together.
            clock.advance(by: 4 + 0.5)
            #expect(await stream.next(within: 10) { $0.kind == "notifications" } != nil)
            let page = try await browser.get(location).bodyText
            #expect(page.contains(polish.name), "\(page.suffix(2500))")
            for index in [0, 1, 2, 3] { #expect(page.contains(polish.events[index]), "\(index): \(page.suffix(2500))") }
            #expect(!page.contains("The Big Bang"))

            let inbox = try await server.request(.GET, "/api/v1/notifications", token: token).array()
            let notification = try #require(inbox.first)
            #expect((notification["title"] as? String)?.hasPrefix(polish.name + ": 2 ") == true, "\(notification)")
            #expect(notification["body"] as? String == polish.events[0] + "\n" + polish.events[3])
        }
    }

    /// A run's language is its notifications'; its page, like every page, speaks the reader's.
    @Test func aPolishRunReadByAFrenchReaderShowsFrenchAndNotifiesPolish() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (browser, token) = try await Self.reader(server, language: "fr")
            let (french, polish) = (try Self.translation("cosmic-calendar", .fr), try Self.translation("cosmic-calendar", .pl))
            let stream = try await EventStreamClient.open(server.baseURL, token: token)
            defer { stream.close() }
            let id = try #require(try await server.startRun("cosmic-calendar", totalTime: 10, token: token, language: "pl")["id"] as? String)
            clock.advance(by: 4 + 0.5)
            #expect(await stream.next(within: 10) { $0.kind == "notifications" } != nil)
            let page = try await browser.get("/timelines/runs/\(id)").bodyText
            #expect(page.contains(french.name) && page.contains(french.events[0]), "\(page.suffix(2500))")
            #expect(!page.contains(polish.events[0]))
            #expect(try await browser.get("/timelines").bodyText.contains(french.name))
            let notification = try #require(try await server.request(.GET, "/api/v1/notifications", token: token).array().first)
            #expect(notification["body"] as? String == polish.events[0] + "\n" + polish.events[3])
        }
    }

    /// Someone a run is shared with reads its name in their own language.
    @Test func aSharedRunIsNamedInTheReadersLanguage() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            _ = try await server.request(.PATCH, "/api/v1/me", token: bob, json: ["language": "it"])
            _ = try await server.startRun("cosmic-calendar", totalTime: 86_400, token: ada)
            let share = try await server.request(.POST, "/api/v1/shares", token: ada,
                                                 json: ["email": "bob@example.org", "categories": ["timelines"]]).object()
            let code = try #require((share["invitation"] as? [String: Any])?["code"] as? String)
            _ = try await server.request(.POST, "/api/v1/shares/accept", token: bob, json: ["code": code])
            let owner = try #require(try await server.request(.GET, "/api/v1/me", token: ada).object()["id"] as? String)
            let partner = WebClient(server)
            try await partner.submit("/login", to: "/login", ["email": "bob@example.org", "password": "correct horse battery"])
            let shared = try await partner.get("/shared?owner=\(owner)").bodyText
            #expect(shared.contains("id=\"shared-run-list\""))
            #expect(shared.contains(try Self.translation("cosmic-calendar", .it).name))
            #expect(!shared.contains("The Cosmic Calendar"))
        }
    }

    @Test func anImportedScenarioReadInFrenchStillShowsItsEnglishText() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (browser, token) = try await Self.reader(server, language: "fr")
            // The built-in geological time scale, imported as the reader's own under another name.
            var file = try await server.request(.GET, "/api/v1/timelines/scenarios/geologic-time/export?format=seed", token: token).object()
            file["named"] = "my-eras"
            file["nameEn"] = "My own eras"
            file["textEn"] = "The eras as I keep them."
            let body = String(decoding: try JSONSerialization.data(withJSONObject: file), as: UTF8.self)
            let imported = try await server.upload("/api/v1/timelines/scenarios", body, token: token)
            #expect(imported.status == .created, "\(imported.bodyText)")

            let catalogue = try await browser.get("/timelines").bodyText
            #expect(catalogue.contains("My own eras"))
            #expect(catalogue.contains("The eras as I keep them."))
            // The built-in one beside it still reads French.
            #expect(catalogue.contains(try Self.translation("geologic-time", .fr).name))

            let started = try await browser.submit("/timelines", to: "/timelines/runs", ["named": "my-eras", "totalTime": "600", "timeUnit": "seconds"])
            let location = try #require(started.headers.first(name: .location))
            clock.advance(by: 4 + 1)
            let page = try await browser.get(location).bodyText
            #expect(page.contains("My own eras"))
            #expect(page.contains("Hadean Eon begins (4,567 million years ago): the Earth forms."), "\(page.suffix(2500))")
        }
    }
}
