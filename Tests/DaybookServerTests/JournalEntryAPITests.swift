import Foundation
import Testing
import Vapor

/// One table drives create, read, update, delete and validation for every timestamped kind.
struct EntryKindCase: CustomTestStringConvertible, Sendable {
    var path: String
    var kind: String
    var valid: [String: any Sendable]
    /// A full replacement for PUT and the field it changes, with the value the API must then show.
    var replacement: [String: any Sendable]
    var changedField: String
    var changedValue: any Sendable & Equatable
    /// A one-field PATCH and the value it must show; the other fields stay.
    var patch: (field: String, value: any Sendable & Equatable)
    var invalid: [(field: String, value: any Sendable)]

    var testDescription: String { path }

    static let time = "2026-03-10T08:30:00Z"

    static let all: [EntryKindCase] = [
        EntryKindCase(
            path: "stress", kind: "stress", valid: ["level": 6, "time": time, "note": "deadline"],
            replacement: ["level": 3, "time": time], changedField: "level", changedValue: 3,
            patch: ("note", "better now"),
            invalid: [("level", 0), ("level", 11), ("level", "high"), ("time", "yesterday"), ("note", String(repeating: "x", count: 1_001))]),
        EntryKindCase(
            path: "glucose", kind: "glucose", valid: ["value": 112, "unit": "mg/dL", "time": time, "source": "meter"],
            replacement: ["value": 140, "time": time, "source": "cgm"], changedField: "source", changedValue: "cgm",
            patch: ("value", 95.0),
            invalid: [("value", 5), ("value", 1_200), ("unit", "mg"), ("source", "guess"), ("time", "2026-03-10 08:30")]),
        EntryKindCase(
            path: "insulin", kind: "insulin", valid: ["units": 4.5, "kind": "bolus", "name": "Fiasp", "time": time],
            replacement: ["units": 12, "kind": "basal", "time": time], changedField: "kind", changedValue: "basal",
            patch: ("units", 5.0),
            invalid: [("units", 0), ("units", 101), ("kind", "fast"), ("name", String(repeating: "n", count: 101)),
                      ("time", "8280-08-15T17:50:30Z")]),
        EntryKindCase(
            path: "meals", kind: "meals", valid: ["name": "Porridge", "carbs": 54, "protein": 12, "fat": 8, "time": time],
            replacement: ["name": "Toast", "carbs": 30, "protein": 6, "fat": 4, "time": time], changedField: "name", changedValue: "Toast",
            patch: ("carbs", 60.0),
            invalid: [("name", ""), ("carbs", -1), ("protein", 1_001), ("fat", "lots"), ("time", "0732-03-20T12:13:34-03:34")]),
        EntryKindCase(
            path: "exercise", kind: "exercise", valid: ["name": "Run", "minutes": 30, "intensity": "medium", "time": time],
            replacement: ["name": "Swim", "minutes": 45, "intensity": "low", "time": time], changedField: "name", changedValue: "Swim",
            patch: ("intensity", "high"),
            invalid: [("minutes", 0), ("minutes", 1_441), ("intensity", "extreme"), ("name", "")]),
        EntryKindCase(
            path: "spans", kind: "spans", valid: ["kind": "illness", "start": time, "end": "2026-03-12T18:00:00Z", "note": "flu"],
            replacement: ["kind": "stress", "start": time], changedField: "kind", changedValue: "stress",
            patch: ("note", "over it"),
            invalid: [("kind", "holiday"), ("end", "2026-03-01T00:00:00Z"), ("start", 42), ("start", "1899-12-31T23:00:00Z")]),
    ]
}

@Suite struct JournalEntryAPITests {
    @Test(arguments: EntryKindCase.all)
    func createReadUpdateDelete(_ kind: EntryKindCase) async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "Europe/Berlin")
            let created = try await server.request(.POST, "/api/v1/\(kind.path)", token: token, json: kind.valid)
            #expect(created.status == .created, "\(created.bodyText)")
            let entry = try created.object()
            let id = try #require(entry["id"] as? String)
            #expect(entry["date"] as? String == "2026-03-10")

            let read = try await server.request(.GET, "/api/v1/\(kind.path)/\(id)", token: token)
            #expect(read.status == .ok)
            #expect(try read.object()["id"] as? String == id)

            let listed = try await server.request(.GET, "/api/v1/\(kind.path)?from=2026-03-10&to=2026-03-10", token: token).array()
            #expect(listed.map { $0["id"] as? String } == [id])
            let outside = try await server.request(.GET, "/api/v1/\(kind.path)?from=2026-03-11", token: token).array()
            #expect(outside.isEmpty)

            let replaced = try await server.request(.PUT, "/api/v1/\(kind.path)/\(id)", token: token, json: kind.replacement)
            #expect(replaced.status == .ok, "\(replaced.bodyText)")
            #expect(same(try replaced.object()[kind.changedField], kind.changedValue))

            let patched = try await server.request(.PATCH, "/api/v1/\(kind.path)/\(id)", token: token, json: [kind.patch.field: kind.patch.value])
            #expect(patched.status == .ok, "\(patched.bodyText)")
            let afterPatch = try patched.object()
            #expect(same(afterPatch[kind.patch.field], kind.patch.value))
            #expect(same(afterPatch[kind.changedField], kind.changedValue), "PATCH kept the other fields")

            let day = try await server.request(.GET, "/api/v1/days/2026-03-10", token: token).object()
            #expect((day[kind.kind] as? [[String: Any]])?.count == 1)
            let month = try await server.request(.GET, "/api/v1/calendar/2026/3", token: token).object()
            let march = try #require(((month["2026"] as? [String: Any])?["3"] as? [Any]))
            #expect(((march[9] as? [String: Any])?["logged"] as? [String]) == [kind.kind])

            #expect(try await server.request(.DELETE, "/api/v1/\(kind.path)/\(id)", token: token).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/\(kind.path)/\(id)", token: token).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/\(kind.path)", token: token).array().isEmpty)
            let dayAfter = try await server.request(.GET, "/api/v1/days/2026-03-10", token: token).object()
            #expect((dayAfter[kind.kind] as? [[String: Any]])?.isEmpty == true)
            let monthAfter = try await server.request(.GET, "/api/v1/calendar/2026/3", token: token).object()
            let marchAfter = try #require(((monthAfter["2026"] as? [String: Any])?["3"] as? [Any]))
            #expect(marchAfter[9] is NSNull)
        }
    }

    @Test(arguments: EntryKindCase.all)
    func everyInvalidFieldIsNamedAndNothingIsStored(_ kind: EntryKindCase) async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            for (field, value) in kind.invalid {
                var body = kind.valid
                body[field] = value
                let response = try await server.request(.POST, "/api/v1/\(kind.path)", token: token, json: body)
                #expect(response.status == .unprocessableEntity, "\(field)=\(value): \(response.bodyText)")
                #expect(try response.apiError().field == field, "\(field)=\(value): \(response.bodyText)")
            }
            var unknown = kind.valid
            unknown["colour"] = "blue"
            let refused = try await server.request(.POST, "/api/v1/\(kind.path)", token: token, json: unknown)
            #expect(try refused.apiError().field == "colour")
            let malformed = try await server.request(.POST, "/api/v1/\(kind.path)", token: token, body: "{")
            #expect(malformed.status == .badRequest)

            // A bad update changes nothing either.
            let created = try await server.request(.POST, "/api/v1/\(kind.path)", token: token, json: kind.valid).object()
            let id = try #require(created["id"] as? String)
            let (field, value) = try #require(kind.invalid.first)
            let badPatch = try await server.request(.PATCH, "/api/v1/\(kind.path)/\(id)", token: token, json: [field: value])
            #expect(badPatch.status == .unprocessableEntity)
            let reread = try await server.request(.GET, "/api/v1/\(kind.path)/\(id)", token: token).object()
            #expect(same(reread[field] as Any, created[field] as Any))
            #expect(try await server.request(.GET, "/api/v1/\(kind.path)", token: token).array().count == 1)
        }
    }

    @Test(arguments: EntryKindCase.all)
    func anotherUsersEntryDoesNotExist(_ kind: EntryKindCase) async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let id = try #require(try await server.request(.POST, "/api/v1/\(kind.path)", token: ada, json: kind.valid).object()["id"] as? String)

            #expect(try await server.request(.GET, "/api/v1/\(kind.path)/\(id)", token: bob).status == .notFound)
            #expect(try await server.request(.PUT, "/api/v1/\(kind.path)/\(id)", token: bob, json: kind.replacement).status == .notFound)
            #expect(try await server.request(.PATCH, "/api/v1/\(kind.path)/\(id)", token: bob, json: [kind.patch.field: kind.patch.value]).status == .notFound)
            #expect(try await server.request(.DELETE, "/api/v1/\(kind.path)/\(id)", token: bob).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/\(kind.path)", token: bob).array().isEmpty)
            let bobsDay = try await server.request(.GET, "/api/v1/days/2026-03-10", token: bob).object()
            #expect((bobsDay[kind.kind] as? [Any])?.isEmpty == true)
            // Ada's entry is untouched.
            let adas = try await server.request(.GET, "/api/v1/\(kind.path)/\(id)", token: ada).object()
            #expect(adas["id"] as? String == id)
        }
    }
}

/// Compares a JSON value from JSONSerialization with an expected Swift value.
func same(_ actual: Any?, _ expected: Any) -> Bool {
    switch expected {
    case let number as Int: return (actual as? Double) == Double(number)
    case let number as Double: return (actual as? Double) == number
    case let text as String: return (actual as? String) == text
    case let flag as Bool: return (actual as? Bool) == flag
    default: return false
    }
}
