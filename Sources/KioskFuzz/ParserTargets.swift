import KioskRaster
import KioskRender
import KioskRuntime
import KioskSVG
import KioskText

/// Board profiles: JSON from the provisioning image, validated with file, line and key.
enum BoardFuzz {
    static let target = FuzzTarget(name: "board", summary: "board profile JSON (BoardProfile.parse)") { data in
        let text = String(decoding: data, as: UTF8.self)
        do throws(BoardProfileError) {
            let p = try BoardProfile.parse(text, file: "fuzz.json")
            FuzzCheck(
                p.renderThreads >= 1 && p.renderThreads <= 64, "renderThreads \(p.renderThreads) passed validation")
        } catch {
            FuzzCheck(
                error.file == "fuzz.json" && error.line >= 1 && error.column >= 1, "error without a place: \(error)")
            FuzzCheck(!error.message.isEmpty, "error without a message")
        }
    }
}

/// PNG images (app assets, icons handed in): decoded by libpng's simplified API.
enum PNGFuzz {
    static let target = FuzzTarget(name: "png", summary: "PNG decoding (PNGCodec.decode), re-encoded when it decodes") {
        data in
        do throws(PNGError) {
            let image = try PNGCodec.decode(data, source: "fuzz.png")
            FuzzCheck(image.width > 0 && image.height > 0, "an empty image decoded")
            // What decodes must survive a round trip unchanged (premultiplied, so compared as decoded).
            guard image.width * image.height <= 1 << 20 else { return }
            let again = try PNGCodec.decode(try PNGCodec.encode(image), source: "round trip")
            FuzzCheck(again.width == image.width && again.height == image.height, "round trip changed the size")
        } catch {
            FuzzCheck(error.source == "fuzz.png" || error.source == "round trip", "error without its source: \(error)")
        }
    }
}

/// JPEG photographs (app assets, pictures in SVG documents): decoded by libjpeg-turbo, whose
/// fatal errors jump back to the C shim that called it.
enum JPEGFuzz {
    static let target = FuzzTarget(name: "jpeg", summary: "JPEG decoding (JPEGCodec.decode)") { data in
        do throws(JPEGError) {
            let image = try JPEGCodec.decode(data, source: "fuzz.jpg")
            FuzzCheck(image.width > 0 && image.height > 0, "an empty image decoded")
            FuzzCheck(
                image[0, 0] >> 24 == 0xFF && image[image.width - 1, image.height - 1] >> 24 == 0xFF,
                "a JPEG decoded with transparency")
        } catch {
            FuzzCheck(
                error.source == "fuzz.jpg" && !error.reason.isEmpty, "error without its source or reason: \(error)")
        }
    }
}

/// SVG icons: parsed with expat, drawn by the raster engine, text with the system's fonts.
enum SVGFuzz {
    nonisolated(unsafe) static let fonts = FontLibrary()
    static let target = FuzzTarget(name: "svg", summary: "SVG parsing and drawing (SVGDocument.parse, render 48x48)") {
        data in
        do throws(SVGError) {
            let doc = try SVGDocument.parse(data, source: "fuzz.svg")
            let image = doc.render(width: 48, height: 48, text: SVGTextRenderer(fonts: fonts))
            FuzzCheck(image.width == 48 && image.height == 48, "render size")
        } catch {
            FuzzCheck(
                error.source == "fuzz.svg" && error.line >= 0 && error.column >= 0, "error without a place: \(error)")
        }
    }
}
