import Testing
import KioskRuntime
@testable import KioskTools

@Suite struct DoctorTests {
    static let boardsDirectory: String = {
        let file = #filePath
        var dir = String(file[..<file.lastIndex(of: "/")!])
        for _ in 0..<2 { dir = String(dir[..<dir.lastIndex(of: "/")!]) }
        return dir + "/Boards"
    }()

    @Test func doctorReportsEverySectionAndValidJSON() throws {
        let report = Doctor.run(boardsDirectory: Self.boardsDirectory, environment: ProcessEnvironment([:]))
        let sections = Set(report.findings.map(\.section))
        for s in [
            "Display (DRM/KMS)", "Display (fbdev fallback)", "Input (libinput)", "Fonts (fontconfig)", "Board profile",
            "Permissions and session",
        ] {
            #expect(sections.contains(s), "missing section \(s)")
        }
        _ = try JSONParser.parse(report.json())
        #expect(report.text().contains("Verdict:"))
    }
}
