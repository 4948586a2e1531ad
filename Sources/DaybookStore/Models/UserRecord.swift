import DaybookCore
import FluentKit
import Foundation

/// A Daybook account. Preferences are columns so the scheduler can query time zones directly.
public final class UserRecord: Model, RowReadable, @unchecked Sendable {
    public static let schema = "users"

    @ID(key: .id) public var id: UUID?
    @Field(key: "email") public var email: String
    @Field(key: "password_hash") public var passwordHash: String
    @Field(key: "display_name") public var displayName: String
    @Field(key: "time_zone") public var timeZone: String
    @Field(key: "language") public var language: String
    @Field(key: "glucose_unit") public var glucoseUnit: String
    @Field(key: "weight_unit") public var weightUnit: String
    @Field(key: "temperature_unit") public var temperatureUnit: String
    @Field(key: "hypo_threshold") public var hypoThreshold: Double
    @Field(key: "hyper_threshold") public var hyperThreshold: Double
    @Field(key: "tracking") public var tracking: TrackingPreferences
    @OptionalField(key: "initial_period_start") public var initialPeriodStart: String?
    @OptionalField(key: "initial_period_length") public var initialPeriodLength: Int?
    @OptionalField(key: "average_cycle_length") public var averageCycleLength: Int?
    /// Grows by one with every committed write of the account's data (`WriteDiscipline.lockAccount`):
    /// an answer made at one revision is still the answer while the revision stays.
    @OptionalField(key: "revision") public var revision: Int?
    /// Part of every web session's id: counted up (`startNewSessionEpoch`) to end the account's sessions
    /// signed in before. Nil and 0 are the first epoch.
    @OptionalField(key: "session_epoch") public var sessionEpoch: Int?
    @Timestamp(key: "created_at", on: .create) public var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) public var updatedAt: Date?

    public init() {}

    /// Every stored property, for reading a row without reflection (`ModelRow`); a test checks that
    /// it names every one Fluent finds.
    public var storedProperties: [any AnyDatabaseProperty] {
        [$id, $email, $passwordHash, $displayName, $timeZone, $language, $glucoseUnit, $weightUnit, $temperatureUnit,
         $hypoThreshold, $hyperThreshold, $tracking, $initialPeriodStart, $initialPeriodLength, $averageCycleLength,
         $revision, $sessionEpoch, $createdAt, $updatedAt]
    }

    public init(email: String, passwordHash: String, preferences: Preferences) {
        self.email = email
        self.passwordHash = passwordHash
        self.preferences = preferences
        revision = 0
    }

    /// The core's view of this account's settings.
    public var preferences: Preferences {
        get {
            var p = Preferences(displayName: displayName, timeZone: timeZone)
            p.language = Language(rawValue: language) ?? .en
            p.glucoseUnit = GlucoseUnit(rawValue: glucoseUnit) ?? .mgPerDL
            p.weightUnit = WeightUnit(rawValue: weightUnit) ?? .kg
            p.temperatureUnit = TemperatureUnit(rawValue: temperatureUnit) ?? .C
            p.hypoThresholdMgPerDL = hypoThreshold
            p.hyperThresholdMgPerDL = hyperThreshold
            p.tracking = tracking
            p.initialPeriodStart = initialPeriodStart.flatMap { try? LocalDate(parsing: $0) }
            p.initialPeriodLength = initialPeriodLength
            p.averageCycleLength = averageCycleLength
            return p
        }
        set {
            displayName = newValue.displayName
            timeZone = newValue.timeZone
            language = newValue.language.rawValue
            glucoseUnit = newValue.glucoseUnit.rawValue
            weightUnit = newValue.weightUnit.rawValue
            temperatureUnit = newValue.temperatureUnit.rawValue
            hypoThreshold = newValue.hypoThresholdMgPerDL
            hyperThreshold = newValue.hyperThresholdMgPerDL
            tracking = newValue.tracking
            initialPeriodStart = newValue.initialPeriodStart?.description
            initialPeriodLength = newValue.initialPeriodLength
            averageCycleLength = newValue.averageCycleLength
        }
    }

    public func requireID() throws(StoreError) -> UUID {
        guard let id else { throw StoreError.notFound }
        return id
    }
}
