import DaybookCore

/// Every word the web app shows, in English and German. Pages get the table of the person's language.
enum Strings {
    static func table(_ language: Language) -> [String: String] {
        language == .de ? german : english
    }
}
