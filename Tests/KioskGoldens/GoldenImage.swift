import Testing
import KioskRaster
import KioskTesting

/// Golden-image comparison for every test target: exact pixels against `Goldens/<name>.png`
/// beside the calling test file, as apps' tests check theirs (`GoldenFile`), recorded as an
/// issue at the caller.
public enum GoldenImage {
    public static func check(
        _ image: PixelBuffer, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let path = GoldenFile.path(named: name, beside: filePath)
        do throws(GoldenMismatch) {
            try GoldenFile.check(image, path: path)
            // Kiosk's own goldens: a recording still fails, so that each is looked at.
            if GoldenFile.isRecording {
                Issue.record(
                    "recorded golden \(path); look at it, then run again without KIOSK_RECORD_GOLDENS",
                    sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
        }
    }

    public static func save(_ image: PixelBuffer, to path: String) throws { try GoldenFile.save(image, to: path) }

    public static func read(_ path: String) -> [UInt8]? { try? RegularFile.read(path, limit: 256 << 20) }
}
