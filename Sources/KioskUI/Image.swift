import KioskRaster
import KioskRender
import KioskSVG

/// An image, as SwiftUI's `Image`: a symbol from the built-in icon set (`systemName:`), a PNG
/// file, or an SVG file (drawn as vectors at whatever size it is shown, `currentColor` taking
/// the foreground colour). A file that cannot be read draws the missing-image placeholder; the
/// error is kept in `Image.loadErrors` for the runtime to report once, and what an SVG skips
/// in `Image.loadWarnings`.
public struct Image: View, Equatable {
    enum Source: Equatable {
        case system(String)
        case bitmap(PixelBuffer, name: String)
        case vector(SVGDocument, name: String)
        case missing(String)

        static func == (l: Source, r: Source) -> Bool {
            switch (l, r) {
            case let (.system(a), .system(b)), let (.missing(a), .missing(b)): a == b
            case let (.bitmap(a, n), .bitmap(b, m)): a == b && n == m
            // A path is read once (`ImageStore`): one name is one document.
            case let (.vector(_, n), .vector(_, m)): n == m
            default: false
            }
        }
    }
    let source: Source
    var isResizable = false

    public init(systemName: String) { source = .system(systemName) }

    /// Loads a PNG or, by its `.svg` extension, an SVG from `path` (read once per path and kept).
    public init(_ path: String) {
        if let cached = ImageStore.images[path] { source = .bitmap(cached, name: path); return }
        if let cached = ImageStore.vectors[path] { source = .vector(cached, name: path); return }
        do {
            let bytes = try ImageStore.read(path)
            if path.lowercased().hasSuffix(".svg") {
                let document = try SVGDocument.parse(bytes, source: path)
                ImageStore.vectors[path] = document
                let skipped = document.unsupportedElements.map { "\(path): skipped unsupported element <\($0)>" }
                if !skipped.isEmpty || !document.warnings.isEmpty { ImageStore.loadWarnings[path] = skipped + document.warnings }
                source = .vector(document, name: path)
            } else {
                let image = try PNGCodec.decode(bytes, source: path)
                ImageStore.images[path] = image
                source = .bitmap(image, name: path)
            }
        } catch {
            ImageStore.loadErrors[path] = "\(error)"
            source = .missing(path)
        }
    }

    /// Images already decoded, e.g. by the app.
    public init(pixels: PixelBuffer, name: String = "image") { source = .bitmap(pixels, name: name) }

    /// Lets the image scale to its frame (otherwise it keeps its pixel size in points).
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }

    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// Paths that failed to load, with the reason (corrupt, missing, unreadable).
    public static var loadErrors: [String: String] { ImageStore.loadErrors }

    /// SVG files that load but draw less than the file holds: the elements and pictures skipped.
    public static var loadWarnings: [String: [String]] { ImageStore.loadWarnings }
}

@MainActor
enum ImageStore {
    static var images: [String: PixelBuffer] = [:]
    static var vectors: [String: SVGDocument] = [:]
    static var loadErrors: [String: String] = [:]
    static var loadWarnings: [String: [String]] = [:]
    /// SVG images drawn at a size in a colour, kept for the frames that show them again.
    static var rendered = RenderedVectors()
    static func read(_ path: String) throws -> [UInt8] {
        guard let f = fopen(path, "rb") else { throw PNGError(source: path, reason: "cannot open the file") }
        defer { fclose(f) }
        var out: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
            if n <= 0 { break }
            out += chunk[0..<n]
        }
        return out
    }
}

extension Image: PrimitiveView {
    func makeLayout() -> any NodeLayout {
        switch source {
        case .bitmap(let b, _):
            // Pixel size in points (at scale 1), or flexible when resizable.
            return isResizable ? FlexibleLayout() : FixedLayout(size: Size(width: Double(b.width), height: Double(b.height)))
        case .vector(let document, _):
            // The document's own size in points, or flexible when resizable.
            return isResizable ? FlexibleLayout() : FixedLayout(size: document.size)
        case .system, .missing:
            return isResizable ? FlexibleLayout() : SymbolLayout()
        }
    }

    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let device = context.device(frame)
        let bounds = PixelRect(covering: device).insetBy(dx: -1, dy: -1)
        let color = (environment.foregroundColor ?? .primary).resolve(in: environment)
        switch source {
        case .bitmap(let image, _):
            return [DrawItem(command: .image(image, in: device, filter: .bilinear), bounds: bounds)]
        case .vector(let document, let name):
            // Drawn once at the pixel size it is shown at, then copied: placed on whole pixels,
            // each of its pixels lands on one of the device's, as sharp as drawing the shapes
            // there (a frame between pixels would blur the copy for half a pixel's shift).
            let width = Int(device.width.rounded()), height = Int(device.height.rounded())
            guard width > 0, height > 0 else { return [] }
            let image = ImageStore.rendered.image(of: document, named: name, width: width, height: height, color: color)
            let placed = Rect(x: device.minX.rounded(), y: device.minY.rounded(), width: Double(width), height: Double(height))
            return [DrawItem(command: .image(image, in: placed, filter: .bilinear), bounds: bounds)]
        case .system(let name):
            let size = (environment.font ?? .body).size * context.scale
            let weight = (environment.font ?? .body).weight.value
            // The glyph sits on an em box centred in the frame, which may be larger than the
            // frame; its ink may also pass the em box by a pixel or two (emboldening).
            let em = size * 1.2
            let box = Rect(x: device.midX - em / 2, y: device.midY - em / 2, width: em, height: em)
            let reach = PixelRect(covering: box).insetBy(dx: -2, dy: -2).union(bounds)
            return [DrawItem(command: .icon(systemName: name, in: device, pixelSize: em, weight: weight, color: color), bounds: reach)]
        case .missing:
            return [DrawItem(command: .icon(systemName: "", in: device, pixelSize: min(device.width, device.height), weight: .regular, color: color), bounds: bounds)]
        }
    }
}

/// Symbols are sized by the font, like text: a square of 1.2 em.
struct SymbolLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size { Size(width: 20.4, height: 20.4) }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {}
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
