import DaybookCore
import FluentKit
import Foundation

/// Reads everything of one user into an `ExportDocument`: one query per table, all scoped to the user.
public struct ExportReader: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    // Not optimised: Swift 6.3.1's optimiser crashes (signal 11, splitting the coroutine) on these two
    // in release builds. An export runs once per request; it does not need the optimiser.
    @_optimize(none)
    public func document(exportedAt: Date) async throws -> ExportDocument {
        guard let user = try await UserRecord.find(userID, on: db) else { throw StoreError.notFound }
        var document = ExportDocument(exportedAt: exportedAt, profile: ExportProfile(email: user.email, preferences: user.preferences))
        document.symptoms = try await SymptomsRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportEntry(id: try $0.requireID(), date: try LocalDate(parsing: $0.date), value: try $0.value())
        }
        document.metrics = try await DailyMetricsRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportEntry(id: try $0.requireID(), date: try LocalDate(parsing: $0.date), value: try $0.value())
        }
        document.stress = try await entries(StressRatingRecord.self)
        document.glucose = try await entries(GlucoseReadingRecord.self)
        document.insulin = try await entries(InsulinDoseRecord.self)
        document.meals = try await entries(MealRecord.self)
        document.exercise = try await entries(ExerciseSessionRecord.self)
        document.spans = try await entries(SpanRecord.self)
        document.weight = try await entries(WeightRecord.self)
        document.temperature = try await entries(BodyTemperatureRecord.self)
        document.ovulationTests = try await entries(OvulationTestRecord.self)
        document.fertility = try await FertilitySignsRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportEntry(id: try $0.requireID(), date: try LocalDate(parsing: $0.date), value: $0.value())
        }
        document.favourites.meals = try await FavouriteMealRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportEntry(id: try $0.requireID(), value: try $0.value())
        }
        document.favourites.exercise = try await FavouriteExerciseRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportEntry(id: try $0.requireID(), value: try $0.value())
        }
        document.cyclePauses = try await CyclePauseRecord.query(on: db).filter(\.$userID == userID).all().compactMap { record in
            guard let id = record.id, let pause = record.pause else { return nil }
            return ExportCyclePause(id: id, kind: record.kind, start: pause.start, end: pause.end)
        }
        document.cycleAnswers = try await StartAnswerRecord.query(on: db).filter(\.$userID == userID).all().compactMap { record in
            guard let id = record.id, let date = try? LocalDate(parsing: record.date), let answer = StartAnswer(rawValue: record.answer) else { return nil }
            return ExportStartAnswer(id: id, date: date, answer: answer, answeredAt: record.answeredAt)
        }
        document.timelines.scenarios = try await TimelineScenarioRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportScenario(id: try $0.requireID(), named: $0.named, nameEn: $0.nameEn, nameDe: $0.nameDe, body: $0.body, createdAt: $0.createdAt)
        }
        document.timelines.runs = try await TimelineRunRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportRun(id: try $0.requireID(), named: $0.named, nameEn: $0.nameEn, nameDe: $0.nameDe, language: $0.language,
                      startTime: $0.startTime, run: $0.run, notificationsSent: $0.notificationsSent)
        }
        document.notifications = try await NotificationRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportNotification(id: try $0.requireID(), kind: $0.kind, title: $0.title, body: $0.body, createdAt: $0.createdAt,
                               readAt: $0.readAt, link: $0.link, data: $0.data)
        }
        document.shares = try await ShareRecord.query(on: db).filter(\.$ownerID == userID).all().map {
            ExportShare(id: try $0.requireID(), email: $0.email, categories: $0.categories.sorted(), createdAt: $0.createdAt,
                        lastUsedAt: $0.lastUsedAt, granteeId: $0.granteeID, acceptedAt: $0.acceptedAt)
        }
        document.reminders = try await ReminderRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportReminder(id: try $0.requireID(), reminder: try $0.value(), createdAt: $0.createdAt, lastFiredAt: $0.lastFiredAt)
        }
        document.webhook = try await WebhookRecord.query(on: db).filter(\.$userID == userID).first().map {
            ExportWebhook(url: $0.url, secret: $0.secret, createdAt: $0.createdAt)
        }
        document.nightscoutDocuments = try await NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID).all().map {
            ExportNightscoutDocument(id: try $0.requireID(), collection: $0.collection, nsID: $0.nsID, time: $0.time, kind: $0.kind,
                                     identifier: $0.identifier, json: $0.json, glucoseId: $0.glucoseID, insulinId: $0.insulinID,
                                     mealId: $0.mealID, exerciseId: $0.exerciseID)
        }
        document.sort()
        return document
    }

    @_optimize(none)
    private func entries<R: TimedEntryRecord>(_: R.Type) async throws -> [ExportEntry<R.Value>] where R.Value: Codable & Equatable {
        try await R.query(on: db).filter(R.userIDKey == userID).all().map {
            ExportEntry(id: try $0.requireID(), date: $0.localDate, value: try $0.value())
        }
    }
}
