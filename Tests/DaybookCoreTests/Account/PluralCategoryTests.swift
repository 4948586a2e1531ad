import DaybookCore
import PropertyBased
import Testing

/// The CLDR 44 cardinal rules for whole numbers, by the examples CLDR gives (plurals.xml) and by property.
@Suite struct PluralCategoryTests {
    @Test(arguments: [
        (Language.en, [1], [0, 2, 5, 11, 21, 100, 1_000_000]),
        (.de, [1], [0, 2, 5, 11, 21, 100, 1_000_000]),
        (.nl, [1], [0, 2, 5, 11, 21, 100, 1_000_000]),
    ])
    func oneAndOther(language: Language, one: [Int], other: [Int]) {
        for n in one { #expect(language.pluralCategory(n) == .one, "\(language) \(n)") }
        for n in other { #expect(language.pluralCategory(n) == .other, "\(language) \(n)") }
    }

    @Test func frenchCountsZeroAsOneAndMillionsAsMany() {
        let expected: [(Int, PluralCategory)] = [
            (0, .one), (1, .one), (2, .other), (17, .other), (100, .other), (1_000, .other), (999_999, .other),
            (1_000_000, .many), (2_000_000, .many), (1_000_001, .other), (10_000_000, .many),
        ]
        for (n, category) in expected { #expect(Language.fr.pluralCategory(n) == category, "\(n)") }
    }

    @Test func brazilianPortugueseCountsZeroAsOne() {
        #expect(Language.ptBR.pluralCategory(0) == .one)
        #expect(Language.ptBR.pluralCategory(1) == .one)
        #expect(Language.ptBR.pluralCategory(2) == .other)
        #expect(Language.ptBR.pluralCategory(1_000_000) == .many)
    }

    @Test(arguments: [Language.es, .it])
    func spanishAndItalianCountOnlyOneAsOne(language: Language) {
        #expect(language.pluralCategory(0) == .other)
        #expect(language.pluralCategory(1) == .one)
        #expect(language.pluralCategory(2) == .other)
        #expect(language.pluralCategory(1_000_000) == .many)
        #expect(language.pluralCategory(1_500_000) == .other)
    }

    @Test func polishByItsLastDigits() {
        let expected: [(Int, PluralCategory)] = [
            (1, .one), (2, .few), (3, .few), (4, .few), (22, .few), (23, .few), (24, .few), (102, .few), (1_004, .few),
            (0, .many), (5, .many), (11, .many), (12, .many), (13, .many), (14, .many), (21, .many), (25, .many),
            (100, .many), (112, .many), (1_000, .many),
        ]
        for (n, category) in expected { #expect(Language.pl.pluralCategory(n) == category, "\(n)") }
    }

    @Test func everyWholeNumberFallsIntoACategoryItsLanguageNeeds() async {
        await propertyCheck(input: Gen.int(in: -5_000_000...5_000_000)) { n in
            for language in Language.allCases {
                #expect(language.pluralCategories.contains(language.pluralCategory(n)), "\(language) \(n)")
                #expect(language.pluralCategory(n) == language.pluralCategory(-n), "\(language) \(n)")
            }
        }
    }

    @Test func polishFewIsDecidedByTheLastTwoDigits() async {
        await propertyCheck(input: Gen.int(in: 2...10_000_000)) { n in
            #expect(Language.pl.pluralCategory(n) == Language.pl.pluralCategory(n % 100 + 100))
        }
    }

    @Test func aCountedTextTakesItsLanguagesFormAndFallsBackToOther() {
        let polish = Catalogue(language: .pl, texts: ["days.one": "{count} dzień", "days.few": "{count} dni", "days.other": "{count} dnia"])
        #expect(polish.counted("days", 1) == "1 dzień")
        #expect(polish.counted("days", 3) == "3 dni")
        #expect(polish.counted("days", 5) == "5 dnia")
        #expect(polish.fill("missing") == "missing")
    }

    /// Fractions as shown take CLDR's rules for decimals: French and Portuguese "1,7 jour" (0–1.99 is one),
    /// Spanish one only for exactly 1, and English, German, Dutch, Italian and Polish any visible fraction in other.
    @Test(arguments: [
        (Language.fr, "1,7", PluralCategory.one), (.fr, "0,5", .one), (.fr, "2,5", .other), (.fr, "28", .other), (.fr, "1", .one),
        (.ptBR, "1,9", .one), (.ptBR, "2,0", .other),
        (.es, "1,0", .one), (.es, "1,5", .other), (.es, "1", .one),
        (.en, "1.0", .other), (.en, "1.7", .other), (.en, "1", .one),
        (.de, "1,7", .other), (.nl, "1,0", .other), (.it, "1,5", .other),
        (.pl, "1,5", .other), (.pl, "2", .few), (.pl, "5", .many), (.pl, "1", .one),
    ])
    func aNumberAsShownTakesTheFormOfItsFraction(language: Language, shown: String, category: PluralCategory) {
        #expect(language.pluralCategory(shown: shown) == category)
    }

    /// Whole numbers as shown are counted as the integers they are.
    @Test func aWholeNumberAsShownIsCountedAsAnInteger() async {
        await propertyCheck(input: Gen.int(in: 0...100_000)) { n in
            for language in Language.allCases {
                #expect(language.pluralCategory(shown: String(n)) == language.pluralCategory(n), "\(language) \(n)")
            }
        }
    }
}
