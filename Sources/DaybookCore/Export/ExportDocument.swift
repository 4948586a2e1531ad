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
    public var favourites = ExportFavourites()
    public var cyclePauses: [ExportCyclePause] = []
    public var timelines = ExportTimelines()
    public var notifications: [ExportNotification] = []
    public var shares: [ExportShare] = []

    public init(exportedAt: Date, profile: ExportProfile) {
        self.exportedAt = exportedAt
        self.profile = profile
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, exportedAt, profile, symptoms, metrics, stress, glucose, insulin, meals, exercise, spans
        case favourites, cyclePauses, timelines, notifications, shares
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
        favourites = try c.decodeIfPresent(ExportFavourites.self, forKey: .favourites) ?? ExportFavourites()
        cyclePauses = try c.decodeIfPresent([ExportCyclePause].self, forKey: .cyclePauses) ?? []
        timelines = try c.decodeIfPresent(ExportTimelines.self, forKey: .timelines) ?? ExportTimelines()
        notifications = try c.decodeIfPresent([ExportNotification].self, forKey: .notifications) ?? []
        shares = try c.decodeIfPresent([ExportShare].self, forKey: .shares) ?? []
    }

    /// Checks what decoding alone cannot: the format and version, and that no id is used twice.
    public func validate() throws(ValidationError) {
        guard format == Self.format else { throw ValidationError(field: "format", "must be \"\(Self.format)\"") }
        guard version == Self.version else { throw ValidationError(field: "version", "must be \(Self.version)") }
        var seen: Set<UUID> = []
        func unique(_ ids: [UUID], _ field: String) throws(ValidationError) {
            for (index, id) in ids.enumerated() where !seen.insert(id).inserted {
                throw ValidationError(field: "\(field)[\(index)].id", "is used twice in the document")
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
        try unique(favourites.meals.map(\.id), "favourites.meals")
        try unique(favourites.exercise.map(\.id), "favourites.exercise")
        try unique(cyclePauses.map(\.id), "cyclePauses")
        try unique(timelines.scenarios.map(\.id), "timelines.scenarios")
        try unique(timelines.runs.map(\.id), "timelines.runs")
        try unique(notifications.map(\.id), "notifications")
        try unique(shares.map(\.id), "shares")
        for (field, entries) in [("symptoms", symptoms.map(\.date)), ("metrics", metrics.map(\.date))] {
            var dates: Set<LocalDate> = []
            for (index, date) in entries.enumerated() {
                guard let date else { throw ValidationError(field: "\(field)[\(index)].date", "is required") }
                guard dates.insert(date).inserted else {
                    throw ValidationError(field: "\(field)[\(index)].date", "has a second record on the same day")
                }
            }
        }
        for (index, share) in shares.enumerated() where share.categories.isEmpty {
            throw ValidationError(field: "shares[\(index)].categories", "must name at least one category")
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
        favourites.meals.sort { $0.id.uuidString < $1.id.uuidString }
        favourites.exercise.sort { $0.id.uuidString < $1.id.uuidString }
        cyclePauses.sort { ($0.start.description, $0.id.uuidString) < ($1.start.description, $1.id.uuidString) }
        timelines.scenarios.sort { (key($0.createdAt), $0.id.uuidString) < (key($1.createdAt), $1.id.uuidString) }
        timelines.runs.sort { (key($0.startTime), $0.id.uuidString) < (key($1.startTime), $1.id.uuidString) }
        notifications.sort { (key($0.createdAt), $0.id.uuidString) < (key($1.createdAt), $1.id.uuidString) }
        shares.sort { (key($0.createdAt), $0.id.uuidString) < (key($1.createdAt), $1.id.uuidString) }
    }
}
