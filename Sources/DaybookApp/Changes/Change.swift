import DaybookCore
import DaybookFormats
import Foundation

/// One change of a person's data, as every use case reports it after its transaction commits.
/// Live event streams, the relay to other instances and anything else that reacts to changes
/// receive these, whichever way the change came in (API, web form, Nightscout, file import, CLI).
public struct Change: Sendable, Equatable, Codable {
    public enum Action: String, Sendable, Codable {
        case created, updated, deleted
    }

    /// What changed. The raw values are the `kind` the event stream names.
    public enum Subject: Sendable, Equatable, Hashable {
        case journal(JournalKind)
        /// Preferences: zone, units, thresholds, tracking, onboarding cycle values.
        case profile
        case pauses
        case favourites
        case reminders
        case notifications
        case shares
        case webhook
        case scenarios
        case timeline
        /// A file or an export document was imported: many days may have changed.
        case `import`
        /// A document of the person's Nightscout endpoint was written or deleted (`id`: the stored
        /// document; `reference`: its identifier). Its journal rows report their own changes; this one is
        /// for API v3's Socket.IO channel and never reaches event streams.
        case nightscout(NightscoutV3Collection)

        public var name: String {
            switch self {
            case .journal(let kind): kind.rawValue
            case .profile: "profile"
            case .pauses: "pauses"
            case .favourites: "favourites"
            case .reminders: "reminders"
            case .notifications: "notifications"
            case .shares: "shares"
            case .webhook: "webhook"
            case .scenarios: "scenarios"
            case .timeline: "timeline"
            case .import: "import"
            case .nightscout(let collection): "nightscout." + collection.rawValue
            }
        }

        public init?(name: String) {
            if let kind = JournalKind(rawValue: name) {
                self = .journal(kind)
                return
            }
            if name.hasPrefix("nightscout."), let collection = NightscoutV3Collection(rawValue: String(name.dropFirst(11))) {
                self = .nightscout(collection)
                return
            }
            let others: [Subject] = [.profile, .pauses, .favourites, .reminders, .notifications, .shares, .webhook, .scenarios, .timeline, .import]
            guard let subject = others.first(where: { $0.name == name }) else { return nil }
            self = subject
        }
    }

    public var action: Action
    public var subject: Subject
    public var id: UUID?
    /// The day the change belongs to, so open views know whether to refresh.
    public var date: LocalDate?
    /// For a timeline run (`id`): the index of the scenario event it displays now.
    public var index: Int?
    /// For a Nightscout document: the identifier clients know it by.
    public var reference: String?

    init(_ action: Action, _ subject: Subject, id: UUID? = nil, date: LocalDate? = nil, index: Int? = nil,
         reference: String? = nil) {
        self.action = action
        self.subject = subject
        self.id = id
        self.date = date
        self.index = index
        self.reference = reference
    }

    /// Whether event streams (`/api/v1/events`) carry it: not a Nightscout document's own change.
    public var isForEventStreams: Bool {
        if case .nightscout = subject { return false }
        return true
    }

    private enum CodingKeys: String, CodingKey {
        case change, kind, id, date, index, reference
    }

    /// On the wire (event streams, the relay): `{"change": "created", "kind": "glucose", "id": …, "date": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(action, forKey: .change)
        try container.encode(subject.name, forKey: .kind)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(date, forKey: .date)
        try container.encodeIfPresent(index, forKey: .index)
        try container.encodeIfPresent(reference, forKey: .reference)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        action = try container.decode(Action.self, forKey: .change)
        let name = try container.decode(String.self, forKey: .kind)
        guard let subject = Subject(name: name) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown kind \(name)")
        }
        self.subject = subject
        id = try container.decodeIfPresent(UUID.self, forKey: .id)
        date = try container.decodeIfPresent(LocalDate.self, forKey: .date)
        index = try container.decodeIfPresent(Int.self, forKey: .index)
        reference = try container.decodeIfPresent(String.self, forKey: .reference)
    }
}
