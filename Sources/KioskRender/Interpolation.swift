import KioskRaster
import KioskGeometry
import KioskText

/// Interpolation of display fragments, for animations: matching commands blend their numbers
/// (geometry, colours, opacity, transforms); anything else cross-fades.
package enum FragmentInterpolation {
    /// The fragment `progress` of the way from `a` to `b` (0 gives `a`, 1 gives `b`; springs
    /// may pass 1).
    package static func interpolate(_ a: DisplayFragment, _ b: DisplayFragment, _ progress: Double) -> DisplayFragment {
        let p = progress
        // A view scaled or turned at one end only has no transform at the other (an identity
        // is left out of the display list): there it is the identity, so the two still blend.
        let (from, to) = (
            identityTransformAdded(to: a.commands, against: b.commands) ?? a.commands,
            identityTransformAdded(to: b.commands, against: a.commands) ?? b.commands
        )
        if from.count == to.count {
            var out: [DrawCommand] = []
            out.reserveCapacity(from.count)
            var ok = true
            for (x, y) in zip(from, to) {
                guard let c = command(x, y, p) else {
                    ok = false
                    break
                }
                out.append(c)
            }
            if ok { return DisplayFragment(id: b.id, bounds: lerp(a.bounds, b.bounds, p), commands: out) }
        }
        let q = min(1, max(0, p))
        return DisplayFragment(
            id: b.id, bounds: a.bounds.union(b.bounds),
            commands: [.pushLayer(opacity: 1 - q)] + a.commands + [.popLayer, .pushLayer(opacity: q)] + b.commands + [
                .popLayer
            ])
    }

    /// `commands` with the identity transform scope that `other` has where they have none (the
    /// two otherwise alike), or nil.
    static func identityTransformAdded(to commands: [DrawCommand], against other: [DrawCommand]) -> [DrawCommand]? {
        guard other.count == commands.count + 2,
            let open = other.indices.first(where: { i in
                guard case .pushTransform = other[i] else { return false }
                return i >= commands.count || commands[i] != other[i]
            }),
            case let .pushTransform(_, source) = other[open],
            let close = LayerFolding.matchingClose(other, of: open)
        else { return nil }
        var out = Array(commands[..<open])
        out.append(.pushTransform(.identity, source: source))
        out.append(contentsOf: commands[open..<(close - 1)])
        out.append(.popTransform)
        out.append(contentsOf: commands[(close - 1)...])
        return out
    }

    /// Whether `a` changes into `b` smoothly (command by command) rather than cross-fading.
    package static func isSmooth(_ a: DisplayFragment, _ b: DisplayFragment) -> Bool {
        let from = identityTransformAdded(to: a.commands, against: b.commands) ?? a.commands
        let to = identityTransformAdded(to: b.commands, against: a.commands) ?? b.commands
        guard from.count == to.count else { return false }
        for (x, y) in zip(from, to) where command(x, y, 0.5) == nil { return false }
        return true
    }

    /// The fragment faded to `opacity` (appearing and disappearing views).
    package static func faded(_ f: DisplayFragment, opacity: Double) -> DisplayFragment {
        DisplayFragment(
            id: f.id, bounds: f.bounds,
            commands: [.pushLayer(opacity: min(1, max(0, opacity)))] + f.commands + [.popLayer])
    }

    static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }
    static func lerp(_ a: Point, _ b: Point, _ p: Double) -> Point { Point(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p)) }
    static func lerp(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(
            x: lerp(a.minX, b.minX, p), y: lerp(a.minY, b.minY, p), width: lerp(a.width, b.width, p),
            height: lerp(a.height, b.height, p))
    }
    /// Bounds while moving: everything both ends and the overshoot of a spring can touch.
    static func lerp(_ a: PixelRect, _ b: PixelRect, _ p: Double) -> PixelRect {
        let r = lerp(
            Rect(x: Double(a.x), y: Double(a.y), width: Double(a.width), height: Double(a.height)),
            Rect(x: Double(b.x), y: Double(b.y), width: Double(b.width), height: Double(b.height)), p)
        return PixelRect(covering: r).insetBy(dx: -1, dy: -1)
    }
    static func lerp(_ a: RGBAColor, _ b: RGBAColor, _ p: Double) -> RGBAColor {
        let q = min(1, max(0, p))
        return RGBAColor(
            red: lerp(a.red, b.red, q), green: lerp(a.green, b.green, q), blue: lerp(a.blue, b.blue, q),
            alpha: lerp(a.alpha, b.alpha, q))
    }
    static func lerp(_ a: CornerRadii, _ b: CornerRadii, _ p: Double) -> CornerRadii {
        CornerRadii(
            topLeft: max(0, lerp(a.topLeft, b.topLeft, p)), topRight: max(0, lerp(a.topRight, b.topRight, p)),
            bottomRight: max(0, lerp(a.bottomRight, b.bottomRight, p)),
            bottomLeft: max(0, lerp(a.bottomLeft, b.bottomLeft, p)))
    }
    static func lerp(_ a: AffineTransform, _ b: AffineTransform, _ p: Double) -> AffineTransform {
        AffineTransform(
            a: lerp(a.a, b.a, p), b: lerp(a.b, b.b, p), c: lerp(a.c, b.c, p), d: lerp(a.d, b.d, p),
            tx: lerp(a.tx, b.tx, p), ty: lerp(a.ty, b.ty, p))
    }

    static func path(_ a: Path, _ b: Path, _ p: Double) -> Path? {
        guard a.elements.count == b.elements.count else { return nil }
        var out = Path()
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case let (.move(u), .move(v)): out.move(to: lerp(u, v, p))
            case let (.line(u), .line(v)): out.line(to: lerp(u, v, p))
            case let (.quad(c1, u), .quad(c2, v)): out.quad(to: lerp(u, v, p), control: lerp(c1, c2, p))
            case let (.cubic(a1, b1, u), .cubic(a2, b2, v)):
                out.cubic(to: lerp(u, v, p), control1: lerp(a1, a2, p), control2: lerp(b1, b2, p))
            case (.close, .close): out.close()
            default: return nil
            }
        }
        return out
    }

    static func paint(_ a: Paint, _ b: Paint, _ p: Double) -> Paint? {
        switch (a, b) {
        case let (.solid(x), .solid(y)): return .solid(lerp(x, y, p))
        case let (.linearGradient(x), .linearGradient(y)) where x.gradient.stops.count == y.gradient.stops.count:
            let stops = zip(x.gradient.stops, y.gradient.stops).map {
                Gradient.Stop(color: lerp($0.color, $1.color, p), location: lerp($0.location, $1.location, p))
            }
            return .linearGradient(
                LinearGradientPaint(
                    gradient: Gradient(stops: stops, spread: y.gradient.spread), start: lerp(x.start, y.start, p),
                    end: lerp(x.end, y.end, p)))
        default: return a == b ? b : nil
        }
    }

    static func command(_ a: DrawCommand, _ b: DrawCommand, _ p: Double) -> DrawCommand? {
        if a == b { return b }
        switch (a, b) {
        case let (.fillRect(r1, p1), .fillRect(r2, p2)):
            guard let paint = paint(p1, p2, p) else { return nil }
            return .fillRect(lerp(r1, r2, p), paint)
        case let (.fill(path1, p1, rule), .fill(path2, p2, _)):
            guard let path = path(path1, path2, p), let paint = paint(p1, p2, p) else { return nil }
            return .fill(path, paint, rule)
        case let (.stroke(path1, p1, s1), .stroke(path2, p2, s2)) where s1.dash.count == s2.dash.count:
            guard let path = path(path1, path2, p), let paint = paint(p1, p2, p) else { return nil }
            var s = s2
            s.lineWidth = max(0, lerp(s1.lineWidth, s2.lineWidth, p))
            return .stroke(path, paint, s)
        case let (.shadow(r1, k1, c1, b1, o1, s1), .shadow(r2, k2, c2, b2, o2, s2)):
            return .shadow(
                roundedRect: lerp(r1, r2, p), radii: lerp(k1, k2, p), color: lerp(c1, c2, p),
                blurRadius: max(0, lerp(b1, b2, p)),
                offset: lerp(o1, o2, p), spread: lerp(s1, s2, p))
        case let (.text(t1), .text(t2)) where t1.text == t2.text && t1.style == t2.style && t1.width == t2.width:
            return .text(
                TextRun(
                    layout: t2.layout, text: t2.text, style: t2.style, width: t2.width,
                    origin: lerp(t1.origin, t2.origin, p), color: lerp(t1.color, t2.color, p)))
        case let (.image(i1, r1, f), .image(i2, r2, _)) where i1 == i2:
            return .image(i2, in: lerp(r1, r2, p), filter: f)
        case let (.icon(n1, r1, s1, w1, c1), .icon(n2, r2, s2, _, c2)) where n1 == n2:
            return .icon(
                // Whole pixel sizes: each size is a face and a set of glyphs to cache.
                systemName: n2, in: lerp(r1, r2, p), pixelSize: lerp(s1, s2, p).rounded(), weight: w1,
                color: lerp(c1, c2, p))
        case let (.pushLayer(o1), .pushLayer(o2)): return .pushLayer(opacity: min(1, max(0, lerp(o1, o2, p))))
        case let (.pushClip(c1), .pushClip(c2)): return path(c1, c2, p).map { .pushClip($0) }
        case let (.pushClipRect(r1), .pushClipRect(r2)): return .pushClipRect(lerp(r1, r2, p))
        case let (.pushTransform(t1, s1), .pushTransform(t2, s2)):
            return .pushTransform(lerp(t1, t2, p), source: s1.union(s2))
        case let (.pushProjection(t1, s1), .pushProjection(t2, s2)):
            // Entry by entry: close for the small steps of a moving view (a turn that
            // animates is re-evaluated at each angle, not interpolated here).
            let m = { (a: Double, b: Double) in lerp(a, b, p) }
            let t = ProjectionTransform(
                m(t1.m11, t2.m11), m(t1.m12, t2.m12), m(t1.m13, t2.m13), m(t1.m21, t2.m21), m(t1.m22, t2.m22),
                m(t1.m23, t2.m23), m(t1.m31, t2.m31), m(t1.m32, t2.m32), m(t1.m33, t2.m33))
            return .pushProjection(t, source: s1.union(s2))
        case let (.backdropBlur(r1, b1), .backdropBlur(r2, b2)):
            return .backdropBlur(lerp(r1, r2, p), radius: lerp(b1, b2, p))
        default: return nil
        }
    }
}
