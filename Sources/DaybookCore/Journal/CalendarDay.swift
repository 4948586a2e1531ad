/// What the calendar shows for one date.
/// The cycle fields stay nil until the cycle engine fills them; nil fields are left out of the JSON.
public struct CalendarDay: Sendable, Equatable, Codable {
    public var flow: FlowLevel?
    public var mood: MoodLevel?
    /// What was logged, in `JournalKind` order: `["symptoms", "glucose"]`.
    public var logged: [JournalKind]
    /// A day of a period in the history: logged bleeding, or the period given at onboarding.
    public var period: Bool?
    public var predictedPeriod: Bool?
    public var fertile: Bool?
    public var ovulation: Bool?
    /// The fertile day or ovulation is predicted (the calendar's count, or days still to come), not
    /// read from the signs.
    public var fertilePredicted: Bool?

    public init(
        flow: FlowLevel? = nil, mood: MoodLevel? = nil, logged: [JournalKind] = [],
        predictedPeriod: Bool? = nil, fertile: Bool? = nil, ovulation: Bool? = nil
    ) {
        self.flow = flow
        self.mood = mood
        self.logged = Array(Set(logged)).sorted()
        self.predictedPeriod = predictedPeriod
        self.fertile = fertile
        self.ovulation = ovulation
    }

    /// The calendar entry of a day, or nil when nothing was logged.
    public init?(_ day: Day) {
        guard !day.isEmpty else { return nil }
        self.init(flow: day.symptoms?.flow, mood: day.symptoms?.mood, logged: day.loggedKinds)
    }
}
