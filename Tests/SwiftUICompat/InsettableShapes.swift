import DesignFoundation

/// The arc of the "insettable shapes" tutorials: it keeps its inset and draws with it.
struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool
    var insetAmount = 0.0

    func path(in rect: CGRect) -> Path {
        let rotationAdjustment = Angle.degrees(90)
        let modifiedStart = startAngle - rotationAdjustment
        let modifiedEnd = endAngle - rotationAdjustment
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
            startAngle: modifiedStart, endAngle: modifiedEnd, clockwise: !clockwise)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

struct RingsAndBorders: View {
    @State private var round = true
    var body: some View {
        VStack {
            Arc(startAngle: .degrees(0), endAngle: .degrees(110), clockwise: true)
                .strokeBorder(.blue, lineWidth: 40)
            Circle().strokeBorder(lineWidth: 4)
            Circle().stroke(lineWidth: 8).foregroundColor(.green)
            Circle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4])).fill(.red)
            RoundedRectangle(cornerRadius: 12).strokeBorder(.gray, style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
            Capsule().inset(by: 4).fill(.foreground)
            Image(systemName: "star.fill")
                .clipShape(round ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8)))
            Rectangle().fill(.orange, style: FillStyle(eoFill: true))
        }
    }
}

struct GradientsAndTemplates: View {
    var body: some View {
        VStack {
            Text("Welcome")
                .font(.largeTitle.bold())
                .foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
            Image(systemName: "bolt.fill").foregroundStyle(.yellow.gradient)
            Image("logo").renderingMode(.template).foregroundColor(.accentColor)
            Image("photo").renderingMode(.original)
            Capsule().foregroundStyle(.linearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
        }
    }
}
