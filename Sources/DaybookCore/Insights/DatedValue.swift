/// One number that belongs to a whole day (a daily metric: sleep, activity, work or diet).
public struct DatedValue: Sendable, Hashable, Codable {
    public var date: LocalDate
    public var value: Double

    public init(date: LocalDate, value: Double) {
        self.date = date
        self.value = value
    }
}
