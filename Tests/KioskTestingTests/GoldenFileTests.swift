import KioskTesting
import KioskText
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Golden screenshots and the test clock's time of day, as an app's own tests use them.
@MainActor
@Suite struct GoldenFileTests {
    nonisolated(unsafe) static let fonts = FontLibrary()

    func folder() throws -> String {
        var template = Array("/tmp/kiosk-goldens-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        try #require(made)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test func aGoldenIsRecordedThenMatchedThenAMismatchIsShown() throws {
        let dir = try folder()
        let path = dir + "/Goldens/badge.png"
        let ui = UITestDriver(Text("Open").padding(8), size: Size(width: 80, height: 40), fonts: Self.fonts)
        #expect(throws: GoldenMismatch.self) { try GoldenFile.check(ui.screenshot, path: path, recording: false) }
        try GoldenFile.check(ui.screenshot, path: path, recording: true)
        try GoldenFile.check(ui.screenshot, path: path, recording: false)

        let other = UITestDriver(Text("Shut").padding(8), size: Size(width: 80, height: 40), fonts: Self.fonts)
        do {
            try GoldenFile.check(other.screenshot, path: path, recording: false)
            Issue.record("a different picture matched")
        } catch {
            #expect(error.path == path)
            #expect(error.message.contains("pixels differ"))
        }
        #expect(access(dir + "/Goldens/badge.actual.png", F_OK) == 0)
        #expect(access(dir + "/Goldens/badge.diff.png", F_OK) == 0)
    }

    /// Shows the hour and minute of the wall clock, rebuilt each minute.
    struct Clock: View {
        var body: some View {
            WallClockReader(
                next: { (($0 / 60).rounded(.down) + 1) * 60 },
                content: { now in
                    let minutes = Int(now / 60) % (24 * 60)
                    return Text("\(minutes / 60):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)")
                })
        }
    }

    @Test func theTestClockIsASettableTimeOfDay() throws {
        // 2026-12-04 09:41:00 UTC.
        let ui = UITestDriver(Clock(), size: Size(width: 100, height: 40), fonts: Self.fonts, wallClock: 1_796_377_260)
        #expect(ui.exists(label: "9:41"))
        ui.advance(by: 60)
        ui.settle()
        #expect(ui.exists(label: "9:42"))
        ui.wallClock = 1_796_377_260 + 3 * 3600
        #expect(ui.exists(label: "12:41"))
        // Without a time given, the machine's: not the boot time of the display clock.
        let now = UITestDriver(Clock(), size: Size(width: 100, height: 40), fonts: Self.fonts)
        #expect(now.wallClock > 1_700_000_000)
    }
}
