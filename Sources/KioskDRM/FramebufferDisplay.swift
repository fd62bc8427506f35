import CDRM
import KioskGeometry
import KioskPlatform
import KioskRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The fbdev fallback (`/dev/fbN`) for boards whose panel has no KMS driver (many SPI panels
/// on older kernels). There is one buffer, the screen itself: each present copies only the
/// frame's damage into it, converting and rotating on the way, and never reads it back.
public final class FramebufferDisplay: DisplayOutput {
    public let name: String
    public let mode: DisplayMode
    public let rotation: Rotation
    public let format: ScanoutFormat
    private let fd: Int32
    private let mapping: UnsafeMutableRawPointer
    private let pixels: UnsafeMutableRawPointer
    private let length: Int
    private let stride: Int
    private var presentedOnce = false
    private var closed = false

    public init(path: String = "/dev/fb0", rotation: Rotation = .none) throws(DisplayError) {
        name = path
        self.rotation = rotation
        fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw DisplayError(device: path, "cannot open: \(String(cString: strerror(errno)))") }
        var v = fb_var_screeninfo()
        var f = fb_fix_screeninfo()
        guard kiosk_ioctl_ptr(fd, kiosk_FBIOGET_VSCREENINFO, &v) == 0, kiosk_ioctl_ptr(fd, kiosk_FBIOGET_FSCREENINFO, &f) == 0 else {
            let e = errno
            Glibc.close(fd)
            throw DisplayError(device: path, "reading the screen information failed: \(String(cString: strerror(e)))")
        }
        switch (v.bits_per_pixel, v.red.offset, v.green.offset, v.blue.offset) {
        case (32, 16, 8, 0): format = .xrgb8888
        case (16, 11, 5, 0): format = .rgb565
        default:
            Glibc.close(fd)
            throw DisplayError(device: path, "unsupported pixel layout: \(v.bits_per_pixel) bpp, red at \(v.red.offset), green at \(v.green.offset), blue at \(v.blue.offset) (XRGB8888 and RGB565 are supported)")
        }
        mode = DisplayMode(width: Int(v.xres), height: Int(v.yres), refreshMillihertz: 60000)
        stride = Int(f.line_length)
        length = Int(f.smem_len)
        guard let map = mmap(nil, length, PROT_WRITE, MAP_SHARED, fd, 0), map != MAP_FAILED else {
            let e = errno
            Glibc.close(fd)
            throw DisplayError(device: path, "mapping the framebuffer failed: \(String(cString: strerror(e)))")
        }
        mapping = map
        // The visible area starts at the panning offset.
        pixels = map + Int(v.yoffset) * stride + Int(v.xoffset) * format.bytesPerPixel
    }

    deinit { close() }

    public var eventDescriptor: Int32? { nil }
    public var isFlipPending: Bool { false }
    public func dispatchEvents() -> [FlipEvent] { [] }

    public func present(_ shadow: PixelBuffer, damage: Region) throws(DisplayError) -> PresentReport {
        guard !closed else { throw DisplayError(device: name, "the display was closed") }
        guard shadow.width == logicalWidth, shadow.height == logicalHeight else {
            throw DisplayError(device: name, "frame is \(shadow.width)x\(shadow.height), the rotated screen is \(logicalWidth)x\(logicalHeight)")
        }
        // The first frame replaces whatever the console left; after that the screen holds the
        // previous frame (age 1) and only the damage is copied.
        let region = presentedOnce ? damage : Region(shadow.bounds)
        for rect in region.rects {
            format.copy(shadow, rect: rect, rotation: rotation, to: pixels, strideBytes: stride)
        }
        let age = presentedOnce ? 1 : 0
        presentedOnce = true
        return PresentReport(panelDamage: region.rects.map { PixelConversion.rotate($0, width: shadow.width, height: shadow.height, by: rotation) },
                             bufferAge: age, pixelsCopied: region.area)
    }

    public func setPowered(_ on: Bool) throws(DisplayError) {
        // FB_BLANK_UNBLANK = 0, FB_BLANK_POWERDOWN = 4.
        guard kiosk_ioctl_int(fd, kiosk_FBIOBLANK, on ? 0 : 4) == 0 else {
            throw DisplayError(device: name, "blanking failed: \(String(cString: strerror(errno)))")
        }
    }

    public func close() {
        guard !closed else { return }
        closed = true
        munmap(mapping, length)
        Glibc.close(fd)
    }
}
