import Foundation
import Testing
@testable import DaybookCore

/// Builders for days written as drip's sympto fixtures write them: a date string and numbers —
/// the sympto-thermal mucus value 0–4, the cervix opening 0–2 (closed, medium, open) and
/// firmness 0–1 (hard, soft), bleeding 0–3.
enum DripFixture {
    /// A date of a fixture; a malformed one fails the test that uses it.
    static func date(_ text: String) -> LocalDate {
        do {
            return try LocalDate(parsing: text)
        } catch {
            Issue.record("fixture date \(text) does not parse")
            return LocalDate(dayNumber: 0)
        }
    }

    /// A day of the mucus-temperature fixtures. Their converter keeps a value only when it is
    /// truthy in JavaScript, so a mucus value of 0 is dropped there, and here too.
    static func mucusDay(
        _ date: String, temperature: Double? = nil, mucus: Int? = nil, bleeding: Int? = nil
    ) -> FertilityDay {
        FertilityDay(
            date: Self.date(date),
            temperature: temperature,
            mucus: mucus.flatMap { $0 == 0 ? nil : Self.mucus(nfpValue: $0) },
            bleeding: (bleeding ?? 0) != 0
        )
    }

    /// A day of the cervix-temperature fixtures, which keep a cervix whenever both numbers are given.
    static func cervixDay(
        _ date: String, temperature: Double? = nil, cervix: (opening: Int, firmness: Int)? = nil, bleeding: Int? = nil
    ) -> FertilityDay {
        FertilityDay(
            date: Self.date(date),
            temperature: temperature,
            cervix: cervix.map { Self.cervix(opening: $0.opening, firmness: $0.firmness) },
            bleeding: (bleeding ?? 0) != 0
        )
    }

    /// A mucus observation with the given sympto-thermal value.
    static func mucus(nfpValue: Int) -> Mucus {
        switch nfpValue {
        case 0: Mucus(feeling: .dry, texture: .none)
        case 1: Mucus(feeling: .nothing, texture: .none)
        case 2: Mucus(feeling: .wet, texture: .none)
        case 3: Mucus(feeling: .nothing, texture: .creamy)
        default: Mucus(feeling: .nothing, texture: .eggWhite)
        }
    }

    static func cervix(opening: Int, firmness: Int) -> Cervix {
        let openings: [CervixOpening] = [.closed, .medium, .open]
        return Cervix(
            opening: openings[min(max(opening, 0), 2)],
            firmness: firmness == 0 ? .hard : .soft
        )
    }

    // MARK: The unit fixtures: one value a day, the day's "date" being its index

    /// Day `index` of a unit fixture.
    static func indexDate(_ index: Int) -> LocalDate {
        date("2018-01-01").adding(days: index)
    }

    static func temperatureDays(_ values: [Double]) -> [FertilityDay] {
        values.enumerated().map { FertilityDay(date: indexDate($0), temperature: $1) }
    }

    /// Unlike the combined fixtures, drip's mucus unit fixtures keep 0 values.
    static func mucusDays(_ values: [Int]) -> [FertilityDay] {
        values.enumerated().map { FertilityDay(date: indexDate($0), mucus: mucus(nfpValue: $1)) }
    }

    /// The cervix states of drip's unit fixtures: 0 hard and closed, 1 hard and open,
    /// 2 soft and closed, 3 soft and open.
    static func cervixDays(_ states: [Int]) -> [FertilityDay] {
        let openingAndFirmness = [(0, 0), (1, 0), (0, 1), (1, 1)]
        return states.enumerated().map { index, state in
            let (opening, firmness) = openingAndFirmness[state]
            return FertilityDay(date: indexDate(index), cervix: cervix(opening: opening, firmness: firmness))
        }
    }
}

extension Array where Element == FertilityDay {
    /// The days on or before the date, as drip's specs filter `date <= '…'`.
    func through(_ last: String) -> [FertilityDay] {
        let last = DripFixture.date(last)
        return filter { $0.date <= last }
    }

    /// The days on or after the date.
    func from(_ first: String) -> [FertilityDay] {
        let first = DripFixture.date(first)
        return filter { $0.date >= first }
    }

    /// The days after `first` up to and including `last`.
    func after(_ first: String, through last: String) -> [FertilityDay] {
        let first = DripFixture.date(first), last = DripFixture.date(last)
        return filter { $0.date > first && $0.date <= last }
    }

    /// The temperature of the day with that date, to check a reported day against the fixture.
    func temperature(on date: LocalDate) -> Double? {
        first { $0.date == date }?.temperature
    }
}
