import DaybookApp
import DaybookCore
import Foundation

/// What a once-a-day form showed of its record, carried in the form as `shown` (a JSON object, field →
/// the text its input held), so that a save made later (a page left open, a save kept on a phone while
/// offline) is merged with what is stored then instead of overwriting it (`OnceADayForm`). The person's
/// answer to a conflict comes back as `keep` (`mine` or `saved`).
enum ShownFields {
    static let field = "shown"
    static let keepField = "keep"

    /// The record's fields as a form draws them: what an untouched form sends for each (the date is
    /// where the record is, not part of it).
    static func drawn(_ specs: [FieldSpec], values: [String: String]) -> [String: String] {
        var drawn: [String: String] = [:]
        for spec in specs where spec.name != "date" { drawn[spec.name] = values[spec.name] ?? "" }
        return drawn
    }

    static func text(_ drawn: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(drawn)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The form's `shown` (nil when the form has none: the check is then skipped, as for the API).
    static func shownValues(_ form: [String: String]) throws -> [String: String]? {
        guard let text = form[field], !text.isEmpty else { return nil }
        guard let shown = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else {
            throw ValidationError(field: field, .formDamaged)
        }
        return shown
    }

    static func keep(_ form: [String: String]) throws -> KeepSide? {
        guard let text = form[keepField], !text.isEmpty else { return nil }
        guard let side = KeepSide(rawValue: text) else {
            throw ValidationError(field: keepField, .mineOrSaved)
        }
        return side
    }

    /// A save of the form `typed` over the record as stored when the save runs.
    static func save<Stored, Output>(_ typed: [String: String], specs: [FieldSpec],
                                     draw: @escaping @Sendable (Stored) -> [String: String],
                                     read: @escaping @Sendable ([String: String], Stored) throws -> Output) throws -> OnceADayForm<Stored, Output> {
        OnceADayForm(typed: typed, shown: try shownValues(typed), keep: try keep(typed),
                     draw: { stored in drawn(specs, values: draw(stored)) }, read: read)
    }
}
