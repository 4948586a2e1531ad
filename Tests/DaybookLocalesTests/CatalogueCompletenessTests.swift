import DaybookCore
import DaybookLocales
import Testing

/// The check CI runs: every shipped language has every message English has, with the same placeholders and
/// the plural forms its CLDR rule needs; a language still being translated has nothing English lacks.
@Suite struct CatalogueCompletenessTests {
    @Test func everyCatalogueMatchesEnglish() throws {
        let english = try Catalogues.own(.en)
        #expect(english.count > 700)
        var problems: [String] = []
        for language in Language.allCases {
            problems += CatalogueCheck.problems(of: try Catalogues.own(language), language: language, english: english,
                                                mustBeComplete: language.isShipped)
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
    }

    @Test func shippedLanguagesIncludeEnglishAndGerman() {
        #expect(Language.shipped.contains(.en))
        #expect(Language.shipped.contains(.de))
    }

    @Test func theCheckNamesEveryKindOfProblemAtOnce() {
        let english = ["save": "Save", "greeting": "Hello {name}", "days.one": "{count} day", "days.other": "{count} days"]
        let polish = [
            "greeting": "Cześć {imie}", "extra": "?",
            "days.one": "{count} dzień", "days.few": "{count} dni", "days.other": "{count} dnia", "days.two": "{count} dni",
        ]
        let problems = CatalogueCheck.problems(of: polish, language: .pl, english: english, mustBeComplete: true)
        #expect(problems == [
            "pl: days.many: missing: pl counts many",
            "pl: days.two: pl has no plural form two",
            "pl: extra: not in English",
            "pl: greeting: placeholders imie where English has name",
            "pl: save: missing",
        ])
        // Unfinished, the same file only answers for what it has.
        #expect(CatalogueCheck.problems(of: polish, language: .pl, english: english, mustBeComplete: false).count == 3)
    }

    @Test func aValueMayBeAskedForInLowerCase() {
        let english = ["title": "Calendar of {subjectLowercased}"]
        #expect(CatalogueCheck.problems(of: ["title": "Kalender: {subject}"], language: .de, english: english, mustBeComplete: true).isEmpty)
    }

    @Test func aOneFormMaySayItsNumberInWords() {
        let english = ["left.one": "one more", "left.other": "{count} more"]
        #expect(CatalogueCheck.problems(of: ["left.one": "noch einer", "left.other": "noch {count}"],
                                        language: .de, english: english, mustBeComplete: true).isEmpty)
    }
}
