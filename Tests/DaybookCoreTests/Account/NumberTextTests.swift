import Testing
@testable import DaybookCore

/// Numbers as each language writes them, and read back whichever separator was typed.
@Suite struct NumberTextTests {
    @Test func germanWritesACommaAndEnglishAPoint() {
        #expect(NumberText.format(36.61, language: .de, decimals: 2) == "36,61")
        #expect(NumberText.format(36.61, language: .en, decimals: 2) == "36.61")
        #expect(NumberText.format(36.5, language: .de) == "36,5")
        #expect(NumberText.format(36.0, language: .de, decimals: 2) == "36")
        #expect(NumberText.format(-0.04, language: .en) == "0")
    }

    @Test func axisTicksKeepTheirPlaces() {
        #expect(NumberText.fixed(36.2, language: .de, decimals: 1) == "36,2")
        #expect(NumberText.fixed(36.0, language: .en, decimals: 1) == "36.0")
        #expect(NumberText.fixed(120, language: .de, decimals: 0) == "120")
    }

    @Test(arguments: [("97,9", 97.9), ("97.9", 97.9), (" 4,5 ", 4.5), ("6.0", 6.0), ("120", 120.0), ("-1,25", -1.25)])
    func bothSeparatorsAreRead(text: String, value: Double) {
        #expect(NumberText.read(text) == value)
    }

    @Test(arguments: ["", "  ", "lots", "1,2,3", "nan", "inf", "1.5.2"])
    func whatIsNoNumberIsNone(text: String) {
        #expect(NumberText.read(text) == nil)
    }

    @Test(arguments: Language.allCases)
    func whatIsWrittenReadsBack(language: Language) {
        for value in [0.5, 36.61, 97.88, 5.4, 123.0] {
            #expect(NumberText.read(NumberText.format(value, language: language, decimals: 2)) == value)
        }
    }
}
