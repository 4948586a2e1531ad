import Foundation

/// Text and numbers as they go into SVG: escaped, and formatted the same on every machine.
public enum SVGText {
    /// XML escaping of the five special characters, safe in element text and in quoted attributes.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A number with a fixed count of decimals and "." as separator, whatever the locale
    /// (`String(format:)` without a locale is POSIX); "-0.0" is written "0.0"; non-finite → "0".
    public static func number(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return "0" }
        let places = max(0, min(decimals, 6))
        // Charts write thousands of coordinates: whole-number arithmetic instead of a format string
        // for everything an SVG holds; away from a half every rounding agrees with printf.
        let scale = [1.0, 10, 100, 1_000, 10_000, 100_000, 1_000_000][places]
        let raw = abs(value) * scale
        // Near a half the product's own rounding may decide the wrong way: printf settles those.
        if raw < 1e12, abs(raw - raw.rounded(.down) - 0.5) > 1e-6 {
            let scaled = Int64(raw.rounded())
            let divisor = Int64(scale)
            var text = String(scaled / divisor)
            if places > 0 {
                let fraction = String(scaled % divisor)
                text += "." + String(repeating: "0", count: places - fraction.count) + fraction
            }
            return value < 0 && scaled != 0 ? "-" + text : text
        }
        let text = String(format: "%.\(places)f", value)
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
            return String(text.dropFirst())
        }
        return text
    }

    /// Keeps letters, digits, "-" and "_" so a caller's id is safe as an XML id and in a reference.
    public static func identifier(_ text: String) -> String {
        let kept = text.unicodeScalars.filter { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
        let id = String(String.UnicodeScalarView(kept))
        return id.isEmpty ? "chart" : id
    }
}
