#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Nanoseconds from CLOCK_MONOTONIC: immune to wall-clock changes (NTP on a kiosk at boot).
package enum MonotonicClock {
    package static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

extension MonotonicClock {
    /// Seconds on the monotonic clock: the time base of frames, gestures and animations.
    package static func seconds() -> Double { Double(nanoseconds()) / 1e9 }
}

/// CPU time used by the calling thread (the event loop's), for the idle measurement.
package enum ProcessTimes {
    package static func cpuSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
