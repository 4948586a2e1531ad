import Foundation
import Testing
import Vapor

@Suite struct FavouritesAPITests {
    @Test func aSavedMealIsLoggedAgainInOneCall() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            _ = try await server.request(.POST, "/api/v1/favourites/meals", token: token, json: ["name": "Porridge", "carbs": 54, "protein": 12, "fat": 8])
            let saved = try await server.request(.POST, "/api/v1/favourites/meals", token: token, json: ["name": "Apple", "carbs": 25, "protein": 0, "fat": 0])
            #expect(saved.status == .created)
            let id = try #require(try saved.object()["id"] as? String)
            let list = try await server.request(.GET, "/api/v1/favourites/meals", token: token).array()
            #expect(list.map { $0["name"] as? String } == ["Apple", "Porridge"]) // alphabetical

            let logged = try await server.request(.POST, "/api/v1/favourites/meals/\(id)/log", token: token, json: ["time": "2026-06-01T10:00:00Z"])
            #expect(logged.status == .created)
            #expect(try logged.object()["name"] as? String == "Apple")
            let day = try await server.request(.GET, "/api/v1/days/2026-06-01", token: token).object()
            #expect((day["meals"] as? [[String: Any]])?.first?["carbs"] as? Double == 25)

            let bad = try await server.request(.POST, "/api/v1/favourites/meals", token: token, json: ["name": "", "carbs": 1, "protein": 1, "fat": 1])
            #expect(try bad.apiError().field == "name")
            #expect(try await server.request(.DELETE, "/api/v1/favourites/meals/\(id)", token: token).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/favourites/meals", token: token).array().count == 1)
        }
    }

    @Test func aSavedExerciseIsLoggedNowByDefault() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000)) // 2026-05-28T20:26:40Z
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let saved = try await server.request(.POST, "/api/v1/favourites/exercise", token: token, json: ["name": "Yoga", "minutes": 20, "intensity": "low"]).object()
            let id = try #require(saved["id"] as? String)
            let logged = try await server.request(.POST, "/api/v1/favourites/exercise/\(id)/log", token: token)
            #expect(logged.status == .created)
            #expect(try logged.object()["time"] as? String == "2026-05-28T20:26:40Z")
        }
    }

    @Test func favouritesArePrivate() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let id = try #require(try await server.request(.POST, "/api/v1/favourites/meals", token: ada, json: ["name": "Secret soup", "carbs": 10, "protein": 5, "fat": 2]).object()["id"] as? String)
            #expect(try await server.request(.GET, "/api/v1/favourites/meals", token: bob).array().isEmpty)
            #expect(try await server.request(.POST, "/api/v1/favourites/meals/\(id)/log", token: bob).status == .notFound)
            #expect(try await server.request(.DELETE, "/api/v1/favourites/meals/\(id)", token: bob).status == .notFound)
        }
    }
}
