import DaybookCore
import DaybookTestSupport
import Foundation
import PropertyBased
import Testing

/// An export document as `POST /api/v1/import` reads it, damaged: decoding and `validate()` refuse it
/// with a `DecodingError` or a `ValidationError` naming its place, or read it; nothing traps.
/// The decoder's dates are ISO 8601 like the API's (`JSONCoding` in the server, which adds fractional seconds).
@Suite(.timeLimit(.minutes(1))) struct ExportDocumentFuzzTests {
    static let valid: String = {
        let time = Date(timeIntervalSince1970: 1_778_414_400)
        var document = ExportDocument(exportedAt: time, profile: ExportProfile(
            email: "ada@example.org", preferences: Preferences(displayName: "Ada", timeZone: "Europe/Berlin")))
        let day = (try? LocalDate(parsing: "2026-05-10")) ?? LocalDate(dayNumber: 0)
        func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n)) ?? UUID() }
        if let symptoms = try? Symptoms(flow: .heavy, sleep: 6.5, notes: "tired, \"cramps\"") {
            document.symptoms = [ExportEntry(id: id(1), date: day, value: symptoms)]
        }
        if let reading = try? GlucoseReading(mgPerDL: 104, time: time) { document.glucose = [ExportEntry(id: id(2), date: day, value: reading)] }
        if let dose = try? InsulinDose(units: 4, kind: .bolus, name: "Fiasp", time: time) { document.insulin = [ExportEntry(id: id(3), date: day, value: dose)] }
        if let meal = try? Meal(name: "Porridge", carbs: 40, protein: 10, fat: 5, time: time) { document.meals = [ExportEntry(id: id(4), date: day, value: meal)] }
        if let stress = try? StressRating(level: 6, time: time) { document.stress = [ExportEntry(id: id(5), date: day, value: stress)] }
        if let span = try? Span(kind: .illness, start: time, end: time.addingTimeInterval(86_400)) { document.spans = [ExportEntry(id: id(6), date: day, value: span)] }
        document.cyclePauses = [ExportCyclePause(id: id(7), kind: "pregnancy", start: day, end: nil)]
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return (try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }()

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func check(_ text: String) {
        do {
            let document = try decoder().decode(ExportDocument.self, from: Data(text.utf8))
            try document.validate()
            var sorted = document
            sorted.sort()
        } catch is DecodingError {
        } catch let error as ValidationError {
            #expect(!error.field.isEmpty, "\(text.debugDescription): \(error)")
        } catch {
            Issue.record("\(type(of: error)) \(error) for \(text.debugDescription)")
        }
    }

    @Test func theValidDocumentReadsBack() throws {
        let document = try Self.decoder().decode(ExportDocument.self, from: Data(Self.valid.utf8))
        try document.validate()
        #expect(document.glucose.first?.value.mgPerDL == 104)
        #expect(document.symptoms.first?.value.notes == "tired, \"cramps\"")
    }

    @Test func damagedDocuments() async {
        await propertyCheck(count: 1_500, input: TextMutation.damaged(Self.valid)) { Self.check($0) }
    }

    /// One value replaced by a hostile one: the decoders behind each field (dates, numbers, enums, ids) see it.
    @Test func hostileValues() async {
        let values = ["null", "\"\"", "1e309", "-1e309", "1e300", "-1", "0", "9223372036854775808", "\"NaN\"", "\"2026-02-30\"",
                      "\"2026-05-10T25:00:00Z\"", "\"0000-00-00\"", "[]", "{}", "true", "\"\u{0}\"", String(repeating: "[", count: 600)]
        let valid = Self.valid
        let valueStarts = valid.indices.filter { valid[$0] == ":" }
        let generator = zip(Gen.int(in: 0...(valueStarts.count - 1)), Gen.int(in: 0...(values.count - 1)))
        await propertyCheck(count: 1_500, input: generator) { at, value in
            // Replace the value after the chosen colon up to its line's end (the document is pretty-printed).
            let start = valid.index(after: valueStarts[at])
            let end = valid[start...].firstIndex(where: { $0 == "\n" }) ?? valid.endIndex
            let comma = valid[..<end].hasSuffix(",") ? "," : ""
            Self.check(String(valid[..<start]) + " " + values[value] + comma + String(valid[end...]))
        }
    }
}
