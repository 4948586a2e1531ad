import DaybookCore
import Foundation
import Testing

@Suite struct PreferencesTests {
    let base = Preferences(displayName: "Ada", timeZone: "Europe/Berlin")

    @Test func defaultsAreTheClinicalOnes() {
        #expect(base.hypoThresholdMgPerDL == 70)
        #expect(base.hyperThresholdMgPerDL == 180)
        #expect(base.glucoseUnit == .mgPerDL)
        #expect(base.tracking.trackFlow && base.tracking.trackIllness)
    }

    @Test func thresholdsAreReadInTheUnitAfterTheChange() throws {
        var change = PreferencesChange()
        change.glucoseUnit = .mmolPerL
        change.hypoThreshold = 3.9
        let next = try base.applying(change)
        // 3.9 mmol/L × 18.01559 = 70.26 mg/dL
        #expect(abs(next.hypoThresholdMgPerDL - 70.2608) < 0.001)
        #expect(next.hyperThresholdMgPerDL == 180)
    }

    @Test func hypoMustStayBelowHyper() {
        var change = PreferencesChange()
        change.hypoThreshold = 120
        change.hyperThreshold = 120
        #expect(throws: ValidationError(field: "hyperThreshold", "the hypo threshold must be below the hyper threshold")) {
            try base.applying(change)
        }
    }

    @Test func outOfRangeThresholdsNameTheRangeInTheUnit() {
        var change = PreferencesChange()
        change.glucoseUnit = .mmolPerL
        change.hypoThreshold = 1
        #expect(throws: ValidationError(field: "hypoThreshold", "must be between 2.2 and 6.7 mmol/L")) {
            try base.applying(change)
        }
    }

    @Test func unknownTrackingKeysAreRefusedAndKnownOnesApplied() throws {
        var change = PreferencesChange()
        change.tracking = ["trackMood": false]
        #expect(try base.applying(change).tracking.trackMood == false)
        change.tracking = ["trackWeather": false]
        #expect(throws: ValidationError(field: "tracking.trackWeather", "is not a tracking category")) {
            try base.applying(change)
        }
    }

    @Test func storedTrackingWithMissingKeysDecodesWithThemOn() throws {
        let tracking = try JSONDecoder().decode(TrackingPreferences.self, from: Data(#"{"trackFlow": false}"#.utf8))
        #expect(tracking.trackFlow == false)
        #expect(tracking.trackMetrics == true)
    }

    /// Exports made before the body units existed still import, in kg and °C; newer ones keep them.
    @Test func bodyUnitsDefaultToKilogramsAndCelsiusInOlderDocuments() throws {
        var preferences = Preferences(displayName: "Ada", timeZone: "UTC")
        preferences.weightUnit = .lb
        preferences.temperatureUnit = .F
        let encoded = try JSONEncoder().encode(preferences)
        #expect(try JSONDecoder().decode(Preferences.self, from: encoded) == preferences)
        var older = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        older["weightUnit"] = nil
        older["temperatureUnit"] = nil
        let decoded = try JSONDecoder().decode(Preferences.self, from: JSONSerialization.data(withJSONObject: older))
        #expect(decoded.weightUnit == .kg && decoded.temperatureUnit == .C && decoded.displayName == "Ada")
    }
}
