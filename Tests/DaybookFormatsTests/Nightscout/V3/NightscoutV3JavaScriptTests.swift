// The JavaScript readings nightscout/cgm-remote-monitor's lib/api3 relies on: stringTools.js
// `isNumberInString`, and `Number`/`parseInt` in collection.js `parseLimit` and search/input.js `parseSkip`.
import DaybookCore
@testable import DaybookFormats
import Testing

@Suite struct NightscoutV3JavaScriptTests {
    @Test func numberReadsTheWholeText() {
        #expect(NightscoutV3JavaScript.number("") == 0)
        #expect(NightscoutV3JavaScript.number(" 12 ") == 12)
        #expect(NightscoutV3JavaScript.number("1e3") == 1000)
        #expect(NightscoutV3JavaScript.number("0x10") == 16)
        #expect(NightscoutV3JavaScript.number("12abc") == nil)
        #expect(NightscoutV3JavaScript.number("INVALID") == nil)
        #expect(NightscoutV3JavaScript.number("-Infinity") == -.infinity)
    }

    @Test func parseIntAndParseFloatReadTheStart() {
        #expect(NightscoutV3JavaScript.parseInt("3.9") == 3)
        #expect(NightscoutV3JavaScript.parseInt("1e2") == 1)
        #expect(NightscoutV3JavaScript.parseInt("-5") == -5)
        #expect(NightscoutV3JavaScript.parseInt("0x1A") == 26)
        #expect(NightscoutV3JavaScript.parseInt("abc") == nil)
        #expect(NightscoutV3JavaScript.parseFloat("1.5kg") == 1.5)
        #expect(NightscoutV3JavaScript.parseFloat(".5") == 0.5)
        #expect(NightscoutV3JavaScript.parseFloat("1.") == 1)
    }

    @Test func numbersInStringsAreWholeFiniteNumbers() {
        for text in ["5", "-1.5", "1e3", " 7 "] { #expect(NightscoutV3JavaScript.isNumber(text), "\(text)") }
        for text in ["", "abc", "5px", "Infinity", "true"] { #expect(!NightscoutV3JavaScript.isNumber(text), "\(text)") }
    }

    @Test func valuesAreWrittenAsJavaScriptWritesThem() {
        #expect(NightscoutV3JavaScript.string(nil) == "undefined")
        #expect(NightscoutV3JavaScript.string(.number(1_564_591_511_232)) == "1564591511232")
        #expect(NightscoutV3JavaScript.string(.number(0.3)) == "0.3")
        #expect(NightscoutV3JavaScript.string(.array([.integer(1), .null, .string("a")])) == "1,,a")
        #expect(NightscoutV3JavaScript.string(.object([:])) == "[object Object]")
    }

    @Test func strictEqualityNeverHoldsBetweenObjects() {
        #expect(NightscoutV3JavaScript.strictlyEqual(.integer(5), .number(5)))
        #expect(!NightscoutV3JavaScript.strictlyEqual(.integer(5), .string("5")))
        #expect(!NightscoutV3JavaScript.strictlyEqual(.object([:]), .object([:])))
    }
}
