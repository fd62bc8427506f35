#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Nanoseconds from CLOCK_MONOTONIC: immune to wall-clock changes (NTP on a kiosk at boot).
public enum MonotonicClock {
    public static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
