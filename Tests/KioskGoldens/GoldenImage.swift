import Testing
import KioskRaster
#if canImport(Glibc)
import Glibc
#endif

/// Golden-image comparison for every test target: exact pixels against `Goldens/<name>.png`
/// beside the calling test file.
///
/// A missing golden fails. Setting KIOSK_RECORD_GOLDENS=1 writes the current image as the
/// golden and still fails, so recording is always a deliberate, reviewed step. A mismatch
/// writes `<name>.actual.png` and `<name>.diff.png` (changed pixels in red) beside the golden.
public enum GoldenImage {
    /// The `Goldens` folder beside the file at `filePath`.
    static func directory(beside filePath: String) -> String {
        String(filePath[..<filePath.lastIndex(of: "/")!]) + "/Goldens"
    }

    public static func check(
        _ image: PixelBuffer, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let directory = directory(beside: filePath)
        let path = "\(directory)/\(name).png"
        if getenv("KIOSK_RECORD_GOLDENS") != nil {
            try? save(image, to: path)
            Issue.record(
                "recorded golden \(path); look at it, then run again without KIOSK_RECORD_GOLDENS",
                sourceLocation: sourceLocation)
            return
        }
        guard let bytes = read(path) else {
            Issue.record(
                "missing golden \(path) (record with KIOSK_RECORD_GOLDENS=1 and review it)",
                sourceLocation: sourceLocation)
            return
        }
        let golden: PixelBuffer
        do { golden = try PNGCodec.decode(bytes, source: path) } catch {
            Issue.record("unreadable golden: \(error)", sourceLocation: sourceLocation)
            return
        }
        // PNG stores straight alpha: compare after the same round trip the golden went through.
        let actual = (try? PNGCodec.decode(PNGCodec.encode(image))) ?? image
        if actual.hasSamePixels(as: golden) { return }
        try? save(image, to: "\(directory)/\(name).actual.png")
        if golden.width == actual.width && golden.height == actual.height {
            let diff = PixelBuffer(width: actual.width, height: actual.height)
            var changed = 0
            for y in 0..<actual.height {
                for x in 0..<actual.width {
                    let same = actual[x, y] == golden[x, y]
                    if !same { changed += 1 }
                    diff[x, y] = same ? 0xFF20_2020 : 0xFFFF_0000
                }
            }
            try? save(diff, to: "\(directory)/\(name).diff.png")
            Issue.record(
                "\(name): \(changed) pixels differ from the golden; see \(name).actual.png and .diff.png",
                sourceLocation: sourceLocation)
        } else {
            Issue.record(
                "\(name): size \(actual.width)x\(actual.height), golden \(golden.width)x\(golden.height)",
                sourceLocation: sourceLocation)
        }
    }

    public static func save(_ image: PixelBuffer, to path: String) throws {
        let bytes = try PNGCodec.encode(image)
        guard let f = fopen(path, "wb") else { return }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
    }

    public static func read(_ path: String) -> [UInt8]? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
            if n <= 0 { break }
            out += chunk[0..<n]
        }
        return out
    }
}
