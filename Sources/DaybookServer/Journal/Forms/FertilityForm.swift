import DaybookCore
import Foundation

/// The once-a-day fertility signs on the log page: the mucus as two rows of chips, how it felt and
/// how it looked, each from the least to the most fertile. Both or neither: half a note is no sign.
enum FertilityForm {
    static let feelings: [(MucusFeeling, String)] = [(.dry, "🏜️"), (.nothing, "○"), (.wet, "💧"), (.slippery, "🫧")]
    static let textures: [(MucusTexture, String)] = [(.none, "○"), (.creamy, "🥛"), (.eggWhite, "🥚")]

    static func fields() -> [FieldSpec] { [
        FieldSpec(name: "date", labelKey: "date", control: .day),
        SymptomChoices.field("mucusFeeling", labelKey: "mucusFeeling", feelings, prefix: "mucusFeeling"),
        SymptomChoices.field("mucusTexture", labelKey: "mucusTexture", textures, prefix: "mucusTexture"),
    ] }

    static func values(_ signs: FertilitySigns?, date: LocalDate) -> [String: String] {
        var values = ["date": date.description]
        values["mucusFeeling"] = signs?.mucus?.feeling.rawValue
        values["mucusTexture"] = signs?.mucus?.texture.rawValue
        return values
    }

    static func signs(from form: [String: String]) throws -> FertilitySigns {
        var check = FormCheck()
        let feeling = try check.field { () throws -> MucusFeeling? in
            try choice(form["mucusFeeling"], field: "mucusFeeling")
        } ?? nil
        let texture = try check.field { () throws -> MucusTexture? in
            try choice(form["mucusTexture"], field: "mucusTexture")
        } ?? nil
        try check.finish()
        switch (feeling, texture) {
        case let (feeling?, texture?): return FertilitySigns(mucus: Mucus(feeling: feeling, texture: texture))
        case (nil, nil): return FertilitySigns()
        case (nil, _): throw ValidationError(field: "mucusFeeling", .chooseFeelingToo)
        case (_, nil): throw ValidationError(field: "mucusTexture", .chooseLookToo)
        }
    }

    private static func choice<T: RawRepresentable<String>>(_ text: String?, field: String) throws -> T? {
        guard let text, !text.isEmpty else { return nil }
        guard let value = T(rawValue: text) else { throw ValidationError(field: field, .notAChoice) }
        return value
    }
}
