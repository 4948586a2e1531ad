import Vapor

extension Response {
    /// An error's headers (Retry-After) on a page that shows the error.
    func adding(_ extra: HTTPHeaders) -> Response {
        for (name, value) in extra { headers.replaceOrAdd(name: name, value: value) }
        return self
    }
}

extension Request {
    /// The page's script asks for JSON by name (`Accept: application/json`). A browser's own form post
    /// accepts `*/*` too, which Vapor's media types would count as JSON: that one gets the page.
    var asksForJSON: Bool {
        headers.accept.contains { $0.mediaType.type == "application" && $0.mediaType.subType == "json" }
    }
}
