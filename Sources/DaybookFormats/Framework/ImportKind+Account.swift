import DaybookCore

extension ImportKind {
    /// The rows of each kind an account document holds, each list under its kind; its settings count once.
    public static func counts(of document: ExportDocument) -> [ImportKind: Int] {
        let counts: [ImportKind: Int] = [
            .symptoms: document.symptoms.count, .metrics: document.metrics.count, .stress: document.stress.count,
            .glucose: document.glucose.count, .insulin: document.insulin.count, .meals: document.meals.count,
            .exercise: document.exercise.count, .spans: document.spans.count, .weight: document.weight.count,
            .temperature: document.temperature.count, .ovulationTests: document.ovulationTests.count,
            .fertility: document.fertility.count, .favouriteMeals: document.favourites.meals.count,
            .favouriteExercise: document.favourites.exercise.count, .cyclePauses: document.cyclePauses.count,
            .cycleAnswers: document.cycleAnswers.count, .timelineScenarios: document.timelines.scenarios.count,
            .timelineRuns: document.timelines.runs.count, .reminders: document.reminders.count,
            .notifications: document.notifications.count, .shares: document.shares.count,
            .webhook: document.webhook == nil ? 0 : 1, .nightscoutDocuments: document.nightscoutDocuments.count, .settings: 1,
        ]
        return counts.filter { $0.value > 0 }
    }
}
