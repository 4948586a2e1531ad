import DaybookCore
import DaybookLocales

/// Every word the web app and its charts show comes from the language's catalogue
/// (`Sources/DaybookLocales/Catalogues/`): pages and their helpers take the `Catalogue` this gives.
enum Strings {
    static func table(_ language: Language) -> Catalogue { Catalogues.of(language) }
}
