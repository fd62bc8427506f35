import KioskRaster

/// How a presentation shows: where it goes, whether it dims and traps what is beneath, how a
/// tap outside it is taken, and how it comes and goes.
package enum PresentationKind: Equatable, Sendable {
    /// Beside its anchor; a tap outside dismisses it.
    case popover
    /// Centred over a dimmed screen; taps outside dismiss it only when allowed.
    case modal(dismissesOnOutsideTap: Bool)
    /// From the bottom edge over a dimmed screen (at most `maxHeightFraction` of it); a tap
    /// above it dismisses it.
    case sheet(maxHeightFraction: Double)
    /// The whole screen.
    case fullScreen
    /// Over the content at an edge, without trapping anything (toasts, banners).
    case overlay(Alignment)

    var backdrop: Double? {
        switch self {
        case .popover: return 0
        case .modal, .sheet: return 0.35
        case .fullScreen: return 0
        case .overlay: return nil
        }
    }

    var dismissesOnOutsideTap: Bool {
        switch self {
        case .popover, .sheet: return true
        case .modal(let d): return d
        case .fullScreen, .overlay: return false
        }
    }

    var isOverlay: Bool { if case .overlay = self { return true } else { return false } }

    /// Modal kinds are the only accessible (and focusable) content while shown.
    var isModal: Bool {
        switch self {
        case .modal, .sheet, .fullScreen: return true
        case .popover, .overlay: return false
        }
    }

    var transition: AnyTransition {
        switch self {
        case .popover: return .opacity
        case .modal: return AnyTransition.opacity.combined(with: .scale(scale: 0.92))
        case .sheet, .fullScreen: return .move(edge: .bottom)
        case .overlay(let a):
            return AnyTransition.move(edge: a.vertical == .bottom ? .bottom : .top).combined(with: .opacity)
        }
    }

    @MainActor
    func frame(for s: LayoutChild, anchor: ViewNode?, pan: Double, in area: Rect, presentation p: Presentation) -> Rect
    {
        let margin = 16.0
        switch self {
        case .popover:
            guard let anchor else { return .zero }
            let a = anchor.frame.offsetBy(dx: anchor.drawnShift.x, dy: anchor.drawnShift.y - pan)
            let placed = PopoverPlacement.place(
                size: s.sizeThatFits(ProposedViewSize(width: nil, height: nil)), anchor: a, in: area, margin: 8)
            p.edge = placed.edge
            p.anchorFrame = a
            return placed.frame
        case .modal:
            let width = min(area.width - 2 * margin, 560)
            let size = s.sizeThatFits(ProposedViewSize(width: width, height: nil))
            let h = min(size.height, area.height - 2 * margin), w = min(size.width, width)
            return Rect(x: (area.midX - w / 2).rounded(), y: (area.midY - h / 2).rounded(), width: w, height: h)
        case .sheet(let fraction):
            let width = min(area.width, 720)
            let size = s.sizeThatFits(ProposedViewSize(width: width, height: nil))
            let h = min(size.height, area.height * fraction)
            return Rect(x: (area.midX - width / 2).rounded(), y: area.maxY - h, width: width, height: h)
        case .fullScreen:
            return area
        case .overlay(let alignment):
            let width = min(area.width - 2 * margin, 560)
            let size = s.sizeThatFits(ProposedViewSize(width: width, height: nil))
            let inner = area.insetBy(dx: margin, dy: margin)
            let fitted = Size(width: min(size.width, inner.width), height: min(size.height, inner.height))
            return Rect(origin: alignment.origin(of: fitted, in: inner), size: fitted)
        }
    }
}

/// Something a view presents above everything else: a popover, a modal, a sheet, a toast.
@MainActor
package final class Presentation {
    let id: UInt64
    @WeakNode var anchor: ViewNode?
    var kind: PresentationKind
    var content: AnyView
    let dismiss: @MainActor () -> Void
    /// The anchor's edge a popover hangs from, and the anchor's frame, as last placed.
    public internal(set) var edge: Edge = .bottom
    public internal(set) var anchorFrame: Rect = .zero
    init(
        id: UInt64, anchor: ViewNode, kind: PresentationKind, content: AnyView, dismiss: @escaping @MainActor () -> Void
    ) {
        self.id = id
        self.anchor = anchor
        self.kind = kind
        self.content = content
        self.dismiss = dismiss
    }
}

extension ViewGraph {
    /// Shows (or updates) what the view `anchor` presents.
    func present(
        _ content: AnyView, kind: PresentationKind, from anchor: ViewNode, dismiss: @escaping @MainActor () -> Void
    ) {
        if let p = presentations.first(where: { $0.id == anchor.id }) {
            p.content = content
            p.kind = kind
        } else {
            presentations.append(
                Presentation(id: anchor.id, anchor: anchor, kind: kind, content: content, dismiss: dismiss))
            // Presentations always come in animated, as SwiftUI's do.
            if frameTransaction == nil { frameTransaction = .easeInOut(duration: 0.25) }
        }
        root.invalidate()
    }

    /// Takes away the presentation of the view `id`, if it has one.
    func endPresentation(of id: UInt64) {
        guard let i = presentations.firstIndex(where: { $0.id == id }) else { return }
        presentations.remove(at: i)
        if frameTransaction == nil { frameTransaction = .easeInOut(duration: 0.25) }
        root.invalidate()
        root.invalidatePlacement()
        layoutDirty = true
    }

    /// The presentation made by the view `id` (for styles that draw toward their anchor).
    func presentation(of id: UInt64) -> Presentation? { presentations.first { $0.id == id } }
}

/// A view that presents something while its binding is true (`.popover`, `.sheet`, ...).
struct PresentingView<Content: View, Presented: View>: View, PrimitiveView, NodeAwareView {
    let content: Content
    let isPresented: Binding<Bool>
    let kind: PresentationKind
    let presented: Presented
    let onDismiss: (@MainActor () -> Void)?
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    func children(of node: ViewNode) -> [ChildView] {
        let graph = node.graph
        if isPresented.wrappedValue {
            let binding = isPresented
            let dismissAction = DismissAction { binding.wrappedValue = false }
            graph.present(AnyView(EmptyView()), kind: kind, from: node, dismiss: { binding.wrappedValue = false })
            let placement = graph.presentation(of: node.id)
            // Presented content sees the presenter's environment (its theme, its colour
            // scheme), not the root's, plus the action that closes it and its placement.
            let content = presented.environment(\.dismiss, dismissAction).environment(
                \.presentationPlacementReference, WeakPresentation(value: placement)
            )
            .environment(\.self, node.environment)
            placement?.content = AnyView(content)
        } else if graph.presentation(of: node.id) != nil {
            graph.endPresentation(of: node.id)
            onDismiss?()
        }
        return children()
    }
}

/// Closes the presentation a view is in (SwiftUI's `@Environment(\.dismiss)`).
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    /// An action that runs `action`.
    package init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    /// Closes the presentation (`dismiss()`).
    @MainActor public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }
/// The content's own presentation, held weakly: the presentation holds the content, so a
/// strong reference back made a cycle that kept every dismissed sheet in memory.
struct PresentationPlacementKey: EnvironmentKey { static let defaultValue = WeakPresentation() }
struct WeakPresentation { weak var value: Presentation? }

extension EnvironmentValues {
    /// Closes the presentation (sheet, popover, full-screen cover) this view is in; SwiftUI's `\.dismiss`.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Where the presentation this content is in was placed (a popover's edge and anchor), as
    /// of the latest layout: read it during evaluation of geometry-dependent content.
    package internal(set) var presentationPlacement: Presentation? {
        get { self[PresentationPlacementKey.self].value }
        set { self[PresentationPlacementKey.self] = WeakPresentation(value: newValue) }
    }
    /// The weak reference itself: an environment modifier keeps the value it writes, so
    /// writing the presentation through `presentationPlacement` would hold it strongly.
    var presentationPlacementReference: WeakPresentation {
        get { self[PresentationPlacementKey.self] }
        set { self[PresentationPlacementKey.self] = newValue }
    }
}

/// The default popover look: the content on a rounded panel with a soft shadow.
struct PopoverChrome<Content: View>: View {
    let content: Content
    var body: some View {
        // The shadow belongs to the panel alone (on the content it would shade every label).
        content
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .background(
                RoundedRectangle(cornerRadius: 12).fill(
                    Color(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0x2C2C2E))
                )
                .shadow(color: Color.black.opacity(0.2), radius: 12, y: 4))
    }
}

extension View {
    /// Presents `content` in a panel anchored to this view while `isPresented` is true, as
    /// SwiftUI's popover: below the view when there is room, else above; a tap outside it
    /// dismisses it (and sets `isPresented` to false).
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
        PresentingView(
            content: self, isPresented: isPresented, kind: .popover, presented: PopoverChrome(content: content()),
            onDismiss: nil)
    }

    /// Presents `content` while `isPresented` is true, in the way `kind` says, without any
    /// chrome (design systems draw their own modals, sheets and toasts with it).
    package func presentation<Content: View>(
        isPresented: Binding<Bool>, kind: PresentationKind, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        PresentingView(content: self, isPresented: isPresented, kind: kind, presented: content(), onDismiss: onDismiss)
    }
}
