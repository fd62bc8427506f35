import Testing
@testable import KioskRuntime
#if canImport(Glibc)
import Glibc
#endif

@Suite struct BoardOverrideTests {
    static let board = """
        { "name": "panel", "connector": "DSI-1", "rotation": 90,
          "touch": { "match": "FT5406", "calibration": [1, 0, 0, 0, 1, 0] } }
        """

    func directory(_ files: [String: String]) throws -> String {
        var template = Array("/tmp/kiosk-boards-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        try #require(made)
        let dir = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for (name, text) in files { try FileAccess.write(dir + "/" + name, bytes: Array(text.utf8)) }
        return dir
    }

    @Test func anOverrideReplacesOnlyTheKeysItHas() throws {
        let dir = try directory([
            "panel.json": Self.board,
            "panel.override.json": #"{ "touch": { "calibration": [1.1, 0, -0.05, 0, -1, 1] } }"#,
        ])
        let catalog = BoardCatalog.load(directory: dir)
        #expect(catalog.errors.isEmpty)
        let b = try #require(catalog.board(named: "panel"))
        #expect(b.touch.calibration == [1.1, 0, -0.05, 0, -1, 1])
        #expect(b.touch.deviceMatch == "FT5406", "the rest of the touch section stays")
        #expect(b.rotation == .quarter && b.connector == "DSI-1")
        #expect(catalog.overridePath(for: "panel") == dir + "/panel.override.json")
    }

    @Test func aBrokenOverrideIsReportedAndTheBoardStillLoads() throws {
        let dir = try directory([
            "panel.json": Self.board, "panel.override.json": "{ \"touch\": { \"calibration\": [1, 2] } }",
        ])
        let catalog = BoardCatalog.load(directory: dir)
        #expect(catalog.board(named: "panel")?.touch.calibration == [1, 0, 0, 0, 1, 0])
        #expect(catalog.errors.count == 1)
        #expect(catalog.errors.first?.file.hasSuffix("panel.override.json") == true)
        #expect(catalog.errors.first?.key == "touch.calibration")
    }

    @Test func anOverrideCannotRenameItsBoard() throws {
        let dir = try directory(["panel.json": Self.board, "panel.override.json": #"{ "name": "other" }"#])
        #expect(BoardCatalog.load(directory: dir).errors.first?.key == "name")
    }

    /// A hardened unit sees the shipped boards read-only: calibration goes to its state
    /// directory, and an override there wins over one beside the boards.
    @Test func theStateDirectoryHoldsOverrides() throws {
        let dir = try directory([
            "panel.json": Self.board,
            "panel.override.json": #"{ "touch": { "calibration": [2, 0, 0, 0, 2, 0] } }"#,
        ])
        let state = try directory(["panel.override.json": #"{ "touch": { "calibration": [3, 0, 0, 0, 3, 0] } }"#])
        let environment = ProcessEnvironment(["STATE_DIRECTORY": state + ":/var/lib/other"])
        #expect(BoardCatalog.stateDirectory(environment) == state)
        #expect(BoardCatalog.stateDirectory(ProcessEnvironment([:])) == nil)
        let catalog = BoardCatalog.load(directory: dir, overrideDirectory: BoardCatalog.stateDirectory(environment))
        #expect(catalog.board(named: "panel")?.touch.calibration == [3, 0, 0, 0, 3, 0])
        #expect(catalog.overridePath(for: "panel") == state + "/panel.override.json")
        let empty = try directory([:])
        #expect(
            BoardCatalog.load(directory: dir, overrideDirectory: empty).board(named: "panel")?.touch.calibration == [
                2, 0, 0, 0, 2, 0,
            ],
            "without one in the state directory, the override beside the boards applies")
    }
}
