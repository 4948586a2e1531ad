import DaybookCore

/// A fertility reason in the reader's words: why the calendar method answers, or what the signs
/// still lack before ovulation counts as confirmed ("one more higher temperature, above 36,45 °C").
struct FertilityReasonWords {
    let strings: Catalogue
    let language: Language
    let unit: TemperatureUnit

    func sentence(_ reason: FertilityReason) -> String {
        switch reason {
        case .noPeriodBefore: strings.fill("reason.noPeriodBefore")
        case .noTemperatures: strings.fill("reason.noTemperatures")
        case .unreadableSigns: strings.fill("reason.unreadableSigns")
        case .predicted: strings.fill("reason.predicted")
        case let .notConfirmed(missing, ended):
            strings.fill(ended ? "reason.endedUnconfirmed" : "reason.waitingFor", ["missing": list(missing)])
        }
    }

    /// Each missing sign as a phrase, joined as the language joins a list.
    func list(_ missing: MissingSigns) -> String {
        var parts: [String] = []
        if missing.temperatures > 0 { parts.append(strings.counted("missing.temperatures", missing.temperatures)) }
        if missing.higherTemperatures > 0 {
            let line = missing.coverLine.map { NumberText.format(unit.from(celsius: $0), language: language, decimals: 2) + " " + unit.symbol } ?? "—"
            parts.append(strings.counted("missing.higherTemperatures", missing.higherTemperatures, ["line": line]))
        }
        if missing.noMucusPeak {
            parts.append(strings.fill("missing.noMucusPeak"))
        } else if missing.mucusTooLate {
            parts.append(strings.fill("missing.mucusTooLate"))
        } else if missing.drierMucusDays > 0 {
            let peak = missing.mucusPeak.map { DateText.short($0, language: language) } ?? "—"
            parts.append(strings.counted("missing.drierMucus", missing.drierMucusDays, ["peak": peak]))
        }
        guard let last = parts.popLast() else { return "" }
        return parts.isEmpty ? last : parts.joined(separator: ", ") + strings.fill("listAnd") + last
    }
}
