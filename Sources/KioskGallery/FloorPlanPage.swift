import DesignFoundation
import KioskGeometry
import KioskInput
import KioskRuntime

/// A floor plan two fingers zoom and one finger pans, drawn in a `Canvas` at the zoom it is
/// shown at (sharp at every zoom, not a picture resampled); a double tap puts it back.
struct FloorPlanPage: View {
    /// What the last gestures left, and what the ones under way add.
    @State private var zoom = 1.0
    @State private var pan = CGSize.zero
    @State private var pinch = 1.0
    @State private var drag = CGSize.zero
    @Environment(\.dfTheme) private var theme

    /// The zoom shown: in whole percent, so that the same fingers give the same picture on
    /// every screen, between half and four times.
    var shownZoom: Double { min(4, max(0.5, ((zoom * pinch) * 100).rounded() / 100)) }

    var body: some View {
        let t = theme
        let scale = shownZoom
        let offset = CGSize(width: pan.width + drag.width, height: pan.height + drag.height)
        return VStack(alignment: .leading, spacing: t.spacing.md) {
            HStack {
                DFText("Floor plan", style: .headline)
                Spacer()
                Text("Zoom \(Int((scale * 100).rounded()))%").foregroundStyle(t.colors.textSecondary)
            }
            Text("Pinch to zoom, drag to move, double-tap to reset").font(.caption)
                .foregroundStyle(t.colors.textSecondary)
            FloorPlanCanvas(scale: scale, offset: offset)
                .background(t.colors.surfaceElevated)
                .clipShape(RoundedRectangle(cornerRadius: t.radius.lg))
                .contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 5).simultaneously(with: MagnifyGesture())
                        .onChanged { value in
                            drag = value.first?.translation ?? .zero
                            pinch = value.second?.magnification ?? 1
                        }
                        .onEnded { _ in
                            zoom = shownZoom
                            pan = CGSize(width: pan.width + drag.width, height: pan.height + drag.height)
                            pinch = 1
                            drag = .zero
                        }
                )
                .onTapGesture(count: 2) {
                    zoom = 1
                    pan = .zero
                }
                .accessibilityLabel("Floor plan")
                .accessibilityValue("Zoom \(Int((scale * 100).rounded())) percent")
        }
        .padding(t.spacing.lg)
    }
}

/// The plan: rooms, their names, doors and the way out, at `scale` about the middle.
struct FloorPlanCanvas: View {
    let scale: Double
    let offset: CGSize
    @Environment(\.dfTheme) private var theme

    struct Room {
        var name: String
        var rect: CGRect
        var highlighted = false
    }
    /// A 600 x 360 plan of a café.
    static let rooms = [
        Room(name: "Counter", rect: CGRect(x: 20, y: 20, width: 220, height: 120), highlighted: true),
        Room(name: "Kitchen", rect: CGRect(x: 240, y: 20, width: 160, height: 120)),
        Room(name: "Store", rect: CGRect(x: 400, y: 20, width: 180, height: 120)),
        Room(name: "Seating", rect: CGRect(x: 20, y: 140, width: 380, height: 200)),
        Room(name: "Terrace", rect: CGRect(x: 400, y: 140, width: 180, height: 200)),
    ]

    var body: some View {
        let t = theme
        let wall = t.colors.textPrimary
        let fill = t.colors.primary.opacity(0.12)
        let scale = scale, offset = offset
        return Canvas { context, size in
            // The plan's middle at the view's middle, then zoomed there and moved by the pan.
            context.translateBy(x: size.width / 2 + offset.width, y: size.height / 2 + offset.height)
            context.scaleBy(x: scale, y: scale)
            context.translateBy(x: -300, y: -180)
            for room in Self.rooms {
                let path = Path(room.rect)
                if room.highlighted { context.fill(path, with: .color(fill)) }
                context.stroke(path, with: .color(wall), lineWidth: 2)
                context.draw(Text(room.name).font(.callout), at: CGPoint(x: room.rect.midX, y: room.rect.midY))
            }
            // Doors: gaps drawn over the walls in the plan's background.
            for door in [CGRect(x: 120, y: 136, width: 40, height: 8), CGRect(x: 396, y: 220, width: 8, height: 40)] {
                context.fill(Path(door), with: .color(t.colors.surfaceElevated))
            }
            var exit = Path()
            exit.move(to: CGPoint(x: 200, y: 352))
            exit.addLine(to: CGPoint(x: 200, y: 372))
            context.stroke(exit, with: .color(t.colors.success), style: StrokeStyle(lineWidth: 4, lineCap: .round))
            context.draw(Text("Exit").font(.caption).foregroundColor(t.colors.success), at: CGPoint(x: 230, y: 362))
        }
    }
}

/// Two fingers spreading on the floor plan for 30 frames, then lifted; the next time pinching
/// back in. Every frame of the pinch redraws the plan at the zoom it shows.
struct PlanPinchScene: BenchmarkScene {
    let name = "plan-pinch"
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(FloorPlanPage()) }
    func input(frame: Int, size: Size) -> [InputEvent] {
        let cycle = frame / 60, step = frame % 60
        // The fingers start 80 points apart (160 when pinching in) about the plan's centre.
        let centre = Point(x: size.width / 2, y: size.height / 2 + 40)
        let spreading = cycle % 2 == 0
        func spread(_ n: Int) -> Double { spreading ? 40 + Double(n) * 1.5 : 80 - Double(n) * 1.5 }
        switch step {
        case 1:
            return [
                .touchDown(slot: 0, location: Point(x: centre.x - spread(0), y: centre.y)),
                .touchDown(slot: 1, location: Point(x: centre.x + spread(0), y: centre.y)),
            ]
        case 2...28:
            let d = spread(step - 1)
            return [
                .touchMove(slot: 0, location: Point(x: centre.x - d, y: centre.y)),
                .touchMove(slot: 1, location: Point(x: centre.x + d, y: centre.y)),
            ]
        case 29: return [.touchUp(slot: 0), .touchUp(slot: 1)]
        default: return []
        }
    }
}
