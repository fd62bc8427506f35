import DesignFoundation

// A grid of cards that open into a detail view, as SwiftUI code writes a hero animation.
struct HeroGrid: View {
    @Namespace private var animation
    @State private var selected: Int?

    var body: some View {
        ZStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                ForEach(0..<6) { index in
                    if selected != index {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.blue.gradient)
                            .matchedGeometryEffect(id: index, in: animation)
                            .frame(height: 100)
                            .onTapGesture {
                                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { selected = index }
                            }
                    } else {
                        Color.clear.frame(height: 100)
                    }
                }
            }
            if let selected {
                RoundedRectangle(cornerRadius: 24)
                    .fill(Color.blue.gradient)
                    .matchedGeometryEffect(id: selected, in: animation)
                    .overlay(alignment: .topTrailing) {
                        Button {
                            withAnimation(.spring()) { self.selected = nil }
                        } label: {
                            Image(systemName: "xmark.circle.fill").font(.title)
                        }
                        .padding()
                        .transition(.opacity.animation(.easeIn.delay(0.2)))
                    }
                    .padding()
            }
        }
    }
}

// A tab bar whose underline slides to the selected tab.
struct UnderlinedTabs: View {
    @Namespace var underline
    @State var tab = "Hot"
    let tabs = ["Hot", "Cold", "Food"]
    var body: some View {
        HStack {
            ForEach(tabs, id: \.self) { name in
                VStack {
                    Text(name).onTapGesture { withAnimation(.easeInOut) { tab = name } }
                    if tab == name {
                        Capsule().frame(height: 3).matchedGeometryEffect(id: "underline", in: underline)
                    } else {
                        Capsule().frame(height: 3).hidden()
                    }
                }
            }
        }
        .background(
            RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.2))
                .matchedGeometryEffect(id: tab, in: underline, properties: .position, anchor: .top, isSource: false)
        )
    }
}

// Apple's draggable circle: a long press, then a drag.
struct DraggableCircle: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing: return .zero
            case .dragging(let translation): return translation
            }
        }
        var isActive: Bool {
            switch self {
            case .inactive: return false
            case .pressing, .dragging: return true
            }
        }
    }

    @GestureState var dragState = DragState.inactive
    @State var viewState = CGSize.zero

    var body: some View {
        let minimumLongPressDuration = 0.5
        let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                self.viewState.width += drag.translation.width
                self.viewState.height += drag.translation.height
            }

        return Circle()
            .fill(Color.blue)
            .overlay(dragState.isActive ? Circle().stroke(Color.white, lineWidth: 2) : nil)
            .frame(width: 100, height: 100, alignment: .center)
            .offset(
                x: viewState.width + dragState.translation.width,
                y: viewState.height + dragState.translation.height
            )
            .animation(.linear(duration: minimumLongPressDuration), value: dragState.isActive)
            .shadow(radius: dragState.isActive ? 8 : 0)
            .gesture(longPressDrag)
    }
}

// A photo that a double tap zooms and a single tap selects.
struct ZoomablePhoto: View {
    @State private var zoomed = false
    @State private var selected = false
    var body: some View {
        Rectangle()
            .fill(selected ? Color.orange : Color.gray)
            .scaleEffect(zoomed ? 2 : 1)
            .gesture(
                TapGesture(count: 2)
                    .onEnded { withAnimation { zoomed.toggle() } }
                    .exclusively(before: TapGesture().onEnded { selected.toggle() })
            )
    }
}

// A notes screen with a text editor.
struct NotesScreen: View {
    @State private var notes = ""
    @FocusState private var editing: Bool
    var body: some View {
        VStack(alignment: .leading) {
            Text("Notes").font(.headline)
            TextEditor(text: $notes)
                .focused($editing)
                .frame(minHeight: 120)
                .scrollContentBackground(.hidden)
                .background(Color.yellow.opacity(0.1))
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.secondary))
            Text("\(notes.count) characters").font(.caption).foregroundStyle(.secondary)
        }
        .padding()
    }
}

// Map pins drawn as symbols in a canvas.
struct PinMap: View {
    let pins: [CGPoint]
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.mint.opacity(0.2)))
            if let pin = context.resolveSymbol(id: 0) {
                for p in pins { context.draw(pin, at: p, anchor: .bottom) }
            }
        } symbols: {
            Image(systemName: "mappin").font(.title).foregroundStyle(.red).tag(0)
        }
    }
}
