import Foundation

/// How the vaginal entrance feels, the first half of a cervical mucus observation.
public enum MucusFeeling: String, Codable, CaseIterable, Sendable {
    case dry, nothing, wet, slippery
}

/// What the mucus looks and feels like between the fingers, the second half.
public enum MucusTexture: String, Codable, CaseIterable, Sendable {
    case none, creamy, eggWhite
}

/// One day's cervical mucus: the feeling and the texture, noted once a day.
public struct Mucus: Codable, Equatable, Sendable {
    public var feeling: MucusFeeling
    public var texture: MucusTexture

    public init(feeling: MucusFeeling, texture: MucusTexture) {
        self.feeling = feeling
        self.texture = texture
    }

    /// The sympto-thermal mucus value, 0 (t, dry) … 4 (S+, best quality): the feeling and the
    /// texture each give a value and the better of the two counts, as drip computes it.
    /// 0 t, 1 Ø, 2 f, 3 S, 4 S+. A value of 2 or more is fertile mucus.
    public var nfpValue: Int {
        max(feeling.nfpValue, texture.nfpValue)
    }
}

extension MucusFeeling {
    /// Slippery is as telling as egg white, so it jumps to the best value.
    var nfpValue: Int {
        switch self {
        case .dry: 0
        case .nothing: 1
        case .wet: 2
        case .slippery: 4
        }
    }
}

extension MucusTexture {
    var nfpValue: Int {
        switch self {
        case .none: 0
        case .creamy: 3
        case .eggWhite: 4
        }
    }
}
