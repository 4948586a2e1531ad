import DaybookCore
import Foundation

/// What was logged on each day of a range, from one query per table (not one per day).
struct CalendarDays {
    let db: any Storage
    let userID: UUID
    let zone: TimeZone
    let now: Date
    /// The reader's categories: a grantee's calendar marks only what was granted.
    var categories: Set<ShareCategory> = Set(ShareCategory.allCases)

    func load(from: LocalDate, to: LocalDate) async throws -> [LocalDate: CalendarDay] {
        var flows: [LocalDate: (FlowLevel?, MoodLevel?)] = [:]
        var logged: [LocalDate: Set<JournalKind>] = [:]
        let days = db.days(of: userID)
        let readsSymptoms = categories.contains(.cycle) || categories.contains(.symptoms)
        for (date, stored) in try await readsSymptoms ? days.symptoms(from: from, to: to) : [] {
            guard let symptoms = stored.visible(to: categories) else { continue }
            flows[date] = (symptoms.flow, symptoms.mood)
            logged[date, default: []].insert(.symptoms)
        }
        let kinds = [JournalKind.stress, .glucose, .insulin, .meals, .exercise, .weight, .temperature, .ovulationTests]
            .filter { categories.contains(ShareCategory.covering($0)) }
            + (categories.contains(.stress) ? [.metrics] : []) + (categories.contains(.cycle) ? [.fertility] : [])
        for (date, kinds) in try await days.loggedKinds(kinds, from: from, to: to) {
            logged[date, default: []].formUnion(kinds)
        }
        guard categories.contains(.symptoms) else { return result(flows, logged) }
        // An illness or stress span marks every day it covers, as the day page lists it.
        let spans = try await db.spans(of: userID, overlapping: from.startInstant(in: zone), to.adding(days: 1).startInstant(in: zone))
        for entry in spans {
            let covered = entry.value.coveredDates(in: zone, asOf: now)
            var date = max(covered.lowerBound, from)
            while date <= min(covered.upperBound, to) {
                logged[date, default: []].insert(.spans)
                date = date.adding(days: 1)
            }
        }
        return result(flows, logged)
    }

    private func result(_ flows: [LocalDate: (FlowLevel?, MoodLevel?)], _ logged: [LocalDate: Set<JournalKind>]) -> [LocalDate: CalendarDay] {
        var result: [LocalDate: CalendarDay] = [:]
        for (date, kinds) in logged {
            let (flow, mood) = flows[date] ?? (nil, nil)
            result[date] = CalendarDay(flow: flow, mood: mood, logged: Array(kinds))
        }
        return result
    }
}
