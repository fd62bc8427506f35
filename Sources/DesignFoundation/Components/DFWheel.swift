/// A spinning wheel of choices, as on iOS: the chosen row sits in the band in the middle; a
/// drag turns the wheel and a flick keeps it turning by the finger's speed, then it settles on
/// the nearest row; a tap on a row above or below turns to it. The picker's and the date
/// picker's wheel styles are made of these.
struct DFWheel: View {
    let title: String
    let items: [String]
    let selectedIndex: Int
    let select: @MainActor (Int) -> Void
    let theme: DFTheme
    var isDisabled = false
    @State private var drag = 0.0  // rows turned by the finger, not yet settled

    static let rowHeight = 36.0
    static let visibleRows = 5

    var body: some View {
        let count = items.count
        let position = Double(selectedIndex) + (drag.isFinite ? drag : 0)
        // Rows within three of the centre that exist: a drag far past either end (found by
        // fuzzing touches) or an empty list makes none, not an inverted range.
        let centre = Int(Swift.min(Swift.max(position.rounded(), -1_000_000), 1_000_000))
        let first = Swift.max(0, centre - 3), last = Swift.min(count - 1, centre + 3)
        let visible = first <= last ? Array(first...last) : []
        let rowHeight = Self.rowHeight
        return ZStack {
            RoundedRectangle(cornerRadius: theme.radius.md)
                .fill(theme.colors.textPrimary.opacity(0.07))
                .frame(height: rowHeight)
            ForEach(visible, id: \.self) { i in
                let distance = abs(Double(i) - position)
                Text(items[i])
                    .font(theme.typography.body.font)
                    .foregroundStyle(i == centre ? theme.colors.textPrimary : theme.colors.textSecondary)
                    .lineLimit(1)
                    .frame(height: rowHeight)
                    .offset(y: (Double(i) - position) * rowHeight)
                    .opacity(Swift.max(0, 1 - distance * 0.28))
            }
        }
        .frame(height: rowHeight * Double(Self.visibleRows))
        .frame(maxWidth: .infinity)
        .clipped()
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 4)
                .onChanged { v in
                    guard !isDisabled else { return }
                    // Past the ends the wheel resists (a third of the finger's travel).
                    let raw = -v.translation.height / rowHeight
                    let target = Double(selectedIndex) + raw
                    let overshoot = target < 0 ? target : target > Double(count - 1) ? target - Double(count - 1) : 0
                    drag = raw - overshoot * 2 / 3
                }
                .onEnded { v in
                    guard !isDisabled else { return }
                    // Momentum: where the flick would carry the wheel, then the nearest row.
                    let landing = Double(selectedIndex) - v.predictedEndTranslation.height / rowHeight
                    guard count > 0, landing.isFinite else {
                        drag = 0
                        return
                    }
                    let index = Int(Swift.min(Double(count - 1), Swift.max(0, landing.rounded())))
                    withAnimation(.easeOut(duration: 0.3)) {
                        drag = 0
                        select(index)
                    }
                }
        )
        .onTapGesture { (p: Point) in
            guard !isDisabled else { return }
            let rows = ((p.y - rowHeight * Double(Self.visibleRows) / 2) / rowHeight).rounded()
            guard count > 0, rows.isFinite else { return }
            let index = Swift.min(count - 1, Swift.max(0, selectedIndex + Int(Swift.max(-100, Swift.min(100, rows)))))
            withAnimation(.easeOut(duration: 0.25)) { select(index) }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityValue(items.indices.contains(selectedIndex) ? items[selectedIndex] : "")
        .accessibilityAdjustableAction { direction in
            guard !isDisabled else { return }
            let next = direction == .increment ? selectedIndex + 1 : selectedIndex - 1
            if items.indices.contains(next) { select(next) }
        }
    }
}
