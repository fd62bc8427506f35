import KioskRaster
import KioskRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a picture did not match its golden: which file, and how it differs.
public struct GoldenMismatch: Error, Sendable, CustomStringConvertible {
    /// The golden's path.
    public var path: String
    /// What differs (pixels, size), or why there is nothing to compare with.
    public var message: String
    /// The golden's path and what differs.
    public var description: String { "\(path): \(message)" }
}

/// Golden pictures: a picture is compared with a PNG file, exactly, pixel for pixel.
///
/// A missing golden is a failure. With `KIOSK_RECORD_GOLDENS=1` in the environment every picture
/// checked is written as its golden instead (look at each, `git diff` lists them, before
/// committing). A mismatch writes `NAME.actual.png` and `NAME.diff.png` (the pixels that differ
/// in red) beside the golden.
public enum GoldenFile {
    /// `Goldens/NAME.png` in the folder of the file at `filePath` (a test's `#filePath`).
    public static func path(named name: String, beside filePath: String) -> String {
        let folder = filePath.lastIndex(of: "/").map { String(filePath[..<$0]) } ?? "."
        return "\(folder)/Goldens/\(name).png"
    }

    /// Whether KIOSK_RECORD_GOLDENS is set.
    public static var isRecording: Bool { getenv("KIOSK_RECORD_GOLDENS") != nil }

    /// Compares `image` with the PNG at `path`; throws what differs.
    public static func check(
        _ image: PixelBuffer, path: String, recording: Bool = isRecording
    )
        throws(GoldenMismatch)
    {
        func fail(_ message: String) -> GoldenMismatch { GoldenMismatch(path: path, message: message) }
        if recording {
            do { try save(image, to: path) } catch { throw fail("cannot record: \(error)") }
            return
        }
        guard FileAccess.exists(path) else {
            throw fail("no golden (record it with KIOSK_RECORD_GOLDENS=1 and look at it)")
        }
        let golden: PixelBuffer
        do { golden = try PNGCodec.decode(try FileAccess.readBytes(path), source: path) } catch {
            throw fail("unreadable golden: \(error)")
        }
        // PNG stores straight alpha: compare after the round trip the golden went through.
        let actual = (try? PNGCodec.decode(PNGCodec.encode(image))) ?? image
        if actual.hasSamePixels(as: golden) { return }
        let stem = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        try? save(image, to: stem + ".actual.png")
        guard golden.width == actual.width, golden.height == actual.height else {
            throw fail("the picture is \(actual.width)x\(actual.height), the golden \(golden.width)x\(golden.height)")
        }
        let diff = PixelBuffer(width: actual.width, height: actual.height)
        var changed = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let same = actual[x, y] == golden[x, y]
                if !same { changed += 1 }
                diff[x, y] = same ? 0xFF20_2020 : 0xFFFF_0000
            }
        }
        try? save(diff, to: stem + ".diff.png")
        throw fail("\(changed) pixels differ; see \(stem).actual.png and .diff.png")
    }

    /// Writes `image` as a PNG file, making the folders on the way.
    public static func save(_ image: PixelBuffer, to path: String) throws {
        try FileAccess.write(path, bytes: try PNGCodec.encode(image), makingFolders: true)
    }
}

extension UITestDriver {
    /// Writes the last frame to a PNG file at `path`, making the folders on the way.
    public func saveScreenshot(to path: String) throws { try GoldenFile.save(screenshot, to: path) }

    /// Compares the last frame with `Goldens/NAME.png` beside the calling test file; throws
    /// what differs (see `GoldenFile`).
    public func checkScreenshot(_ name: String, filePath: String = #filePath) throws(GoldenMismatch) {
        try GoldenFile.check(screenshot, path: GoldenFile.path(named: name, beside: filePath))
    }
}
