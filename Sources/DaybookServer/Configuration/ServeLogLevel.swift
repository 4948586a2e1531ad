/// `daybook serve` logs notices and above unless told otherwise (`--log info` or `LOG_LEVEL=info`
/// shows a line per request): Vapor's own production default. At info the route logger writes a line
/// for every request, which under load costs more than a small route does.
public enum ServeLogLevel {
    public static let standard = "notice"

    /// The command line with `--log notice` added when `serve` runs and neither the line nor
    /// `LOG_LEVEL` chose a level.
    public static func arguments(_ arguments: [String], logLevelVariable: String?) -> [String] {
        guard arguments.count > 1, arguments[1] == "serve",
              !arguments.contains(where: { $0 == "--log" || $0.hasPrefix("--log=") }),
              logLevelVariable?.isEmpty ?? true
        else { return arguments }
        return arguments + ["--log", standard]
    }
}
