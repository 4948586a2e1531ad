import Foundation
import Subprocess
import SystemPackage

/// Runs another program (this binary, the daybook server, sqlite3, wrk) for the benchmarks, with
/// swift-subprocess: the child is awaited and reaped without Foundation's run loop (whose
/// `waitUntilExit` once never returned after the server child had exited, and hung the suite).
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
    }

    /// The most a child may print that is kept (wrk's report, sqlite3's answers, a child's JSON line).
    static let outputLimit = 16 * 1024 * 1024

    /// The running daybook-bench binary, so children are the same build.
    static var bench: URL { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath() }

    /// The `daybook` binary of the same build: SwiftPM puts every product of a configuration in one folder.
    static var daybook: URL { bench.deletingLastPathComponent().appendingPathComponent("daybook") }

    /// Finds `name` on PATH.
    static func which(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Runs to the end and collects its output; the wall time includes start-up. `removing` names
    /// variables of this process's environment the child does not get.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
                    stdin: String? = nil) async throws -> Output {
        let began = ContinuousClock.now
        let path = FilePath(executable.path), list = Arguments(arguments), settings = Self.environment(environment, removing: removing)
        let result = if let stdin {
            try await Subprocess.run(.path(path), arguments: list, environment: settings, input: .string(stdin),
                                     output: .string(limit: outputLimit), error: .string(limit: outputLimit))
        } else {
            try await Subprocess.run(.path(path), arguments: list, environment: settings, input: .none,
                                     output: .string(limit: outputLimit), error: .string(limit: outputLimit))
        }
        return Output(status: status(result.terminationStatus), stdout: result.standardOutput,
                      stderr: result.standardError, seconds: BenchMeasure.seconds(ContinuousClock.now - began))
    }

    /// Runs and fails unless the exit status is 0.
    static func check(_ executable: URL, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) async throws -> Output {
        let output = try await run(executable, arguments, environment: environment, stdin: stdin)
        guard output.status == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited with \(output.status): \(output.stderr.suffix(2_000))")
        }
        return output
    }

    /// Starts a long-running child (the server) with its output in `log`, runs `body` with its process
    /// id while it runs, then stops it (SIGTERM, SIGKILL after 10 s) and waits until it has exited.
    static func serving<T: Sendable>(_ executable: URL, _ arguments: [String], environment: [String: String], log: URL,
                                     _ body: @escaping @Sendable (_ pid: Int32) async throws -> T) async throws -> T {
        let file = try FileDescriptor.open(FilePath(log.path), .writeOnly, options: [.create, .truncate], permissions: .ownerReadWrite)
        defer { try? file.close() }
        var options = PlatformOptions()
        options.teardownSequence = [.gracefulShutDown(allowedDurationToNextStep: .seconds(10))]
        let result = try await Subprocess.run(
            .path(FilePath(executable.path)), arguments: Arguments(arguments), environment: Self.environment(environment),
            platformOptions: options, input: .none,
            output: .fileDescriptor(file, closeAfterSpawningProcess: false), error: .fileDescriptor(file, closeAfterSpawningProcess: false)
        ) { execution in
            let pid = execution.processIdentifier.value
            do {
                let value = try await body(pid)
                try execution.send(signal: .terminate)
                return value
            } catch {
                try? execution.send(signal: .terminate)
                throw error
            }
        }
        return result.closureResult
    }

    /// Whether process `pid` has ended (gone, or a zombie not yet reaped).
    static func hasExited(pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// This process's environment with `overrides`, without `removing`.
    private static func environment(_ overrides: [String: String], removing: [String] = []) -> Environment {
        var changes: [Environment.Key: String?] = [:]
        for name in removing { changes[Environment.Key(stringLiteral: name)] = .some(nil) }
        for (name, value) in overrides { changes[Environment.Key(stringLiteral: name)] = value }
        return .inherit.updating(changes)
    }

    private static func status(_ status: TerminationStatus) -> Int32 {
        switch status {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }
}
