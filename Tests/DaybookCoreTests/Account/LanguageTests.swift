import DaybookCore
import Testing

@Suite struct LanguageTests {
    @Test(arguments: [
        ("fr-CA", Language.fr), ("fr", .fr), ("de-AT,en;q=0.5", .de), ("en-GB", .en), ("pt-BR", .ptBR), ("pt", .ptBR),
        ("pt-PT", .ptBR), ("es-MX", .es), ("it-CH", .it), ("nl-BE", .nl), ("pl-PL", .pl), ("PT_br", .ptBR),
        ("ja, fr;q=0.8, de;q=0.9", .de), ("ja", .en), ("*", .en), ("", .en),
    ])
    func theBrowsersLanguageIsMatchedByItsPrimaryTag(header: String, expected: Language) {
        #expect(Language.preferred(acceptLanguage: header, among: Language.allCases) == expected)
    }

    @Test func aLanguageNotShippedIsPassedOverForTheNextOne() {
        let unshipped = Language.allCases.filter { !$0.isShipped }
        for language in unshipped {
            #expect(Language.preferred(acceptLanguage: "\(language.rawValue), fr;q=0.5") == .fr)
            #expect(Language.preferred(acceptLanguage: language.rawValue) == .en)
        }
        #expect(Language.preferred(acceptLanguage: nil) == .en)
    }

    @Test func tagsOfEqualWeightKeepTheBrowsersOrder() {
        #expect(Language.preferred(acceptLanguage: "fr, de") == .fr)
        #expect(Language.preferred(acceptLanguage: "de, fr") == .de)
    }

    @Test func aRefusedWeightIsNoChoice() {
        #expect(Language.preferred(acceptLanguage: "fr;q=0, de;q=0.1") == .de)
    }

    @Test func everyLanguageHasItsOwnName() {
        #expect(Language.allCases.map(\.ownName).sorted() == [
            "Deutsch", "English", "Español", "Français", "Italiano", "Nederlands", "Polski", "Português (Brasil)",
        ])
        #expect(Language.ptBR.rawValue == "pt-BR")
    }

    @Test func onlyShippedLanguagesCanBeChosen() throws {
        for language in Language.shipped { #expect(try AccountRules.language(language) == language) }
        for language in Language.allCases where !language.isShipped {
            #expect(throws: ValidationError.self) { try AccountRules.language(language) }
        }
    }
}
