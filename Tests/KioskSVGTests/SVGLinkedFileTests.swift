import Testing
import KioskRaster
@testable import KioskSVG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `<image>` linking to files beside the document (`SVGLinkedFiles`): read from the document's
/// directory, never from outside the root, and every file not drawn a warning with its line.
@Suite struct SVGLinkedFileTests {
    /// A fresh directory with `files` (relative path: contents) in it.
    final class Folder {
        let path: String
        init(_ files: [String: [UInt8]]) throws {
            var template = Array("/tmp/kiosk-svg-links-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { throw Failure(reason: "mkdtemp") }
            path = String(cString: made)
            for (name, bytes) in files { try write(name, bytes) }
        }
        func write(_ name: String, _ bytes: [UInt8]) throws {
            let full = "\(path)/\(name)"
            let parent = SVGLinkedFiles.directory(of: full)
            if parent != path { mkdir(parent, 0o755) }
            guard let f = fopen(full, "wb") else { throw Failure(reason: "fopen \(full)") }
            _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
            fclose(f)
        }
        deinit { _ = system("rm -rf '\(path)'") }
    }
    struct Failure: Error { var reason: String }

    static let png = Base64.decode(Substring(SVGImageTests.png))!

    static func svg(_ body: String) -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\">\n\(body)\n</svg>".utf8)
    }

    static func parse(_ folder: Folder, _ name: String, root: String? = nil) throws -> SVGDocument {
        let path = "\(folder.path)/\(name)"
        let bytes = try SVGLinkedFiles.readRegularFile(path).get()
        return try SVGDocument.parse(
            bytes, source: path,
            linkedFiles: SVGLinkedFiles(documentAt: path, root: root.map { "\(folder.path)/\($0)" }))
    }

    @Test func aLinkedPNGIsReadFromTheDocumentsDirectory() throws {
        let folder = try Folder(["pic.png": Self.png])
        // The same picture three ways: a relative path, one through "." and "..", a file: URL.
        try folder.write(
            "doc.svg",
            Self.svg(
                """
                <image width="8" height="8" image-rendering="pixelated" href="pic.png"/>
                <image x="8" width="8" height="8" image-rendering="pixelated" href="./sub/../pic.png#ignored"/>
                <image y="8" width="8" height="8" image-rendering="pixelated" href="file://\(folder.path)/p%69c.png"/>
                """))
        let doc = try Self.parse(folder, "doc.svg")
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
        let image = doc.render(width: 16, height: 16)
        #expect(
            image[1, 1] == 0xFFFF_0000 && image[6, 1] == 0xFF00_FF00 && image[1, 6] == 0xFF00_00FF
                && image[6, 6] == 0xFFFF_FFFF)
        #expect(image[9, 1] == 0xFFFF_0000 && image[14, 6] == 0xFFFF_FFFF)
        #expect(image[1, 9] == 0xFFFF_0000 && image[14, 14] == 0)
    }

    @Test func aLinkedSVGIsDrawnWithoutLinksOfItsOwn() throws {
        // As browsers draw an SVG shown as a picture (and resvg): its own links are not read.
        let folder = try Folder(["parts/dot.png": Self.png])
        try folder.write(
            "parts/inner.svg",
            Array(
                """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2">
                <rect width="2" height="1" fill="#00f"/>
                <image y="1" width="2" height="1" preserveAspectRatio="none" image-rendering="pixelated" href="dot.png"/>
                </svg>
                """.utf8))
        try folder.write("doc.svg", Self.svg(#"<image width="16" height="16" href="parts/inner.svg"/>"#))
        let doc = try Self.parse(folder, "doc.svg")
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
        guard case .vector(let inner)? = doc.images.values.first else {
            Issue.record("the linked SVG was not decoded")
            return
        }
        #expect(inner.warnings.count == 1 && inner.warnings[0].contains("dot.png"), "\(inner.warnings)")
        let image = doc.render(width: 16, height: 16)
        #expect(image[8, 4] == 0xFF00_00FF, "the linked SVG's own shape")
        #expect(image[2, 10] == 0 && image[13, 10] == 0, "not the picture it links to")
    }

    @Test func filesOutsideTheRootAreRefused() throws {
        let folder = try Folder(["secret.png": Self.png, "a/ok.png": Self.png])
        symlink("\(folder.path)/secret.png", "\(folder.path)/a/link.png")
        try folder.write(
            "a/doc.svg",
            Self.svg(
                """
                <image width="4" height="4" href="../secret.png"/>
                <image width="4" height="4" href="\(folder.path)/secret.png"/>
                <image width="4" height="4" href="link.png"/>
                <image width="4" height="4" href="ok.png"/>
                """))
        let confined = try Self.parse(folder, "a/doc.svg")
        #expect(confined.warnings.count == 3, "\(confined.warnings)")
        for (i, warning) in confined.warnings.enumerated() {
            #expect(
                warning.hasPrefix("\(folder.path)/a/doc.svg:\(i + 2): <image> not drawn:")
                    && warning.contains("outside"), "\(warning)")
        }
        #expect(confined.images.count == 1)
        // With the folder above as the root (an asset directory), the same links are read.
        let wider = try Self.parse(folder, "a/doc.svg", root: "")
        #expect(wider.warnings.isEmpty, "\(wider.warnings)")
        #expect(wider.images.count == 4)
    }

    @Test func whatCannotBeReadIsAWarningNotAStall() throws {
        let folder = try Folder([
            "photo.jpg": [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], "broken.png": Array(Self.png.prefix(20)),
            "notes.txt": Array("hello".utf8),
        ])
        // A FIFO nobody writes to: reading it would block the load forever.
        #expect(mkfifo("\(folder.path)/pipe.png", 0o644) == 0)
        try folder.write(
            "doc.svg",
            Self.svg(
                """
                <image width="4" height="4" href="https://example.com/logo.png"/>
                <image width="4" height="4" href="missing.png"/>
                <image width="4" height="4" href="pipe.png"/>
                <image width="4" height="4" href="photo.jpg"/>
                <image width="4" height="4" href="broken.png"/>
                <image width="4" height="4" href="notes.txt"/>
                <image width="4" height="4" href="file://elsewhere/x.png"/>
                """))
        let doc = try Self.parse(folder, "doc.svg")
        let reasons = [
            "not fetched", "missing.png", "not a regular file", "photo.jpg: JPEG", "broken.png", "(none)",
            "another machine",
        ]
        #expect(doc.warnings.count == reasons.count, "\(doc.warnings)")
        for (warning, reason) in zip(doc.warnings, reasons) {
            #expect(warning.contains(reason), "\(warning) should say \(reason)")
        }
        #expect(doc.images.isEmpty)
    }

    @Test func hrefsBecomePaths() throws {
        let files = SVGLinkedFiles(directory: "/srv/assets")
        #expect(try files.localPath("my%20logo.png?v=2#frag").get() == "my logo.png")
        #expect(try files.localPath("file:///srv/assets/a.png").get() == "/srv/assets/a.png")
        #expect(try files.localPath("FILE://localhost/srv/a.png").get() == "/srv/a.png")
        #expect((try? files.localPath("ftp://host/a.png").get()) == nil)
        #expect((try? files.localPath("#only-a-fragment").get()) == nil)
        #expect(SVGLinkedFiles.removingDotSegments("a/./b/../../c.png") == "c.png")
        #expect(SVGLinkedFiles.removingDotSegments("../../up.png") == "../../up.png")
        #expect(SVGLinkedFiles.removingDotSegments("/x/../../y.png") == "/y.png")
        #expect(SVGLinkedFiles(documentAt: "logo.svg").directory == ".")
        #expect(SVGLinkedFiles(documentAt: "/logo.svg").directory == "/")
        #expect(SVGLinkedFiles(documentAt: "a/b/logo.svg").root == "a/b")
    }
}
