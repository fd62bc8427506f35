import CDRM
import KioskPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An open DRM card with the client capabilities the presenter needs.
final class DRMDevice {
    let path: String
    let fd: Int32
    /// True when the driver accepted atomic modesetting for this client.
    let atomic: Bool
    let access: DeviceAccess

    init(path: String, allowAtomic: Bool, access: DeviceAccess) throws(DisplayError) {
        self.path = path
        self.access = access
        fd = access.openDevice(path, flags: O_RDWR)
        guard fd >= 0 else {
            let e = -fd
            let hint =
                e == EACCES || e == EPERM ? " (add the user to the 'video' group, or run under seatd/logind)" : ""
            throw DisplayError(device: path, "cannot open: \(String(cString: strerror(e)))\(hint)")
        }
        // A regular file, another kind of device: the driver's version answers only for DRM.
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFCHR, let version = drmGetVersion(fd) else {
            access.closeDevice(fd)
            throw DisplayError(device: path, "is not a DRM device (cards are /dev/dri/card0, card1, ...)")
        }
        drmFreeVersion(version)
        // Opening makes us master when the card is free; if someone else (a desktop, another
        // kiosk) drives it, modesetting would fail later with a vaguer error.
        // (A seat manager hands the card over as master already.)
        if drmIsMaster(fd) == 0 && drmSetMaster(fd) != 0 {
            access.closeDevice(fd)
            throw DisplayError(
                device: path,
                "another program is driving this display (cannot become DRM master); stop the desktop or the other kiosk"
            )
        }
        var dumb: UInt64 = 0
        guard drmGetCap(fd, UInt64(DRM_CAP_DUMB_BUFFER), &dumb) == 0, dumb != 0 else {
            access.closeDevice(fd)
            throw DisplayError(device: path, "the driver offers no dumb buffers (a render-only node?)")
        }
        _ = drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1)
        atomic = allowAtomic && drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0
    }

    func dropMaster() { _ = drmDropMaster(fd) }
    /// Master again. Under a seat manager the card comes back as master already, and asking
    /// would fail: the kernel lets only the opener (the manager) or root ask.
    func setMaster() -> Bool { drmIsMaster(fd) != 0 || drmSetMaster(fd) == 0 }

    func close() {
        _ = drmDropMaster(fd)
        access.closeDevice(fd)
    }

    /// Property ids and current values of a KMS object, by name.
    func properties(of object: UInt32, type: UInt32) -> [String: (id: UInt32, value: UInt64)] {
        guard let props = drmModeObjectGetProperties(fd, object, type) else { return [:] }
        defer { drmModeFreeObjectProperties(props) }
        var result: [String: (id: UInt32, value: UInt64)] = [:]
        for i in 0..<Int(props.pointee.count_props) {
            guard let prop = drmModeGetProperty(fd, props.pointee.props[i]) else { continue }
            let name = withUnsafeBytes(of: prop.pointee.name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            result[name] = (prop.pointee.prop_id, props.pointee.prop_values[i])
            drmModeFreeProperty(prop)
        }
        return result
    }

    func failure(_ operation: String, _ code: Int32 = errno) -> DisplayError {
        DisplayError(device: path, "\(operation) failed: \(String(cString: strerror(code)))")
    }
}

/// A dumb buffer: kernel-allocated scan-out memory mapped into this process, with a framebuffer
/// id. Only ever written: scan-out memory is often uncached, and reading it is slow.
final class DumbBuffer {
    let handle: UInt32
    let framebuffer: UInt32
    let pitch: Int
    let size: Int
    let pixels: UnsafeMutableRawPointer
    private let fd: Int32

    init(device: DRMDevice, width: Int, height: Int, format: ScanoutFormat) throws(DisplayError) {
        let fd = device.fd
        self.fd = fd
        var handle: UInt32 = 0, pitch: UInt32 = 0
        var size: UInt64 = 0
        let bpp = UInt32(format.bytesPerPixel * 8)
        guard drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), bpp, 0, &handle, &pitch, &size) == 0 else {
            throw device.failure("creating a \(width)x\(height) dumb buffer")
        }
        var handles: (UInt32, UInt32, UInt32, UInt32) = (handle, 0, 0, 0)
        var pitches: (UInt32, UInt32, UInt32, UInt32) = (pitch, 0, 0, 0)
        var offsets: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        var fb: UInt32 = 0
        let fourcc = format == .xrgb8888 ? kiosk_DRM_FORMAT_XRGB8888 : kiosk_DRM_FORMAT_RGB565
        let added = withUnsafePointer(to: &handles) { h in
            withUnsafePointer(to: &pitches) { p in
                withUnsafePointer(to: &offsets) { o in
                    drmModeAddFB2(
                        fd, UInt32(width), UInt32(height), fourcc,
                        UnsafeRawPointer(h).assumingMemoryBound(to: UInt32.self),
                        UnsafeRawPointer(p).assumingMemoryBound(to: UInt32.self),
                        UnsafeRawPointer(o).assumingMemoryBound(to: UInt32.self), &fb, 0)
                }
            }
        }
        guard added == 0 else {
            let e = errno
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw device.failure("adding a \(format.rawValue) framebuffer", e)
        }
        var offset: UInt64 = 0
        guard drmModeMapDumbBuffer(fd, handle, &offset) == 0,
            let map = mmap(nil, Int(size), PROT_WRITE, MAP_SHARED, fd, off_t(offset)), map != MAP_FAILED
        else {
            let e = errno
            _ = drmModeRmFB(fd, fb)
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw device.failure("mapping a dumb buffer", e)
        }
        self.handle = handle
        self.framebuffer = fb
        self.pitch = Int(pitch)
        self.size = Int(size)
        self.pixels = map
    }

    deinit {
        munmap(pixels, size)
        _ = drmModeRmFB(fd, framebuffer)
        _ = drmModeDestroyDumbBuffer(fd, handle)
    }
}
