import Foundation

/// Numbers written the way the person's language writes them ("36.5" / "36,5"), and read back from
/// whatever they typed. The one place that knows a language's decimal separator: pages, forms, charts
/// and messages all write their numbers here.
public enum NumberText {
    /// "6.5" / "6,5", at most `decimals` places, no trailing zeros: for values in sentences and lists.
    public static func format(_ value: Double, language: Language, decimals: Int = 1) -> String {
        let text = fixedPoint(value, decimals: decimals)
        let trimmed = text.contains(".") ? String(text.reversed().drop { $0 == "0" }.reversed()).trimmingCharacters(in: CharacterSet(charactersIn: ".")) : text
        return localized(trimmed, language: language)
    }

    /// Exactly `decimals` places ("36.0" / "36,0"): for axis ticks, where the places line up.
    public static func fixed(_ value: Double, language: Language, decimals: Int) -> String {
        localized(fixedPoint(value, decimals: decimals), language: language)
    }

    /// A number as a person types it: "6.5" and "6,5" both, spaces around ignored; nil when it is none.
    public static func read(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, let number = Double(trimmed.replacingOccurrences(of: ",", with: ".")), number.isFinite else { return nil }
        return number
    }

    /// CLDR: every language Daybook speaks but English writes a decimal comma.
    public static func decimalSeparator(_ language: Language) -> String { language == .en ? "." : "," }

    /// `String(format:)` without a locale is POSIX: "." whatever the machine; "-0.0" is written "0.0".
    private static func fixedPoint(_ value: Double, decimals: Int) -> String {
        let text = String(format: "%.\(max(0, decimals))f", value)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }

    private static func localized(_ text: String, language: Language) -> String {
        text.replacingOccurrences(of: ".", with: decimalSeparator(language))
    }
}
