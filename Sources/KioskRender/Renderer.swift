import KioskGeometry
import KioskRaster
import KioskText
/// Draws display lists into a pixel buffer, all of it or only a damaged region.
///
/// For each rectangle of the region the renderer clips the canvas to it, fills the background
/// and replays only the fragments whose bounds reach it, so unchanged parts of the screen cost
/// nothing. Rendering a region into a stale buffer gives exactly the pixels of a full render
/// (the raster engine's coverage does not depend on the clip; tested per component).
public final class Renderer {
    public let fonts: FontLibrary
    public let icons: IconSet
    /// Statistics of the last `render` call.
    public private(set) var lastFragmentsDrawn = 0
    public private(set) var lastPixelsDrawn = 0

    public init(fonts: FontLibrary = FontLibrary()) {
        self.fonts = fonts
        icons = IconSet(fonts: fonts)
    }

    /// Renders `list` into `buffer` within `region` (nil: the whole buffer).
    /// Nothing drawn this frame.
    public func resetCounters() { lastFragmentsDrawn = 0; lastPixelsDrawn = 0 }

    public func render(_ list: DisplayList, into buffer: PixelBuffer, region: Region? = nil) {
        let rects = region?.rects ?? [buffer.bounds]
        lastFragmentsDrawn = 0
        lastPixelsDrawn = 0
        let canvas = Canvas(buffer)
        for rect in rects {
            let r = rect.intersection(buffer.bounds)
            guard !r.isEmpty else { continue }
            lastPixelsDrawn += r.area
            canvas.save()
            canvas.clip(toPixels: r)
            canvas.clear(list.background)
            for fragment in list.fragments where fragment.bounds.intersects(r) {
                lastFragmentsDrawn += 1
                draw(fragment, on: canvas)
            }
            canvas.restore()
        }
    }

    /// A fragment draws within its bounds (damage relies on that), so the clip is narrowed to
    /// them: an opacity layer then covers the fragment, not the whole damaged rectangle.
    func draw(_ fragment: DisplayFragment, on canvas: Canvas) {
        canvas.save()
        canvas.clip(toPixels: fragment.bounds)
        draw(fragment.commands, on: canvas)
        canvas.restore()
    }

    func draw(_ commands: [DrawCommand], on canvas: Canvas) {
        enum Scope { case clip, layer, translation(Int, Int) }  // a transform is a layer too
        var scopes: [Scope] = []
        // Scrolled content: commands are in the content's coordinates and move by whole pixels.
        var shiftX = 0, shiftY = 0
        func close(_ scope: Scope) {
            switch scope {
            case .layer: canvas.endLayer(); canvas.restore()
            case .clip: canvas.restore()
            case let .translation(x, y): shiftX -= x; shiftY -= y
            }
        }
        func isClip(_ s: Scope?) -> Bool { if case .clip? = s { return true } else { return false } }
        func isLayer(_ s: Scope?) -> Bool { if case .layer? = s { return true } else { return false } }
        for original in commands {
            let command = shiftX == 0 && shiftY == 0 ? original : original.translated(dx: shiftX, dy: shiftY)
            switch command {
            case let .fill(path, paint, rule): canvas.fill(path, with: paint, rule: rule)
            case let .fillRect(rect, paint): canvas.fill(rect, with: paint)
            case let .stroke(path, paint, style): canvas.stroke(path, with: paint, style: style)
            case let .shadow(rect, radii, color, blur, offset, spread):
                canvas.drawBoxShadow(roundedRect: rect, radii: radii, color: color, blurRadius: blur, offset: offset, spread: spread)
            case let .text(run): run.layout.draw(on: canvas, at: run.origin, color: run.color, fonts: fonts)
            case let .image(image, rect, filter): canvas.drawImage(image, in: rect, filter: filter)
            case let .icon(name, rect, size, weight, color):
                icons.draw(systemName: name, in: rect, pixelSize: size, weight: weight, color: color, on: canvas)
            case let .backdropBlur(rect, radius): canvas.blurBackdrop(in: rect, radius: radius)
            case let .pushClip(path): canvas.save(); scopes.append(.clip); canvas.clip(to: path)
            case let .pushClipRect(rect): canvas.save(); scopes.append(.clip); canvas.clip(to: rect)
            case .popClip: if isClip(scopes.last) { close(scopes.removeLast()) }
            case let .pushLayer(opacity): canvas.save(); scopes.append(.layer); canvas.beginLayer(opacity: opacity)
            case .popLayer: if isLayer(scopes.last) { close(scopes.removeLast()) }
            case let .pushTransform(transform, source): canvas.save(); scopes.append(.layer); canvas.beginLayer(bounds: source, transform: transform)
            case .popTransform: if isLayer(scopes.last) { close(scopes.removeLast()) }
            case let .group(inner): draw(inner, on: canvas)
            case let .pushTranslation(dx, dy, _): shiftX += dx; shiftY += dy; scopes.append(.translation(dx, dy))
            case .popTranslation: if case .translation? = scopes.last { close(scopes.removeLast()) }
            }
        }
        // A fragment never leaks clips or layers into the next one.
        while let scope = scopes.popLast() { close(scope) }
    }
}

extension Renderer {
    /// Tints `region` in `buffer` (outline and a light fill), for the damage debug overlay.
    /// Draw it on a presentation copy, never into the shadow buffer, whose pixels the next
    /// frame reuses.
    public static func drawDamageOverlay(_ region: Region, on buffer: PixelBuffer) {
        let canvas = Canvas(buffer)
        for r in region.rects {
            let rect = Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
            canvas.fill(rect, with: .solid(RGBAColor(red: 1, green: 0.1, blue: 0.3, alpha: 0.18)))
            canvas.stroke(Path.rect(rect.insetBy(dx: 0.5, dy: 0.5)), with: .solid(RGBAColor(red: 1, green: 0.1, blue: 0.3, alpha: 0.9)),
                          style: StrokeStyle(lineWidth: 1))
        }
    }
}
