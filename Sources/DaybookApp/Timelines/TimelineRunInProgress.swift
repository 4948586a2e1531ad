import DaybookCore
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
    public func scenarioName(_ wording: ScenarioWording) -> String {
        scenarioName(wording, in: language)
    }

    /// The scenario's name in a reader's language, as a page names it.
    public func scenarioName(_ wording: ScenarioWording, in reader: Language) -> String {
        wording.name(ofRunOf: run.named, nameEn: nameEn, nameDe: nameDe, in: reader)
    }

    /// An event's text in a reader's language, as a page shows it.
    public func text(of event: TimelineRun.Event, _ wording: ScenarioWording, in reader: Language) -> String {
        wording.text(of: event, ofRunOf: run.named, in: reader)
    }

    public init(id: UUID, userID: UUID, run: TimelineRun, nameEn: String, nameDe: String, language: Language, notificationsSent: Int) {
        self.id = id
        self.userID = userID
        self.run = run
        self.nameEn = nameEn
        self.nameDe = nameDe
        self.language = language
        self.notificationsSent = notificationsSent
    }
}
