import Foundation

/// Threads of their own for work whose cost grows with what a person stored or asked for (searches,
/// long insights, exports, imports). Swift's shared pool has a thread per core and answers every
/// other request: a long computation there holds a core that a cheap request waits for. These
/// threads run at a lower priority, so the kernel gives a core to everybody else's requests first and
/// the heavy work what is left.
final class HeavyWorkExecutor: TaskExecutor, @unchecked Sendable {
    /// Guarded by `signal`'s lock.
    private var jobs: [UnownedJob] = []
    private let signal = NSCondition()
    private let threadCount: Int

    /// Nice value of the threads: 10 gives them about a tenth of a core against a busy normal thread.
    static let niceness: Int32 = 10

    /// One for the process: its threads live as long as it does, however many applications it makes.
    static let shared = HeavyWorkExecutor()

    private init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        threadCount = max(1, threads)
        for index in 0..<threadCount {
            let thread = Thread { self.work() }
            thread.name = "daybook-heavy-\(index)"
            thread.start()
        }
    }

    private static let marker = "daybook.heavy"
    static let threadName = "daybook-heavy"

    /// Whether the calling thread is one of these.
    static var isCurrentThread: Bool { Thread.current.threadDictionary[marker] as? Bool ?? false }

    func enqueue(_ job: UnownedJob) {
        signal.lock()
        jobs.append(job)
        signal.signal()
        signal.unlock()
    }

    private func work() {
        Self.lowerPriority()
        Thread.current.threadDictionary[Self.marker] = true
        while true {
            signal.lock()
            while jobs.isEmpty { signal.wait() }
            let job = jobs.removeFirst()
            signal.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            // A job may leave the system's name of its thread changed (seen: libdispatch's "com.apple.root.
            // default-qos" under load), and people find these threads by name in `top -H` and /proc.
            Self.name()
        }
    }

    private static func lowerPriority() {
        #if os(Linux)
        // On Linux the nice value belongs to each thread: `0` names the calling thread alone.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #endif
        name()
    }

    /// Named from the thread itself: a name given before it started does not reach the system, and `top -H`
    /// and /proc would show the name of whichever thread started it.
    private static func name() {
        Thread.current.name = threadName
    }
}
