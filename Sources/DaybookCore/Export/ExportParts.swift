import Foundation

/// The account's settings in an export. The email is shown but never changed by an import.
public struct ExportProfile: Codable, Sendable, Equatable {
    public var email: String
    public var preferences: Preferences

    public init(email: String, preferences: Preferences) {
        self.email = email
        self.preferences = preferences
    }
}

public struct ExportFavourites: Codable, Sendable, Equatable {
    public var meals: [ExportEntry<FavouriteMeal>] = []
    public var exercise: [ExportEntry<FavouriteExercise>] = []

    public init() {}

    private enum CodingKeys: String, CodingKey { case meals, exercise }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        meals = try c.decodeIfPresent([ExportEntry<FavouriteMeal>].self, forKey: .meals) ?? []
        exercise = try c.decodeIfPresent([ExportEntry<FavouriteExercise>].self, forKey: .exercise) ?? []
    }
}

/// A time without cycle predictions (`kind`: pregnancy, postpartum, hormonalContraception, other).
public struct ExportCyclePause: Codable, Sendable, Equatable {
    public var id: UUID
    public var kind: String
    public var start: LocalDate
    public var end: LocalDate?

    public init(id: UUID, kind: String, start: LocalDate, end: LocalDate?) {
        self.id = id
        self.kind = kind
        self.start = start
        self.end = end
    }
}

/// An answer to "New period or spotting?" for the bleeding that began on `date`.
public struct ExportStartAnswer: Codable, Sendable, Equatable {
    public var id: UUID
    public var date: LocalDate
    public var answer: StartAnswer
    public var answeredAt: Date

    public init(id: UUID, date: LocalDate, answer: StartAnswer, answeredAt: Date) {
        self.id = id
        self.date = date
        self.answer = answer
        self.answeredAt = answeredAt
    }
}

public struct ExportTimelines: Codable, Sendable, Equatable {
    /// The user's own imported scenarios (the bundled catalogue is not exported).
    public var scenarios: [ExportScenario] = []
    public var runs: [ExportRun] = []

    public init() {}

    private enum CodingKeys: String, CodingKey { case scenarios, runs }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        scenarios = try c.decodeIfPresent([ExportScenario].self, forKey: .scenarios) ?? []
        runs = try c.decodeIfPresent([ExportRun].self, forKey: .runs) ?? []
    }
}

/// An imported scenario; `body` is its seed-format JSON text, as stored.
public struct ExportScenario: Codable, Sendable, Equatable {
    public var id: UUID
    public var named: String
    public var nameEn: String
    public var nameDe: String
    public var body: String
    public var createdAt: Date

    public init(id: UUID, named: String, nameEn: String, nameDe: String, body: String, createdAt: Date) {
        self.id = id
        self.named = named
        self.nameEn = nameEn
        self.nameDe = nameDe
        self.body = body
        self.createdAt = createdAt
    }
}

/// A run in progress; `run` is its events and timings as a JSON text, as stored.
public struct ExportRun: Codable, Sendable, Equatable {
    public var id: UUID
    public var named: String
    public var nameEn: String
    public var nameDe: String
    public var language: String
    public var startTime: Date
    public var run: String
    public var notificationsSent: Int

    public init(id: UUID, named: String, nameEn: String, nameDe: String, language: String, startTime: Date, run: String,
                notificationsSent: Int) {
        self.id = id
        self.named = named
        self.nameEn = nameEn
        self.nameDe = nameDe
        self.language = language
        self.startTime = startTime
        self.run = run
        self.notificationsSent = notificationsSent
    }
}

public struct ExportNotification: Codable, Sendable, Equatable {
    public var id: UUID
    public var kind: String
    public var title: String
    public var body: String
    public var createdAt: Date
    public var readAt: Date?
    public var link: String?
    public var data: String?

    public init(id: UUID, kind: String, title: String, body: String, createdAt: Date, readAt: Date?, link: String?, data: String?) {
        self.id = id
        self.kind = kind
        self.title = title
        self.body = body
        self.createdAt = createdAt
        self.readAt = readAt
        self.link = link
        self.data = data
    }
}

/// A grant the user gave (grants to the user belong to their owners' exports).
public struct ExportShare: Codable, Sendable, Equatable {
    public var id: UUID
    public var email: String
    public var categories: [ShareCategory]
    public var createdAt: Date
    public var lastUsedAt: Date?
    /// The account that accepted the invitation; absent while it waits. On another server the id
    /// means nobody, and the share waits for a new invitation there.
    public var granteeId: UUID?
    public var acceptedAt: Date?

    public init(id: UUID, email: String, categories: [ShareCategory], createdAt: Date, lastUsedAt: Date?,
                granteeId: UUID? = nil, acceptedAt: Date? = nil) {
        self.id = id
        self.email = email
        self.categories = categories
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.granteeId = granteeId
        self.acceptedAt = acceptedAt
    }
}
