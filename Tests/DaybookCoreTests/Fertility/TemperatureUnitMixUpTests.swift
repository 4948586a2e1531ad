import Foundation
import Testing
@testable import DaybookCore

/// A temperature typed in the other unit is recognised from the plausible range, and the API's
/// refusal names the unit it reads as.
@Suite struct TemperatureUnitMixUpTests {
    @Test func fahrenheitTypedWithCelsiusChosen() throws {
        let mixUp = try #require(TemperatureUnitMixUp(value: 97.9, chosen: .C))
        #expect(mixUp.likely == .F)
        #expect(abs(mixUp.inChosenUnit - 36.611) < 0.001)
    }

    @Test func celsiusTypedWithFahrenheitChosen() throws {
        let mixUp = try #require(TemperatureUnitMixUp(value: 36.6, chosen: .F))
        #expect(mixUp.likely == .C)
        #expect(abs(mixUp.inChosenUnit - 97.88) < 0.001)
    }

    @Test(arguments: [(36.6, TemperatureUnit.C), (97.9, .F), (20.0, .C), (150.0, .C), (500.0, .F), (Double.nan, .C)])
    func noMixUpWhenTheValueFitsOrFitsNeither(value: Double, chosen: TemperatureUnit) {
        #expect(TemperatureUnitMixUp(value: value, chosen: chosen) == nil)
    }

    @Test func theRefusalNamesTheLikelyUnit() {
        #expect(throws: ValidationError(field: "value", "must be between 34.0 and 43.0 °C; 97.9 looks like °F (36.61 °C)")) {
            try BodyTemperature(value: 97.9, unit: .C, time: Date(timeIntervalSince1970: 0))
        }
        #expect(throws: ValidationError(field: "value", "must be between 34.0 and 43.0 °C")) {
            try BodyTemperature(value: 20, unit: .C, time: Date(timeIntervalSince1970: 0))
        }
    }
}
