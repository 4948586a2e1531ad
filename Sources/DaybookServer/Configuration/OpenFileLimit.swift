#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every connection is an open file, and live event streams stay open: under a service manager's usual
/// soft limit of 1,024 a server would refuse connections long before its memory or CPU ran short. The
/// soft limit may be raised up to the hard one without privileges, so `serve` does that at start.
public enum OpenFileLimit {
    /// Kept below the kernel's usual ceiling on open files per process (`fs.nr_open`), for a hard limit of
    /// "unlimited".
    static let ceiling: rlim_t = 1 << 20

    /// The soft limit now; nil when the system would not say, or it is unlimited.
    public static var current: UInt64? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return UInt64(limit.rlim_cur)
    }

    /// The soft limit before and after; nil when the system would not say or would not change it.
    @discardableResult
    public static func raiseToHardLimit() -> (before: UInt64, after: UInt64)? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        let before = limit.rlim_cur
        let wanted = min(limit.rlim_max, ceiling)
        guard wanted > before else { return (UInt64(before), UInt64(before)) }
        limit.rlim_cur = wanted
        guard setrlimit(resource, &limit) == 0 else { return nil }
        return (UInt64(before), UInt64(wanted))
    }

    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif
}
