import DaybookCore
import DaybookStore
import Foundation

/// A core value the journal keeps as a timed entry (a stress rating, a glucose reading, a meal …).
/// Use cases and read models are generic over it, so the layers above name the value they log and
/// never the table that holds it.
public protocol TimedEntryValue: Timestamped, Sendable {
    /// Where the store keeps entries of this kind; only the application layer looks inside.
    static var table: EntryTable<Self> { get }
}

extension TimedEntryValue {
    /// The journal kind a change of this entry names, and the share category that covers it.
    public static var journalKind: JournalKind { table.kind }
}

extension StressRating: TimedEntryValue {
    public static var table: EntryTable<StressRating> { EntryTable(StressRatingRecord.self) }
}

extension GlucoseReading: TimedEntryValue {
    public static var table: EntryTable<GlucoseReading> { EntryTable(GlucoseReadingRecord.self) }
}

extension InsulinDose: TimedEntryValue {
    public static var table: EntryTable<InsulinDose> { EntryTable(InsulinDoseRecord.self) }
}

extension Meal: TimedEntryValue {
    public static var table: EntryTable<Meal> { EntryTable(MealRecord.self) }
}

extension ExerciseSession: TimedEntryValue {
    public static var table: EntryTable<ExerciseSession> { EntryTable(ExerciseSessionRecord.self) }
}

extension Span: TimedEntryValue {
    public static var table: EntryTable<Span> { EntryTable(SpanRecord.self) }
}

extension Weight: TimedEntryValue {
    public static var table: EntryTable<Weight> { EntryTable(WeightRecord.self) }
}

extension BodyTemperature: TimedEntryValue {
    public static var table: EntryTable<BodyTemperature> { EntryTable(BodyTemperatureRecord.self) }
}

extension OvulationTest: TimedEntryValue {
    public static var table: EntryTable<OvulationTest> { EntryTable(OvulationTestRecord.self) }
}
