import Foundation

/// The answer a keyed write got, as plain data, to be given again to a repeat of it: its status, the
/// headers that describe it (name and value, in order) and its body.
public struct RecordedAnswer: Sendable, Equatable {
    public struct Header: Codable, Sendable, Equatable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public var status: Int
    public var headers: [Header]
    public var body: Data

    public init(status: Int, headers: [Header], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
