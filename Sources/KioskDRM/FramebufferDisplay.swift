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
/// Where the driver answers FBIO_WAITFORVSYNC, frames are paced by the panel's vertical blank
/// (waited for on a thread of its own, seen by the loop as a flip); otherwise by a timer at
/// the refresh rate.
package final class FramebufferDisplay: DisplayOutput {
    package let name: String
    package let mode: DisplayMode
    package let rotation: Rotation
    package let format: ScanoutFormat
    private let fd: Int32
    private let mapping: UnsafeMutableRawPointer
    private let pixels: UnsafeMutableRawPointer
    private let length: Int
    private let stride: Int
    private var presentedOnce = false
    private var closed = false
    private var vsync: VsyncWaiter?
    package private(set) var isFlipPending = false
    /// How frames are paced, for the runtime's log.
    package private(set) var pacing: String

    package init(path: String = "/dev/fb0", rotation: Rotation = .none, waitForVsync: Bool = true) throws(DisplayError)
    {
        name = path
        self.rotation = rotation
        fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw DisplayError(device: path, "cannot open: \(String(cString: strerror(errno)))") }
        var v = fb_var_screeninfo()
        var f = fb_fix_screeninfo()
        guard kiosk_ioctl_ptr(fd, kiosk_FBIOGET_VSCREENINFO, &v) == 0,
            kiosk_ioctl_ptr(fd, kiosk_FBIOGET_FSCREENINFO, &f) == 0
        else {
            let e = errno
            Glibc.close(fd)
            throw DisplayError(device: path, "reading the screen information failed: \(String(cString: strerror(e)))")
        }
        switch (v.bits_per_pixel, v.red.offset, v.green.offset, v.blue.offset) {
        case (32, 16, 8, 0): format = .xrgb8888
        case (16, 11, 5, 0): format = .rgb565
        default:
            Glibc.close(fd)
            throw DisplayError(
                device: path,
                "unsupported pixel layout: \(v.bits_per_pixel) bpp, red at \(v.red.offset), green at \(v.green.offset), blue at \(v.blue.offset) (XRGB8888 and RGB565 are supported)"
            )
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
        // One wait tells whether the driver has vertical blanks to wait for (it blocks for at
        // most a refresh period).
        pacing = "a refresh timer"
        guard waitForVsync else {
            pacing += " (vsync waits turned off)"
            return
        }
        let device = fd
        let waitOnce: @Sendable () -> Int32 = {
            var screen: UInt32 = 0
            return kiosk_ioctl_ptr(device, kiosk_FBIO_WAITFORVSYNC, &screen) == 0 ? 0 : errno
        }
        // Two waits back to back: the second must last about a refresh period. Some drivers
        // answer at once without a blank (DRM's fbdev emulation on a CRTC without vblank
        // interrupts); pacing by them would not pace at all.
        let probeStart = MonotonicClock.seconds()
        let probe = waitOnce()
        let secondStart = MonotonicClock.seconds()
        let second = probe == 0 ? waitOnce() : probe
        if probe != 0 || second != 0 {
            pacing +=
                " (the driver has no FBIO_WAITFORVSYNC: \(String(cString: strerror(probe != 0 ? probe : second))))"
            return
        }
        let period = 1 / mode.refreshHz
        if MonotonicClock.seconds() - secondStart < period / 4 {
            pacing +=
                " (FBIO_WAITFORVSYNC returns without a blank: \(Int((MonotonicClock.seconds() - probeStart) * 1e6)) us for two waits)"
            return
        }
        do throws(DisplayError) {
            vsync = try VsyncWaiter(period: period, wait: waitOnce)
            pacing = "vertical blank (FBIO_WAITFORVSYNC)"
        } catch {
            pacing += " (\(error))"
        }
    }

    deinit { close() }

    package var eventDescriptor: Int32? { vsync?.fd }

    package func dispatchEvents() -> [FlipEvent] {
        guard let vsync else { return [] }
        let (blanks, failure) = vsync.completed()
        isFlipPending = false
        if failure != 0 {
            // The driver stopped answering (a blanked panel on some drivers): a blank that did
            // not come still ends the frame, and pacing falls back to the timer.
            vsync.stop()
            self.vsync = nil
            pacing = "a refresh timer (FBIO_WAITFORVSYNC failed: \(String(cString: strerror(failure))))"
            return [FlipEvent(time: MonotonicClock.seconds(), sequence: 0)]
        }
        return blanks
    }

    package func present(_ shadow: PixelBuffer, damage: Region) throws(DisplayError) -> PresentReport {
        guard !closed else { throw DisplayError(device: name, "the display was closed") }
        guard shadow.width == logicalWidth, shadow.height == logicalHeight else {
            throw DisplayError(
                device: name,
                "frame is \(shadow.width)x\(shadow.height), the rotated screen is \(logicalWidth)x\(logicalHeight)")
        }
        // The first frame replaces whatever the console left; after that the screen holds the
        // previous frame (age 1) and only the damage is copied.
        let region = presentedOnce ? damage : Region(shadow.bounds)
        for rect in region.rects {
            format.copy(shadow, rect: rect, rotation: rotation, to: pixels, strideBytes: stride)
        }
        // Deferred-I/O framebuffers (SPI panels, DRM's fbdev emulation) send what was written
        // after a delay; fsync sends it now, so the frame is whole on the panel when this
        // returns. Elsewhere fsync fails at once (EINVAL) and costs nothing.
        _ = fsync(fd)
        let age = presentedOnce ? 1 : 0
        presentedOnce = true
        if let vsync {
            isFlipPending = true
            vsync.request()
        }
        return PresentReport(
            panelDamage: region.rects.map {
                PixelConversion.rotate($0, width: shadow.width, height: shadow.height, by: rotation)
            },
            bufferAge: age, pixelsCopied: region.area)
    }

    package func setPowered(_ on: Bool) throws(DisplayError) {
        // FB_BLANK_UNBLANK = 0, FB_BLANK_POWERDOWN = 4.
        guard kiosk_ioctl_int(fd, kiosk_FBIOBLANK, on ? 0 : 4) == 0 else {
            throw DisplayError(device: name, "blanking failed: \(String(cString: strerror(errno)))")
        }
    }

    package func close() {
        guard !closed else { return }
        closed = true
        vsync?.stop()
        vsync = nil
        munmap(mapping, length)
        Glibc.close(fd)
    }
}
