/// A row with buttons behind it that a swipe reveals (SwiftUI's `.swipeActions`): a swipe
/// towards the middle opens the edge's buttons, a tap on one runs it and closes the row, a
/// long swipe runs the first button at once when full swipes are allowed.
public struct SwipeActionsRow: View {
    let content: AnyView
    var leading: Actions?
    var trailing: Actions?
    @State private var offset = 0.0
    /// Where the row was when the drag under way began.
    @State private var dragStart: Double?
    @Environment(\.dfTheme) private var theme
    @Environment(\.listRowInsets) private var rowInsets

    /// One edge's buttons.
    struct Actions {
        var buttons: [ViewChild]
        var allowsFullSwipe: Bool
        /// The first button's action, for a full swipe.
        var first: (@MainActor () -> Void)?
        var width: Double { Double(buttons.count) * SwipeActionsRow.buttonWidth }
    }

    nonisolated static let buttonWidth = 80.0
    /// How far a swipe must go to run the first button.
    static let fullSwipe = 220.0

    init(content: AnyView) { self.content = content }

    public var body: some View {
        let t = theme
        let insets = rowInsets ?? EdgeInsets()
        let offset = offset
        let binding = $offset
        let start = $dragStart
        let close = DismissAction { withAnimation(.easeOut(duration: 0.2)) { binding.wrappedValue = 0 } }
        return ZStack {
            HStack(spacing: 0) {
                if let leading, offset > 0 {
                    panel(leading.buttons, width: offset)
                }
                Spacer(minLength: 0)
                if let trailing, offset < 0 {
                    // The first button sits at the trailing edge, as SwiftUI puts it.
                    panel(trailing.buttons.reversed(), width: -offset)
                }
            }
            .environment(\.buttonCompletion, close)
            content
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(insets)
                .background(t.colors.background)
                .offset(x: offset)
        }
        .clipped()
        // The row and its buttons cover the list's padding around the row.
        .padding(
            EdgeInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing)
        )
        .gesture(
            DragGesture(minimumDistance: 10, axis: .horizontal)
                .onChanged { v in
                    if start.wrappedValue == nil { start.wrappedValue = binding.wrappedValue }
                    var x = (start.wrappedValue ?? 0) + v.translation.width
                    if leading == nil { x = min(0, x) }
                    if trailing == nil { x = max(0, x) }
                    binding.wrappedValue = x
                }
                .onEnded { v in
                    let base = start.wrappedValue ?? 0
                    start.wrappedValue = nil
                    let x = base + v.translation.width
                    let predicted = base + v.predictedEndTranslation.width
                    if let trailing, trailing.allowsFullSwipe, x < -Self.fullSwipe, let run = trailing.first {
                        run()
                        close()
                        return
                    }
                    if let leading, leading.allowsFullSwipe, x > Self.fullSwipe, let run = leading.first {
                        run()
                        close()
                        return
                    }
                    withAnimation(.easeOut(duration: 0.2)) {
                        // Open where the swipe would come to rest 40 points out (less for one narrow button).
                        if let trailing, predicted < -min(40, trailing.width / 2) {
                            binding.wrappedValue = -trailing.width
                        } else if let leading, predicted > min(40, leading.width / 2) {
                            binding.wrappedValue = leading.width
                        } else {
                            binding.wrappedValue = 0
                        }
                    }
                })
    }

    /// The buttons side by side, sharing `width` (wider than their own when swiped further).
    private func panel(_ buttons: [ViewChild], width: Double) -> some View {
        HStack(spacing: 0) {
            ForEach(Array(buttons.enumerated()), id: \.offset) { _, child in
                child.view.buttonStyle(SwipeActionButtonStyle())
            }
        }
        .frame(width: width)
        .frame(maxHeight: .infinity)
    }
}

/// A swipe action: its label in white on a panel of its tint, red when destructive (a
/// `Label` shows its icon, as SwiftUI's swipe actions do).
struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { Panel(configuration: configuration) }

    struct Panel: View {
        let configuration: ButtonStyleConfiguration
        @Environment(\.tint) private var tint
        @Environment(\.dfTheme) private var theme
        var body: some View {
            let fill = configuration.role == .destructive ? theme.colors.destructive : (tint ?? theme.colors.primary)
            return configuration.label
                .labelStyle(.iconOnly)
                .font(theme.typography.label.font)
                .foregroundStyle(Color.white)
                .lineLimit(1)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(fill.opacity(configuration.isPressed ? 0.8 : 1))
                .contentShape(Rectangle())
        }
    }
}

extension View {
    /// Buttons behind the row at `edge` that a swipe reveals; with `allowsFullSwipe`, a long
    /// swipe runs the first. Both edges may have their own (`.swipeActions` twice).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> SwipeActionsRow {
        var row = (self as? SwipeActionsRow) ?? SwipeActionsRow(content: AnyView(erasing: self))
        let made = content()
        let buttons = viewChildren(of: made)
        let actions = SwipeActionsRow.Actions(
            buttons: buttons, allowsFullSwipe: allowsFullSwipe,
            first: buttons.first.flatMap { firstButtonAction(in: $0.view) })
        if edge == .leading { row.leading = actions } else { row.trailing = actions }
        return row
    }
}
