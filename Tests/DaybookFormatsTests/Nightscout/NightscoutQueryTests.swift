import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// `find[…]` as Nightscout's server reads it (qs nesting, Mongo operators), and the window the store reads.
@Suite struct NightscoutQueryTests {
    static let now = Date(timeIntervalSince1970: 1_778_414_400)   // 2026-05-10T12:00:00Z

    static func query(_ items: [(String, String)]) throws -> NightscoutQuery {
        try NightscoutQuery(items: items.map { (name: $0.0, value: $0.1) })
    }

    static let carbs: NightscoutDocument = ["eventType": .string("Meal Bolus"), "carbs": .integer(30), "enteredBy": .string("Loop"),
                                            "created_at": .string("2026-05-10T11:00:00.000Z"), "tags": .array([.string("a"), .string("b")]),
                                            "pump": .object(["battery": .object(["percent": .integer(40)])])]
    static let note: NightscoutDocument = ["eventType": .string("Note"), "notes": .string("new sensor"), "enteredBy": .string("Trio"),
                                           "created_at": .string("2026-05-10T10:00:00.000Z"), "carbs": .null]

    @Test func existsAsTrioAsksForCarbsAndDurations() throws {
        let withCarbs = try Self.query([("find[carbs][$exists]", "true")])
        #expect(withCarbs.matches(Self.carbs))
        #expect(withCarbs.matches(Self.note), "Mongo counts a stored null as there")
        #expect(!(try Self.query([("find[duration][$exists]", "1")])).matches(Self.carbs))
        #expect(try Self.query([("find[duration][$exists]", "false")]).matches(Self.carbs))
        #expect(try Self.query([("find[duration][$exists]", "0")]).matches(Self.carbs))
        #expect(try Self.query([("find[pump.battery.percent][$exists]", "true")]).matches(Self.carbs), "dotted paths read nested objects")
        for value in ["yes", "", "TRUE"] {
            #expect(throws: ValidationError(field: "find[carbs][$exists]", "must be true, false, 1 or 0")) {
                try Self.query([("find[carbs][$exists]", value)])
            }
        }
    }

    @Test func inAndNinInEveryFormQsParses() throws {
        let forms: [[(String, String)]] = [
            [("find[eventType][$in][]", "Meal Bolus"), ("find[eventType][$in][]", "Correction Bolus")],
            [("find[eventType][$in][0]", "Meal Bolus"), ("find[eventType][$in][1]", "Correction Bolus")],
            [("find[eventType][$in]", "Meal Bolus"), ("find[eventType][$in]", "Correction Bolus")],
        ]
        for form in forms {
            let query = try Self.query(form)
            #expect(query.conditions == [.init(field: "eventType", test: .among(["Meal Bolus", "Correction Bolus"], true))])
            #expect(query.matches(Self.carbs) && !query.matches(Self.note))
        }
        #expect(try Self.query([("find[eventType][$nin][]", "Note")]).matches(Self.carbs))
        #expect(!(try Self.query([("find[eventType][$nin][]", "Note"), ("find[eventType][$nin][]", "Meal Bolus")])).matches(Self.carbs))
        #expect(try Self.query([("find[nothing][$nin][]", "x")]).matches(Self.carbs), "$nin holds for a missing field")
        #expect(try Self.query([("find[carbs][$in][]", "30")]).matches(Self.carbs), "numbers compare as numbers")
        #expect(try Self.query([("find[tags][$in][]", "b")]).matches(Self.carbs), "an array matches by its elements")
        #expect(throws: ValidationError(field: "find[eventType][$in][x]", "must list values: find[eventType][$in][]=value")) {
            try Self.query([("find[eventType][$in][x]", "Note")])
        }
        #expect(throws: ValidationError(field: "find", "takes at most 100 conditions")) {
            try Self.query(Array(repeating: ("find[eventType][$in][]", "Note"), count: 101))
        }
    }

    @Test func regexInTheSafeSubset() throws {
        #expect(try Self.query([("find[eventType][$regex]", "Bolus$")]).matches(Self.carbs))
        #expect(!(try Self.query([("find[eventType][$regex]", "^bolus")])).matches(Self.carbs))
        #expect(try Self.query([("find[eventType][$regex]", "^meal"), ("find[eventType][$options]", "i")]).matches(Self.carbs))
        #expect(!(try Self.query([("find[carbs][$regex]", "30")])).matches(Self.carbs), "a number is no text to match")
        let refused = #expect(throws: ValidationError.self) { try Self.query([("find[notes][$regex]", "(a+)+$")]) }
        #expect(refused?.field == "find[notes][$regex]")
        #expect(refused?.message.contains("literal text, ., [...] classes") == true)
        #expect(throws: ValidationError(field: "find[notes][$options]", "supports only the option i (ignore case)")) {
            try Self.query([("find[notes][$regex]", "a"), ("find[notes][$options]", "s")])
        }
        #expect(throws: ValidationError(field: "find[notes][$options]", "goes with $regex")) {
            try Self.query([("find[notes][$options]", "i")])
        }
    }

    @Test func andOrAsTrioWritesThem() throws {
        // Trio's carbs fetch: carbs, not entered by itself or other loops, since a date.
        let trio = try Self.query([
            ("find[carbs][$exists]", "true"), ("find[$and][0][enteredBy][$ne]", "Trio"), ("find[$and][1][enteredBy][$ne]", "AndroidAPS"),
            ("find[created_at][$gt]", "2026-05-10T09:00:00.000Z"),
        ])
        #expect(trio.conditions.count == 4 && trio.alternatives.isEmpty, "$and's members join the conditions")
        #expect(trio.matches(Self.carbs) && !trio.matches(Self.note))
        // Trio's glucose delete: by its id or by the reading's instant.
        let either = try Self.query([("find[$or][0][id][$eq]", "abc"), ("find[$or][1][dateString][$eq]", "2026-05-10T10:00:00.000Z")])
        #expect(either.alternatives.count == 1 && either.alternatives[0].count == 2)
        #expect(either.matches(["id": .string("abc")]) && either.matches(["dateString": .string("2026-05-10T10:00:00Z")]))
        #expect(!either.matches(["id": .string("abd"), "dateString": .string("2026-05-10T10:05:00Z")]))
        // Nested: an $or inside an $and member, and an $and inside an alternative.
        let nested = try Self.query([
            ("find[$and][0][$or][0][eventType]", "Note"), ("find[$and][0][$or][1][carbs]", "30"),
            ("find[$or][0][$and][0][enteredBy]", "Loop"), ("find[$or][1][enteredBy]", "Trio"),
        ])
        #expect(nested.matches(Self.carbs) && nested.matches(Self.note))
        #expect(!nested.matches(["eventType": .string("Note"), "enteredBy": .string("xDrip")]))
    }

    @Test func everythingElseIsRefusedNamingTheParameter() throws {
        let cases: [(String, String)] = [
            ("find[date][$near]", "is not supported; supported: $eq, $ne, $gt, $gte, $lt, $lte, $exists, $in, $nin, $regex, $not"),
            ("find[$nor][0][a]", "is not supported; a find may use $and and $or"),
            ("find[$or][][a]", "must list its members by number from 0 to 20: find[$or][0][field]=value"),
            ("find[$or][21][a]", "must list its members by number from 0 to 20: find[$or][0][field]=value"),
            ("find[$or]", "must list its members by number from 0 to 20: find[$or][0][field]=value"),
            ("find[a][$eq][b]", "takes one value"),
            ("find[a]b", "must look like find[field], find[field][$op] or find[$or][0][field]"),
            ("find[$or][0][$and][0][a][$ne]", "nests deeper than 5 brackets"),
            ("find[created_at][$exists]", "is a date: compare it ($gt, $lte, …) or list dates with $in"),
            ("find[$or][0][date][$gte]", "must be a date: ms since 1970 or ISO 8601"),
        ]
        for (name, message) in cases {
            let value = name.contains("date") && !name.contains("exists") ? "yesterday" : "1"
            #expect(throws: ValidationError(field: name, message)) { try Self.query([(name, value)]) }
        }
        #expect(throws: ValidationError(field: "find", "takes at most 100 conditions")) {
            try Self.query((0...100).map { ("find[f\($0)]", "x") })
        }
        #expect(throws: ValidationError(field: "find[a]", "takes either a value or operators, not both")) {
            try Self.query([("find[a]", "1"), ("find[a][$ne]", "2")])
        }
    }

    @Test func onlyDatesEveryDocumentMustMeetBoundTheWindow() throws {
        let day: TimeInterval = 86_400
        // No date condition: the last four days, also when the only dates are inside an $or (query.js looks only at the top).
        for items in [[("find[carbs][$exists]", "true")], [("find[$or][0][created_at][$gte]", "2026-04-01T00:00:00Z"), ("find[$or][1][carbs]", "5")]] {
            let query = try Self.query(items)
            #expect(!query.hasDateCondition)
            #expect(query.window(now: Self.now).from == Self.now.addingTimeInterval(-4 * day) && query.window(now: Self.now).to == nil)
        }
        // An $or's date never widens the window the conditions outside it set.
        let narrowed = try Self.query([("find[created_at][$gte]", "2026-05-09T00:00:00Z"), ("find[$or][0][created_at][$gte]", "1970-01-01T00:00:00Z"),
                                       ("find[$or][1][carbs]", "5")])
        #expect(narrowed.window(now: Self.now).from == Date(timeIntervalSince1970: 1_778_284_800))
        // $and's dates do bound it: every document must meet them.
        let anded = try Self.query([("find[$and][0][date][$gte]", "1778328000000"), ("find[$and][1][date][$lt]", "1778414400000")])
        #expect(anded.window(now: Self.now).from == Date(timeIntervalSince1970: 1_778_328_000))
        #expect(anded.window(now: Self.now).to == Date(timeIntervalSince1970: 1_778_414_400))
        // $in on a date spans its dates; $nin bounds nothing.
        let listed = try Self.query([("find[date][$in][]", "1778328000000"), ("find[date][$in][]", "1778400000000")])
        #expect(listed.window(now: Self.now).from == Date(timeIntervalSince1970: 1_778_328_000))
        #expect(listed.window(now: Self.now).to == Date(timeIntervalSince1970: 1_778_400_000))
        let unlisted = try Self.query([("find[date][$nin][]", "1778328000000")])
        #expect(unlisted.hasDateCondition && unlisted.window(now: Self.now).from == nil)
        // An offset's plus a client did not escape arrives as a space, and still reads as the instant.
        let unescaped = try Self.query([("find[created_at][$gte]", "2026-05-10T13:00:00 02:00")])
        #expect(unescaped.window(now: Self.now).from == Date(timeIntervalSince1970: 1_778_410_800))
    }
}
