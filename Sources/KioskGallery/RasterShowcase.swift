import KioskRaster
import KioskGeometry

/// A page of raster primitives laid out on a grid of cards.
enum RasterShowcase {
    static func draw(on canvas: Canvas, size: Size, dark: Bool) {
        let background = dark ? RGBAColor(hex: 0x0F172A) : RGBAColor(hex: 0xF1F5F9)
        let cardColor = dark ? RGBAColor(hex: 0x1E293B) : .white
        let ink = dark ? RGBAColor(hex: 0xE2E8F0) : RGBAColor(hex: 0x0F172A)
        let accent = RGBAColor(hex: 0x3B82F6)
        canvas.clear(background)

        // Header band with a gradient.
        let header = Rect(x: 0, y: 0, width: size.width, height: 56)
        canvas.fill(
            header,
            with: .linearGradient(
                LinearGradientPaint(
                    gradient: Gradient(colors: [RGBAColor(hex: 0x2563EB), RGBAColor(hex: 0x7C3AED)]),
                    start: Point(x: 0, y: 0), end: Point(x: size.width, y: 0))))

        let columns = 4, rows = 2
        let margin = 24.0, gap = 20.0
        let cardW = (size.width - 2 * margin - Double(columns - 1) * gap) / Double(columns)
        let cardH = (size.height - 56 - 2 * margin - Double(rows - 1) * gap) / Double(rows)
        for index in 0..<(columns * rows) {
            let col = index % columns, row = index / columns
            let card = Rect(
                x: margin + Double(col) * (cardW + gap), y: 56 + margin + Double(row) * (cardH + gap), width: cardW,
                height: cardH)
            canvas.drawBoxShadow(
                roundedRect: card, radii: CornerRadii(14), color: RGBAColor.black.withAlpha(dark ? 0.5 : 0.12),
                blurRadius: 10, offset: Point(x: 0, y: 4), spread: 0)
            canvas.fill(Path.roundedRect(card, cornerRadius: 14), with: .solid(cardColor))
            let inner = card.insetBy(dx: 18, dy: 18)
            canvas.save()
            canvas.clip(to: Path.roundedRect(card, cornerRadius: 14))
            drawSample(index, in: inner, canvas: canvas, ink: ink, accent: accent, card: cardColor)
            canvas.restore()
        }
    }

    static func drawSample(_ index: Int, in r: Rect, canvas: Canvas, ink: RGBAColor, accent: RGBAColor, card: RGBAColor)
    {
        let c = r.center
        let s = min(r.width, r.height)
        switch index {
        case 0:  // Circles of every size with fractional positions.
            for i in 0..<6 {
                let radius = 2.0 + Double(i) * Double(i) * 1.6
                canvas.fill(
                    Path.circle(
                        center: Point(x: r.minX + 10 + Double(i) * r.width / 6.5, y: c.y + 0.3 * Double(i)),
                        radius: radius),
                    with: .solid(accent.withAlpha(0.4 + 0.1 * Double(i))))
            }
        case 1:  // Radial gradient orb.
            canvas.fill(
                Path.circle(center: c, radius: s * 0.42),
                with: .radialGradient(
                    RadialGradientPaint(
                        gradient: Gradient(colors: [
                            RGBAColor(hex: 0xFDE68A), RGBAColor(hex: 0xF97316), RGBAColor(hex: 0x9A3412),
                        ]),
                        center: Point(x: c.x - s * 0.12, y: c.y - s * 0.12), endRadius: s * 0.55)))
        case 2:  // Joins and caps.
            let joins: [(LineJoin, LineCap)] = [(.miter, .butt), (.round, .round), (.bevel, .square)]
            for (i, (join, cap)) in joins.enumerated() {
                let y = r.minY + 20 + Double(i) * (r.height - 30) / 3
                var p = Path()
                p.move(to: Point(x: r.minX + 10, y: y + 24))
                p.line(to: Point(x: r.minX + r.width * 0.35, y: y))
                p.line(to: Point(x: r.minX + r.width * 0.65, y: y + 24))
                p.line(to: Point(x: r.maxX - 10, y: y))
                canvas.stroke(p, with: .solid(ink), style: StrokeStyle(lineWidth: 9, lineCap: cap, lineJoin: join))
                canvas.stroke(p, with: .solid(accent), style: StrokeStyle(lineWidth: 1))
            }
        case 3:  // Dashes around a rounded rect, and a hairline.
            canvas.stroke(
                Path.roundedRect(r.insetBy(dx: 6, dy: 6), cornerRadius: 16), with: .solid(accent),
                style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [10, 7]))
            canvas.stroke(
                Path.circle(center: c, radius: s * 0.25), with: .solid(ink), style: StrokeStyle(lineWidth: 0.5))
        case 4:  // Arcs (progress rings).
            for (i, fraction) in [0.25, 0.6, 0.9].enumerated() {
                let radius = s * 0.42 - Double(i) * 14
                canvas.stroke(
                    Path.circle(center: c, radius: radius), with: .solid(ink.withAlpha(0.1)),
                    style: StrokeStyle(lineWidth: 8))
                var arc = Path()
                arc.addArc(
                    center: c, radius: radius, startAngle: -Double.pi / 2,
                    endAngle: -Double.pi / 2 + fraction * 2 * Double.pi)
                canvas.stroke(
                    arc, with: .solid([accent, RGBAColor(hex: 0x10B981), RGBAColor(hex: 0xF59E0B)][i]),
                    style: StrokeStyle(lineWidth: 8, lineCap: .round))
            }
        case 5:  // Star, even-odd against non-zero.
            for (i, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
                let center = Point(x: r.minX + r.width * (0.27 + 0.46 * Double(i)), y: c.y)
                var star = Path()
                for k in 0..<5 {
                    let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
                    let p = Point(x: center.x + cos(a) * s * 0.3, y: center.y + sin(a) * s * 0.3)
                    if k == 0 { star.move(to: p) } else { star.line(to: p) }
                }
                star.close()
                canvas.fill(star, with: .solid(RGBAColor(hex: 0xE11D48)), rule: rule)
            }
        case 6:  // Layer with opacity: overlapping shapes do not show through each other.
            canvas.save()
            canvas.beginLayer(opacity: 0.5)
            canvas.fill(Path.circle(center: Point(x: c.x - s * 0.15, y: c.y), radius: s * 0.3), with: .solid(accent))
            canvas.fill(
                Path.circle(center: Point(x: c.x + s * 0.15, y: c.y), radius: s * 0.3),
                with: .solid(RGBAColor(hex: 0x10B981)))
            canvas.endLayer()
            canvas.restore()
        default:  // Capsule buttons with per-corner radii.
            let pill = Rect(x: r.minX, y: c.y - 40, width: r.width, height: 34)
            canvas.fill(Path.capsule(in: pill), with: .solid(accent))
            let uneven = Rect(x: r.minX, y: c.y + 6, width: r.width, height: 34)
            canvas.fill(
                Path.roundedRect(uneven, radii: CornerRadii(topLeft: 17, topRight: 4, bottomRight: 17, bottomLeft: 4)),
                with: .solid(RGBAColor(hex: 0x8B5CF6)))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
