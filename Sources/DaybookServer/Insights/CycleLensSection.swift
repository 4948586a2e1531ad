import DaybookApp
import DaybookCharts
import DaybookCore
import Vapor

/// The Insights page's "Through your cycle": each tracked measure by phase as one sentence, and the
/// measure with the clearest difference as a chart of its phase means.
struct CycleLensSection: Encodable {
    struct Line: Encodable {
        var measure: String
        var sentence: String
    }

    var lines: [Line]
    var chart: String?

    /// Fewer draws than the API's: a page is read often. Draws stop after 20 rotations as extreme as
    /// the observed one (a p-value then far above 0.05); a pattern that is not chance gets all 2,000.
    static let permutations = 2_000
    static let stopAfterHits = 20

    static func load(_ req: Request, user: CurrentUser, strings: Catalogue) async throws -> CycleLensSection? {
        let preferences = user.account.preferences
        let tracking = preferences.tracking
        guard tracking.trackFlow else { return nil }
        var measures: [CycleLensMeasure] = []
        if tracking.trackMood { measures.append(.mood) }
        if tracking.trackStress { measures.append(.stress) }
        if tracking.trackSleep { measures.append(.sleep) }
        if tracking.trackGlucose { measures += [.glucose, .timeInRange] }
        if tracking.trackInsulin { measures.append(.insulin) }
        guard !measures.isEmpty else { return nil }
        let view = try await CycleLensView.load(user.person, req.useCases)
        let words = CycleLensWords(preferences.language, preferences: preferences)
        var lines: [Line] = []
        var clearest: (CycleLensMeasure, CyclePhaseLens, Double)?
        for (measure, lens) in try await view.lenses(measures, req.useCases, permutations: permutations, stopAfterHits: stopAfterHits) {
            guard !lens.byPhase.isEmpty else { continue }
            lines.append(Line(measure: measure.rawValue, sentence: words.sentence(lens, measure: measure)))
            if let p = lens.test?.pValue, p < 0.05, p < clearest?.2 ?? 1 { clearest = (measure, lens, p) }
        }
        guard !lines.isEmpty else { return nil }
        return CycleLensSection(lines: lines, chart: clearest.map { chart($0.1, measure: $0.0, words: words, strings: strings) })
    }

    static func chart(_ lens: CyclePhaseLens, measure: CycleLensMeasure, words: CycleLensWords, strings: Catalogue) -> String {
        let shown = words.converter(measure)
        let points = lens.byPhase.map { phase in
            PhaseChart.Point(label: strings["cyclePhase.short.\(phase.phase.rawValue)"] ?? phase.phase.rawValue, mean: shown(phase.mean),
                             spread: phase.standardDeviation.map(shown), enoughDays: phase.hasEnoughDays)
        }
        let labels = ChartLabels(id: "cycle-phases", title: strings.fill("chart.phasesTitle", ["measure": words.name(measure)]),
                                 description: words.sentence(lens, measure: measure), noData: strings.fill("chart.noData"),
                                 yAxis: words.unit(measure), language: words.language)
        return PhaseChart.svg(points, labels: labels, decimals: measure == .glucose || measure == .timeInRange ? 0 : 1)
    }
}
