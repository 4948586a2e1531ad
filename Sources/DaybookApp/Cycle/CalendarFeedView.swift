import DaybookCore
import DaybookFormats
import DaybookLocales
import Foundation

/// What a calendar app gets when it fetches a feed: the coming periods and fertile windows as the
/// calendar shows them (moved by a confirmed ovulation), with the period-due alarm, and the weekly
/// reminders as recurring events. The secret in the URL is the credential, so the feed is found by
/// its digest, whoever owns it.
public struct CalendarFeedView: Sendable {
    /// The feed that was fetched, and whose it is.
    public let feedID: UUID
    public let userID: UUID
    /// When it was read: the events' stamp, and the fetch that `NoteCalendarFeedFetch` notes.
    public let fetchedAt: Date
    let preferences: Preferences
    let today: LocalDate
    let prediction: CyclePrediction
    /// With their ids as the events' UIDs spell them.
    let reminders: [(id: String, reminder: Reminder)]

    /// Nil when no feed has this digest (never made, replaced or stopped) or its account is gone.
    public static func load(secretDigest: String, _ context: UseCaseContext) async throws -> CalendarFeedView? {
        let db = context.db
        guard let feed = try await db.calendarFeed(secretDigest: secretDigest),
              let account = try await db.users.find(id: feed.userID)
        else { return nil }
        let now = context.now()
        let person = Person(id: feed.userID, preferences: account.preferences)
        let fertility = try await FertilityView.load(person, on: db, now: now)
        let reminders = try await db.reminders(of: person.id).list()
            .map { (id: $0.id.uuidString.lowercased(), reminder: $0.reminder) }
        return CalendarFeedView(feedID: feed.id, userID: person.id, fetchedAt: now,
                                preferences: fertility.cycle.preferences, today: fertility.cycle.today,
                                prediction: fertility.prediction, reminders: reminders)
    }

    /// The feed as iCalendar, in the person's language.
    public var calendar: ICalendar {
        let domain = "\(userID.uuidString.lowercased()).daybook"
        let words = Catalogues.of(preferences.language)
        let events = CycleFeed.events(for: prediction, domain: domain, stamp: fetchedAt,
                                      periodAlarmMinutes: ReminderFeed.periodAlarmMinutes(for: reminders.map(\.reminder)),
                                      words: words)
        return ICalendar(productID: "-//Daybook//Cycle feed//EN",
                         name: words.fill("feed.name"), events: events,
                         recurringEvents: ReminderFeed.events(for: reminders, domain: domain, stamp: fetchedAt,
                                                              firstDay: today, timeZone: preferences.timeZone))
    }
}
