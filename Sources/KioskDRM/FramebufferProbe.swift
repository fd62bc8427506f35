import CDRM
import KioskPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A legacy fbdev device (`/dev/fbN`), the fallback for boards without KMS.
package struct FramebufferDeviceInfo: Sendable {
    package var path: String
    /// Driver identifier from FBIOGET_FSCREENINFO (for example `simple`, `BOCHS`, `fb_st7789v`).
    package var identifier: String
    package var width: Int
    package var height: Int
    package var bitsPerPixel: Int
}

package enum FramebufferProbe {
    package static func devicePaths(in directory: String = "/dev") -> [String] {
        listDirectory(directory).filter { $0.hasPrefix("fb") && Int($0.dropFirst(2)) != nil }
            .sorted { Int($0.dropFirst(2))! < Int($1.dropFirst(2))! }
            .map { "\(directory)/\($0)" }
    }

    package static func probe(path: String) throws(DRMProbeError) -> FramebufferDeviceInfo {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw DRMProbeError(path: path, errno: errno, operation: "open") }
        defer { close(fd) }
        var v = fb_var_screeninfo()
        guard kiosk_ioctl_ptr(fd, kiosk_FBIOGET_VSCREENINFO, &v) == 0 else {
            throw DRMProbeError(path: path, errno: errno, operation: "FBIOGET_VSCREENINFO")
        }
        var f = fb_fix_screeninfo()
        _ = kiosk_ioctl_ptr(fd, kiosk_FBIOGET_FSCREENINFO, &f)
        let id = withUnsafeBytes(of: f.id) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return FramebufferDeviceInfo(
            path: path, identifier: id, width: Int(v.xres), height: Int(v.yres),
            bitsPerPixel: Int(v.bits_per_pixel))
    }
}
