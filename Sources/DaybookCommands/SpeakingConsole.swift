import ConsoleKit
import DaybookCore

/// The terminal, with the few words ConsoleKit writes itself around a command's help ("Usage:",
/// "Options:", …) put into the terminal's language. The help texts themselves come from the catalogue
/// already; everything else passes through as it is.
final class SpeakingConsole: Console {
    private let base: any Console
    /// ConsoleKit's own words, as it writes them, and what a reader of `words`' language reads instead.
    private let replacements: [String: String]

    init(_ base: any Console, words: Catalogue) {
        self.base = base
        var replacements: [String: String] = [:]
        for (english, key) in Self.consoleKitWords {
            replacements[english] = words.fill(key)
            replacements[english + " "] = words.fill(key) + " "
        }
        self.replacements = replacements
    }

    /// ConsoleKit's help headings and the closing line of a command group's help.
    static let consoleKitWords: [(english: String, key: String)] = [
        ("Usage:", "cli.console.usage"), ("Arguments:", "cli.console.arguments"), ("Options:", "cli.console.options"),
        ("Flags:", "cli.console.flags"), ("Commands:", "cli.console.commands"),
        ("Use `", "cli.console.moreHelpStart"), ("` for more information on a command.", "cli.console.moreHelpEnd"),
    ]

    func output(_ text: ConsoleText, newLine: Bool) {
        base.output(ConsoleText(fragments: text.fragments.map { fragment in
            if let replacement = replacements[fragment.string] {
                return ConsoleTextFragment(string: replacement, style: fragment.style)
            }
            // "Use `daybook " opens the group's closing line.
            if fragment.string.hasPrefix("Use `"), let start = replacements["Use `"] {
                return ConsoleTextFragment(string: start + fragment.string.dropFirst(5), style: fragment.style)
            }
            return fragment
        }), newLine: newLine)
    }

    var size: (width: Int, height: Int) { base.size }
    func input(isSecure: Bool) -> String { base.input(isSecure: isSecure) }
    func clear(_ type: ConsoleClear) { base.clear(type) }
    func report(error: String, newLine: Bool) { base.report(error: error, newLine: newLine) }
    var supportsANSICommands: Bool { base.supportsANSICommands }
    var userInfo: [AnySendableHashable: any Sendable] {
        get { base.userInfo }
        set { base.userInfo = newValue }
    }
}
