import DaybookCore

/// The charts' German words.
struct GermanChartWords: ChartWords {
    let noData = "Keine Daten"
    let weekdays = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
    let stress = "Stress"
    let date = "Datum"
    let hourOfDay = "Stunde"
    let weekday = "Wochentag"
    let timeOfDay = "Uhrzeit"

    func metric(_ metric: InsightMetric) -> String {
        switch metric {
        case .sleep: "Schlaf"
        case .activity: "Aktivität"
        case .work: "Arbeit"
        case .diet: "Ernährung"
        }
    }

    func lineTitle(_ subject: String, from: String, to: String) -> String {
        from == to ? "\(subject) am \(from)" : "\(subject) vom \(from) bis \(to)"
    }

    func lineDescription(_ subject: String, days: Int, average: String?) -> String {
        guard let average, days > 0 else { return "\(subject): keine Werte in diesem Zeitraum." }
        return "\(subject) an \(days) \(days == 1 ? "Tag" : "Tagen"), ein Punkt pro Tag; die gestrichelte Linie ist der Durchschnitt des Zeitraums, \(average)."
    }

    func byHourTitle() -> String { "Durchschnittlicher Stress nach Uhrzeit" }
    func byWeekdayTitle() -> String { "Durchschnittlicher Stress nach Wochentag" }

    func bucketDescription(ratings: Int, highest: String?) -> String {
        guard let highest, ratings > 0 else { return "Noch keine Stressbewertungen." }
        return "Durchschnitte über alle \(ratings) \(ratings == 1 ? "Stressbewertung" : "Stressbewertungen"); am höchsten: \(highest)."
    }

    func scatterTitle(_ metric: String, lag: Int) -> String {
        lag == 1 ? "\(metric) am Vortag und Stress" : "\(metric) und Stress"
    }

    func scatterDescription(days: Int, minimum: Int, r: String?, rSquared: String?, p: String?) -> String {
        guard let r, let rSquared else {
            return "\(days) \(days == 1 ? "gepaarter Tag" : "gepaarte Tage"): zu wenige Daten für eine Trendlinie (nötig sind \(minimum))."
        }
        return "\(days) gepaarte Tage, ein Punkt pro Tag, mit der Trendlinie der kleinsten Quadrate: r = \(r), r² = \(rSquared)\(p.map { ", \($0)" } ?? "")."
    }

    func heatmapTitle(_ subject: String) -> String { "Kalender: \(subject)" }

    func heatmapDescription(from: String, to: String, days: Int, low: String?, high: String?) -> String {
        guard let low, let high, days > 0 else { return "Keine Werte vom \(from) bis \(to)." }
        return "Vom \(from) bis \(to): \(days) \(days == 1 ? "Tag" : "Tage") mit einem Wert, dunkler ist höher, von \(low) bis \(high)."
    }

    func agpTitle() -> String { "Ambulantes Glukoseprofil" }

    func agpDescription(from: String, to: String, readings: Int, target: String) -> String {
        guard readings > 0 else { return "Keine Glukosewerte vom \(from) bis \(to)." }
        return "\(readings) Messwerte vom \(from) bis \(to) nach Uhrzeit: die Medianlinie, die Bänder 25–75 % und 5–95 % und der Zielbereich \(target)."
    }
}
