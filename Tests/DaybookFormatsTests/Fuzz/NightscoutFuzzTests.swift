import DaybookCore
import DaybookFormats
import DaybookTestSupport
import Foundation
import PropertyBased
import Testing

/// What Nightscout clients send: instants, query strings (`find[…]`, `count`) and uploaded
/// entries and treatments. Each is read or refused with a `ValidationError` naming the field; nothing traps.
@Suite(.timeLimit(.minutes(1))) struct NightscoutFuzzTests {
    static let now = Date(timeIntervalSince1970: 1_778_414_400)
    static var instantText: Generator<String, some SendableSequenceType> { TextMutation.text(["2026", "-05-10", "T", "13:00", ":00", ".000", ".123456789", "+02:00", "Z", "1778410800000"]) }

    /// A parsed instant can be written back as Nightscout writes it (ms and ISO).
    static func checkInstant(_ text: String) {
        _ = NightscoutTime.offsetMinutes(text)
        guard let date = NightscoutTime.parse(text) else { return }
        #expect(date.timeIntervalSince1970.isFinite, "\(text.debugDescription)")
        _ = NightscoutTime.milliseconds(date)
        _ = NightscoutTime.isoString(date)
    }

    @Test func randomInstants() async {
        await propertyCheck(count: 2_000, input: Self.instantText) { Self.checkInstant($0) }
    }

    @Test func damagedInstants() async {
        await propertyCheck(count: 2_000, input: TextMutation.damaged("2026-05-10T13:00:00.000+02:00")) { Self.checkInstant($0) }
    }

    static var queryName: Generator<String, some SendableSequenceType> { TextMutation.text(["find[", "]", "[", "date", "dateString", "created_at", "sgv", "type", "$gte", "$lt", "$eq", "$ne", "count",
                                                                                                 "$exists", "$in", "$nin", "$regex", "$options", "$and", "$or", "0", "21", "[]"], count: 1...8) }
    static var queryValue: Generator<String, some SendableSequenceType> { TextMutation.text(["1778410800000", "2026-05-10", "T13:00:00Z", "sgv", "95", "-", "true", "^s", ".*", "(", "|", "[a-", "\\", "i"], count: 0...4) }
    static var queryItems: Generator<[(String, String)], some SendableSequenceType> { zip(queryName, queryValue).array(of: 0...5) }

    static let document: NightscoutDocument = [
        "sgv": .string("95"), "type": .string("sgv"), "date": .integer(1_778_410_800_000),
        "dateString": .string("2026-05-10T13:00:00+02:00"), "created_at": .string("2026-05-10T11:00:00Z"), "noise": .bool(true),
    ]

    @Test func randomQueries() async {
        await propertyCheck(count: 3_000, input: Self.queryItems) { items in
            do {
                let query = try NightscoutQuery(items: items.map { (name: $0.0, value: $0.1) })
                #expect((1...100_000).contains(query.count))
                _ = query.window(now: Self.now)
                _ = query.matches(Self.document)
            } catch let error as ValidationError {
                #expect(["count", "find"].contains(error.field) || items.contains { $0.0 == error.field }, "\(items): \(error)")
            } catch {
                Issue.record("\(items): \(type(of: error)) \(error)")
            }
        }
    }

    static var jsonValue: Generator<NightscoutJSON, some SendableSequenceType> { zip(Gen.int(in: 0...6), TextMutation.text(["95", "2026-05-10T13:00:00Z", "1778410800000", "mmol", "Sensor", "Exercise", "BG Check"], count: 0...3), Gen.int(in: 0...7)).map { kind, text, number in
        let numbers: [Double] = [0, -1, 95, 1e300, -1e300, .infinity, -.infinity, .nan]
        return switch kind {
        case 0: .null
        case 1: .bool(number % 2 == 0)
        case 2: .integer([0, -1, 95, 1_778_410_800_000, .max, .min, 9_007_199_254_740_993, 30][number])
        case 3: .number(numbers[number])
        case 4, 5: .string(text)
        default: .array([.string(text)])
        }
    } }
    static let fields = ["type", "sgv", "mbg", "date", "dateString", "mills", "utcOffset", "created_at", "eventType", "insulin",
                         "carbs", "protein", "fat", "glucose", "units", "glucoseType", "duration", "preBolus", "notes", "foodType"]
    static var randomDocument: Generator<NightscoutDocument, some SendableSequenceType> { zip(Gen.int(in: 0...(fields.count - 1)), jsonValue).array(of: 0...8).map { pairs in
        NightscoutDocument(pairs.map { (fields[$0.0], $0.1) }) { _, last in last }
    } }

    @Test func randomEntries() async {
        await propertyCheck(count: 2_000, input: Self.randomDocument) { entry in
            do {
                let normalized = try NightscoutEntries.normalize(entry, now: Self.now)
                _ = try NightscoutEntries.reading(from: normalized)
                _ = try JSONEncoder().encode(normalized)
            } catch let error as ValidationError {
                #expect(Self.fields.contains(error.field), "\(entry): \(error)")
            } catch is EncodingError {
                // NaN and infinities cannot be written as JSON; the API's encoder refuses them (422/500 is the server's choice).
            } catch {
                Issue.record("\(entry): \(type(of: error)) \(error)")
            }
        }
    }

    @Test func randomTreatments() async {
        await propertyCheck(count: 2_000, input: Self.randomDocument) { treatment in
            do {
                let normalized = try NightscoutTreatments.normalize(treatment, now: Self.now)
                for part in NightscoutTreatments.split(normalized) {
                    _ = try NightscoutTreatments.journalValues(of: part)
                }
            } catch let error as ValidationError {
                #expect(Self.fields.contains(error.field), "\(treatment): \(error)")
            } catch {
                Issue.record("\(treatment): \(type(of: error)) \(error)")
            }
        }
    }

    /// Random bytes as a Nightscout upload body: a `DecodingError`, or documents.
    @Test func randomJSONBodies() async {
        let pieces = ["[", "]", "{", "}", ",", ":", "\"sgv\"", "\"date\"", "95", "1e309", "-0", "null", "true", "\"", "\\u0000", "9223372036854775808"]
        let body = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...30).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 2_000, input: body) { text in
            do {
                _ = try JSONDecoder().decode([NightscoutDocument].self, from: Data(text.utf8))
            } catch is DecodingError {
            } catch {
                Issue.record("\(text.debugDescription): \(type(of: error)) \(error)")
            }
        }
    }
}
