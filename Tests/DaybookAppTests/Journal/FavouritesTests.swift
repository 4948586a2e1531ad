@testable import DaybookApp
import DaybookCore
import Foundation
import Testing

/// Favourites: saved per kind, listed alphabetically, found and deleted only by their owner.
@Suite struct FavouritesTests {
    @Test func savedFavouritesListAlphabeticallyByKind() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let save = SaveFavourite(app.context)
            let toast = try await save(try FavouriteMeal(name: "Toast", carbs: 30, protein: 6, fat: 4), for: ada)
            _ = try await save(try FavouriteMeal(name: "Apple", carbs: 20, protein: 0, fat: 0), for: ada)
            _ = try await save(try FavouriteExercise(name: "Run", minutes: 30, intensity: .medium), for: ada)

            #expect(try await Favourites<FavouriteMeal>(app.context).all(of: ada).map(\.value.name) == ["Apple", "Toast"])
            #expect(try await Favourites<FavouriteExercise>(app.context).all(of: ada).map(\.value.name) == ["Run"])
            #expect(try await Favourites<FavouriteMeal>(app.context).find(toast.id, of: ada)?.value == toast.value)
            #expect(try await Favourites<FavouriteExercise>(app.context).find(toast.id, of: ada) == nil)
            #expect(await app.changes.all.first == Change(.created, .favourites, id: toast.id))
        }
    }

    @Test func nobodyDeletesAnotherPersonsFavourite() async throws {
        try await TestApp.with { app in
            let ada = try await app.person("ada@example.org")
            let bob = try await app.person("bob@example.org")
            let toast = try await SaveFavourite(app.context)(try FavouriteMeal(name: "Toast", carbs: 30, protein: 6, fat: 4), for: ada)

            await #expect(throws: UseCaseError.notFound("This favourite")) {
                try await DeleteFavourite<FavouriteMeal>(app.context)(toast.id, for: bob)
            }
            await #expect(throws: UseCaseError.notFound("This favourite")) {
                try await DeleteFavourite<FavouriteExercise>(app.context)(toast.id, for: ada)
            }
            #expect(try await Favourites<FavouriteMeal>(app.context).find(toast.id, of: ada) != nil)

            try await DeleteFavourite<FavouriteMeal>(app.context)(toast.id, for: ada)
            #expect(try await Favourites<FavouriteMeal>(app.context).all(of: ada).isEmpty)
            #expect(await app.changes.all.last == Change(.deleted, .favourites, id: toast.id))
        }
    }
}
