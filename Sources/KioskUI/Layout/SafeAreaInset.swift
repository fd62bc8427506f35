/// The top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}

/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

extension View {
    /// Puts `content` along `edge` (a bar of buttons under a list) and gives this view the rest
    /// of the room: the view is inset by the bar, which is as wide as the view and lined up in it
    /// by `alignment`, `spacing` away (nil: none). A kiosk screen has no system safe area, so
    /// the view ends where the bar begins rather than scrolling under it.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let bar = content().frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
        return VStack(spacing: spacing ?? 0) {
            if edge == .top { bar }
            frame(maxHeight: .infinity)
            if edge == .bottom { bar }
        }
    }

    /// Puts `content` along the leading or trailing `edge` and gives this view the rest of the
    /// room (see the vertical form).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let bar = content().frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
        return HStack(spacing: spacing ?? 0) {
            if edge == .leading { bar }
            frame(maxWidth: .infinity)
            if edge == .trailing { bar }
        }
    }
}
