import KioskGeometry
import KioskRaster

/// Parses the `d` attribute of `<path>`: every command (M L H V C S Q T A Z, absolute and
/// relative), implicit repeats, and arcs converted to cubics. Parsing stops at the first error
/// and keeps what came before it, as SVG requires.
enum SVGPathData {
    static func parse(_ d: String) -> Path {
        var s = NumberScanner(Array(d.utf8))
        var path = Path()
        var current = Point.zero, start = Point.zero
        var lastControl: Point?  // for S/s and T/t reflection
        var lastWasCubic = false, lastWasQuad = false
        var command: UInt8 = 0

        func isCommand(_ c: UInt8) -> Bool { "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c) }

        while true {
            s.skipSeparators()
            if s.index >= s.bytes.count { break }
            let c = s.bytes[s.index]
            if isCommand(c) {
                command = c
                s.index += 1
            } else if command == 0 {
                break
            }
            let relative = command >= 0x61
            func pt(_ x: Double, _ y: Double) -> Point {
                relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            var cubic = false, quad = false
            switch command | 0x20 {
            case UInt8(ascii: "z"):
                path.close()
                current = start
                command = 0  // Z takes no arguments; numbers after it are an error.
                lastControl = nil
                lastWasCubic = false
                lastWasQuad = false
                continue
            case UInt8(ascii: "m"):
                guard let x = s.next(), let y = s.next() else { return path }
                current = pt(x, y)
                start = current
                path.move(to: current)
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // Extra pairs are line-tos.
            case UInt8(ascii: "l"):
                guard let x = s.next(), let y = s.next() else { return path }
                current = pt(x, y)
                path.line(to: current)
            case UInt8(ascii: "h"):
                guard let x = s.next() else { return path }
                current = Point(x: relative ? current.x + x : x, y: current.y)
                path.line(to: current)
            case UInt8(ascii: "v"):
                guard let y = s.next() else { return path }
                current = Point(x: current.x, y: relative ? current.y + y : y)
                path.line(to: current)
            case UInt8(ascii: "c"):
                guard let x1 = s.next(), let y1 = s.next(), let x2 = s.next(), let y2 = s.next(), let x = s.next(),
                    let y = s.next()
                else { return path }
                let c1 = pt(x1, y1), c2 = pt(x2, y2), p = pt(x, y)
                path.cubic(to: p, control1: c1, control2: c2)
                current = p
                lastControl = c2
                cubic = true
            case UInt8(ascii: "s"):
                guard let x2 = s.next(), let y2 = s.next(), let x = s.next(), let y = s.next() else { return path }
                let c1 =
                    lastWasCubic && lastControl != nil
                    ? Point(x: 2 * current.x - lastControl!.x, y: 2 * current.y - lastControl!.y) : current
                let c2 = pt(x2, y2), p = pt(x, y)
                path.cubic(to: p, control1: c1, control2: c2)
                current = p
                lastControl = c2
                cubic = true
            case UInt8(ascii: "q"):
                guard let x1 = s.next(), let y1 = s.next(), let x = s.next(), let y = s.next() else { return path }
                let c1 = pt(x1, y1), p = pt(x, y)
                path.quad(to: p, control: c1)
                current = p
                lastControl = c1
                quad = true
            case UInt8(ascii: "t"):
                guard let x = s.next(), let y = s.next() else { return path }
                let c1 =
                    lastWasQuad && lastControl != nil
                    ? Point(x: 2 * current.x - lastControl!.x, y: 2 * current.y - lastControl!.y) : current
                let p = pt(x, y)
                path.quad(to: p, control: c1)
                current = p
                lastControl = c1
                quad = true
            case UInt8(ascii: "a"):
                guard let rx = s.next(), let ry = s.next(), let rot = s.next(), let large = s.flag(),
                    let sweep = s.flag(),
                    let x = s.next(), let y = s.next()
                else { return path }
                let p = pt(x, y)
                if path.currentPoint == nil { path.move(to: current) }
                arc(&path, from: current, to: p, rx: rx, ry: ry, rotationDegrees: rot, largeArc: large, sweep: sweep)
                current = p
            default:
                return path
            }
            lastWasCubic = cubic
            lastWasQuad = quad
            if !cubic && !quad { lastControl = nil }
        }
        return path
    }

    /// An elliptical arc in SVG's endpoint form, converted to the centre form (SVG 1.1, F.6.5)
    /// and appended as cubics.
    static func arc(
        _ path: inout Path, from p0: Point, to p1: Point, rx: Double, ry: Double, rotationDegrees: Double,
        largeArc: Bool, sweep: Bool
    ) {
        if p0 == p1 { return }
        var rx = abs(rx), ry = abs(ry)
        if rx == 0 || ry == 0 {
            path.line(to: p1)
            return
        }
        let phi = rotationDegrees * Double.pi / 180
        let (cp, sp) = (cos(phi), sin(phi))
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cp * dx + sp * dy, y1 = -sp * dx + cp * dy
        // Radii too small to reach the end point are scaled up just enough.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let k = lambda.squareRoot()
            rx *= k
            ry *= k
        }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den == 0 ? 0 : (max(0, num) / den).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1 / ry, cyp = -coef * ry * x1 / rx
        let cx = cp * cxp - sp * cyp + (p0.x + p1.x) / 2
        let cy = sp * cxp + cp * cyp + (p0.y + p1.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cxp) / rx, (y1 - cyp) / ry)
        var delta = angle((x1 - cxp) / rx, (y1 - cyp) / ry, (-x1 - cxp) / rx, (-y1 - cyp) / ry)
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }
        path.addEllipticalArc(center: Point(x: cx, y: cy), rx: rx, ry: ry, rotation: phi, start: theta1, sweep: delta)
        // Land exactly on the end point despite rounding.
        if let last = path.currentPoint, last != p1 { path.line(to: p1) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
