/// A section of the Insights page in the order the person's own logging gives: the sections with the
/// most entries in the period first, so someone who logs only glucose meets glucose first; a tracked
/// section without data is one line with a link to the log form, not a card of empty charts.
struct InsightsSection: Encodable {
    enum Kind: String, Encodable {
        case stress, correlations, cycleLens, glucose
    }

    var kind: Kind
    /// Entries behind the section in the period (days, for the correlations): what orders it.
    var amount: Int
    var hasData: Bool
    var title: String
    var emptyText: String
    var start: String
    var startLabel: String

    init(kind: Kind, amount: Int, title: String, emptyText: String = "", start: String = "", startLabel: String = "") {
        self.kind = kind
        self.amount = amount
        hasData = amount > 0
        self.title = title
        self.emptyText = emptyText
        self.start = start
        self.startLabel = startLabel
    }

    /// With data first, most first; ties and the empty ones keep the page's usual order.
    static func ordered(_ sections: [InsightsSection]) -> [InsightsSection] {
        sections.enumerated().sorted { left, right in
            if left.element.amount != right.element.amount { return left.element.amount > right.element.amount }
            return left.offset < right.offset
        }.map(\.element)
    }
}
