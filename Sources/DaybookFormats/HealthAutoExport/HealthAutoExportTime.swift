/// Times as Health Auto Export writes them: `2024-02-06 14:30:00 -0800`, and date-only `2024-02-06`
/// for an aggregated night. A phone set to 12-hour time writes `2024-02-06 2:30:00 PM -0800`
/// (recent iOS with a narrow no-break space before PM); that form is read too.
enum HealthAutoExportTime {
    static func parse(_ text: String) -> WrittenInstant? {
        WrittenInstant.parse(text) ?? twelveHour(text)
    }

    private static func twelveHour(_ text: String) -> WrittenInstant? {
        let parts = text.replacingOccurrences(of: "\u{202F}", with: " ").split(separator: " ")
        guard parts.count == 4 else { return nil }
        let clock = parts[1].split(separator: ":")
        guard clock.count == 3, let hour = Int(clock[0]), (1...12).contains(hour), clock[1].count == 2, clock[2].count == 2 else {
            return nil
        }
        let afternoon: Bool
        switch parts[2].uppercased() {
        case "AM": afternoon = false
        case "PM": afternoon = true
        default: return nil
        }
        // 12 AM is midnight, 12 PM is noon.
        let hour24 = hour % 12 + (afternoon ? 12 : 0)
        let hh = hour24 < 10 ? "0\(hour24)" : "\(hour24)"
        return WrittenInstant.parse("\(parts[0]) \(hh):\(clock[1]):\(clock[2]) \(parts[3])")
    }
}
