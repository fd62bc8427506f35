import KioskRaster
import KioskRender

/// An image, as SwiftUI's `Image`: a symbol from the built-in icon set (`systemName:`), or a
/// PNG file. A file that cannot be read draws the missing-image placeholder; the error is kept
/// in `Image.loadErrors` for the runtime to report once.
public struct Image: View, Equatable {
    enum Source: Equatable {
        case system(String)
        case bitmap(PixelBuffer, name: String)
        case missing(String)
    }
    let source: Source
    var isResizable = false

    public init(systemName: String) { source = .system(systemName) }

    /// Loads a PNG from `path` (decoded once per path and kept).
    public init(_ path: String) {
        if let cached = ImageStore.images[path] { source = .bitmap(cached, name: path); return }
        do {
            let bytes = try ImageStore.read(path)
            let image = try PNGCodec.decode(bytes, source: path)
            ImageStore.images[path] = image
            source = .bitmap(image, name: path)
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
}

@MainActor
enum ImageStore {
    static var images: [String: PixelBuffer] = [:]
    static var loadErrors: [String: String] = [:]
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
