import Foundation

/// Dates and times written the way each language writes them (CLDR's medium date and its day-and-month
/// skeleton): "23 Nov 2026" / "23.11.2026" / "23 nov. 2026"; a 24-hour clock everywhere.
public enum DateText {
    /// "23 Nov 2026", "23.11.2026", "23 nov. 2026", "23 de nov. de 2026".
    public static func format(_ date: LocalDate, language: Language) -> String {
        let month = shortMonth(date.month, language)
        switch language {
        case .de: return String(format: "%d.%d.%04d", date.day, date.month, date.year)
        case .ptBR: return "\(date.day) de \(month) de \(date.year)"
        case .en, .fr, .es, .it, .nl, .pl: return "\(date.day) \(month) \(date.year)"
        }
    }

    /// "23 Nov" / "23.11." / "23/11": a date of this year or in a list where the year is clear.
    public static func short(_ date: LocalDate, language: Language) -> String {
        switch language {
        case .en: "\(date.day) \(shortMonth(date.month, language))"
        case .de: "\(date.day).\(date.month)."
        case .fr, .ptBR: String(format: "%02d/%02d", date.day, date.month)
        case .es, .it: "\(date.day)/\(date.month)"
        case .nl: "\(date.day)-\(date.month)"
        case .pl: String(format: "%d.%02d", date.day, date.month)
        }
    }

    /// "November 2026" / "novembre 2026" — the month names come from the catalogue (`monthNames`).
    public static func month(_ date: LocalDate, strings: Catalogue) -> String {
        let names = (strings["monthNames"] ?? "").split(separator: " ").map(String.init)
        let name = names.count == 12 ? names[date.month - 1] : String(format: "%02d", date.month)
        return "\(name) \(date.year)"
    }

    /// CLDR's abbreviated month names in the format context ("nov." in French, "lis" in Polish).
    static func shortMonth(_ month: Int, _ language: Language) -> String {
        let names: [String] = switch language {
        case .en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        case .de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."]
        case .fr: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
        case .es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]
        case .it: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"]
        case .nl: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]
        case .pl: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"]
        case .ptBR: ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."]
        }
        return names[(month - 1).clamped(to: 0...11)]
    }
}

public enum TimeText {
    /// "23 Nov 2026, 14:05" in the person's zone.
    public static func format(_ instant: Date, zone: TimeZone, language: Language) -> String {
        "\(DateText.format(LocalDate(instant, in: zone), language: language)), \(clock(instant, zone: zone))"
    }

    public static func clock(_ instant: Date, zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}

private extension Int {
    func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
