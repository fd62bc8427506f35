import Testing

@testable import KioskRuntime

#if canImport(Glibc)
import Glibc
#endif

/// Boards from several folders: the first folder that has a name wins.
@Suite struct BoardSearchTests {
    func folder(_ files: [String: String]) throws -> String {
        var template = Array("/tmp/kiosk-board-search-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        try #require(made)
        let dir = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for (name, text) in files { try FileAccess.write(dir + "/" + name, bytes: Array(text.utf8)) }
        return dir
    }

    @Test func anEarlierFolderHidesALaterBoardOfTheSameName() throws {
        let operatorBoards = try folder(["panel.json": #"{ "name": "panel", "rotation": 180 }"#])
        let shipped = try folder([
            "panel.json": #"{ "name": "panel", "rotation": 90 }"#,
            "other.json": #"{ "name": "other" }"#,
        ])
        let catalog = BoardCatalog.load(directories: [operatorBoards, shipped])
        #expect(catalog.boards.map(\.name).sorted() == ["other", "panel"])
        #expect(catalog.board(named: "panel")?.rotation == .half)
        #expect(catalog.directory == operatorBoards)
    }

    @Test func anOverrideBesideALaterFolderStillApplies() throws {
        let first = try folder(["a.json": #"{ "name": "a" }"#])
        let second = try folder([
            "b.json": #"{ "name": "b", "rotation": 90 }"#, "b.override.json": #"{ "rotation": 270 }"#,
        ])
        let catalog = BoardCatalog.load(directories: [first, second])
        #expect(catalog.board(named: "b")?.rotation == .threeQuarters)
    }

    @Test func anExplicitFolderIsTheOnlyOne() {
        #expect(BoardCatalog.searchPath(explicit: "/nowhere") == ["/nowhere"])
    }

    @Test func aBoardFoundNowhereIsAFailureNamingTheFolders() throws {
        let dir = try folder(["a.json": #"{ "name": "a" }"#])
        let result = BoardCatalog.resolve(named: "missing", directory: dir) { _ in }
        guard case .failure(let failure) = result else {
            Issue.record("a missing board resolved")
            return
        }
        #expect(failure.description.contains("no board named 'missing' in \(dir) (have: a)"))
    }
}
