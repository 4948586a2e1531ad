/// The metrics log: at most one per day, at least one of the four metrics given.
public struct DailyMetrics: Sendable, Equatable, Codable {
    public private(set) var sleep: Double?
    public private(set) var activity: Double?
    public private(set) var work: Double?
    /// Diet score 1 (poor) … 10 (excellent).
    public private(set) var diet: Double?

    public init(sleep: Double? = nil, activity: Double? = nil, work: Double? = nil, diet: Double? = nil) throws(ValidationError) {
        self.sleep = sleep
        self.activity = activity
        self.work = work
        self.diet = diet
        try validate()
    }

    public func validate() throws(ValidationError) {
        for metric in Metric.allCases {
            if let value = self[metric] {
                try EntryRules.check(value, in: metric.range, unit: metric.unit, field: metric.rawValue)
            }
        }
        guard Metric.allCases.contains(where: { self[$0] != nil }) else {
            throw ValidationError(field: "sleep", .giveOneLifestyleField)
        }
    }

    /// One metric by name.
    public subscript(metric: Metric) -> Double? {
        switch metric {
        case .sleep: sleep
        case .activity: activity
        case .work: work
        case .diet: diet
        }
    }

    private enum CodingKeys: String, CodingKey {
        case sleep, activity, work, diet
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            sleep: c.decodeIfPresent(Double.self, forKey: .sleep),
            activity: c.decodeIfPresent(Double.self, forKey: .activity),
            work: c.decodeIfPresent(Double.self, forKey: .work),
            diet: c.decodeIfPresent(Double.self, forKey: .diet)
        )
    }
}
