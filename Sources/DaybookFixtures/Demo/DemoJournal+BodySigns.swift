import DaybookCore
import Foundation

extension DemoJournal {
    /// The last six cycles charted the sympto-thermal way: a waking temperature most mornings (low
    /// before ovulation, about 0.4 °C higher after it, now and then a disturbed one left out), mucus
    /// building to a peak on ovulation day, LH tests around it, and a weighing most mornings (a little
    /// water kept before each period).
    mutating func addBodySigns(today: LocalDate, clock: LocalClockTime, rng: inout SplitMix64) {
        let starts = cycleStarts.filter { $0 <= today }
        for (index, start) in starts.enumerated().suffix(6) {
            let next = index + 1 < starts.count ? starts[index + 1] : nil
            let length = next.map { $0.days(since: start) } ?? 28
            let ovulation = start.adding(days: length - 14 + Int(rng.uniform(-1, 1.99)))
            var day = start
            while day < (next ?? today.adding(days: 1)), day <= today {
                let offset = day.days(since: ovulation)
                if rng.nextUnit() < 0.9 {
                    let disturbed = rng.nextUnit() < 0.05
                    let base = offset > 0 ? 36.78 : 36.38
                    let celsius = ((base + rng.normal(sd: 0.07) + (disturbed ? 0.3 : 0)) * 100).rounded() / 100
                    if let reading = try? BodyTemperature(value: celsius, unit: .C, time: clock.instant(day, hour: 6, minute: 40 + Int(rng.uniform(0, 15))),
                                                          excluded: disturbed) {
                        temperatures.append(reading)
                    }
                }
                if day.days(since: start) >= 5 { fertility[day] = FertilitySigns(mucus: Self.mucus(daysFromOvulation: offset)) }
                if (-4...0).contains(offset) {
                    let result: OvulationTestResult = offset == -1 ? .peak : offset == -2 || offset == 0 ? .positive : .negative
                    ovulationTests.append(OvulationTest(result: result, time: clock.instant(day, hour: 14, minute: 0)))
                }
                day = day.adding(days: 1)
            }
        }
        addWeights(today: today, clock: clock, rng: &rng)
    }

    private static func mucus(daysFromOvulation offset: Int) -> Mucus {
        switch offset {
        case ...(-6): Mucus(feeling: .dry, texture: .none)
        case -5...(-3): Mucus(feeling: .nothing, texture: .creamy)
        case -2: Mucus(feeling: .wet, texture: .creamy)
        case -1...0: Mucus(feeling: .slippery, texture: .eggWhite)
        default: Mucus(feeling: .dry, texture: .none)
        }
    }

    private mutating func addWeights(today: LocalDate, clock: LocalClockTime, rng: inout SplitMix64) {
        let nextStarts = cycleStarts
        for back in stride(from: 180, through: 0, by: -1) where rng.nextUnit() < 0.7 {
            let day = today.adding(days: -back)
            let untilPeriod = nextStarts.first { $0 > day }.map { $0.days(since: day) } ?? 99
            let water = untilPeriod <= 5 ? 0.6 : 0
            let kilograms = 64.5 - Double(back) * 0.004 + water + rng.normal(sd: 0.25)
            if let weight = try? Weight(value: (kilograms * 10).rounded() / 10, unit: .kg, time: clock.instant(day, hour: 7, minute: 5)) {
                weights.append(weight)
            }
        }
    }
}
