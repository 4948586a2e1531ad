import Foundation

/// What a person notes on waking for one day: the waking temperature, the cervical mucus, an LH
/// test and the flow. Kept where each already lives (the day's first temperature reading, the
/// fertility signs, the day's first ovulation test, the symptoms' flow); this is the one view of them.
public struct Morning: Sendable, Equatable {
    public var temperature: BodyTemperature?
    public var mucus: Mucus?
    public var ovulationTest: OvulationTestResult?
    public var flow: FlowLevel?

    public init(temperature: BodyTemperature? = nil, mucus: Mucus? = nil, ovulationTest: OvulationTestResult? = nil,
                flow: FlowLevel? = nil) {
        self.temperature = temperature
        self.mucus = mucus
        self.ovulationTest = ovulationTest
        self.flow = flow
    }
}

/// A morning as entered: each part set, cleared, or left as stored (a part the person does not track
/// is not on the form, so saving must not clear it).
public struct MorningPatch: Sendable, Equatable {
    public var temperature: PatchValue<BodyTemperature>
    public var mucus: PatchValue<Mucus>
    public var ovulationTest: PatchValue<OvulationTestResult>
    public var flow: PatchValue<FlowLevel>

    public init(temperature: PatchValue<BodyTemperature> = .unchanged, mucus: PatchValue<Mucus> = .unchanged,
                ovulationTest: PatchValue<OvulationTestResult> = .unchanged, flow: PatchValue<FlowLevel> = .unchanged) {
        self.temperature = temperature
        self.mucus = mucus
        self.ovulationTest = ovulationTest
        self.flow = flow
    }
}
