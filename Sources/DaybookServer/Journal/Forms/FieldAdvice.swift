/// What a refused form says about one field in the person's language, and the fix a person can apply
/// with one tap, when there is one.
struct FieldAdvice {
    var field: String
    var message: String
    var fix: FormFix?
}

/// A button that sends the form again as typed, with `name=value` added: the server applies it
/// (`WebEntryKind.corrected`). It sits after the form's own button, so Enter still saves as typed.
struct FormFix: Encodable {
    var name: String
    var value: String
    var label: String
}

extension FormView {
    /// Puts each advice's message next to its field; the form offers the first fix.
    mutating func apply(_ advice: [FieldAdvice]) {
        for item in advice {
            guard let index = fields.firstIndex(where: { $0.name == item.field }) else { continue }
            fields[index].error = item.message
            if fix == nil { fix = item.fix }
        }
    }
}
