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

extension MonotonicClock {
    /// Seconds on the monotonic clock: the time base of frames, gestures and animations.
    public static func seconds() -> Double { Double(nanoseconds()) / 1e9 }
}
