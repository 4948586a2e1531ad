import Vapor

extension Response {
    /// An error's headers (Retry-After) on a page that shows the error.
    func adding(_ extra: HTTPHeaders) -> Response {
        for (name, value) in extra { headers.replaceOrAdd(name: name, value: value) }
        return self
    }
}
