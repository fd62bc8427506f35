import CLibc

extension UnsafeMutablePointer where Pointee == UInt32 {
    /// Stores `pixel` into `count` pixels: C's `wmemset` (wchar_t is 32 bits on Linux), which
    /// glibc and musl run with the same wide stores as memset, for anything but a few pixels.
    /// Swift's `update(repeating:count:)` stores 16 bytes at a time: 11-13% slower than memset
    /// on a full frame here, where the issue allows 10%.
    @inlinable @inline(__always)
    public func fillPixels(_ pixel: UInt32, count: Int) {
        if count < 16 {
            update(repeating: pixel, count: count)
        } else {
            UnsafeMutableRawPointer(self).withMemoryRebound(to: wchar_t.self, capacity: count) {
                _ = wmemset($0, wchar_t(bitPattern: pixel), count)
            }
        }
    }
}
