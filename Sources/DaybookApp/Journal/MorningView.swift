import DaybookCore
import Foundation

/// One morning as the morning entry shows it (web form and `GET /api/v1/days/{date}/morning`): what
/// is stored for the date, and the time a new reading is suggested at.
public struct MorningView: Sendable {
    public let date: LocalDate
    public let morning: Morning
    /// The time of the day's reading, else of the person's latest reading (people wake at their
    /// own hour), else 07:00.
    public let suggestedTime: TimeOfDay

    public static func load(_ date: LocalDate, of person: Person, _ context: UseCaseContext) async throws -> MorningView {
        try await load(date, of: person, in: context.db)
    }

    /// The morning as a write's transaction sees it.
    static func load(_ date: LocalDate, of person: Person, in db: any Storage) async throws -> MorningView {
        let morning = try await morning(on: date, of: person, in: db)
        let zone = person.preferences.zone
        let latest = try await db.bodyTemperatures(of: person.id).newest(limit: 1, offset: 0).first
        let time = (morning.temperature?.time ?? latest?.value.time).map { TimeOfDay(of: $0, in: zone) } ?? .usualWaking
        return MorningView(date: date, morning: morning, suggestedTime: time)
    }

    static func morning(on date: LocalDate, of person: Person, in db: any Storage) async throws -> Morning {
        let days = db.days(of: person.id)
        return Morning(
            temperature: try await JournalRows<BodyTemperature>(db, for: person).first(on: date)?.value,
            mucus: try await days.fertility(on: date)?.mucus,
            ovulationTest: try await JournalRows<OvulationTest>(db, for: person).first(on: date)?.value.result,
            flow: try await days.symptoms(on: date)?.flow)
    }
}
