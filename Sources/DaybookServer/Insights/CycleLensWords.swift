import DaybookCore
import Foundation

/// The cycle lens in the reader's words, numbers in the owner's units (glucose in their unit).
struct CycleLensWords {
    let strings: Catalogue
    let language: Language
    let glucoseUnit: GlucoseUnit

    init(_ language: Language, preferences: Preferences) {
        strings = Strings.table(language)
        self.language = language
        glucoseUnit = preferences.glucoseUnit
    }

    func name(_ measure: CycleLensMeasure) -> String { strings["lens.measure.\(measure.rawValue)"] ?? measure.rawValue }

    func unit(_ measure: CycleLensMeasure) -> String {
        switch measure {
        case .stress, .mood, .diet: strings["lens.unit.points"] ?? "points"
        case .sleep, .activity, .work: "h"
        case .glucose: glucoseUnit.rawValue
        case .timeInRange: "%"
        case .insulin: "U"
        }
    }

    /// Glucose differences and means convert like values (the scale has no offset).
    func converter(_ measure: CycleLensMeasure) -> @Sendable (Double) -> Double {
        let unit = glucoseUnit
        let isGlucose = measure == .glucose
        return { value in isGlucose ? unit.fromMgPerDL(value) : value }
    }

    func sentence(_ lens: CyclePhaseLens, measure: CycleLensMeasure) -> String {
        let convert = converter(measure)
        let wholeNumbers = (measure == .glucose && glucoseUnit == .mgPerDL) || measure == .timeInRange
        let decimals = wholeNumbers ? 0 : 1
        let language = language
        let words = CyclePhaseWords(
            difference: strings["lens.difference"] ?? "", noClearDifference: strings["lens.noClearDifference"] ?? "",
            notEnoughData: strings["lens.notEnoughData"] ?? "",
            phaseNames: Dictionary(uniqueKeysWithValues: CyclePhase.allCases.map { ($0, strings["cyclePhase.\($0.rawValue)"] ?? $0.rawValue) }),
            evidence: [.strong: strings["corr.evidence.strong"] ?? "", .some: strings["corr.evidence.some"] ?? "",
                       .none: strings["corr.evidence.none"] ?? ""],
            formatAmount: { NumberText.format(convert($0), language: language, decimals: decimals) })
        return CyclePhaseReading(lens).sentence(measure: name(measure), unit: unit(measure), words: words)
    }
}
