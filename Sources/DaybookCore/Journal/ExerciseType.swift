/// Kinds of exercise a day's symptoms count hours for.
public enum ExerciseType: String, Sendable, Codable, CaseIterable {
    case cardio = "CARDIO"
    case yoga = "YOGA"
    case strength = "STRENGTH"
    case ballSport = "BALL_SPORT"
    case martialArts = "MARTIAL_ARTS"
    case waterSport = "WATER_SPORT"
    case cycleSport = "CYCLE_SPORT"
    case racketSport = "RACKET_SPORT"
    case winterSport = "WINTER_SPORT"
}
