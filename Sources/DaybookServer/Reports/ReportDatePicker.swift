import DaybookCore

/// The two dates above a report, to show other days than the default without editing the address; a
/// grantee's report keeps whose it is. On screen only: paper shows the dates in the report's line.
struct ReportDatePicker: Encodable {
    var from: String?
    var to: String?
    /// The owner's id, for a report of someone else's journal.
    var owner: String?
    /// The newest day there is to choose.
    var latest: String

    init(_ range: ClosedRange<LocalDate>?, owner: String?, today: LocalDate) {
        from = range?.lowerBound.description
        to = range?.upperBound.description
        self.owner = owner
        latest = today.description
    }
}
