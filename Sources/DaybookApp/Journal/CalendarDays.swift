import DaybookCore
import DaybookStore
import FluentKit
import Foundation

/// What was logged on each day of a range, from one query per table (not one per day).
struct CalendarDays {
    let db: any Database
    let userID: UUID
    let zone: TimeZone
    let now: Date
    /// The reader's categories: a grantee's calendar marks only what was granted.
    var categories: Set<ShareCategory> = Set(ShareCategory.allCases)

    func load(from: LocalDate, to: LocalDate) async throws -> [LocalDate: CalendarDay] {
        var flows: [LocalDate: (FlowLevel?, MoodLevel?)] = [:]
        var logged: [LocalDate: Set<JournalKind>] = [:]
        let days = DayQueries(db, userID: userID)
        let readsSymptoms = categories.contains(.cycle) || categories.contains(.symptoms)
        for record in try await readsSymptoms ? days.symptoms(from: from, to: to) : [] {
            guard let symptoms = try record.value().visible(to: categories) else { continue }
            flows[record.localDate] = (symptoms.flow, symptoms.mood)
            logged[record.localDate, default: []].insert(.symptoms)
        }
        let entries = [
            JournalDates.table(StressRatingRecord.self), JournalDates.table(GlucoseReadingRecord.self),
            JournalDates.table(InsulinDoseRecord.self), JournalDates.table(MealRecord.self), JournalDates.table(ExerciseSessionRecord.self),
            JournalDates.table(WeightRecord.self), JournalDates.table(BodyTemperatureRecord.self), JournalDates.table(OvulationTestRecord.self),
        ].filter { categories.contains(ShareCategory.covering($0.kind)) }
            + (categories.contains(.stress) ? [JournalDates.metrics] : []) + (categories.contains(.cycle) ? [JournalDates.fertility] : [])
        for (date, kinds) in try await JournalDates(db, userID: userID).dates(of: entries, from: from, to: to) {
            logged[date, default: []].formUnion(kinds)
        }
        guard categories.contains(.symptoms) else { return result(flows, logged) }
        // An illness or stress span marks every day it covers, as the day page lists it.
        let spans = EntryQueries<SpanRecord>(db, userID: userID)
        for record in try await spans.overlapping(start: from.startInstant(in: zone), end: to.adding(days: 1).startInstant(in: zone)) {
            let covered = try record.value().coveredDates(in: zone, asOf: now)
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

extension SymptomsRecord {
    var localDate: LocalDate { (try? LocalDate(parsing: date)) ?? LocalDate(dayNumber: 0) }
}
