import DaybookCore
import DaybookLocales
import Testing

/// A number of days with a fraction takes the form its language gives that fraction, and stays on one
/// line with its noun: "1,7 jour" in French (0–1.99 is singular there), "1.7 days" in English,
/// "1,5 dnia" in Polish.
@Suite struct DecimalCountTests {
    @Test(arguments: [
        (Language.fr, "1,7", "1,7\u{00A0}jour"), (.fr, "28,6", "28,6\u{00A0}jours"), (.en, "1.7", "1.7\u{00A0}days"),
        (.en, "1", "1\u{00A0}day"), (.de, "1,0", "1,0\u{00A0}Tage"), (.pl, "1,5", "1,5\u{00A0}dnia"), (.pl, "3", "3\u{00A0}dni"),
        (.ptBR, "0,5", "0,5\u{00A0}dia"), (.es, "1,5", "1,5\u{00A0}días"),
    ])
    func aFractionOfDaysTakesItsLanguagesForm(language: Language, shown: String, expected: String) {
        #expect(Catalogues.of(language).counted("daysAmount", shown: shown) == expected)
    }
}
