import DesignFoundation

/// A sparkline and a dial drawn immediately, as Apple's Canvas examples draw.
struct SparklineCanvas: View {
    var samples: [Double] = [3, 5, 4, 8, 6, 9, 7]

    var body: some View {
        Canvas { context, size in
            guard samples.count > 1, let top = samples.max() else { return }
            let step = size.width / CGFloat(samples.count - 1)
            var line = Path()
            for (i, value) in samples.enumerated() {
                let point = CGPoint(x: CGFloat(i) * step, y: size.height * (1 - value / top))
                if i == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            context.stroke(line, with: .color(.accentColor), style: StrokeStyle(lineWidth: 2, lineJoin: .round))

            var area = line
            area.addLine(to: CGPoint(x: size.width, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()
            context.fill(
                area,
                with: .linearGradient(
                    Gradient(colors: [.accentColor.opacity(0.3), .clear]), startPoint: .zero,
                    endPoint: CGPoint(x: 0, y: size.height)))

            let label = context.resolve(Text("\(Int(top))").font(.caption))
            let labelSize = label.measure(in: size)
            context.draw(label, at: CGPoint(x: size.width - labelSize.width / 2, y: labelSize.height / 2))
        }
        .frame(height: 60)
    }
}

struct DialCanvas: View {
    var value: Double = 0.6

    var body: some View {
        Canvas(opaque: false, rendersAsynchronously: false) { context, size in
            let radius = min(size.width, size.height) / 2
            context.translateBy(x: size.width / 2, y: size.height / 2)
            for tick in 0..<12 {
                var t = context
                t.rotate(by: .degrees(Double(tick) * 30))
                t.fill(Path(CGRect(x: radius - 8, y: -1, width: 8, height: 2)), with: .foreground)
            }
            context.opacity = 0.8
            context.blendMode = .normal
            var needle = Path()
            needle.move(to: .zero)
            needle.addLine(to: CGPoint(x: radius * 0.8, y: 0))
            context.rotate(by: .degrees(value * 360 - 90))
            context.stroke(needle, with: .color(.red), lineWidth: 3)
            context.drawLayer { layer in
                layer.clip(
                    to: Path(ellipseIn: CGRect(x: -6, y: -6, width: 12, height: 12)), style: FillStyle(eoFill: true))
                layer.fill(Path(CGRect(x: -6, y: -6, width: 12, height: 12)), with: .color(white: 0.2))
            }
            context.draw(Image(systemName: "star.fill"), at: .zero, anchor: .center)
            _ = context.clipBoundingRect
        }
    }
}

/// The metaball effect of Canvas tutorials, and the colour filters on views.
struct Metaballs: View {
    @State private var dimmed = false
    var body: some View {
        VStack {
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
                context.addFilter(.blur(radius: 12))
                context.drawLayer { ctx in
                    for i in 0..<3 {
                        ctx.fill(
                            Path(ellipseIn: CGRect(x: CGFloat(i) * 40, y: 20, width: 60, height: 60)),
                            with: .color(.white))
                    }
                }
            }
            Canvas { context, _ in
                context.addFilter(.shadow(color: .black.opacity(0.4), radius: 4, x: 2, y: 3))
                context.addFilter(.colorMultiply(.orange))
                context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.white))
            }
            Image(systemName: "cup.and.saucer.fill")
                .grayscale(dimmed ? 1 : 0)
                .saturation(0.8)
                .brightness(-0.05)
                .contrast(1.1)
                .hueRotation(.degrees(30))
                .colorMultiply(.yellow)
            Color.red.colorInvert().luminanceToAlpha()
        }
    }
}
