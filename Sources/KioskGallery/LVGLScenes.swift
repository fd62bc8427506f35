// The scenes of LVGL's lv_demo_benchmark (see BENCH_SCENES.md): the same pixel work, so the two
// runtimes can be measured side by side. Geometry follows the table there: a 32 px header label,
// an 8 px margin, sizes as fractions of the content box; something changes every frame.
import DesignFoundation
import KioskGeometry
import KioskRaster
import KioskRuntime

enum LVGLScenes {
    @MainActor static let all: [BenchmarkScene] = [
        LVGLScene("empty") { c, _ in AnyView(LVGLEmpty(clock: c)) },
        LVGLScene("rectangle") { c, _ in
            AnyView(LVGLFrame(title: "Rectangle") { LVGLRectangles(clock: c, grid: 1, fraction: 0.3) })
        },
        LVGLScene("rectangles") { c, _ in
            AnyView(LVGLFrame(title: "Rectangles") { LVGLRectangles(clock: c, grid: 3, fraction: 0.25) })
        },
        LVGLScene("labels") { c, s in
            AnyView(LVGLFrame(title: "Labels") { LVGLLabels(clock: c, large: s.width >= 1280) })
        },
        LVGLScene("text") { c, s in AnyView(LVGLFrame(title: "Text") { LVGLText(clock: c, large: s.width >= 1280) }) },
        LVGLScene("arcs") { c, s in AnyView(LVGLFrame(title: "Arcs") { LVGLArcs(clock: c, large: s.width >= 1280) }) },
        LVGLScene("cards") { c, s in
            AnyView(LVGLFrame(title: "Cards") { LVGLCards(clock: c, large: s.width >= 1280, mode: .plain) })
        },
        LVGLScene("cards-overlay") { c, s in
            AnyView(LVGLFrame(title: "Cards overlay") { LVGLCards(clock: c, large: s.width >= 1280, mode: .overlay) })
        },
        LVGLScene("cards-layer") { c, s in
            AnyView(LVGLFrame(title: "Cards layer") { LVGLCards(clock: c, large: s.width >= 1280, mode: .layer) })
        },
        LVGLScene("cards-scroll") { c, s in
            AnyView(LVGLFrame(title: "Cards scroll") { LVGLCardsScroll(clock: c, large: s.width >= 1280) })
        },
        LVGLScene("images") { c, s in
            AnyView(LVGLFrame(title: "Images") { LVGLImages(clock: c, large: s.width >= 1280) })
        },
        LVGLScene("wallpaper") { c, _ in AnyView(LVGLWallpaper(clock: c)) },
    ]
}

struct LVGLScene: BenchmarkScene {
    let name: String
    let make: @MainActor (BenchClock, Size) -> AnyView
    init(_ name: String, make: @escaping @MainActor (BenchClock, Size) -> AnyView) {
        self.name = "lvgl-" + name
        self.make = make
    }
    func makeView(clock: BenchClock, size: Size) -> AnyView { make(clock, size) }
}

/// A colour that walks the hue circle, one step per frame.
func lvglColor(_ frame: Int, offset: Int = 0) -> Color {
    let h = Double((frame * 7 + offset * 40) % 360) / 60
    let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
    let (r, g, b): (Double, Double, Double) =
        switch Int(h) {
        case 0: (1, x, 0)
        case 1: (x, 1, 0)
        case 2: (0, 1, x)
        case 3: (0, x, 1)
        case 4: (x, 0, 1)
        default: (1, 0, x)
        }
    return Color(red: 0.2 + 0.6 * r, green: 0.2 + 0.6 * g, blue: 0.2 + 0.6 * b)
}

/// Bouncing 0...amplitude...0 over 2*amplitude frames.
func bounce(_ frame: Int, _ amplitude: Int) -> Double {
    let p = frame % (2 * amplitude)
    return Double(p < amplitude ? p : 2 * amplitude - p)
}

/// LVGL's screen: a header label, then the content box with an 8 px margin.
struct LVGLFrame<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.system(size: 16, weight: .semibold)).foregroundStyle(Color(hex: 0x2E3A46)).frame(
                height: 32)
            GeometryReader { _ in content }
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}

struct LVGLEmpty: View {
    let clock: BenchClock
    var body: some View { lvglColor(clock.frame) }
}

struct LVGLRectangles: View {
    let clock: BenchClock
    let grid: Int
    let fraction: Double
    var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width * fraction, h = proxy.size.height * fraction
            let gx = (proxy.size.width - Double(grid) * w) / Double(grid + 1),
                gy = (proxy.size.height - Double(grid) * h) / Double(grid + 1)
            ZStack(alignment: .topLeading) {
                ForEach(0..<(grid * grid)) { i in
                    Rectangle().fill(lvglColor(clock.frame, offset: i)).frame(width: w, height: h)
                        .offset(x: gx + Double(i % grid) * (w + gx), y: gy + Double(i / grid) * (h + gy))
                }
            }
        }
    }
}

struct LVGLLabels: View {
    let clock: BenchClock
    let large: Bool
    var body: some View {
        let columns = large ? 5 : 4, rows = large ? 8 : 6
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows) { r in
                HStack(spacing: 0) {
                    ForEach(0..<columns) { c in
                        Text("Hello LVGL!").font(.system(size: large ? 26 : 20)).foregroundStyle(
                            lvglColor(clock.frame, offset: r * columns + c)
                        )
                        .frame(maxWidth: .infinity)
                    }
                }
                .frame(maxHeight: .infinity)
            }
        }
    }
}

let loremIpsum = String(
    repeating:
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. ",
    count: 9)

struct LVGLText: View {
    let clock: BenchClock
    let large: Bool
    var body: some View {
        Text(loremIpsum).font(.system(size: large ? 26 : 20)).foregroundStyle(Color(hex: 0x2E3A46))
            .frame(maxWidth: .infinity, alignment: .topLeading)
            .offset(y: -bounce(clock.frame, 200) * 2)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .clipped()
    }
}

struct ArcShape: Shape {
    var degrees: Double
    func path(in rect: Rect) -> Path {
        var p = Path()
        let start = -Double.pi / 2
        p.addArc(
            center: rect.center, radius: min(rect.width, rect.height) / 2 - 5, startAngle: start,
            endAngle: start + degrees * Double.pi / 180)
        return p
    }
}

struct LVGLArcs: View {
    let clock: BenchClock
    let large: Bool
    var body: some View {
        let columns = large ? 7 : 4, rows = large ? 4 : 2
        return VStack(spacing: 72) {
            ForEach(0..<rows) { r in
                HStack(spacing: 72) {
                    ForEach(0..<columns) { c in
                        ArcShape(degrees: Double((clock.frame * 6 + (r * columns + c) * 20) % 361))
                            .stroke(
                                lvglColor(0, offset: r * columns + c), style: StrokeStyle(lineWidth: 10, lineCap: .butt)
                            )
                            .frame(width: 100, height: 100)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A 100x100 picture made here (no file needed): a gradient, opaque or in a soft-edged disc.
@MainActor func lvglImage(alpha: Bool, size: Int = 100) -> PixelBuffer {
    let image = PixelBuffer(width: size, height: size)
    let canvas = Canvas(image)
    let rect = Rect(x: 0, y: 0, width: Double(size), height: Double(size))
    let colors = [
        RGBAColor(red: 0.16, green: 0.45, blue: 0.85, alpha: 1), RGBAColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1),
    ]
    let gradient = Paint.linearGradient(
        LinearGradientPaint(
            gradient: Gradient(colors: colors), start: Point(x: 0, y: 0),
            end: Point(x: Double(size), y: Double(size))))
    if alpha {
        canvas.fill(Path.ellipse(in: rect.insetBy(dx: 4, dy: 4)), with: gradient)
    } else {
        canvas.fill(rect, with: gradient)
    }
    return image
}

struct LVGLImages: View {
    let clock: BenchClock
    let large: Bool
    static let opaque = lvglImage(alpha: false), translucent = lvglImage(alpha: true)
    var body: some View {
        let columns = large ? 7 : 4, rows = large ? 4 : 2
        return VStack(spacing: 56) {
            ForEach(0..<rows) { r in
                HStack(spacing: 72) {
                    ForEach(0..<columns) { c in
                        Image(
                            pixels: (r * columns + c) % 2 == 0 ? Self.opaque : Self.translucent,
                            name: (r * columns + c) % 2 == 0 ? "opaque" : "alpha"
                        )
                        .frame(width: 100, height: 100)
                        .offset(y: bounce(clock.frame + c * 7, 40) * 2)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

struct LVGLWallpaper: View {
    let clock: BenchClock
    static let tile = lvglImage(alpha: false)
    var body: some View {
        GeometryReader { proxy in
            let columns = Int((proxy.size.width * 1.5 / 100).rounded(.up)),
                rows = Int((proxy.size.height * 1.5 / 100).rounded(.up))
            VStack(spacing: 0) {
                ForEach(0..<rows) { _ in
                    HStack(spacing: 0) {
                        ForEach(0..<columns) { _ in
                            Image(pixels: Self.tile, name: "tile").frame(width: 100, height: 100)
                        }
                    }
                }
            }
            .offset(y: -bounce(clock.frame, 100) * 2)
        }
        .clipped()
    }
}

enum LVGLCardMode { case plain, overlay, layer }

struct LVGLCard: View {
    static let avatar = lvglImage(alpha: true, size: 80)
    var body: some View {
        HStack(spacing: 12) {
            Image(pixels: Self.avatar, name: "avatar").frame(width: 80, height: 80)
            VStack(alignment: .leading, spacing: 4) {
                Text("John Smith").font(.system(size: 24, weight: .semibold)).foregroundStyle(Color(hex: 0x2E3A46))
                Text("Product manager").font(.system(size: 14)).foregroundStyle(Color(hex: 0x6B7785))
                Text("Follow").font(.system(size: 14, weight: .semibold)).foregroundStyle(Color.white)
                    .frame(width: 102, height: 38)
                    .background(
                        RoundedRectangle(cornerRadius: 13).fill(Color(hex: 0x2196F3)).shadow(
                            color: Color(white: 0, opacity: 0.3), radius: 2, x: 0, y: 2))
            }
            Spacer(minLength: 0)
        }
        .padding(10)
        .frame(width: 270, height: 120)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.white))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color(hex: 0xCFD8DC), lineWidth: 2))
    }
}

struct LVGLCards: View {
    let clock: BenchClock
    let large: Bool
    let mode: LVGLCardMode
    var body: some View {
        let columns = large ? 3 : 2, rows = large ? 3 : 2
        return ZStack {
            VStack(spacing: 40) {
                ForEach(0..<rows) { r in
                    HStack(spacing: 60) {
                        ForEach(0..<columns) { c in
                            card(offset: bounce(clock.frame + (r * columns + c) * 5, 30))
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            if mode == .overlay { lvglColor(clock.frame).opacity(0.5) }
        }
    }

    @ViewBuilder func card(offset: Double) -> some View {
        if mode == .layer {
            LVGLCard().compositingGroup().opacity(0.5).offset(y: offset)
        } else {
            LVGLCard().offset(y: offset)
        }
    }
}

struct LVGLCardsScroll: View {
    let clock: BenchClock
    let large: Bool
    var body: some View {
        let columns = large ? 3 : 1, count = large ? 60 : 20
        return VStack(spacing: 32) {
            ForEach(0..<(count / columns)) { _ in
                HStack(spacing: 117) { ForEach(0..<columns) { _ in LVGLCard() } }
            }
        }
        .frame(maxWidth: .infinity, alignment: .top)
        .offset(y: -bounce(clock.frame, 300) * 4)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .clipped()
    }
}
