import Foundation

/// Everything of one user as one JSON document (`GET /api/v1/export`, `POST /api/v1/import`;
/// docs/export-format.md). Lists are in a stable order (by time, then id), so two exports of the
/// same data are equal. Secrets (password hash, tokens, the feed secret) are never part of it.
public struct ExportDocument: Codable, Sendable, Equatable {
    public static let format = "daybook-export"
    public static let version = 1

    public var format: String = ExportDocument.format
    public var version: Int = ExportDocument.version
    public var exportedAt: Date
    public var profile: ExportProfile
    public var symptoms: [ExportEntry<Symptoms>] = []
    public var metrics: [ExportEntry<DailyMetrics>] = []
    public var stress: [ExportEntry<StressRating>] = []
    public var glucose: [ExportEntry<GlucoseReading>] = []
    public var insulin: [ExportEntry<InsulinDose>] = []
    public var meals: [ExportEntry<Meal>] = []
    public var exercise: [ExportEntry<ExerciseSession>] = []
    public var spans: [ExportEntry<Span>] = []
    public var weight: [ExportEntry<Weight>] = []
    public var temperature: [ExportEntry<BodyTemperature>] = []
    public var ovulationTests: [ExportEntry<OvulationTest>] = []
    public var fertility: [ExportEntry<FertilitySigns>] = []
    public var favourites = ExportFavourites()
    public var cyclePauses: [ExportCyclePause] = []
    public var cycleAnswers: [ExportStartAnswer] = []
    public var timelines = ExportTimelines()
    public var notifications: [ExportNotification] = []
    public var shares: [ExportShare] = []
    public var reminders: [ExportReminder] = []
    public var webhook: ExportWebhook?
    public var nightscoutDocuments: [ExportNightscoutDocument] = []

    public init(exportedAt: Date, profile: ExportProfile) {
        self.exportedAt = exportedAt
        self.profile = profile
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, exportedAt, profile, symptoms, metrics, stress, glucose, insulin, meals, exercise, spans
        case weight, temperature, ovulationTests, fertility
        case favourites, cyclePauses, cycleAnswers, timelines, notifications, shares, reminders, webhook, nightscoutDocuments
    }

    /// A list that is absent is empty, so a hand-written document need not list everything.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(String.self, forKey: .format)
        version = try c.decode(Int.self, forKey: .version)
        exportedAt = try c.decode(Date.self, forKey: .exportedAt)
        profile = try c.decode(ExportProfile.self, forKey: .profile)
        symptoms = try c.decodeIfPresent([ExportEntry<Symptoms>].self, forKey: .symptoms) ?? []
        metrics = try c.decodeIfPresent([ExportEntry<DailyMetrics>].self, forKey: .metrics) ?? []
        stress = try c.decodeIfPresent([ExportEntry<StressRating>].self, forKey: .stress) ?? []
        glucose = try c.decodeIfPresent([ExportEntry<GlucoseReading>].self, forKey: .glucose) ?? []
        insulin = try c.decodeIfPresent([ExportEntry<InsulinDose>].self, forKey: .insulin) ?? []
        meals = try c.decodeIfPresent([ExportEntry<Meal>].self, forKey: .meals) ?? []
        exercise = try c.decodeIfPresent([ExportEntry<ExerciseSession>].self, forKey: .exercise) ?? []
        spans = try c.decodeIfPresent([ExportEntry<Span>].self, forKey: .spans) ?? []
        weight = try c.decodeIfPresent([ExportEntry<Weight>].self, forKey: .weight) ?? []
        temperature = try c.decodeIfPresent([ExportEntry<BodyTemperature>].self, forKey: .temperature) ?? []
        ovulationTests = try c.decodeIfPresent([ExportEntry<OvulationTest>].self, forKey: .ovulationTests) ?? []
        fertility = try c.decodeIfPresent([ExportEntry<FertilitySigns>].self, forKey: .fertility) ?? []
        favourites = try c.decodeIfPresent(ExportFavourites.self, forKey: .favourites) ?? ExportFavourites()
        cyclePauses = try c.decodeIfPresent([ExportCyclePause].self, forKey: .cyclePauses) ?? []
        cycleAnswers = try c.decodeIfPresent([ExportStartAnswer].self, forKey: .cycleAnswers) ?? []
        timelines = try c.decodeIfPresent(ExportTimelines.self, forKey: .timelines) ?? ExportTimelines()
        notifications = try c.decodeIfPresent([ExportNotification].self, forKey: .notifications) ?? []
        shares = try c.decodeIfPresent([ExportShare].self, forKey: .shares) ?? []
        reminders = try c.decodeIfPresent([ExportReminder].self, forKey: .reminders) ?? []
        webhook = try c.decodeIfPresent(ExportWebhook.self, forKey: .webhook)
        nightscoutDocuments = try c.decodeIfPresent([ExportNightscoutDocument].self, forKey: .nightscoutDocuments) ?? []
    }

    /// Writes `webhook` as null when there is none, so every export has the same keys.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(format, forKey: .format)
        try c.encode(version, forKey: .version)
        try c.encode(exportedAt, forKey: .exportedAt)
        try c.encode(profile, forKey: .profile)
        try c.encode(symptoms, forKey: .symptoms)
        try c.encode(metrics, forKey: .metrics)
        try c.encode(stress, forKey: .stress)
        try c.encode(glucose, forKey: .glucose)
        try c.encode(insulin, forKey: .insulin)
        try c.encode(meals, forKey: .meals)
        try c.encode(exercise, forKey: .exercise)
        try c.encode(spans, forKey: .spans)
        try c.encode(weight, forKey: .weight)
        try c.encode(temperature, forKey: .temperature)
        try c.encode(ovulationTests, forKey: .ovulationTests)
        try c.encode(fertility, forKey: .fertility)
        try c.encode(favourites, forKey: .favourites)
        try c.encode(cyclePauses, forKey: .cyclePauses)
        try c.encode(cycleAnswers, forKey: .cycleAnswers)
        try c.encode(timelines, forKey: .timelines)
        try c.encode(notifications, forKey: .notifications)
        try c.encode(shares, forKey: .shares)
        try c.encode(reminders, forKey: .reminders)
        try c.encode(webhook, forKey: .webhook)
        try c.encode(nightscoutDocuments, forKey: .nightscoutDocuments)
    }

    /// Checks what decoding alone cannot: the format and version, and that no id is used twice.
    public func validate() throws(ValidationError) {
        guard format == Self.format else { throw ValidationError(field: "format", .exactFormat, ["format": Self.format]) }
        guard version == Self.version else { throw ValidationError(field: "version", .exactVersion, ["version": "\(Self.version)"]) }
        var seen: Set<UUID> = []
        func unique(_ ids: [UUID], _ field: String) throws(ValidationError) {
            for (index, id) in ids.enumerated() where !seen.insert(id).inserted {
                throw ValidationError(field: "\(field)[\(index)].id", .usedTwiceInDocument)
            }
        }
        try unique(symptoms.map(\.id), "symptoms")
        try unique(metrics.map(\.id), "metrics")
        try unique(stress.map(\.id), "stress")
        try unique(glucose.map(\.id), "glucose")
        try unique(insulin.map(\.id), "insulin")
        try unique(meals.map(\.id), "meals")
        try unique(exercise.map(\.id), "exercise")
        try unique(spans.map(\.id), "spans")
        try unique(weight.map(\.id), "weight")
        try unique(temperature.map(\.id), "temperature")
        try unique(ovulationTests.map(\.id), "ovulationTests")
        try unique(fertility.map(\.id), "fertility")
        try unique(favourites.meals.map(\.id), "favourites.meals")
        try unique(favourites.exercise.map(\.id), "favourites.exercise")
        try unique(cyclePauses.map(\.id), "cyclePauses")
        try unique(cycleAnswers.map(\.id), "cycleAnswers")
        var answered: Set<LocalDate> = []
        for (index, answer) in cycleAnswers.enumerated() where !answered.insert(answer.date).inserted {
            throw ValidationError(field: "cycleAnswers[\(index)].date", .secondAnswerSameDay)
        }
        try unique(timelines.scenarios.map(\.id), "timelines.scenarios")
        try unique(timelines.runs.map(\.id), "timelines.runs")
        try unique(notifications.map(\.id), "notifications")
        try unique(shares.map(\.id), "shares")
        try unique(reminders.map(\.id), "reminders")
        try unique(nightscoutDocuments.map(\.id), "nightscoutDocuments")
        for (index, reminder) in reminders.enumerated() { _ = try reminder.reminder(field: "reminders[\(index)]") }
        try validateNightscoutDocuments()
        if let webhook {
            try WebhookRules.checkedForm(webhook.url, field: "webhook.url")
            _ = try WebhookRules.checkedSecret(webhook.secret, field: "webhook.secret")
        }
        for (field, entries) in [("symptoms", symptoms.map(\.date)), ("metrics", metrics.map(\.date)), ("fertility", fertility.map(\.date))] {
            var dates: Set<LocalDate> = []
            for (index, date) in entries.enumerated() {
                guard let date else { throw ValidationError(field: "\(field)[\(index)].date", .required) }
                guard dates.insert(date).inserted else {
                    throw ValidationError(field: "\(field)[\(index)].date", .secondRecordSameDay)
                }
            }
        }
        for (index, share) in shares.enumerated() where share.categories.isEmpty {
            throw ValidationError(field: "shares[\(index)].categories", .atLeastOneCategory)
        }
        // One share per address and one scenario per name, as the journal keeps them.
        var addresses: Set<String> = []
        for (index, share) in shares.enumerated() where !addresses.insert(share.email.lowercased()).inserted {
            throw ValidationError(field: "shares[\(index)].email", .sharedTwiceInDocument)
        }
        var names: Set<String> = []
        for (index, scenario) in timelines.scenarios.enumerated() where !names.insert(scenario.named).inserted {
            throw ValidationError(field: "timelines.scenarios[\(index)].named", .secondScenario)
        }
    }

    /// Every list in the documented order: by time (whole seconds, as the JSON shows it), then id.
    public mutating func sort() {
        func key(_ date: Date) -> Double { date.timeIntervalSince1970.rounded(.down) }
        symptoms.sort { ($0.date?.description ?? "", $0.id.uuidString) < ($1.date?.description ?? "", $1.id.uuidString) }
        metrics.sort { ($0.date?.description ?? "", $0.id.uuidString) < ($1.date?.description ?? "", $1.id.uuidString) }
        stress.sort { (key($0.value.time), $0.id.uuidString) < (key($1.value.time), $1.id.uuidString) }
        glucose.sort { (key($0.value.time), $0.id.uuidString) < (key($1.value.time), $1.id.uuidString) }
        insulin.sort { (key($0.value.time), $0.id.uuidString) < (key($1.value.time), $1.id.uuidString) }
        meals.sort { (key($0.value.time), $0.id.uuidString) < (key($1.value.time), $1.id.uuidString) }
        exercise.sort { (key($0.value.time), $0.id.uuidString) < (key($1.value.time), $1.id.uuidString) }
        spans.sort { (key($0.value.time), $0.id.uuidString) < (key($1.value.time), $1.id.uuidString) }
        weight.sort { (key($0.value.time), $0.id.uuidString) < (key($1.value.time), $1.id.uuidString) }
        temperature.sort { (key($0.value.time), $0.id.uuidString) < (key($1.value.time), $1.id.uuidString) }
        ovulationTests.sort { (key($0.value.time), $0.id.uuidString) < (key($1.value.time), $1.id.uuidString) }
        fertility.sort { ($0.date?.description ?? "", $0.id.uuidString) < ($1.date?.description ?? "", $1.id.uuidString) }
        favourites.meals.sort { $0.id.uuidString < $1.id.uuidString }
        favourites.exercise.sort { $0.id.uuidString < $1.id.uuidString }
        cyclePauses.sort { ($0.start.description, $0.id.uuidString) < ($1.start.description, $1.id.uuidString) }
        cycleAnswers.sort { ($0.date.description, $0.id.uuidString) < ($1.date.description, $1.id.uuidString) }
        timelines.scenarios.sort { (key($0.createdAt), $0.id.uuidString) < (key($1.createdAt), $1.id.uuidString) }
        timelines.runs.sort { (key($0.startTime), $0.id.uuidString) < (key($1.startTime), $1.id.uuidString) }
        notifications.sort { (key($0.createdAt), $0.id.uuidString) < (key($1.createdAt), $1.id.uuidString) }
        shares.sort { (key($0.createdAt), $0.id.uuidString) < (key($1.createdAt), $1.id.uuidString) }
        reminders.sort { (key($0.createdAt), $0.id.uuidString) < (key($1.createdAt), $1.id.uuidString) }
        nightscoutDocuments.sort { (key($0.time), $0.id.uuidString) < (key($1.time), $1.id.uuidString) }
    }

    /// A Nightscout `_id` is the uploader's key: once per document. A link names a row of this document.
    private func validateNightscoutDocuments() throws(ValidationError) {
        var nsIDs: Set<String> = []
        let glucoseIDs = Set(glucose.map(\.id)), insulinIDs = Set(insulin.map(\.id))
        let mealIDs = Set(meals.map(\.id)), exerciseIDs = Set(exercise.map(\.id))
        for (index, document) in nightscoutDocuments.enumerated() {
            let field = "nightscoutDocuments[\(index)]"
            guard ExportNightscoutDocument.collections.contains(document.collection) else {
                throw ValidationError(field: "\(field).collection", .oneOf, ["choices": ExportNightscoutDocument.collections.joined(separator: ", ")])
            }
            guard !document.nsID.isEmpty, nsIDs.insert(document.nsID).inserted else {
                throw ValidationError(field: "\(field).nsID", .idUsedOnce)
            }
            let links: [(UUID?, Set<UUID>, String, String)] = [
                (document.glucoseId, glucoseIDs, "glucoseId", "glucose"), (document.insulinId, insulinIDs, "insulinId", "insulin"),
                (document.mealId, mealIDs, "mealId", "meals"), (document.exerciseId, exerciseIDs, "exerciseId", "exercise"),
            ]
            for (link, ids, name, list) in links {
                if let link, !ids.contains(link) {
                    throw ValidationError(field: "\(field).\(name)", .nameAnEntryOf, ["list": "\(list)"])
                }
            }
        }
    }
}
