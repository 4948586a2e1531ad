/// The table of migration 003, where failed log-ins were counted until migration 091 dropped it
/// (they are `ThrottleEventRecord`s of kind "login" now). Landed migrations still name it.
enum LoginFailureRecord {
    static let schema = "login_failures"
}
