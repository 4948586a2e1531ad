import DaybookApp
import DaybookCore
import Vapor

/// A once-a-day form refused because its record changed elsewhere since the form showed it
/// (`ChangedMeanwhile`), told in the person's words: each field both sides changed, with what they
/// typed and what is saved now, and the two ways out (keep mine, keep the saved one). On the page the
/// form comes back as typed with these; the page's script (a save kept on the phone) gets them as JSON.
struct FormConflict {
    struct Field: Encodable {
        var field: String
        var label: String
        var mine: String
        var saved: String
    }

    /// Drawn in the form, after its own button.
    struct View: Encodable {
        var message: String
        var keepMine: String
        var keepSaved: String
    }

    /// `409` as JSON: the error shape, each field's message, and the conflict to show.
    struct Answer: Encodable {
        struct Detail: Encodable {
            var title: String
            var date: String
            var fields: [Field]
            var keepMine: String
            var keepSaved: String
        }

        var error: FormRefusal.Detail
        var errors: [String: String]
        var conflict: Detail
    }

    let title: String
    let fields: [Field]
    let strings: Catalogue

    init(_ conflict: ChangedMeanwhile, form key: String, typed: [String: String], preferences: Preferences) {
        strings = Strings.table(preferences.language)
        let specs = LogPage.recordSpecs(key, preferences: preferences)
        title = strings[LogPage.recordTitleKeys[key] ?? ""] ?? key
        fields = conflict.fields.map { [strings] name in
            let spec = specs.first { $0.name == name }
            return Field(field: name, label: spec.map { strings[$0.labelKey] ?? $0.labelKey } ?? name,
                         mine: Self.words(typed[name], spec: spec, strings: strings),
                         saved: Self.words(conflict.stored[name], spec: spec, strings: strings))
        }
    }

    var errors: FieldErrors {
        Dictionary(fields.map { ($0.field, strings.fill("changedMeanwhileField", ["saved": $0.saved])) }) { first, _ in first }
    }

    var view: View {
        View(message: strings["changedMeanwhile"] ?? "", keepMine: strings["keepMine"] ?? "", keepSaved: strings["keepSaved"] ?? "")
    }

    func json(date: String?) throws -> Response {
        let first = fields.first?.field ?? "form"
        let response = try Response.json(Answer(
            error: .init(code: "conflict", message: strings["changedMeanwhile"] ?? "", field: first), errors: errors,
            conflict: .init(title: title, date: date ?? "", fields: fields, keepMine: view.keepMine, keepSaved: view.keepSaved)))
        response.status = .conflict
        return response
    }

    /// A field's value as the form shows it: a choice by its label, an empty field as "not set".
    static func words(_ text: String?, spec: FieldSpec?, strings: Catalogue) -> String {
        let text = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return strings["notSet"] ?? "" }
        guard let spec else { return text }
        if spec.control == .check { return text == "true" ? strings["yes"] ?? text : strings["notSet"] ?? "" }
        if let option = spec.options.first(where: { $0.value == text }) {
            let label = strings[option.labelKey] ?? text
            return spec.icons[text].map { "\($0) \(label)" } ?? label
        }
        return text
    }
}

/// A form refused as JSON (the page's script sent it): the API's error shape, every refused field's
/// message by field, and a one-tap correction where there is one.
struct FormRefusal: Encodable {
    struct Detail: Encodable {
        var code = "invalid"
        var message: String
        var field: String
    }

    var error: Detail
    /// Every refused field's message, by field.
    var errors: [String: String]
    /// A one-tap correction (97,9 typed with °C: save as °F), sent back as `name=value`.
    var fix: FormFix?

    static func response(_ errors: [String: String], fix: FormFix? = nil) throws -> Response {
        let first = errors.keys.sorted().first ?? "form"
        let response = try Response.json(FormRefusal(error: .init(message: errors[first] ?? "", field: first), errors: errors, fix: fix))
        response.status = .unprocessableEntity
        return response
    }
}
