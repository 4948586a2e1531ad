import Foundation

extension NSNumber {
    /// Whether JSONSerialization read this as `true` or `false`. `is Bool` will not tell: Foundation
    /// bridges the numbers 0 and 1 to Bool as well.
    var isJSONBoolean: Bool {
        String(cString: objCType) == "c"
    }
}
