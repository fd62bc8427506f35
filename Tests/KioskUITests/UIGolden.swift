import Testing
import KioskRaster
#if canImport(Glibc)
import Glibc
#endif

enum UIGolden {
    static let directory: String = { let f = #filePath; return String(f[..<f.lastIndex(of: "/")!]) + "/Goldens" }()
    static func check(_ image: PixelBuffer, named name: String) {
        let path = "\(directory)/\(name).png"
        if getenv("KIOSK_RECORD_GOLDENS") != nil {
            let bytes = (try? PNGCodec.encode(image)) ?? []
            if let f = fopen(path, "wb") { _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }; fclose(f) }
            Issue.record("recorded golden \(path); review it and run again")
            return
        }
        guard let f = fopen(path, "rb") else { Issue.record("missing golden \(path)"); return }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true { let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }; if n <= 0 { break }; bytes += chunk[0..<n] }
        fclose(f)
        guard let golden = try? PNGCodec.decode(bytes, source: path) else { Issue.record("unreadable golden \(path)"); return }
        let actual = (try? PNGCodec.decode(PNGCodec.encode(image))) ?? image
        #expect(actual.hasSamePixels(as: golden), "\(name) differs from its golden")
    }
}
