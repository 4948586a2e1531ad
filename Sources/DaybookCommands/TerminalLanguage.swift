import DaybookCore

/// The language a person at the terminal reads, from the POSIX locale variables in their order of
/// precedence (`LC_ALL`, then `LC_MESSAGES`, then `LANG`): `de_DE.UTF-8` is German, `pt_BR` Brazilian
/// Portuguese; `C`, `POSIX`, unset or a language Daybook does not ship is English.
enum TerminalLanguage {
    static func from(_ environment: [String: String]) -> Language {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        // "de_DE.UTF-8@euro" → "de_DE" → "de-DE"
        let name = setting.prefix { $0 != "." && $0 != "@" }.replacingOccurrences(of: "_", with: "-")
        guard !name.isEmpty, name != "C", name != "POSIX" else { return .en }
        return Language.preferred(acceptLanguage: name)
    }
}
