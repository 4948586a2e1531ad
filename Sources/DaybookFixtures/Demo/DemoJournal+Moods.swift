import DaybookCore

extension DemoJournal {
    /// A mood on most days of the cycles' range, as someone who logs daily does (now and then a day is
    /// skipped): better at weekends and after a long night, lower in the days before a period. Days that
    /// already have a mood (the period's days, recent daily life) keep it.
    mutating func addMoods(from first: LocalDate, through last: LocalDate, rng: inout SplitMix64) {
        let good: [MoodLevel] = [.happy, .great, .loved, .lol, .happy]
        let neutral: [MoodLevel] = [.neutral, .idk, .neutral]
        let low: [MoodLevel] = [.sad, .angry, .sick, .sad]
        var date = first
        while date <= last {
            defer { date = date.adding(days: 1) }
            // Three draws every day, so the stream stays the same whatever a day turns out to be.
            let skip = rng.nextUnit(), roll = rng.nextUnit(), pick = rng.nextUnit()
            guard symptoms[date]?.mood == nil, skip >= 0.12 else { continue }
            var goodChance = 0.55, lowChance = 0.1
            if date.weekday >= 6 { goodChance += 0.15 }
            if let next = cycleStarts.first(where: { $0 > date }), next.days(since: date) <= 5 {
                goodChance -= 0.25
                lowChance += 0.2
            }
            if let sleep = symptoms[date]?.sleep { goodChance += (sleep - 7) * 0.1 }
            goodChance = min(0.9, max(0.1, goodChance))
            let choices = roll < lowChance ? low : roll < 1 - goodChance ? neutral : good
            let mood = choices[min(choices.count - 1, Int(pick * Double(choices.count)))]
            record(date) { $0.mood = mood }
        }
    }
}
