import Foundation

/// Runs another program (this binary, the daybook server, sqlite3, wrk) for the benchmarks.
struct ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
    }

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

    /// Runs to the end and collects its output; the wall time includes start-up.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // Standard error goes to a file, so a chatty child never blocks on a full pipe we do not read.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-child-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let err = try FileHandle(forWritingTo: errorFile)
        defer { try? err.close() }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        let began = ContinuousClock.now
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let outputText = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = (try? Data(contentsOf: errorFile)) ?? Data()
        let seconds = BenchMeasure.seconds(ContinuousClock.now - began)
        return Output(status: process.terminationStatus, stdout: String(decoding: outputText, as: UTF8.self),
                      stderr: String(decoding: errorText, as: UTF8.self), seconds: seconds)
    }

    /// Runs and fails unless the exit status is 0.
    static func check(_ executable: URL, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws -> Output {
        let output = try run(executable, arguments, environment: environment, stdin: stdin)
        guard output.status == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited with \(output.status): \(output.stderr.suffix(2_000))")
        }
        return output
    }
}
