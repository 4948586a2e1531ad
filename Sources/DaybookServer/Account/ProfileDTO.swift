import DaybookCore
import DaybookApp
import Vapor

/// The account as `/api/v1/me` shows it. Thresholds are in the person's own glucose unit.
struct ProfileDTO: Content {
    var id: UUID
    var email: String
    var displayName: String
    var timeZone: String
    var language: Language
    var glucoseUnit: GlucoseUnit
    var weightUnit: WeightUnit
    var temperatureUnit: TemperatureUnit
    var hypoThreshold: Double
    var hyperThreshold: Double
    var tracking: TrackingPreferences
    var initialPeriodStart: LocalDate?
    var initialPeriodLength: Int?
    var averageCycleLength: Int?
    var createdAt: Date?

    init(_ user: Account) {
        let p = user.preferences
        self.id = user.id
        email = user.email
        displayName = p.displayName
        timeZone = p.timeZone
        language = p.language
        glucoseUnit = p.glucoseUnit
        weightUnit = p.weightUnit
        temperatureUnit = p.temperatureUnit
        hypoThreshold = p.glucoseUnit.rounded(p.glucoseUnit.fromMgPerDL(p.hypoThresholdMgPerDL))
        hyperThreshold = p.glucoseUnit.rounded(p.glucoseUnit.fromMgPerDL(p.hyperThresholdMgPerDL))
        tracking = p.tracking
        initialPeriodStart = p.initialPeriodStart
        initialPeriodLength = p.initialPeriodLength
        averageCycleLength = p.averageCycleLength
        createdAt = user.createdAt
    }
}
