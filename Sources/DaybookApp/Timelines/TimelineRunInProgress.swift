import DaybookCore
import DaybookStore
import Foundation

/// A stored run: the core's `TimelineRun` (its events and timings fixed when it started, so a scenario
/// deleted meanwhile does not change it), the scenario's names, the language its notifications speak,
/// and how many of them were delivered.
public struct TimelineRunInProgress: Sendable {
    public let id: UUID
    public let userID: UUID
    public let run: TimelineRun
    public let nameEn: String
    public let nameDe: String
    public let language: Language
    public let notificationsSent: Int

    /// The scenario's name in the run's language, as its notifications name it.
    public var scenarioName: String { language == .de ? nameDe : nameEn }

    init(_ record: TimelineRunRecord) throws {
        id = try record.requireID()
        userID = record.userID
        run = try record.value()
        nameEn = record.nameEn
        nameDe = record.nameDe
        language = record.runLanguage
        notificationsSent = record.notificationsSent
    }
}
