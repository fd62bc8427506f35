import KioskRaster

/// Something a view presents above everything else, anchored to itself: a popover, a menu.
@MainActor
final class Presentation {
    let id: UInt64
    weak var anchor: ViewNode?
    var content: AnyView
    let dismiss: @MainActor () -> Void
    /// The anchor's edge the presentation hangs from, as last placed (`.bottom`: below it).
    var edge: Edge = .bottom
    init(id: UInt64, anchor: ViewNode, content: AnyView, dismiss: @escaping @MainActor () -> Void) {
        self.id = id; self.anchor = anchor; self.content = content; self.dismiss = dismiss
    }
}

extension ViewGraph {
    /// Shows (or updates) the presentation of the view `anchor`.
    func present(_ content: AnyView, from anchor: ViewNode, dismiss: @escaping @MainActor () -> Void) {
        if let p = presentations.first(where: { $0.id == anchor.id }) {
            p.content = content
        } else {
            presentations.append(Presentation(id: anchor.id, anchor: anchor, content: content, dismiss: dismiss))
        }
        root.invalidate()
    }

    /// Takes away the presentation of the view `id`, if it has one.
    func endPresentation(of id: UInt64) {
        guard let i = presentations.firstIndex(where: { $0.id == id }) else { return }
        presentations.remove(at: i)
        root.invalidate()
        root.invalidatePlacement()
        layoutDirty = true
    }
}

/// A view with a popover attached (`.popover(isPresented:)`).
struct PopoverPresenter<Content: View, Popover: View>: View, PrimitiveView, NodeAwareView {
    let content: Content
    let isPresented: Binding<Bool>
    let popover: Popover
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    func children(of node: ViewNode) -> [ChildView] {
        let graph = node.graph
        if isPresented.wrappedValue {
            let binding = isPresented
            graph.present(AnyView(PopoverChrome(content: popover)), from: node, dismiss: { binding.wrappedValue = false })
        } else {
            graph.endPresentation(of: node.id)
        }
        return children()
    }
}

/// The default popover look: the content on a rounded panel with a soft shadow.
struct PopoverChrome<Content: View>: View {
    let content: Content
    var body: some View {
        // The shadow belongs to the panel alone (on the content it would shade every label).
        content
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0x2C2C2E)))
                .shadow(color: Color.black.opacity(0.2), radius: 12, y: 4))
    }
}

extension View {
    /// Presents `content` in a panel anchored to this view while `isPresented` is true, as
    /// SwiftUI's popover: below the view when there is room, else above; a tap outside it
    /// dismisses it (and sets `isPresented` to false).
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
        PopoverPresenter(content: self, isPresented: isPresented, popover: content())
    }
}
