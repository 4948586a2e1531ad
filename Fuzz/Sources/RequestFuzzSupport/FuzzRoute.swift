import Vapor

/// One registered route: its method and its path, with the parameters a harness fills from the input.
public struct FuzzRoute: Sendable {
    public enum Segment: Sendable {
        case constant(String)
        case parameter(String)
        /// `*` or `**`: any one segment, or any rest of the path.
        case anything
    }

    public let method: HTTPMethod
    public let segments: [Segment]
    /// The path as `daybook routes` prints it: `/log/:kind`.
    public let pattern: String

    init(_ route: Route) {
        method = route.method
        segments = route.path.map { component in
            switch component {
            case .constant(let text): .constant(text)
            case .parameter(let name): .parameter(name)
            case .anything, .catchall: .anything
            }
        }
        pattern = "/" + route.path.map(\.description).joined(separator: "/")
    }

    public var parameterCount: Int {
        segments.count { if case .constant = $0 { false } else { true } }
    }

    public var firstSegment: String? {
        if case .constant(let text)? = segments.first { text } else { nil }
    }

    /// A web page's form post: a POST outside the API, Nightscout's endpoints and Socket.IO.
    public var isPageForm: Bool {
        method == .POST && !["api", "nightscout", "socket.io"].contains(firstSegment ?? "")
    }

    public var isSocketIO: Bool {
        segments.contains { if case .constant("socket.io") = $0 { true } else { false } }
    }

    /// The path with each parameter (in order) taken from `values`, already encoded for a path.
    public func path(_ values: [String]) -> String {
        var next = values.makeIterator()
        let parts = segments.map { segment -> String in
            switch segment {
            case .constant(let text): text
            case .parameter, .anything: next.next() ?? ""
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
