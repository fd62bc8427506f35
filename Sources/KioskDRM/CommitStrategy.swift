import CDRM
import KioskGeometry
import KioskPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The KMS objects that carry the picture.
struct Pipe {
    var connector: UInt32
    var crtc: UInt32
    var plane: UInt32?
    var mode: drmModeModeInfo
    var width: Int { Int(mode.hdisplay) }
    var height: Int { Int(mode.vdisplay) }
}

/// How a framebuffer is put on screen: the two KMS APIs behind one interface.
protocol CommitStrategy: AnyObject {
    var name: String { get }
    /// Whether the kernel learns the damage (FB_DAMAGE_CLIPS or DirtyFB) or assumes a full frame.
    var sendsDamage: Bool { get }
    /// Shows `framebuffer`; `damage` is in panel pixels. The first call sets the mode and
    /// completes before returning (false); later calls are page flips that complete with an
    /// event on the device (true).
    func commit(
        framebuffer: UInt32, damage: [PixelRect], userData: UnsafeMutableRawPointer
    ) throws(DisplayError) -> Bool
    /// The next commit sets the mode again (after a replug or a VT switch back).
    func reset()
}

/// Atomic modesetting: one request per frame, damage in the plane's FB_DAMAGE_CLIPS.
final class AtomicCommit: CommitStrategy {
    let name = "atomic"
    private let device: DRMDevice
    private let pipe: Pipe
    private let plane: UInt32
    private let connectorProps: [String: (id: UInt32, value: UInt64)]
    private let crtcProps: [String: (id: UInt32, value: UInt64)]
    private let planeProps: [String: (id: UInt32, value: UInt64)]
    private var modeSet = false

    init(device: DRMDevice, pipe: Pipe) throws(DisplayError) {
        guard let plane = pipe.plane else {
            throw DisplayError(device: device.path, "no primary plane for CRTC \(pipe.crtc)")
        }
        self.device = device
        self.pipe = pipe
        self.plane = plane
        connectorProps = device.properties(of: pipe.connector, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))
        crtcProps = device.properties(of: pipe.crtc, type: UInt32(DRM_MODE_OBJECT_CRTC))
        planeProps = device.properties(of: plane, type: UInt32(DRM_MODE_OBJECT_PLANE))
        for name in ["FB_ID", "CRTC_ID", "SRC_X", "SRC_Y", "SRC_W", "SRC_H", "CRTC_X", "CRTC_Y", "CRTC_W", "CRTC_H"]
        where planeProps[name] == nil {
            throw DisplayError(device: device.path, "plane \(plane) lacks the \(name) property")
        }
        guard connectorProps["CRTC_ID"] != nil, crtcProps["MODE_ID"] != nil, crtcProps["ACTIVE"] != nil else {
            throw DisplayError(device: device.path, "connector or CRTC lacks atomic properties")
        }
    }

    var sendsDamage: Bool { planeProps["FB_DAMAGE_CLIPS"] != nil }
    func reset() { modeSet = false }

    func commit(
        framebuffer: UInt32, damage: [PixelRect], userData: UnsafeMutableRawPointer
    ) throws(DisplayError) -> Bool {
        guard let req = drmModeAtomicAlloc() else {
            throw DisplayError(device: device.path, "out of memory for an atomic request")
        }
        defer { drmModeAtomicFree(req) }
        func set(_ object: UInt32, _ props: [String: (id: UInt32, value: UInt64)], _ name: String, _ value: UInt64) {
            if let p = props[name] { _ = drmModeAtomicAddProperty(req, object, p.id, value) }
        }
        var blobs: [UInt32] = []
        defer { for b in blobs { _ = drmModeDestroyPropertyBlob(device.fd, b) } }
        var flags: UInt32
        if !modeSet {
            var mode = pipe.mode
            var modeBlob: UInt32 = 0
            guard drmModeCreatePropertyBlob(device.fd, &mode, MemoryLayout<drmModeModeInfo>.size, &modeBlob) == 0 else {
                throw device.failure("creating the mode blob")
            }
            blobs.append(modeBlob)
            set(pipe.connector, connectorProps, "CRTC_ID", UInt64(pipe.crtc))
            set(pipe.crtc, crtcProps, "MODE_ID", UInt64(modeBlob))
            set(pipe.crtc, crtcProps, "ACTIVE", 1)
            set(plane, planeProps, "CRTC_ID", UInt64(pipe.crtc))
            // Source coordinates are 16.16 fixed point.
            set(plane, planeProps, "SRC_X", 0)
            set(plane, planeProps, "SRC_Y", 0)
            set(plane, planeProps, "SRC_W", UInt64(pipe.width) << 16)
            set(plane, planeProps, "SRC_H", UInt64(pipe.height) << 16)
            set(plane, planeProps, "CRTC_X", 0)
            set(plane, planeProps, "CRTC_Y", 0)
            set(plane, planeProps, "CRTC_W", UInt64(pipe.width))
            set(plane, planeProps, "CRTC_H", UInt64(pipe.height))
            flags = UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET)
        } else {
            flags = UInt32(DRM_MODE_ATOMIC_NONBLOCK) | UInt32(DRM_MODE_PAGE_FLIP_EVENT)
        }
        set(plane, planeProps, "FB_ID", UInt64(framebuffer))
        if modeSet, let clipProp = planeProps["FB_DAMAGE_CLIPS"], !damage.isEmpty {
            var clips = damage.map {
                drm_mode_rect(x1: Int32($0.x), y1: Int32($0.y), x2: Int32($0.maxX), y2: Int32($0.maxY))
            }
            var blob: UInt32 = 0
            if drmModeCreatePropertyBlob(device.fd, &clips, MemoryLayout<drm_mode_rect>.stride * clips.count, &blob)
                == 0
            {
                blobs.append(blob)
                _ = drmModeAtomicAddProperty(req, plane, clipProp.id, UInt64(blob))
            }
        }
        guard drmModeAtomicCommit(device.fd, req, flags, userData) == 0 else {
            throw device.failure(modeSet ? "atomic page flip" : "atomic modeset to \(pipe.width)x\(pipe.height)")
        }
        let flipped = modeSet
        modeSet = true
        return flipped
    }
}

/// Legacy KMS: drmModeSetCrtc once, then page flips; damage goes to drmModeDirtyFB, which
/// drivers of displays that need it (SPI, USB, virtual) turn into a partial update.
final class LegacyCommit: CommitStrategy {
    let name = "legacy"
    private let device: DRMDevice
    private let pipe: Pipe
    private var modeSet = false
    /// DirtyFB answers ENOSYS on drivers that scan out continuously; then it is not called again.
    private(set) var sendsDamage = true

    init(device: DRMDevice, pipe: Pipe) {
        self.device = device
        self.pipe = pipe
    }
    func reset() { modeSet = false }

    func commit(
        framebuffer: UInt32, damage: [PixelRect], userData: UnsafeMutableRawPointer
    ) throws(DisplayError) -> Bool {
        if !modeSet {
            var connector = pipe.connector
            var mode = pipe.mode
            guard drmModeSetCrtc(device.fd, pipe.crtc, framebuffer, 0, 0, &connector, 1, &mode) == 0 else {
                throw device.failure("setting the mode \(pipe.width)x\(pipe.height) on CRTC \(pipe.crtc)")
            }
            modeSet = true
            return false
        }
        guard drmModePageFlip(device.fd, pipe.crtc, framebuffer, UInt32(DRM_MODE_PAGE_FLIP_EVENT), userData) == 0 else {
            throw device.failure("page flip")
        }
        if sendsDamage, !damage.isEmpty {
            var clips = damage.map {
                drm_clip_rect(
                    x1: UInt16(clamping: $0.x), y1: UInt16(clamping: $0.y), x2: UInt16(clamping: $0.maxX),
                    y2: UInt16(clamping: $0.maxY))
            }
            if drmModeDirtyFB(device.fd, framebuffer, &clips, UInt32(clips.count)) != 0
                && (errno == ENOSYS || errno == EINVAL)
            {
                sendsDamage = false
            }
        }
        return true
    }
}
