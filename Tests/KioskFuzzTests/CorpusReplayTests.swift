import Testing
@testable import KioskFuzz

/// Every input of every fuzz target's corpus (Tests/Fuzz/corpus/TARGET), including the ones
/// that once crashed the kiosk, runs through its target on every test run: a finding fixed
/// stays fixed. (Scripts/fuzz runs the targets with libFuzzer.)
@MainActor
struct CorpusReplayTests {
    static let corpus: String = {
        var path = #filePath
        for _ in 0..<2 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Fuzz/corpus"
    }()

    @Test(arguments: ["board", "png", "jpeg", "svg", "font", "text", "events", "cli"])
    func theCorpusRunsCleanly(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let files = FuzzCorpus.files([Self.corpus + "/" + name])
        for file in files {
            let bytes = try #require(FuzzCorpus.read(file), "\(file) is readable")
            target.run(bytes)
        }
        #expect(!files.isEmpty, "the \(name) corpus has seeds")
    }

    @Test func mutationsAreRepeatableFromTheSeed() {
        var a = FuzzMutator(seed: 42), b = FuzzMutator(seed: 42), c = FuzzMutator(seed: 43)
        let input = Array("{\"name\": \"x\"}".utf8)
        let x = (0..<20).map { _ in a.mutate(input, other: input) }
        #expect(x == (0..<20).map { _ in b.mutate(input, other: input) })
        #expect(x != (0..<20).map { _ in c.mutate(input, other: input) })
    }

    @Test func bytesReadAsNumbersPastTheEndAreZero() {
        var bytes = FuzzBytes([7, 200])
        #expect(bytes.int(below: 5) == 2 && bytes.byte() == 200 && bytes.byte() == 0 && bytes.isAtEnd)
    }
}
