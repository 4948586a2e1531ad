import Testing
@testable import DaybookCore

/// drip's `nfp-mucus.spec.js`: feeling and texture combined into the 0–4 mucus value.
/// (Its first case, a missing feeling or texture giving no value, cannot arise here: a `Mucus`
/// always has both.)
@Suite struct MucusValueGoldenTests {
    @Test(arguments: [
        // t
        (MucusFeeling.dry, MucusTexture.none, 0),
        // Ø
        (.nothing, .none, 1),
        // f
        (.wet, .none, 2),
        // S
        (.dry, .creamy, 3),
        (.nothing, .creamy, 3),
        (.wet, .creamy, 3),
        // S+
        (.dry, .eggWhite, 4),
        (.nothing, .eggWhite, 4),
        (.wet, .eggWhite, 4),
        (.slippery, .eggWhite, 4),
        (.slippery, .creamy, 4),
        (.slippery, .none, 4),
    ])
    func mucusValue(feeling: MucusFeeling, texture: MucusTexture, value: Int) {
        #expect(Mucus(feeling: feeling, texture: texture).nfpValue == value)
    }

    @Test func rawValuesStayAsStored() {
        #expect(MucusFeeling.allCases.map(\.rawValue) == ["dry", "nothing", "wet", "slippery"])
        #expect(MucusTexture.allCases.map(\.rawValue) == ["none", "creamy", "eggWhite"])
        #expect(CervixOpening.allCases.map(\.rawValue) == ["closed", "medium", "open"])
        #expect(CervixFirmness.allCases.map(\.rawValue) == ["hard", "soft"])
        #expect(CervixPosition.allCases.map(\.rawValue) == ["low", "medium", "high"])
    }
}
