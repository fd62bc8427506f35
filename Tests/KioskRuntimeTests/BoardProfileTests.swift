import Testing
@testable import KioskRuntime
import KioskUI

@Suite struct BoardProfileTests {
    static let boardsDirectory: String = {
        let file = #filePath
        var dir = String(file[..<file.lastIndex(of: "/")!])
        for _ in 0..<2 { dir = String(dir[..<dir.lastIndex(of: "/")!]) }
        return dir + "/Boards"
    }()

    @Test func everyShippedBoardLoads() {
        let catalog = BoardCatalog.load(directory: Self.boardsDirectory)
        #expect(catalog.errors.isEmpty, "\(catalog.errors)")
        #expect(catalog.boards.count >= 6)
        #expect(Set(catalog.boards.map(\.name)).count == catalog.boards.count, "board names are unique")
        #expect(catalog.board(named: "qemu-bochs")?.connector == "Virtual-1")
    }

    @Test func boardIsChosenByMachineModel() {
        let catalog = BoardCatalog.load(directory: Self.boardsDirectory)
        let pi = catalog.choose(for: MachineIdentity(model: "Raspberry Pi 4 Model B Rev 1.4", isARM: true))
        #expect(pi.board?.name == "rpi4-official-7inch-dsi")
        let pc = catalog.choose(for: MachineIdentity(model: "Dell Inc. OptiPlex 3080", isARM: false))
        #expect(pc.board?.name == "generic-x86")
    }

    @Test func syntaxErrorNamesFileLineAndColumn() {
        let text = "{\n  \"name\": \"x\",\n  \"rotation\": 90,\n  \"scale\": 1,,\n}"
        #expect(
            throws: BoardProfileError(
                file: "broken.json", line: 4, column: 14, key: nil, message: "expected a key in double quotes")
        ) {
            try BoardProfile.parse(text, file: "broken.json")
        }
    }

    @Test func wrongValueNamesTheKeyAndWhatWasExpected() throws {
        let text = "{\n  \"name\": \"x\",\n  \"rotation\": 45\n}"
        do {
            _ = try BoardProfile.parse(text, file: "b.json")
            Issue.record("rotation 45 was accepted")
        } catch {
            #expect(error.line == 3)
            #expect(error.key == "rotation")
            #expect(error.description.contains("expected 0, 90, 180 or 270"))
        }
    }

    @Test func malformedCalibrationMatrixIsRejectedWithItsLine() {
        let text = "{\n  \"name\": \"x\",\n  \"touch\": {\n    \"calibration\": [1, 0, 0, 0, 1]\n  }\n}"
        do {
            _ = try BoardProfile.parse(text, file: "cal.json")
            Issue.record("a 5-element calibration matrix was accepted")
        } catch {
            #expect(error.line == 4)
            #expect(error.key == "touch.calibration")
        }
    }

    @Test func unknownKeysAndBadModesAreErrors() {
        #expect(throws: BoardProfileError.self) {
            try BoardProfile.parse("{\"name\": \"x\", \"rotaton\": 90}", file: "t.json")
        }
        #expect(throws: BoardProfileError.self) {
            try BoardProfile.parse("{\"name\": \"x\", \"mode\": \"big\"}", file: "t.json")
        }
        #expect(throws: BoardProfileError.self) { try BoardProfile.parse("{\"mode\": \"800x480\"}", file: "t.json") }
        #expect(throws: BoardProfileError.self) { try BoardProfile.parse("[]", file: "t.json") }
    }

    @Test func modeRequestsParse() {
        #expect(DisplayModeRequest("1280x800@") == nil)
        #expect(DisplayModeRequest("1280x800")?.width == 1280)
        #expect(DisplayModeRequest("800x480@59.94")?.refreshHz == 59.94)
        #expect(DisplayModeRequest("800x") == nil)
        #expect(DisplayModeRequest("0x480") == nil)
    }
}

@Suite struct JSONParserTests {
    @Test func parsesNestedValuesWithPositions() throws {
        let doc = try JSONParser.parse("{\"a\": [1, 2.5e1, true, null],\n \"b\": \"\\u00e9\\n\"}")
        guard case .object(let members) = doc.value else {
            Issue.record("not an object")
            return
        }
        #expect(members[0].key == "a")
        #expect(
            members[0].value.value
                == .array([
                    .init(value: .number(1), line: 1, column: 8), .init(value: .number(25), line: 1, column: 11),
                    .init(value: .bool(true), line: 1, column: 18), .init(value: .null, line: 1, column: 24),
                ]))
        #expect(members[1].value.value == .string("é\n"))
        #expect(members[1].value.line == 2)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01x", "\"unterminated", "[1] 2", "tru", "\"\u{01}\"", "1e", "-"])
    func rejectsMalformedDocuments(text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test func writerEscapesAndRoundTrips() throws {
        let out = JSONOutput.object([
            ("s", .string("a\"b\\c\n\u{1}")), ("n", .double(1.5)), ("i", .int(3)), ("z", .array([])),
        ]).render(indent: 0)
        #expect(out == "{\"s\":\"a\\\"b\\\\c\\n\\u0001\",\"n\":1.5,\"i\":3,\"z\":[]}")
        _ = try JSONParser.parse(out)
    }
}

@Suite struct BackendChoiceEnvironmentTests {
    @Test func backendChoicePrefersAConnectedDisplayThenADesktop() {
        let env = ProcessEnvironment(["DISPLAY": ":0"])
        #expect(BackendChoice.best(cards: [], environment: ProcessEnvironment([:])).backend == .headless)
        let desktop = BackendChoice.best(cards: [], environment: env)
        // Until the preview backend exists the choice falls back to headless and says why.
        #expect(desktop.backend == (BackendChoice.implemented.contains(.preview) ? .preview : .headless))
        #expect(desktop.reason.contains(":0"))
    }
}

@Suite struct SoftKeyboardBoardTests {
    @Test func theBoardChoosesWhenTheOnScreenKeyboardAppears() throws {
        let p = try BoardProfile.parse(
            "{\"name\": \"x\", \"softKeyboard\": \"always\", \"keymap\": {\"layout\": \"de\"}}", file: "k.json")
        #expect(p.softKeyboard == .always)
        #expect(SoftKeyboardLayout(xkbLayout: p.keymap.layout) == .qwertz)
        #expect(try BoardProfile.parse("{\"name\": \"x\"}", file: "k.json").softKeyboard == .automatic)
        do {
            _ = try BoardProfile.parse("{\"name\": \"x\",\n \"softKeyboard\": \"sometimes\"}", file: "k.json")
            Issue.record("an unknown mode was accepted")
        } catch {
            #expect(
                error.line == 2 && error.key == "softKeyboard"
                    && error.description.contains("automatic, always or never"))
        }
        let (o, _) = try RunOptions.parse(["--soft-keyboard", "never"])
        #expect(o.softKeyboard == .never)
    }
}

@Suite struct RenderThreadsOptionTests {
    @Test func renderThreadsComeFromTheBoardOrTheCommandLine() throws {
        #expect(try BoardProfile.parse("{\"name\": \"x\", \"renderThreads\": 4}", file: "t.json").renderThreads == 4)
        let (o, rest) = try RunOptions.parse(["--render-threads", "3", "page"])
        #expect(o.renderThreads == 3 && rest == ["page"])
        #expect(try RunOptions.parse([]).0.renderThreads == nil, "unset: the board decides")
        #expect(throws: RunOptionsError.self) { try RunOptions.parse(["--render-threads", "0"]) }
        #expect(throws: RunOptionsError.self) { try RunOptions.parse(["--render-threads", "many"]) }
    }
}

@Suite struct ThemeOptionTests {
    /// The runtime knows no theme system: the names come from the app's catalog.
    let catalog = ThemeCatalog(names: ["day", "night"]) { _, root in root }

    @Test func theThemeComesFromTheBoardOrTheCommandLine() throws {
        let board = try BoardProfile.parse("{\"name\": \"x\", \"theme\": \"night\"}", file: "t.json")
        #expect(board.theme == "night")
        try board.checkTheme(in: catalog)
        #expect(try RunOptions.parse(["--theme", "day"]).0.theme == "day")
        try RunOptions.parse(["--theme", "day"]).0.checkTheme(in: catalog)
    }

    @Test func aThemeTheAppDoesNotOfferIsAnErrorAtItsLine() throws {
        let board = try BoardProfile.parse("{\"name\": \"x\",\n \"theme\": \"purple\"}", file: "t.json")
        do {
            try board.checkTheme(in: catalog)
            Issue.record("an unknown theme was accepted")
        } catch {
            #expect(error.file == "t.json" && error.line == 2 && error.key == "theme")
            #expect(error.description.contains("day, night") && error.description.contains("purple"))
        }
        let options = try RunOptions.parse(["--theme", "purple"]).0
        #expect(throws: RunOptionsError.self) { try options.checkTheme(in: catalog) }
        #expect(throws: RunOptionsError.self) { try options.checkTheme(in: .none) }
    }
}
