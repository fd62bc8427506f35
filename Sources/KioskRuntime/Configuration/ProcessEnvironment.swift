import KioskRaster
import KioskSVG
import KioskUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The environment variables the runtime looks at, read once at the top (configuration enters
/// at the top: nothing below the runtime reads the environment).
package struct ProcessEnvironment: Sendable {
    package var values: [String: String]
    package init(_ values: [String: String]) { self.values = values }
    package subscript(key: String) -> String? { values[key].flatMap { $0.isEmpty ? nil : $0 } }

    package static func current() -> ProcessEnvironment {
        var values: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") { values[String(s[..<eq])] = String(s[s.index(after: eq)...]) }
            p += 1
        }
        return ProcessEnvironment(values)
    }
}

extension ProcessEnvironment {
    /// Whether the process runs in a desktop session, where a preview window can open.
    package var hasDesktopSession: Bool { self["DISPLAY"] != nil || self["WAYLAND_DISPLAY"] != nil }

    /// The first locale variable of `names` that is set, as an identifier (`de_DE` from
    /// `de_DE.UTF-8`); nil for none, `C` or `POSIX`.
    func locale(_ names: [String]) -> String? {
        guard let raw = names.lazy.compactMap({ self[$0] }).first else { return nil }
        let id = String(raw.prefix { $0 != "." && $0 != "@" })
        return id == "C" || id == "POSIX" || id.isEmpty ? nil : id
    }

    /// Hands the modules below what the environment configures for them, as values (they read
    /// no environment themselves): `KIOSK_ASSETS` (folders searched first for `Image("name")`,
    /// separated by colons), `KIOSK_RASTER_SIMD` (the widest blend kernels, in bits), the
    /// locale of dates and numbers (`LC_ALL`, `LC_TIME`, `LANG`) and the reader's language for
    /// SVG `systemLanguage` (`LC_ALL`, `LC_MESSAGES`, `LANG`). Call it before the first frame.
    @MainActor
    package func configureLibraries() {
        if let list = self["KIOSK_ASSETS"] {
            let folders = list.split(separator: ":").map(String.init)
            Image.assetDirectories = folders + Image.assetDirectories.filter { !folders.contains($0) }
        }
        if let bits = self["KIOSK_RASTER_SIMD"].flatMap(Int.init) { RasterSettings.limitVectorWidth(to: bits) }
        ProcessLocale.identifier = locale(["LC_ALL", "LC_TIME", "LANG"]) ?? "en_US"
        let language = locale(["LC_ALL", "LC_MESSAGES", "LANG"]).map { String($0.prefix { $0 != "_" }).lowercased() }
        SVGSettings.readerLanguage.withLock { $0 = language }
    }
}
