import DaybookCore
import Foundation

/// Numbers written the way the language writes them: "6.5" or "6,5", no trailing zeros.
enum NumberText {
    static func format(_ value: Double, language: Language, decimals: Int = 1) -> String {
        let text = String(format: "%.\(decimals)f", value)
        let trimmed = text.contains(".") ? String(text.reversed().drop { $0 == "0" }.reversed()).trimmingCharacters(in: CharacterSet(charactersIn: ".")) : text
        return language == .de ? trimmed.replacingOccurrences(of: ".", with: ",") : trimmed
    }
}
