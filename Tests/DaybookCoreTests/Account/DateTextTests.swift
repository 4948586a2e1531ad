import DaybookCore
import Foundation
import Testing

@Suite struct DateTextTests {
    @Test(arguments: [
        (Language.en, "28 Nov 2026", "28 Nov"), (.de, "28.11.2026", "28.11."), (.fr, "28 nov. 2026", "28/11"),
        (.es, "28 nov 2026", "28/11"), (.it, "28 nov 2026", "28/11"), (.nl, "28 nov 2026", "28-11"),
        (.pl, "28 lis 2026", "28.11"), (.ptBR, "28 de nov. de 2026", "28/11"),
    ])
    func eachLanguageWritesADateItsOwnWay(language: Language, medium: String, short: String) throws {
        let date = try LocalDate(parsing: "2026-11-28")
        #expect(DateText.format(date, language: language) == medium)
        #expect(DateText.short(date, language: language) == short)
    }

    @Test func frenchPadsDayAndMonthInShortDates() throws {
        #expect(DateText.short(try LocalDate(parsing: "2026-03-05"), language: .fr) == "05/03")
        #expect(DateText.format(try LocalDate(parsing: "2026-02-05"), language: .fr) == "5 févr. 2026")
    }

    @Test func theClockHas24HoursInEveryLanguage() throws {
        let instant = Date(timeIntervalSince1970: 1_795_874_700) // 2026-11-28 14:05 UTC
        #expect(TimeText.format(instant, zone: .gmt, language: .en) == "28 Nov 2026, 14:05")
        #expect(TimeText.format(instant, zone: .gmt, language: .fr) == "28 nov. 2026, 14:05")
    }

    @Test func everyLanguageButEnglishWritesADecimalComma() {
        for language in Language.allCases {
            #expect(NumberText.format(36.55, language: language, decimals: 2) == (language == .en ? "36.55" : "36,55"))
        }
    }
}
