import Foundation

/// Turns a local date and wall-clock time in a zone into one instant, with a fixed answer for the
/// two DST cases:
/// - a time that does not exist (spring forward: 02:30 on the last Sunday of March in
///   Europe/Berlin) is read with the offset before the gap, so it lands as far after the gap's
///   start as it was meant to be after it: 02:30 → 03:30 (the rule of java.time's ZonedDateTime);
/// - a time that occurs twice (fall back: 02:30 on the last Sunday of October) is the first
///   occurrence, so a daily reminder fires once.
public enum LocalInstant {
    public static func instant(on date: LocalDate, at time: TimeOfDay, in zone: TimeZone) -> Date {
        // The wall-clock reading as if it were UTC; a real instant is that minus the zone's offset.
        let wall = Double(date.dayNumber * 86_400 + time.secondOfDay)
        func offset(at seconds: Double) -> Double { Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))) }
        // Offsets a day either side: a transition near this time shows as two different offsets.
        let before = offset(at: wall - 86_400)
        let after = offset(at: wall + 86_400)
        let candidates = Set([before, after, offset(at: wall)]).map { wall - $0 }.filter { offset(at: $0) == wall - $0 }
        if let first = candidates.min() { return Date(timeIntervalSince1970: first) }
        return Date(timeIntervalSince1970: wall - before)
    }
}
