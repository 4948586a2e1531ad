/// The Track & Graph features Daybook understands, by the name people give them.
/// "Stress" is a 1–10 rating, "Sleep" hours slept on the timestamp's date, "Glucose" mg/dL and
/// "Glucose (mmol/L)" mmol/L.
enum TrackAndGraphFeature: String {
    case stress, sleep, glucose
    case glucoseMmol = "glucose-mmol"

    init?(name: String) {
        switch name.trimmingCharacters(in: .whitespaces).lowercased() {
        case "stress": self = .stress
        case "sleep": self = .sleep
        case "glucose", "glucose (mg/dl)", "blood glucose": self = .glucose
        case "glucose (mmol/l)": self = .glucoseMmol
        default: return nil
        }
    }
}
