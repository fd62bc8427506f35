import KioskRender
import KioskRaster
import KioskText

/// Renders a view at a size, scale, colour scheme and layout direction into a pixel buffer,
/// and after state changes renders only the damage: the headless entry point for tests,
/// screenshots and benchmarks (KioskRuntime drives displays with the same steps).
@MainActor
package final class ViewRenderer {
    public let graph: ViewGraph
    public private(set) var size: Size
    public let scale: Double
    /// The shadow buffer: always holds the last rendered frame.
    public private(set) var buffer: PixelBuffer
    public let background: Color
    public let renderer: Renderer
    private var environment: EnvironmentValues
    private var lastList: DisplayList?
    public private(set) var lastDamage = Region()
    /// When a scroll view scrolls, move the pixels already drawn and rasterise only what the
    /// motion exposed or changed (off: redraw the whole damaged viewport; for comparison).
    public var reusesScrolledPixels = true

    public init<V: View>(
        _ view: V, size: Size, scale: Double = 1, colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .leftToRight, background: Color? = nil, fonts: FontLibrary = FontLibrary(),
        environment configure: (inout EnvironmentValues) -> Void = { _ in }
    ) {
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.layoutDirection = layoutDirection
        env.displayScale = scale
        configure(&env)
        environment = env
        self.size = size
        self.scale = scale
        self.background = background ?? Color(light: RGBAColor.white, dark: RGBAColor.black)
        graph = ViewGraph(root: view, environment: env, fonts: fonts)
        renderer = Renderer(fonts: fonts)
        buffer = PixelBuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    public var screen: PixelRect { buffer.bounds }

    /// Lays the view out at a new size (the display's mode changed, a preview window was
    /// resized): a new shadow buffer, and the next `render` draws the whole screen. The view
    /// graph and its state live on.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        buffer = PixelBuffer(
            width: Int((newSize.width * scale).rounded()), height: Int((newSize.height * scale).rounded()))
        lastList = nil
        lastDamage = Region()
    }

    /// Brings the frame up to date: evaluates what changed, lays out, diffs the display list
    /// and redraws the damage. Returns the damaged region (the whole screen the first time).
    /// `fullRedraw` draws the whole screen whatever changed (the benchmark's comparison with
    /// toolkits that do not track damage).
    @discardableResult
    public func render(at time: Double = 0, fullRedraw: Bool = false) -> Region {
        graph.tick(to: time)
        graph.updateAndLayout(size: size)
        let list = graph.displayList(background: background.resolve(in: environment), time: time)
        var damage: Region
        if fullRedraw {
            damage = Region(screen)
            renderer.render(list, into: buffer, region: damage)
        } else if reusesScrolledPixels, let last = lastList, let reuse = list.scrollReuse(since: last, screen: screen) {
            buffer.scroll(reuse.viewport, dx: reuse.dx, dy: reuse.dy)
            renderer.render(list, into: buffer, region: reuse.redraw)
            // The display still has to show the moved pixels: the viewport is presented.
            damage = reuse.redraw
            damage.add(reuse.viewport)
        } else {
            damage = lastList.map { list.damage(since: $0, screen: screen) } ?? Region(screen)
            if !damage.isEmpty { renderer.render(list, into: buffer, region: damage) } else { renderer.resetCounters() }
        }
        lastList = list
        lastDamage = damage
        graph.runLifecycleActions()
        return damage
    }

    /// A full render of the current state into a new buffer (the reference for partial renders).
    public func renderFull() -> PixelBuffer {
        let out = PixelBuffer(width: buffer.width, height: buffer.height)
        if let list = lastList { renderer.render(list, into: out) }
        return out
    }

    /// The last frame as it would be shown with the damage debug overlay (`--show-damage`):
    /// a copy, so the shadow buffer stays clean.
    public func imageShowingDamage() -> PixelBuffer {
        let copy = buffer.copy()
        Renderer.drawDamageOverlay(lastDamage, on: copy)
        return copy
    }

    public var fragmentsDrawnLastFrame: Int { renderer.lastFragmentsDrawn }
    public var pixelsDrawnLastFrame: Int { renderer.lastPixelsDrawn }
}
