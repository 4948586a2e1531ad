/// What persistence reports in its own words; the server maps these to HTTP.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A unique value is taken (e.g. an email address that already has an account).
    case duplicate(field: String)
    case notFound
    case badConfiguration(String)

    public var description: String {
        switch self {
        case .duplicate(let field): "\(field) is already taken"
        case .notFound: "not found"
        case .badConfiguration(let message): message
        }
    }
}
