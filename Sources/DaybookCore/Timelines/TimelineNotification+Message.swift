/// What a timeline notification says, in the run's language: one event is told by its own text;
/// several events at once (a coalesced burst) by their number, then each text on its own line.
extension TimelineNotification {
    public struct Message: Sendable, Hashable {
        public let title: String
        public let body: String
    }

    /// `run` must be the run the notification was made from; indexes it does not hold are skipped.
    /// Event texts are the run's in the language of `words`, as `wording` gives them.
    public func message(run: TimelineRun, scenarioName: String, wording: ScenarioWording, words: Catalogue) -> Message {
        let byIndex = Dictionary(run.events.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        let texts = eventIndexes.compactMap { byIndex[$0] }.map { wording.text(of: $0, ofRunOf: run.named, in: words.language) }
        guard texts.count > 1 else { return Message(title: scenarioName, body: texts.first ?? "") }
        let counted = words.counted("timelineEvents", texts.count)
        return Message(title: "\(scenarioName): \(counted)", body: texts.joined(separator: "\n"))
    }
}
