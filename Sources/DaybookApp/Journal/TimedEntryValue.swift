import DaybookCore
import Foundation

/// A core value the journal keeps as a timed entry (a stress rating, a glucose reading, a meal …).
/// Use cases and read models are generic over it, so the layers above name the value they log and
/// never where it is kept.
public protocol TimedEntryValue: Timestamped, Sendable {
    /// The journal kind a change of this entry names, and the share category that covers it.
    static var journalKind: JournalKind { get }
    /// One person's entries of this kind in `storage`.
    static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self>
}

extension StressRating: TimedEntryValue {
    public static let journalKind = JournalKind.stress
    public static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self> { storage.stressRatings(of: userID) }
}

extension GlucoseReading: TimedEntryValue {
    public static let journalKind = JournalKind.glucose
    public static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self> { storage.glucoseReadings(of: userID) }
}

extension InsulinDose: TimedEntryValue {
    public static let journalKind = JournalKind.insulin
    public static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self> { storage.insulinDoses(of: userID) }
}

extension Meal: TimedEntryValue {
    public static let journalKind = JournalKind.meals
    public static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self> { storage.meals(of: userID) }
}

extension ExerciseSession: TimedEntryValue {
    public static let journalKind = JournalKind.exercise
    public static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self> { storage.exerciseSessions(of: userID) }
}

extension Span: TimedEntryValue {
    public static let journalKind = JournalKind.spans
    public static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self> { storage.spans(of: userID) }
}

extension Weight: TimedEntryValue {
    public static let journalKind = JournalKind.weight
    public static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self> { storage.weights(of: userID) }
}

extension BodyTemperature: TimedEntryValue {
    public static let journalKind = JournalKind.temperature
    public static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self> { storage.bodyTemperatures(of: userID) }
}

extension OvulationTest: TimedEntryValue {
    public static let journalKind = JournalKind.ovulationTests
    public static func rows(in storage: any Storage, of userID: UUID) -> any EntryRows<Self> { storage.ovulationTests(of: userID) }
}
