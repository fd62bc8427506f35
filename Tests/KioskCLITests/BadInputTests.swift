#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Testing

/// Bad and odd input through the real `kiosk` command line, a class at a time: what it exits
/// with, the first line it says, that it did not crash, and the most memory it held.
@Suite(.serialized) struct BadInputTests {
    static let gigabyte = 1 << 20  // in kilobytes

    func expectClean(
        _ r: KioskProcess, exit code: Int32, startsWith prefix: String, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(r.signal == nil, "no crash (signal \(r.signal ?? 0))", sourceLocation: sourceLocation)
        #expect(r.status == code, "exit \(r.status): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.firstErrorLine.hasPrefix(prefix), "\(r.firstErrorLine)", sourceLocation: sourceLocation)
        #expect(r.peakKB < Self.gigabyte, "peak memory \(r.peakKB) KB", sourceLocation: sourceLocation)
    }

    static func svg(_ attributes: String, _ body: String = "<rect width=\"5\" height=\"5\"/>") -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)>\(body)</svg>"
    }

    // 1. Numbers from outside are range-checked where they are parsed.
    @Test func numbersOutOfRangeAreNamedNotTrapped() throws {
        expectClean(
            try .run(["text", "hello", "--weight", "1e30"]), exit: 2,
            startsWith: "kiosk text: --weight expects a whole number from 1 to 1000, got '1e30'")
        expectClean(
            try .run(["screenshot", "--out", "a.png", "--scale", "1e300"]), exit: 2,
            startsWith: "kiosk screenshot: --scale expects a number from 0.25 to 8, got '1e300'")
        expectClean(
            try .run(["text", "hello", "--size", "nan"]), exit: 2,
            startsWith: "kiosk text: --size expects a number from 1 to 1024")
        expectClean(
            try .run(["bench", "scenes", "--frames", "-5"]), exit: 2,
            startsWith: "kiosk bench: --frames expects a whole number from 1 to")
        expectClean(
            try .run(["gallery", "--blank-after", "1e300"]), exit: 2,
            startsWith: "kiosk gallery: --blank-after expects seconds from 0 to 86400")
        let folder = try TemporaryFolder()
        let icon = folder.write("huge.svg", Self.svg("width=\"1e300\" height=\"10\""))
        expectClean(
            try .run(["svg", icon, "--out", folder.path + "/out.png"]), exit: 1,
            startsWith: "kiosk svg: \(icon): the document's size (1e+300 x 10.0) is not one a picture can have")
        // A board file's number: reported with its file, line and key.
        folder.write("panel.json", "{ \"name\": \"panel\",\n  \"scale\": 1e300 }")
        let r = try KioskProcess.run(["doctor", "--boards", folder.path])
        #expect(r.status == 0 && r.signal == nil)
        #expect(
            r.stdout.contains("panel.json:2:12: key \"scale\": expected a number from 0.25 to 8.0, found 1e+300"),
            "\(r.stdout)")
    }

    // 2. Memory is bounded before it is allocated.
    @Test func picturesOverThePixelBudgetAreRefusedBeforeTheyAreMade() throws {
        let folder = try TemporaryFolder()
        for (name, document) in [
            ("big.svg", Self.svg("width=\"100000\" height=\"100000\"")),
            ("unsized.svg", Self.svg("", "<rect width=\"50000\" height=\"50000\"/>")),
            ("twenty.svg", Self.svg("width=\"20000\" height=\"20000\"")),
        ] {
            let path = folder.write(name, document)
            expectClean(
                try .run(["svg", path, "--out", folder.path + "/out.png"]), exit: 1,
                startsWith: "kiosk svg: \(path): the picture of ")
        }
        expectClean(
            try .run(["screenshot", "--out", "a.png", "--size", "16384x16384"]), exit: 2,
            startsWith: "kiosk screenshot: --size 16384x16384 is over the largest picture the runtime makes")
        expectClean(
            try .run(["text", String(repeating: "W", count: 3000), "--size", "1024", "--out", folder.path + "/t.png"]),
            exit: 1,
            startsWith: "kiosk text: the text's picture of ")
        #expect(folder.read("out.png") == nil && folder.read("t.png") == nil, "nothing written")
    }

    // 3. Names that become paths stay in their folder.
    @Test func boardNamesAndOverridesStayInTheirFolder() throws {
        let boards = try TemporaryFolder(), outside = try TemporaryFolder()
        boards.write("escape.json", "{ \"name\": \"../escaped\" }")
        boards.write("panel.json", "{ \"name\": \"panel\" }")
        outside.write("stolen.override.json", "{ \"rotation\": 90 }")
        symlink(outside.path + "/stolen.override.json", boards.path + "/panel.override.json")
        let r = try KioskProcess.run(["doctor", "--boards", boards.path])
        #expect(r.status == 0 && r.signal == nil)
        #expect(r.stdout.contains("escape.json:1:11: key \"name\": expected a plain name"), "\(r.stdout)")
        #expect(
            r.stdout.contains("panel.override.json:0:0: leads outside its folder (a symbolic link); not read"),
            "\(r.stdout)")
        let named = try KioskProcess.run([
            "gallery", "--backend", "headless", "--boards", boards.path, "--board", "../escaped",
        ])
        expectClean(named, exit: 1, startsWith: "kiosk gallery: no board named '../escaped'")
    }

    // 4. Writes are atomic: a write that fails (here: past a file-size limit, as a full disk
    // would stop it) leaves the old file as it was, and no temporary file.
    @Test func aFailedWriteLeavesTheOldFileAsItWas() throws {
        let folder = try TemporaryFolder()
        let icon = folder.write(
            "icon.svg",
            Self.svg(
                "width=\"400\" height=\"400\"",
                "<defs><linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"red\"/><stop offset=\"1\" stop-color=\"blue\"/></linearGradient></defs>"
                    + "<circle cx=\"200\" cy=\"200\" r=\"190\" fill=\"url(#g)\"/><text x=\"20\" y=\"200\" font-size=\"40\">Kiosk</text>"
            ))
        let old = "an existing picture, kept\n"
        folder.write("existing.png", old)
        // Files limited to 1 KB: the PNG's write fails with EFBIG. kiosk ignores SIGXFSZ itself,
        // so the failure is an error it reports, not a signal that kills it mid-write.
        let r = try KioskProcess.run(
            [], in: folder.path,
            shell: "ulimit -f 2; exec \"$KIOSK\" svg \(icon) --out existing.png")
        expectClean(r, exit: 1, startsWith: "kiosk svg: cannot write existing.png: File too large")
        #expect(folder.read("existing.png") == Array(old.utf8), "the old file is intact")
        #expect(folder.entries() == ["existing.png", "icon.svg"], "no temporary file left: \(folder.entries())")
        // Without the limit the same command replaces it whole.
        let ok = try KioskProcess.run(["svg", icon, "--out", "existing.png"], in: folder.path)
        #expect(ok.status == 0)
        #expect(folder.read("existing.png")?.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
    }

    // 5. Only regular files are read, and a file over the limit says so.
    @Test func fifosDevicesAndFoldersAreRefusedAndLargeFilesSaySo() throws {
        let folder = try TemporaryFolder()
        mkfifo(folder.path + "/pipe.svg", 0o644)
        expectClean(
            try .run(["svg", folder.path + "/pipe.svg", "--out", folder.path + "/o.png"]), exit: 1,
            startsWith: "kiosk svg: \(folder.path)/pipe.svg: is a FIFO, not a regular file")
        expectClean(
            try .run(["svg", "/dev/zero", "--out", folder.path + "/o.png"]), exit: 1,
            startsWith: "kiosk svg: /dev/zero: is a character device, not a regular file")
        expectClean(
            try .run(["svg", folder.path, "--out", folder.path + "/o.png"]), exit: 1,
            startsWith: "kiosk svg: \(folder.path): is a directory, not a regular file")
        // 70 MB (sparse): too large, said as such, not cut short and misread.
        let big = folder.path + "/big.svg"
        let fd = open(big, O_WRONLY | O_CREAT, 0o644)
        ftruncate(fd, 70 << 20)
        close(fd)
        expectClean(
            try .run(["svg", big, "--out", folder.path + "/o.png"]), exit: 1,
            startsWith: "kiosk svg: \(big): too large (73400320 bytes; the limit is 67108864)")
        // A FIFO among the board files does not block start-up: it is reported.
        let boards = try TemporaryFolder()
        mkfifo(boards.path + "/stuck.json", 0o644)
        let r = try KioskProcess.run(["doctor", "--boards", boards.path])
        #expect(r.status == 0 && r.stdout.contains("stuck.json: is a FIFO, not a regular file"), "\(r.stdout)")
    }

    // 6. Exit codes: help is success on standard output; output that cannot be written fails.
    @Test func helpIsSuccessAndAnUnwritableOutputIsAFailure() throws {
        for args in [
            ["--help"], ["-h"], ["svg", "--help"], ["bench", "--help"], ["bench", "scenes", "--help"],
            ["gallery", "--help"],
            ["text", "-h"], ["doctor", "--help"], ["screenshot", "--help"],
        ] {
            let r = try KioskProcess.run(args)
            #expect(r.status == 0 && r.signal == nil, "\(args): exit \(r.status)")
            #expect(r.stdout.hasPrefix("usage: kiosk"), "\(args) prints its usage on standard output")
            #expect(r.stderr.isEmpty, "\(args): nothing on standard error")
        }
        let full = try KioskProcess.run([], shell: "exec \"$KIOSK\" doctor > /dev/full")
        expectClean(full, exit: 1, startsWith: "kiosk: cannot write to standard output: No space left on device")
        // A broken board asked for by name is a failure (1), not a usage error.
        let boards = try TemporaryFolder()
        boards.write("panel.json", "{ \"name\": \"panel\", \"rotation\": 45 }")
        expectClean(
            try .run(["gallery", "--backend", "headless", "--boards", boards.path, "--board", "panel"]), exit: 1,
            startsWith:
                "kiosk gallery: board 'panel' cannot be used: \(boards.path)/panel.json:1:32: key \"rotation\": expected 0, 90, 180 or 270"
        )
    }

    // 7. Say what is wrong.
    @Test func whatIsWrongIsSaid() throws {
        expectClean(
            try .run(["gallery", "--backend", "headless", "--boards", "/nonexistent-folder"]), exit: 1,
            startsWith: "kiosk gallery: --boards /nonexistent-folder: no such folder")
        expectClean(
            try .run(["gallery", "--backend", "headless", "--boards", "/etc/passwd"]), exit: 1,
            startsWith: "kiosk gallery: --boards /etc/passwd: is not a folder")
        let doctor = try KioskProcess.run(["doctor", "--boards", "/nonexistent-folder"])
        #expect(doctor.stdout.contains("/nonexistent-folder: no such folder"), "\(doctor.stdout)")
        expectClean(
            try .run(["gallery", "--backend", "headless", "--board", "no-such-board"]), exit: 1,
            startsWith: "kiosk gallery: no board named 'no-such-board' in")
        let card = try KioskProcess.run(["gallery", "--backend", "drm", "--card", "/etc/passwd"])
        #expect(card.status == 1 && card.stderr.contains("/etc/passwd: is not a DRM device"), "\(card.stderr)")
        let bench = try KioskProcess.run(["bench"])
        expectClean(
            bench, exit: 2, startsWith: "kiosk bench: choose a benchmark: scenes, live, soak, present, raster, text, ui"
        )
        expectClean(
            try .run(["bench", "frobnicate"]), exit: 2,
            startsWith:
                "kiosk bench: unknown benchmark 'frobnicate' (the benchmarks: scenes, live, soak, present, raster, text, ui)"
        )
        // No fonts at all: a warning that names what is missing.
        let folder = try TemporaryFolder()
        let conf = folder.write(
            "fonts.conf", "<?xml version=\"1.0\"?><fontconfig><cachedir>\(folder.path)/cache</cachedir></fontconfig>")
        let fonts = try KioskProcess.run(["text", "hello"], environment: ["FONTCONFIG_FILE": conf])
        #expect(
            fonts.status == 0
                && fonts.stderr.contains("kiosk text: warning: no fonts are installed (fontconfig finds none)"),
            "\(fonts.stderr)")
    }
}
