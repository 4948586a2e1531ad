import DaybookCore
import DaybookLocales
import Foundation
import Testing
import Vapor

/// Errors speak the reader's language: a form's field errors and the API's `message` in the account's
/// language (else the best of `Accept-Language`), while `code` and `field` stay as programs expect them.
/// Nightscout's routes keep English.
@Suite struct LocalisedErrorsTests {
    /// Every problem's text in `language`, its placeholders still in braces.
    static func problemTexts(_ language: Language) throws -> [String] {
        try Catalogues.own(language).filter { $0.key.hasPrefix("problem.") }.map(\.value)
    }

    /// The texts of the page's field errors.
    static func fieldErrors(in page: String) -> [String] {
        page.components(separatedBy: "<p class=\"field-error\"").dropFirst().compactMap { part in
            part.split(separator: ">", maxSplits: 1).last?.components(separatedBy: "</p>").first
        }
    }

    @Test func anEmptyFormOnAGermanAccountsPageSaysWhatIsWrongInGerman() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let response = try await browser.submit("/log", to: "/log/meals", ["time": "", "name": "", "carbs": "", "protein": "", "fat": ""])
            #expect(response.status == .unprocessableEntity)
            let errors = Self.fieldErrors(in: response.bodyText)
            #expect(!errors.isEmpty, "\(response.bodyText)")
            let german = Set(try Self.problemTexts(.de)), english = Set(try Self.problemTexts(.en))
            for error in errors {
                let text = error.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
                #expect(german.contains(text), "not a German problem: \(text)")
                #expect(!english.contains(text), "English: \(text)")
            }
        }
    }

    @Test func anAPIErrorForAFrenchAccountIsFrenchWithTheSameCodeAndField() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let body: [String: Any] = ["level": 42, "time": "2026-03-01T08:00:00Z"]
            let english = try await server.request(.POST, "/api/v1/stress", token: token, json: body).apiError()
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "fr"])
            let french = try await server.request(.POST, "/api/v1/stress", token: token, json: body)
            #expect(french.status == .unprocessableEntity)
            let error = try french.apiError()
            #expect(error.code == english.code)
            #expect(error.field == english.field)
            #expect(error.field == "level")
            let problem = try #require(ProblemKind.allCases.first { $0.english == english.message })
            #expect(error.message == Catalogues.of(.fr)[problem.key], "\(french.bodyText)")
            #expect(error.message != english.message)
        }
    }

    @Test func aFailedLogInWithoutAnAccountSpeaksTheBrowsersLanguage() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let wrong: [String: Any] = ["email": "ada@example.org", "password": "not the password"]
            let polish = try await server.request(.POST, "/api/v1/tokens", json: wrong, headers: ["Accept-Language": "pl-PL, en;q=0.5"])
            #expect(polish.status == .unauthorized)
            #expect(try polish.apiError().code == "wrongCredentials")
            #expect(try polish.apiError().message == Catalogues.of(.pl)["problem.apiWrongCredentials"])
            // No language asked for, or none Daybook speaks: English, as before.
            let plain = try await server.request(.POST, "/api/v1/tokens", json: wrong, headers: ["Accept-Language": "ja"])
            #expect(try plain.apiError().message == "The email or the password is wrong.")
            // The log-in page says it in Polish too.
            let browser = WebClient(server)
            try await browser.get("/login")
            let page = try await server.request(.POST, "/login", body: "email=ada%40example.org&password=nope&_csrf=\(WebClient.csrf(in: browser.lastPage))",
                                                headers: ["Accept-Language": "pl", "Content-Type": "application/x-www-form-urlencoded",
                                                          "Cookie": browser.cookie ?? ""])
            let expected = try #require(Catalogues.of(.pl)["problem.apiWrongCredentials"])
            #expect(page.bodyText.contains(expected), "\(page.bodyText)")
        }
    }

    @Test func nightscoutRoutesKeepEnglish() async throws {
        try await TestServer.with { server in
            let response = try await server.request(.GET, "/api/v1/entries", headers: ["Accept-Language": "de"])
            #expect(response.status == .unauthorized)
            let german = try Self.problemTexts(.de).filter { !$0.contains("{") }
            #expect(!german.contains { response.bodyText.contains($0) }, "\(response.bodyText)")
            // Daybook's own API under the same prefix speaks German.
            let own = try await server.request(.GET, "/api/v1/me", headers: ["Accept-Language": "de"])
            #expect(try own.apiError().message == Catalogues.of(.de)["problem.apiUnauthorized"])
        }
    }

    /// Query parameters a route reads itself keep their English word for word (clients know it) and are
    /// worded for a German reader by the problem they share with the rest of the API.
    @Test(arguments: [
        ("/api/v1/calendar/2026/13", "month", ProblemKind.oneToTwelve),
        ("/api/v1/calendar/2026/5?owner=nobody", "owner", .userID),
        ("/api/v1/notifications?limit=0", "limit", .between),
    ])
    func aRoutesOwnRefusalIsGermanForAGermanReader(path: String, field: String, kind: ProblemKind) async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let english = try await server.request(.GET, path, token: token, headers: ["Accept": "application/json"]).apiError()
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])
            let response = try await server.request(.GET, path, token: token, headers: ["Accept": "application/json"])
            #expect(response.status == .unprocessableEntity, "\(path): \(response.status) \(response.bodyText)")
            let german = try response.apiError()
            #expect(german.code == english.code)
            #expect(german.field == field)
            #expect(english.field == field)
            let template = try #require(Catalogues.of(.de)[kind.key])
            let filled = kind == .between ? template.replacingOccurrences(of: "{minimum}", with: "1").replacingOccurrences(of: "{maximum}", with: "1000") : template
            #expect(german.message == filled, "\(path): \(response.bodyText)")
            #expect(english.message != german.message)
        }
    }

    @Test func anUnknownScenarioIsNamedInTheReadersLanguage() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let body: [String: Any] = ["named": "no-such-timeline", "totalTime": 60]
            let english = try await server.request(.POST, "/api/v1/timelines/runs", token: token, json: body).apiError()
            #expect(english.message == "There is no scenario no-such-timeline.")
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "nl"])
            let response = try await server.request(.POST, "/api/v1/timelines/runs", token: token, json: body)
            #expect(response.status == .notFound)
            let dutch = try response.apiError()
            #expect(dutch.code == english.code)
            #expect(dutch.field == "named")
            #expect(dutch.message == "Er is geen tijdlijn no-such-timeline.", "\(response.bodyText)")
        }
    }

    /// The refusals of the server's plumbing (a wrong method, the router's unknown path, a malformed
    /// Idempotency-Key, a session's POST without JSON) speak German too, with their English as before.
    @Test func theServersOwnRefusalsSpeakTheReadersLanguage() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let badKey: HTTPHeaders = ["Idempotency-Key": "has spaces in it"]
            let english = (
                method: try await server.request(.PUT, "/api/v1/stress", token: token).apiError(),
                path: try await server.request(.GET, "/api/v1/no-such-thing", token: token).apiError(),
                key: try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 3], headers: badKey).apiError())
            #expect(english.method.message == "PUT is not allowed here; use GET, HEAD, POST.")
            #expect(english.key.message == "Idempotency-Key must be 1 to 255 printable ASCII characters without spaces (such as a UUID).")
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])

            // No route matched, so no account was read: the browser's language decides.
            let german: HTTPHeaders = ["Accept-Language": "de-DE"]
            let method = try await server.request(.PUT, "/api/v1/stress", token: token, headers: german)
            #expect(method.status == .methodNotAllowed)
            #expect(try method.apiError().code == english.method.code)
            #expect(try method.apiError().message == "PUT ist hier nicht erlaubt; nimm GET, HEAD, POST.", "\(method.bodyText)")
            let path = try await server.request(.GET, "/api/v1/no-such-thing", token: token, headers: german)
            #expect(path.status == .notFound)
            #expect(try path.apiError().code == english.path.code)
            #expect(try path.apiError().message == Catalogues.of(.de)["problem.apiNotFound"], "\(path.bodyText)")
            let key = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 3], headers: badKey)
            #expect(key.status == .badRequest)
            #expect(try key.apiError().field == "Idempotency-Key")
            #expect(try key.apiError().message
                    == "Idempotency-Key muss aus 1 bis 255 druckbaren ASCII-Zeichen ohne Leerzeichen bestehen (etwa einer UUID).",
                    "\(key.bodyText)")
        }
    }
}
