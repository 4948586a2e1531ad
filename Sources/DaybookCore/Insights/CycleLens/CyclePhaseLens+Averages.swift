extension PhasedCycle {
    /// Every date of the cycle, first to last.
    var days: [LocalDate] {
        (0..<length).map { start.adding(days: $0) }
    }
}

extension CyclePhaseLens {
    static func averagesByCycleDay(_ cycles: [PhasedCycle], values: [LocalDate: Double]) -> [CycleDayAverage] {
        var byDay: [Int: [Double]] = [:]
        for cycle in cycles {
            for (index, date) in cycle.days.prefix(lastCycleDay).enumerated() {
                if let value = values[date] { byDay[index + 1, default: []].append(value) }
            }
        }
        return byDay.keys.sorted().compactMap { day in
            guard let dayValues = byDay[day], let mean = Descriptive.mean(dayValues) else { return nil }
            return CycleDayAverage(day: day, mean: mean, days: dayValues.count,
                                   standardDeviation: Descriptive.standardDeviation(dayValues))
        }
    }

    static func averagesByPhase(_ cycles: [PhasedCycle], values: [LocalDate: Double]) -> [PhaseAverage] {
        var byPhase: [CyclePhase: (values: [Double], cycles: Int)] = [:]
        for cycle in cycles {
            var phasesSeen: Set<CyclePhase> = []
            for date in cycle.days {
                guard let value = values[date], let phase = cycle.phase(on: date) else { continue }
                byPhase[phase, default: ([], 0)].values.append(value)
                phasesSeen.insert(phase)
            }
            for phase in phasesSeen { byPhase[phase, default: ([], 0)].cycles += 1 }
        }
        return CyclePhase.allCases.compactMap { phase in
            guard let entry = byPhase[phase], let mean = Descriptive.mean(entry.values) else { return nil }
            return PhaseAverage(phase: phase, mean: mean, days: entry.values.count, cycles: entry.cycles,
                                standardDeviation: Descriptive.standardDeviation(entry.values))
        }
    }

    /// Kruskal–Wallis over the days of the given phases, with the rotation p-value.
    static func test(_ cycles: [PhasedCycle], values: [LocalDate: Double], phases: [CyclePhase],
                     permutations: Int, seed: UInt64, stopAfterHits: Int?) -> PhaseDifferenceTest? {
        var labels: [[Int]] = [], cycleValues: [[Double]] = []
        var groups = [[Double]](repeating: [], count: phases.count)
        for cycle in cycles {
            var cycleLabels: [Int] = [], observed: [Double] = []
            for date in cycle.days {
                guard let value = values[date], let phase = cycle.phase(on: date),
                      let group = phases.firstIndex(of: phase) else { continue }
                cycleLabels.append(group)
                observed.append(value)
                groups[group].append(value)
            }
            labels.append(cycleLabels)
            cycleValues.append(observed)
        }
        guard let kruskalWallis = KruskalWallis(groups: groups),
              let pValue = CycleRotationTest.pValue(labels: labels, values: cycleValues,
                                                    permutations: permutations, seed: seed, stopAfterHits: stopAfterHits)
        else { return nil }
        return PhaseDifferenceTest(phases: phases, h: kruskalWallis.h, degreesOfFreedom: kruskalWallis.degreesOfFreedom,
                                   pValue: pValue, chiSquarePValue: kruskalWallis.chiSquarePValue,
                                   permutations: permutations)
    }
}
