import DaybookApp
import DaybookCore
import Vapor

/// Every kind a person logs, as History lists it: the timestamped entries (edited and deleted
/// there) and the once-a-day records and periods (edited where they are logged).
struct HistoryList {
    typealias Items = (_ user: CurrentUser, _ req: Request, _ limit: Int, _ offset: Int, _ strings: Catalogue)
        async throws -> [HistoryPage.Item]
    var path: String
    var titleKey: String
    var isTracked: (TrackingPreferences) -> Bool
    var items: Items
}

enum HistoryLists {
    static var all: [HistoryList] {
        WebEntryKinds.all.map(entries) + [periods, days, metrics, fertility]
    }

    static func named(_ path: String?) -> HistoryList? { all.first { $0.path == path } }

    static func entries(_ kind: any WebEntryKind.Type) -> HistoryList {
        HistoryList(path: kind.path, titleKey: kind.titleKey, isTracked: { kind.isTracked($0) }) { user, req, limit, offset, strings in
            try await kind.historyItems(user: user, req: req, limit: limit, offset: offset, strings: strings)
        }
    }

    /// The period history, newest first; periods are entered and removed on the cycle page.
    static var periods: HistoryList { HistoryList(path: "periods", titleKey: "historyPeriods", isTracked: { $0.trackFlow }) { user, req, limit, offset, strings in
        let language = user.account.preferences.language
        let rows = CyclePage.rows(try await CycleView.load(user.person, req.useCases).periods, strings: strings, language: language)
        return rows.dropFirst(offset).prefix(limit).map { row in
            let length = row.length.isEmpty ? nil : "\(row.length) \(strings["days"] ?? "")"
            return HistoryPage.Item(text: ["\(row.start) – \(row.end)", length].compactMap { $0 }.joined(separator: " · "),
                                    edit: "/cycle#periods")
        }
    } }

    /// How each day went: flow, mood, sleep, cramps and notes.
    static var days: HistoryList {
        HistoryList(path: "days", titleKey: "logDay", isTracked: { $0.trackFlow || $0.trackMood || $0.trackSleep || $0.trackCramps }) {
        user, req, limit, offset, strings in
        let language = user.account.preferences.language
        return try await DailyLogs(req.useCases).newestSymptoms(of: user.person, limit: limit, offset: offset).map { day in
            let symptoms = day.symptoms
            let parts: [String?] = [
                DateText.format(day.date, language: language),
                symptoms.flow.flatMap { $0 == .none ? nil : strings["flow.\($0.rawValue)"] },
                symptoms.mood.flatMap { strings["mood.\($0.rawValue)"] },
                symptoms.sleep.map { "\(NumberText.format($0, language: language)) h" },
                symptoms.cramps.flatMap { $0 == .none ? nil : strings["cramps.\($0.rawValue)"] },
                symptoms.notes,
            ]
            return HistoryPage.Item(text: parts.compactMap { $0 }.joined(separator: " · "), edit: "/log?date=\(day.date)#day")
        }
    } }

    static var metrics: HistoryList { HistoryList(path: "metrics", titleKey: "logMetrics", isTracked: { $0.trackMetrics }) { user, req, limit, offset, strings in
        let language = user.account.preferences.language
        return try await DailyLogs(req.useCases).newestMetrics(of: user.person, limit: limit, offset: offset).map { day in
            let values = Metric.allCases.compactMap { metric in
                day.metrics[metric].map { "\(strings["metric.\(metric.rawValue)"] ?? metric.rawValue) \(NumberText.format($0, language: language))" }
            }
            return HistoryPage.Item(text: ([DateText.format(day.date, language: language)] + values).joined(separator: " · "),
                                    edit: "/log?date=\(day.date)#metrics")
        }
    } }

    /// The cervical mucus of each day: how it felt and how it looked.
    static var fertility: HistoryList { HistoryList(path: "fertility", titleKey: "fertility", isTracked: { $0.trackMucus }) { user, req, limit, offset, strings in
        let language = user.account.preferences.language
        return try await DailyLogs(req.useCases).newestFertility(of: user.person, limit: limit, offset: offset).compactMap { day in
            guard let mucus = day.signs.mucus else { return nil }
            let text = [DateText.format(day.date, language: language), strings["mucusFeeling.\(mucus.feeling.rawValue)"] ?? mucus.feeling.rawValue,
                        strings["mucusTexture.\(mucus.texture.rawValue)"] ?? mucus.texture.rawValue].joined(separator: " · ")
            return HistoryPage.Item(text: text, edit: "/log?date=\(day.date)#fertility")
        }
    } }
}
