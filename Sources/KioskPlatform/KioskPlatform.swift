// KioskPlatform: what a backend is, independent of which one.
//
// A backend is a display output (where pixels go), input sources (where touches and keys come
// from) and a clock. KioskDRM, KioskLibinput and KioskHeadless implement these protocols; the
// runtime wires them to the frame pipeline and never sees a file descriptor or an ioctl.
import KioskGeometry
import KioskRaster

/// Pixel layout of a scan-out buffer, named as DRM's fourcc codes name them.
public enum ScanoutFormat: String, Sendable, CaseIterable, Codable {
    /// 32 bits per pixel, bytes B, G, R, X in memory (DRM_FORMAT_XRGB8888).
    case xrgb8888
    /// 16 bits per pixel, 5-6-5 (DRM_FORMAT_RGB565); the presenter dithers on conversion.
    case rgb565

    package var bytesPerPixel: Int { self == .xrgb8888 ? 4 : 2 }

    /// Copies `rect` of the shadow buffer into scan-out memory of this format, rotated: the one
    /// conversion every presenter (KMS, fbdev) performs on each damaged rectangle.
    package func copy(
        _ shadow: PixelBuffer, rect: PixelRect, rotation: Rotation, to destination: UnsafeMutableRawPointer,
        strideBytes: Int
    ) {
        switch self {
        case .xrgb8888:
            PixelConversion.copyXRGB8888(
                shadow, rect: rect, rotation: rotation, to: destination, strideBytes: strideBytes)
        case .rgb565:
            PixelConversion.copyRGB565(
                shadow, rect: rect, rotation: rotation, to: destination, strideBytes: strideBytes)
        }
    }
}

/// A display mode: size in pixels and refresh rate.
package struct DisplayMode: Hashable, Sendable, CustomStringConvertible {
    package var width: Int
    package var height: Int
    /// Vertical refresh in millihertz (59.94 Hz is 59940), as precise as the kernel reports it.
    package var refreshMillihertz: Int
    package init(width: Int, height: Int, refreshMillihertz: Int) {
        self.width = width
        self.height = height
        self.refreshMillihertz = refreshMillihertz
    }
    package var refreshHz: Double { Double(refreshMillihertz) / 1000 }
    package var description: String {
        let hz = refreshMillihertz % 1000 == 0 ? "\(refreshMillihertz / 1000)" : String(format2: refreshHz)
        return "\(width)x\(height)@\(hz)"
    }
}

extension String {
    /// Two decimals without Foundation's formatter (frame logs, charts).
    package init(format2 value: Double) {
        let scaled = Int((value * 100).rounded())
        let frac = abs(scaled % 100)
        self = "\(scaled / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}
