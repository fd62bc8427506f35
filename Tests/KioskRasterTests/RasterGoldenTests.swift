import Testing
import KioskGoldens
import KioskGeometry
import KioskRaster

/// One golden per primitive, cap, join, dash, gradient mode, clip, shadow and blur.
@Suite struct RasterGoldenTests {
    static let ink = RGBAColor(hex: 0x1E3A8A)
    static let accent = RGBAColor(hex: 0xF97316, alpha: 0.8)

    /// Each case draws on a 96x96 white canvas.
    static let cases: [(String, @Sendable (Canvas) -> Void)] = [
        ("fill-rect-fractional", { $0.fill(Rect(x: 10.3, y: 12.7, width: 60.45, height: 40.2), with: .solid(ink)) }),
        (
            "fill-rounded-rect",
            {
                $0.fill(
                    Path.roundedRect(Rect(x: 8.5, y: 16, width: 79, height: 60), cornerRadius: 18), with: .solid(ink))
            }
        ),
        (
            "fill-uneven-rounded-rect",
            {
                $0.fill(
                    Path.roundedRect(
                        Rect(x: 8, y: 16, width: 80, height: 60),
                        radii: CornerRadii(topLeft: 30, topRight: 0, bottomRight: 12, bottomLeft: 4)), with: .solid(ink)
                )
            }
        ),
        (
            "fill-circles",
            { c in
                for i in 0..<5 {
                    c.fill(
                        Path.circle(
                            center: Point(x: 10 + Double(i) * 19.3, y: 48 + Double(i) * 0.2),
                            radius: 1 + Double(i) * 2.3), with: .solid(ink))
                }
            }
        ),
        (
            "fill-ellipse-capsule",
            { c in
                c.fill(Path.ellipse(in: Rect(x: 6, y: 6, width: 84, height: 40)), with: .solid(ink))
                c.fill(Path.capsule(in: Rect(x: 10, y: 56, width: 76, height: 28)), with: .solid(accent))
            }
        ),
        ("fill-star-nonzero", { $0.fill(star(), with: .solid(ink), rule: .nonZero) }),
        ("fill-star-evenodd", { $0.fill(star(), with: .solid(ink), rule: .evenOdd) }),
        (
            "fill-cubic-quad",
            { c in
                var p = Path()
                p.move(to: Point(x: 8, y: 88))
                p.cubic(to: Point(x: 88, y: 88), control1: Point(x: 20, y: -20), control2: Point(x: 76, y: 120))
                p.quad(to: Point(x: 48, y: 40), control: Point(x: 90, y: 10))
                p.close()
                c.fill(p, with: .solid(ink))
            }
        ),
        (
            "stroke-caps",
            { c in
                for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
                    var p = Path()
                    p.move(to: Point(x: 20, y: 20 + Double(i) * 28))
                    p.line(to: Point(x: 76, y: 20 + Double(i) * 28))
                    c.stroke(p, with: .solid(ink), style: StrokeStyle(lineWidth: 12, lineCap: cap))
                }
            }
        ),
        (
            "stroke-joins",
            { c in
                for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
                    var p = Path()
                    let y = 22 + Double(i) * 28
                    p.move(to: Point(x: 12, y: y + 12))
                    p.line(to: Point(x: 36, y: y - 8))
                    p.line(to: Point(x: 60, y: y + 12))
                    p.line(to: Point(x: 84, y: y - 8))
                    c.stroke(p, with: .solid(ink), style: StrokeStyle(lineWidth: 8, lineJoin: join))
                }
            }
        ),
        (
            "stroke-miter-limit",
            { c in
                var p = Path()
                p.move(to: Point(x: 10, y: 80))
                p.line(to: Point(x: 30, y: 14))
                p.line(to: Point(x: 50, y: 80))
                c.stroke(p, with: .solid(ink), style: StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: 10))
                var q = Path()
                q.move(to: Point(x: 50, y: 80))
                q.line(to: Point(x: 70, y: 14))
                q.line(to: Point(x: 90, y: 80))
                c.stroke(q, with: .solid(accent), style: StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: 2))
            }
        ),
        (
            "stroke-miter-clip",
            { c in
                // Past the limit a miter-clip join is cut square at the limit; a miter is bevelled.
                var p = Path()
                p.move(to: Point(x: 10, y: 80))
                p.line(to: Point(x: 30, y: 14))
                p.line(to: Point(x: 50, y: 80))
                c.stroke(p, with: .solid(ink), style: StrokeStyle(lineWidth: 6, lineJoin: .miterClip, miterLimit: 2))
                var q = Path()
                q.move(to: Point(x: 50, y: 80))
                q.line(to: Point(x: 70, y: 14))
                q.line(to: Point(x: 90, y: 80))
                c.stroke(q, with: .solid(accent), style: StrokeStyle(lineWidth: 6, lineJoin: .miterClip, miterLimit: 4))
            }
        ),
        (
            "stroke-dashes",
            { c in
                c.stroke(
                    Path.roundedRect(Rect(x: 10, y: 10, width: 76, height: 76), cornerRadius: 16), with: .solid(ink),
                    style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [12, 8], dashPhase: 5))
                c.stroke(
                    Path.circle(center: Point(x: 48, y: 48), radius: 20), with: .solid(accent),
                    style: StrokeStyle(lineWidth: 3, dash: [2, 3, 8]))
            }
        ),
        (
            "stroke-hairlines",
            { c in
                for i in 0..<8 {
                    var p = Path()
                    p.move(to: Point(x: 8, y: 10 + Double(i) * 10.3))
                    p.line(to: Point(x: 88, y: 14 + Double(i) * 10.3))
                    c.stroke(p, with: .solid(ink), style: StrokeStyle(lineWidth: 0.25 + Double(i) * 0.25))
                }
            }
        ),
        (
            "stroke-arc",
            { c in
                var p = Path()
                p.addArc(center: Point(x: 48, y: 48), radius: 34, startAngle: -Double.pi / 2, endAngle: Double.pi * 0.8)
                c.stroke(p, with: .solid(ink), style: StrokeStyle(lineWidth: 10, lineCap: .round))
            }
        ),
        (
            "gradient-linear-pad",
            {
                $0.fill(
                    Rect(x: 0, y: 0, width: 96, height: 96),
                    with: .linearGradient(
                        LinearGradientPaint(
                            gradient: Gradient(colors: [.white, ink, accent]), start: Point(x: 20, y: 20),
                            end: Point(x: 76, y: 76))))
            }
        ),
        (
            "gradient-linear-repeat",
            {
                $0.fill(
                    Rect(x: 0, y: 0, width: 96, height: 96),
                    with: .linearGradient(
                        LinearGradientPaint(
                            gradient: Gradient(colors: [ink, .white], spread: .repeat), start: Point(x: 30, y: 0),
                            end: Point(x: 50, y: 10))))
            }
        ),
        (
            "gradient-linear-reflect",
            {
                $0.fill(
                    Rect(x: 0, y: 0, width: 96, height: 96),
                    with: .linearGradient(
                        LinearGradientPaint(
                            gradient: Gradient(colors: [ink, .white], spread: .reflect), start: Point(x: 30, y: 0),
                            end: Point(x: 50, y: 10))))
            }
        ),
        (
            "gradient-radial",
            {
                $0.fill(
                    Path.circle(center: Point(x: 48, y: 48), radius: 44),
                    with: .radialGradient(
                        RadialGradientPaint(
                            gradient: Gradient(stops: [
                                .init(color: .white, location: 0), .init(color: accent, location: 0.5),
                                .init(color: ink.withAlpha(0), location: 1),
                            ]), center: Point(x: 40, y: 40), endRadius: 50)))
            }
        ),
        (
            "image-nearest-bilinear",
            { c in
                let checker = PixelBuffer(width: 4, height: 4)
                for y in 0..<4 {
                    for x in 0..<4 { checker[x, y] = (x + y) % 2 == 0 ? ink.premultiplied : accent.premultiplied }
                }
                c.drawImage(checker, in: Rect(x: 4, y: 4, width: 40, height: 40), filter: .nearest)
                c.drawImage(checker, in: Rect(x: 52, y: 4, width: 40, height: 40), filter: .bilinear)
                c.save()
                c.translate(x: 48, y: 70)
                c.rotate(by: 0.5)
                c.drawImage(checker, in: Rect(x: -16, y: -16, width: 32, height: 32), filter: .bilinear)
                c.restore()
            }
        ),
        (
            "clip-rect-and-rounded",
            { c in
                c.save()
                c.clip(to: Rect(x: 8, y: 8, width: 40, height: 80))
                c.fill(Path.circle(center: Point(x: 48, y: 48), radius: 40), with: .solid(ink))
                c.restore()
                c.save()
                c.clip(to: Path.roundedRect(Rect(x: 52.5, y: 8.5, width: 36, height: 80), cornerRadius: 14))
                c.fill(
                    Rect(x: 0, y: 0, width: 96, height: 96),
                    with: .linearGradient(
                        LinearGradientPaint(
                            gradient: Gradient(colors: [accent, ink]), start: Point(x: 0, y: 0), end: Point(x: 0, y: 96)
                        )))
                c.restore()
            }
        ),
        (
            "layer-opacity",
            { c in
                c.beginLayer(opacity: 0.5)
                c.fill(Path.circle(center: Point(x: 36, y: 48), radius: 28), with: .solid(ink))
                c.fill(Path.circle(center: Point(x: 60, y: 48), radius: 28), with: .solid(accent))
                c.endLayer()
            }
        ),
        (
            "blend-modes",
            { c in
                c.fill(Rect(x: 8, y: 8, width: 80, height: 80), with: .solid(ink))
                c.blendMode = .destinationOut
                c.fill(Path.circle(center: Point(x: 48, y: 48), radius: 20), with: .solid(.black))
                c.blendMode = .source
                c.fill(Rect(x: 8, y: 60, width: 30, height: 20), with: .solid(accent.withAlpha(0.3)))
                c.blendMode = .clear
                c.fill(Rect(x: 60, y: 60, width: 20, height: 20), with: .solid(.black))
            }
        ),
        (
            "shadow-card",
            { c in
                let card = Rect(x: 18, y: 14, width: 60, height: 56)
                c.drawBoxShadow(
                    roundedRect: card, radii: CornerRadii(12), color: RGBAColor.black.withAlpha(0.35), blurRadius: 12,
                    offset: Point(x: 0, y: 6))
                c.fill(Path.roundedRect(card, cornerRadius: 12), with: .solid(.white))
            }
        ),
        (
            "shadow-large-stretched",
            { c in
                c.drawBoxShadow(
                    roundedRect: Rect(x: 8, y: 8, width: 80, height: 80), radii: CornerRadii(6),
                    color: RGBAColor(hex: 0x2563EB, alpha: 0.6), blurRadius: 6, spread: 2)
            }
        ),
        (
            "blur-backdrop",
            { c in
                for i in 0..<6 { c.fill(Rect(x: Double(i) * 16, y: 0, width: 8, height: 96), with: .solid(ink)) }
                c.blurBackdrop(in: Rect(x: 16, y: 24, width: 64, height: 48), radius: 8)
            }
        ),
    ]

    static func star() -> Path {
        var p = Path()
        for k in 0..<5 {
            let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            let pt = Point(x: 48 + 42 * cos(a), y: 52 + 42 * sin(a))
            if k == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        p.close()
        return p
    }

    @Test(arguments: cases.map(\.0))
    func rendersLikeTheGolden(name: String) {
        let draw = Self.cases.first { $0.0 == name }!.1
        let buffer = PixelBuffer(width: 96, height: 96)
        buffer.fill(0xFFFF_FFFF)
        draw(Canvas(buffer))
        GoldenImage.check(buffer, named: name)
    }
}

#if canImport(Glibc)
import Glibc
#endif
