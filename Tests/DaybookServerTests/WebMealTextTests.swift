import Foundation
import Testing
import Vapor

/// A meal reads as a sentence in the history: "54 g carbohydrates", not the form label's "Carbohydrates (g)".
@Suite struct WebMealTextTests {
    @Test func aMealReadsAsASentence() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let meal = try await server.request(.POST, "/api/v1/meals", token: token,
                                                json: ["name": "Porridge", "carbs": 54, "protein": 12, "fat": 8, "time": "2026-05-04T09:15:00Z"])
            try #require(meal.status == .created, "\(meal.bodyText)")
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let history = try await browser.get("/history?kind=meals").bodyText
            #expect(history.contains("Porridge · 54\u{00A0}g carbohydrates"))
            #expect(!history.contains("g Carbohydrates (g)"))
        }
    }
}
