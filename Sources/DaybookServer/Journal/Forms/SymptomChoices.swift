import DaybookCore

/// Flow, mood and cramps as a person reads them: in order (none to heavy, best mood to worst) and
/// each with an emoji, so the day is logged with a few taps.
enum SymptomChoices {
    static let flow: [(FlowLevel, String)] = [(.none, "⚪"), (.spotting, "🩸"), (.light, "💧"), (.medium, "💧💧"), (.heavy, "💧💧💧")]
    static let mood: [(MoodLevel, String)] = [
        (.great, "🤩"), (.happy, "😊"), (.loved, "🥰"), (.lol, "😂"), (.neutral, "😐"),
        (.idk, "🤷"), (.sad, "😢"), (.angry, "😠"), (.sick, "🤒"),
    ]
    static let cramps: [(CrampLevel, String)] = [(.none, "🙂"), (.good, "😌"), (.neutral, "😐"), (.bad, "😣"), (.terrible, "😫")]

    static func field<T: RawRepresentable<String>>(_ name: String, labelKey: String, _ choices: [(T, String)], prefix: String) -> FieldSpec {
        FieldSpec(name: name, labelKey: labelKey, control: .choices, optional: true,
                  options: choices.map { ($0.0.rawValue, "\(prefix).\($0.0.rawValue)") },
                  icons: Dictionary(uniqueKeysWithValues: choices.map { ($0.0.rawValue, $0.1) }))
    }
}
