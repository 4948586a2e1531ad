import DaybookCore
import Foundation

/// One input of a web form, as the page template draws it: the label, the kind of control, what
/// the person typed (kept when the form is refused) and the message next to it.
struct FormField: Encodable {
    enum Control: String, Encodable {
        case datetime, number, text, select, range, date, textarea, password, pin, time
        /// A date with buttons for the day before and after (shown by the page's script).
        case day
        /// One checkbox, sent as "true" when ticked.
        case check
        /// Large tappable choices (radio buttons drawn as chips), for a few values a person picks daily.
        case choices
    }

    struct Option: Encodable {
        var value: String
        var label: String
        var selected: Bool
        /// An emoji shown before the label of a choice; empty for none.
        var icon = ""
    }

    var name: String
    var id: String
    var label: String
    var control: Control
    var value: String
    var optional: Bool
    var min: String?
    var max: String?
    var step: String?
    var options: [Option] = []
    var error: String?
}

/// How a form field is described once per entry kind; `FormField` is its drawing with values.
struct FieldSpec: Sendable {
    var name: String
    var labelKey: String
    var control: FormField.Control
    var optional = false
    var min: String?
    var max: String?
    var step: String?
    /// What a fresh form holds.
    var initial: String?
    /// Select options: the value and the word table key of its label.
    var options: [(value: String, labelKey: String)] = []
    /// Emoji for choices, by option value.
    var icons: [String: String] = [:]
    /// Option labels that read the same in every language (a language by its own name), by option value.
    var ownLabels: [String: String] = [:]

    func field(form: String, values: [String: String], errors: FieldErrors, strings: Catalogue,
               label: String? = nil) -> FormField {
        let value = values[name] ?? ""
        return FormField(
            name: name, id: "\(form)-\(name)", label: label ?? strings[labelKey] ?? labelKey, control: control, value: value,
            optional: optional, min: min, max: max, step: step,
            options: options.map { .init(value: $0.value, label: ownLabels[$0.value] ?? strings[$0.labelKey] ?? $0.labelKey, selected: $0.value == value,
                                       icon: icons[$0.value] ?? "") },
            error: errors[name])
    }
}
