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
    var renderingMode: TemplateRenderingMode?

    /// A symbol from the built-in icon set, drawn in the foreground colour.
    public init(systemName: String) { source = .system(systemName) }

    /// An image by name, as SwiftUI's `Image("logo")` finds one in the app's assets: `name.svg`,
    /// `name.png`, `name.jpg` or `name.jpeg` in the first of `Image.assetDirectories` that has
    /// it. A path to a file (`"/opt/app/logo.png"`, `"icons/star.svg"`) is read as it is. A PNG
    /// or a JPEG (by its first bytes) or, by its `.svg` extension, an SVG; read once per name
    /// and kept.
    public init(_ name: String) { source = ImageStore.source(named: name) }

    /// Images already decoded, e.g. by the app.
    public init(pixels: PixelBuffer, name: String = "image") { source = .bitmap(pixels, name: name) }

    /// Lets the image scale to its frame (otherwise it keeps its pixel size in points).
    public func resizable() -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// Paths that failed to load, with the reason (corrupt, missing, unreadable).
    public static var loadErrors: [String: String] { ImageStore.loadErrors }

    /// SVG files that load but draw less than the file holds: the elements and pictures skipped.
    public static var loadWarnings: [String: [String]] { ImageStore.loadWarnings }

    /// Where `Image("name")` looks for `name.svg`, `name.png`, `name.jpg` and `name.jpeg`, in order: the directories
    /// the runtime was given (`KIOSK_ASSETS`, separated by colons), then `Assets` in the working
    /// directory and beside the executable. An app may set its own.
    public static var assetDirectories: [String] {
        get { ImageStore.assetDirectories }
        set { ImageStore.assetDirectories = newValue }
    }
}

@MainActor
enum ImageStore {
    static var images: [String: PixelBuffer] = [:]
    static var vectors: [String: SVGDocument] = [:]
    static var loadErrors: [String: String] = [:]
    static var loadWarnings: [String: [String]] = [:]
    /// SVG images drawn at a size in a colour, kept for the frames that show them again.
    static var rendered = RenderedVectors()
    /// The image `name` names, loaded once and kept; a name that loads nothing is `.missing`
    /// with the reason in `loadErrors`.
    static func source(named name: String) -> Image.Source {
        if let cached = images[name] { return .bitmap(cached, name: name) }
        if let cached = vectors[name] { return .vector(cached, name: name) }
        guard let (path, root) = resolve(name) else {
            let searched = assetDirectories.joined(separator: ", ")
            loadErrors[name] =
                "no image named '\(name)': no such file, nor \(name).svg or \(name).png in \(searched.isEmpty ? "any asset directory" : searched)"
            return .missing(name)
        }
        do {
            let bytes = try read(path)
            if path.lowercased().hasSuffix(".svg") {
                let document = try SVGDocument.parse(
                    bytes, source: path, linkedFiles: SVGLinkedFiles(documentAt: path, root: root))
                vectors[name] = document
                let skipped = document.unsupportedElements.map { "\(path): skipped unsupported element <\($0)>" }
                if !skipped.isEmpty || !document.warnings.isEmpty { loadWarnings[name] = skipped + document.warnings }
                return .vector(document, name: name)
            }
            let image =
                JPEGCodec.isJPEG(bytes)
                ? try JPEGCodec.decode(bytes, source: path) : try PNGCodec.decode(bytes, source: path)
            images[name] = image
            return .bitmap(image, name: name)
        } catch {
            loadErrors[name] = "\(error)"
            return .missing(name)
        }
    }

    static var assetDirectories: [String] = {
        var out = ["Assets"]
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            let executable = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let slash = executable.lastIndex(of: "/") { out.append(executable[..<slash] + "/Assets") }
        }
        return out
    }()

    /// The file an image name stands for: itself when such a file exists, else the first
    /// `name.svg`, `name.png`, `name.jpg` or `name.jpeg` in the asset directories; with the directory its linked
    /// pictures may come from (the asset directory it was found in, or its own).
    static func resolve(_ name: String) -> (path: String, root: String)? {
        if exists(name) { return (name, SVGLinkedFiles(documentAt: name).directory) }
        // An asset name is looked up inside the asset folders and stays there: no absolute
        // name, no `..`, and no link that leads out.
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
        for directory in assetDirectories {
            for ext in [".svg", ".png", ".jpg", ".jpeg"]
            where exists("\(directory)/\(name)\(ext)")
                && RegularFile.isConfined("\(directory)/\(name)\(ext)", to: directory)
            {
                return ("\(directory)/\(name)\(ext)", directory)
            }
        }
        return nil
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// A picture file's bytes: a regular file of at most 64 MB.
    static func read(_ path: String) throws -> [UInt8] {
        do throws(FileReadError) { return try RegularFile.read(path, limit: 64 << 20) } catch {
            throw PNGError(
                source: path, reason: "\(error.reason == .system(ENOENT) ? "cannot open the file" : "\(error)")")
        }
    }
}

extension Image: PrimitiveView, StoredChildren {
    func makeLayout() -> any NodeLayout {
        switch source {
        case .bitmap(let b, _):
            // Pixel size in points (at scale 1), or flexible when resizable.
            return isResizable
                ? FlexibleLayout() : FixedLayout(size: Size(width: Double(b.width), height: Double(b.height)))
        case .vector(let document, _):
            // The document's own size in points, or flexible when resizable.
            return isResizable ? FlexibleLayout() : FixedLayout(size: document.size)
        case .system, .missing:
            return isResizable ? FlexibleLayout() : SymbolLayout()
        }
    }

    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let device = context.device(frame)
        let items = drawing(in: device, environment: environment, context: context)
        switch (source, renderingMode) {
        case (.bitmap, .template?), (.vector, .template?):
            // A template is a silhouette: its alpha filled with the foreground.
            return [.stencil(items, filledWith: ForegroundStyle().resolvePaint(in: device, environment: environment))]
        case (.system, _):
            guard let style = environment.foregroundShapeStyle else { return items }
            return [.stencil(items, filledWith: style.resolvePaint(in: device, environment: environment))]
        default: return items
        }
    }

    private func drawing(in device: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        // A picture is a fill of its rectangle: nothing is drawn beyond the pixels it crosses.
        let bounds = PixelRect(covering: device)
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
            let image = ImageStore.rendered.image(
                of: document, named: name, width: width, height: height, color: color,
                text: SVGTextRenderer(fonts: context.textCache.fonts))
            let placed = Rect(
                x: device.minX.rounded(), y: device.minY.rounded(), width: Double(width), height: Double(height))
            // Rounded to whole pixels, the copy may pass the frame's pixels by one.
            return [
                DrawItem(
                    command: .image(image, in: placed, filter: .bilinear),
                    bounds: bounds.union(PixelRect(covering: placed)))
            ]
        case .system(let name):
            let size = (environment.font ?? .body).size * context.scale * environment.imageScale.factor
            let weight = (environment.font ?? .body).weight.value
            // The glyph sits on an em box centred in the frame, which may be larger than the
            // frame; its ink may also pass the em box by a pixel or two (emboldening).
            let em = size * 1.2
            let box = Rect(x: device.midX - em / 2, y: device.midY - em / 2, width: em, height: em)
            let reach = PixelRect(covering: box).insetBy(dx: -2, dy: -2).union(bounds)
            return [
                DrawItem(
                    command: .icon(systemName: name, in: device, pixelSize: em, weight: weight, color: color),
                    bounds: reach)
            ]
        case .missing:
            return [
                DrawItem(
                    command: .icon(
                        systemName: "", in: device, pixelSize: min(device.width, device.height), weight: .regular,
                        color: color), bounds: bounds.insetBy(dx: -1, dy: -1))
            ]
        }
    }
}

extension Image {
    /// Whether an image is drawn in its own colours or as a silhouette in the foreground
    /// style (SwiftUI's `Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's alpha filled with the foreground style: one-colour icons from PNG or SVG
        /// files tinted like symbols.
        case template
        /// The image's own colours (symbols, which have one colour here, keep the foreground).
        case original
    }

    /// The image drawn as a template or in its own colours (nil: its own colours for files,
    /// the foreground for symbols).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
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

extension Image {
    /// How large a symbol is drawn beside text of the same font (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text.
        case small
        /// As large as the text.
        case medium
        /// Larger than the text.
        case large

        /// The symbol's size against a medium one (SF Symbols' small and large scales).
        var factor: Double {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// How large symbols below are drawn against their font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols below smaller or larger than their font (`.imageScale(.large)`), centred
    /// on their layout box, which stays the medium one.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
