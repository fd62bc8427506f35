/// A choice among tagged views (SwiftUI's `Picker`): each child's `.tag` is a value, its
/// text the option's label; drawn as DFPicker in the style `.pickerStyle` chooses.
public struct Picker<SelectionValue: Hashable, Content: View>: View {
    let title: String
    let content: Content
    @Binding var selection: SelectionValue
    @Environment(\.pickerStyleKind) private var style

    /// SwiftUI's picker: the rows of `content`, each with a `.tag`, select `selection`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = title
        _selection = selection
        self.content = content()
    }

    public var body: some View {
        let options: [DFPickerOption<SelectionValue>] = viewChildren(of: content).compactMap { c in
            guard let value = c.tag?.base as? SelectionValue else { return nil }
            return DFPickerOption(c.text ?? "\(value)", value: value)
        }
        let picker = DFPicker(title, selection: $selection, options: options)
        return Group {
            switch style {
            case .segmented: picker.dfPickerStyle(.segmented)
            case .wheel: picker.dfPickerStyle(.wheel)
            case .inline: picker.dfPickerStyle(DFInlinePickerStyle())
            case .menu, .automatic: picker.dfPickerStyle(.menu)
            }
        }
    }
}

/// SwiftUI's picker styles.
public enum PickerStyleKind: Hashable, Sendable { case automatic, menu, segmented, wheel, inline }

struct PickerStyleKindKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }
extension EnvironmentValues {
    /// The look of pickers below (`.pickerStyle`).
    public var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }
}
extension View {
    /// The look of pickers below: menu, segmented, wheel or inline.
    public func pickerStyle(_ style: PickerStyleKind) -> some View { environment(\.pickerStyleKind, style) }
}

/// The options as rows in place, the chosen one ticked (a picker inline in a form).
struct DFInlinePickerStyle: DFPickerStyle, Sendable {
    func makeBody(configuration c: DFPickerStyleConfiguration) -> some View {
        VStack(alignment: .leading, spacing: c.theme.spacing.xs) {
            Text(c.label).font(c.theme.typography.caption.font).foregroundStyle(c.theme.colors.textSecondary)
                .accessibilityHidden(true)
            DFPickerMenuList(configuration: c, close: {})
                .clipShape(RoundedRectangle(cornerRadius: c.theme.radius.md))
        }
    }
}
