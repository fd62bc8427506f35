#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// SDL2, loaded at run time: the desktop preview adds no build-time dependency, and a kiosk
/// image without SDL runs unchanged (the preview backend reports that SDL is missing).
struct SDLLibrary {
    typealias InitFn = @convention(c) (UInt32) -> Int32
    typealias GetErrorFn = @convention(c) () -> UnsafePointer<CChar>?
    typealias CreateWindowFn =
        @convention(c) (UnsafePointer<CChar>, Int32, Int32, Int32, Int32, UInt32) -> OpaquePointer?
    typealias WindowFn = @convention(c) (OpaquePointer) -> Void
    typealias GetSurfaceFn = @convention(c) (OpaquePointer) -> UnsafeMutableRawPointer?
    typealias UpdateRectsFn = @convention(c) (OpaquePointer, UnsafeRawPointer, Int32) -> Int32
    typealias UpdateFn = @convention(c) (OpaquePointer) -> Int32
    typealias ConvertFn =
        @convention(c) (Int32, Int32, UInt32, UnsafeRawPointer, Int32, UInt32, UnsafeMutableRawPointer, Int32) -> Int32
    typealias PollEventFn = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    typealias VoidFn = @convention(c) () -> Void
    typealias WMInfoFn = @convention(c) (OpaquePointer, UnsafeMutableRawPointer) -> Int32
    typealias HasEventsFn = @convention(c) (UInt32, UInt32) -> Int32

    let initialize: InitFn
    let getError: GetErrorFn
    let createWindow: CreateWindowFn
    let destroyWindow: WindowFn
    let getWindowSurface: GetSurfaceFn
    let updateWindowSurfaceRects: UpdateRectsFn
    let updateWindowSurface: UpdateFn
    let convertPixels: ConvertFn
    let pollEvent: PollEventFn
    let pumpEvents: VoidFn
    let hasEvents: HasEventsFn
    let startTextInput: VoidFn
    let getWindowWMInfo: WMInfoFn
    let quit: VoidFn

    static let names = ["libSDL2-2.0.so.0", "libSDL2.so"]

    /// nil with the reason when SDL2 is not installed or lacks a function.
    static func load() -> Result<SDLLibrary, PreviewError> {
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            return .failure(
                PreviewError("SDL2 is not installed (libSDL2-2.0.so.0; on Debian: apt-get install libsdl2-2.0-0)"))
        }
        func symbol<T>(_ name: String, _: T.Type) throws(PreviewError) -> T {
            guard let p = dlsym(handle, name) else { throw PreviewError("SDL2 has no \(name)") }
            return unsafeBitCast(p, to: T.self)
        }
        do throws(PreviewError) {
            return .success(
                SDLLibrary(
                    initialize: try symbol("SDL_Init", InitFn.self),
                    getError: try symbol("SDL_GetError", GetErrorFn.self),
                    createWindow: try symbol("SDL_CreateWindow", CreateWindowFn.self),
                    destroyWindow: try symbol("SDL_DestroyWindow", WindowFn.self),
                    getWindowSurface: try symbol("SDL_GetWindowSurface", GetSurfaceFn.self),
                    updateWindowSurfaceRects: try symbol("SDL_UpdateWindowSurfaceRects", UpdateRectsFn.self),
                    updateWindowSurface: try symbol("SDL_UpdateWindowSurface", UpdateFn.self),
                    convertPixels: try symbol("SDL_ConvertPixels", ConvertFn.self),
                    pollEvent: try symbol("SDL_PollEvent", PollEventFn.self),
                    pumpEvents: try symbol("SDL_PumpEvents", VoidFn.self),
                    hasEvents: try symbol("SDL_HasEvents", HasEventsFn.self),
                    startTextInput: try symbol("SDL_StartTextInput", VoidFn.self),
                    getWindowWMInfo: try symbol("SDL_GetWindowWMInfo", WMInfoFn.self),
                    quit: try symbol("SDL_Quit", VoidFn.self)))
        } catch {
            return .failure(error)
        }
    }

    var lastError: String { getError().map { String(cString: $0) } ?? "unknown SDL error" }
}

/// The preview could not start (no SDL, no desktop session): says what is missing.
package struct PreviewError: Error, Sendable, CustomStringConvertible {
    package var message: String
    init(_ message: String) { self.message = message }
    package var description: String { "desktop preview: \(message)" }
}

/// The file descriptor of the desktop connection SDL reads events from (X11 or Wayland), so
/// the runtime's epoll loop sleeps until the desktop has something for the window.
enum DesktopConnection {
    static func descriptor(sdl: SDLLibrary, window: OpaquePointer) -> Int32? {
        // SDL_SysWMinfo: SDL_version (3 bytes, padded to 4), subsystem (int), then a union whose
        // first member is the X11 Display* or the wl_display*.
        let info = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
        defer { info.deallocate() }
        info.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        info.storeBytes(of: 2, toByteOffset: 0, as: UInt8.self)  // major
        info.storeBytes(of: 0, toByteOffset: 1, as: UInt8.self)  // minor
        info.storeBytes(of: 22, toByteOffset: 2, as: UInt8.self)  // patch: 2.0.22's layout
        guard sdl.getWindowWMInfo(window, info) != 0 else { return nil }
        let subsystem = info.load(fromByteOffset: 4, as: Int32.self)
        guard let display = info.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self) else { return nil }
        switch subsystem {
        case 2: return call("libX11.so.6", "XConnectionNumber", display)
        case 6: return call("libwayland-client.so.0", "wl_display_get_fd", display)
        default: return nil
        }
    }

    private static func call(_ library: String, _ name: String, _ display: UnsafeMutableRawPointer) -> Int32? {
        typealias Fn = @convention(c) (UnsafeMutableRawPointer) -> Int32
        guard let handle = dlopen(library, RTLD_NOW | RTLD_NOLOAD) ?? dlopen(library, RTLD_NOW),
            let p = dlsym(handle, name)
        else { return nil }
        let fd = unsafeBitCast(p, to: Fn.self)(display)
        return fd >= 0 ? fd : nil
    }
}
