/// A `<Record>` read up to its start tag, gathering the `<MetadataEntry key value>` children it is
/// read with at its end tag. Only the keys Daybook reads are kept, so a record with a great many
/// entries holds no more memory than one with none.
struct OpenRecord {
    /// The metadata keys Daybook reads: HealthKit's insulin delivery reason (1 basal, 2 bolus).
    static let keptKeys: Set<String> = ["HKInsulinDeliveryReason"]

    let attributes: [String: String]
    let line: Int
    private(set) var metadata: [String: String] = [:]

    init(attributes: [String: String], line: Int) {
        self.attributes = attributes
        self.line = line
    }

    mutating func note(_ entry: [String: String]) {
        guard let key = entry["key"], Self.keptKeys.contains(key) else { return }
        metadata[key] = entry["value"] ?? ""
    }
}
