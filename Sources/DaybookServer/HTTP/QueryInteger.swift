import DaybookCore
import Vapor

extension Request {
    /// A whole-number query parameter within `range`, or `value` when absent. Anything else is a 422
    /// naming the parameter: fuzzing found `?offset=null` silently read as absent.
    func queryInteger(_ name: String, default value: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let text = query[String.self, at: name] else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw APIError.invalid(name, "must be a whole number from \(range.lowerBound) to \(range.upperBound)",
                                   Problem(.between, ["minimum": String(range.lowerBound), "maximum": String(range.upperBound)]))
        }
        return number
    }
}
