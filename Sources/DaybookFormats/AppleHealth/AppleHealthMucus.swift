import DaybookCore

/// HealthKit's cervical mucus quality, by name as an export writes it or by its number
/// (1 dry … 5 egg white), as Daybook's feeling and texture. HealthKit notes only what was seen, so
/// the mapping follows Sensiplan's categories, where visible mucus counts with "nothing felt":
/// - dry → dry, none (t)
/// - sticky → nothing, creamy (S: thick, sticky and creamy mucus are one category; creamy is
///   Daybook's texture for it)
/// - creamy → nothing, creamy (S)
/// - watery → slippery, none (S+: mucus so thin it runs like water counts as the best quality;
///   it is not stretchy egg white, so it is the slippery feeling that says so)
/// - egg white → nothing, egg white (S+)
/// Rating sticky as low as "nothing" would hide the first mucus that opens the fertile time.
enum AppleHealthMucus {
    static func mucus(_ value: String) -> Mucus? {
        let name = value.hasPrefix("HKCategoryValueCervicalMucusQuality")
            ? String(value.dropFirst("HKCategoryValueCervicalMucusQuality".count)) : value
        switch name {
        case "Dry", "1": return Mucus(feeling: .dry, texture: .none)
        case "Sticky", "2": return Mucus(feeling: .nothing, texture: .creamy)
        case "Creamy", "3": return Mucus(feeling: .nothing, texture: .creamy)
        case "Watery", "4": return Mucus(feeling: .slippery, texture: .none)
        case "EggWhite", "5": return Mucus(feeling: .nothing, texture: .eggWhite)
        default: return nil
        }
    }
}
