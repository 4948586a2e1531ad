import DaybookCore
import DaybookFormats
import Foundation
import FuzzSupport

/// An uploaded timeline (seed-004 scenario JSON), decoded, exported to TimelineJS and started as a run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzCheck.data(data, size)
    let scenario: Scenario
    do {
        scenario = try Scenario.decode(fromJSON: bytes)
    } catch {
        precondition(!error.field.isEmpty, "ValidationError without a field: \(error)")
        return 0
    }
    _ = try? TimelineJS.exportJSON(of: scenario, language: .en, presentYear: 2026)
    _ = try? TimelineRun(scenario: scenario, totalTime: 3_600, now: Date(timeIntervalSince1970: 1_778_414_400))
    _ = try? scenario.encodedJSON()
    return 0
}

FuzzDriver.run(fuzzScenario)
