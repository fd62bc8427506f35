import Testing

@testable import KioskRuntime

/// The runtime's options taken out of an app's command line, the rest left to the app.
@Suite struct AppCommandLineTests {
    @Test func theRestReachesTheAppInOrder() throws {
        let (options, rest) = try RunOptions.parse(["--city", "Oslo", "--board", "pi", "-v", "--theme", "slate"])
        #expect(options.board == "pi")
        #expect(options.theme == "slate")
        #expect(rest == ["--city", "Oslo", "-v"])
    }

    @Test func doubleDashEndsTheRuntimesOptions() throws {
        let (options, rest) = try RunOptions.parse(["--rotation", "90", "--", "--board", "x", "--", "y"])
        #expect(options.rotation == .quarter)
        #expect(options.board == nil)
        #expect(rest == ["--board", "x", "--", "y"])
    }

    @Test func aMisspeltRuntimeOptionIsRecognised() {
        #expect(RunOptions.likelyMeant("--boad") == "--board")
        #expect(RunOptions.likelyMeant("--thme") == "--theme")
        #expect(RunOptions.likelyMeant("--reduce-moton") == "--reduce-motion")
        #expect(RunOptions.likelyMeant("--board=pi") == "--board")
        #expect(RunOptions.likelyMeant("--city") == nil)
        #expect(RunOptions.likelyMeant("--verbose") == nil)
        #expect(RunOptions.likelyMeant("Oslo") == nil)
    }

    @Test func headlessOptionsAreCheckedAndExclusive() throws {
        let (options, _) = try RunOptions.parse(["--tap", "Pay", "--tap", "Done", "--frames", "30"])
        #expect(options.taps == ["Pay", "Done"])
        #expect(options.frames == 30)
        #expect(throws: RunOptionsError.self) { try RunOptions.parse(["--frames", "0"]) }
        #expect(throws: RunOptionsError.self) { try RunOptions.parse(["--after", "-1"]) }
        #expect(throws: RunOptionsError.self) { try RunOptions.parse(["--after", "2", "--tap", "Pay"]) }
    }

    @Test func theHeadlessScreenIsTheBoardsModeUnlessASizeIsGiven() throws {
        var board = try BoardProfile.parse(#"{ "name": "pi", "mode": "800x480@60" }"#, file: "pi.json")
        let (plain, _) = try RunOptions.parse([])
        #expect(Launcher.headlessPanel(plain, board: board) == (800, 480))
        #expect(Launcher.headlessPanel(plain, board: nil) == (1280, 800))
        let (sized, _) = try RunOptions.parse(["--size", "640x360"])
        #expect(Launcher.headlessPanel(sized, board: board) == (640, 360))
        let (moded, _) = try RunOptions.parse(["--mode", "1024x600"])
        #expect(Launcher.headlessPanel(moded, board: board) == (1024, 600))
        board.mode = nil
        #expect(Launcher.headlessPanel(plain, board: board) == (1280, 800))
    }
}
