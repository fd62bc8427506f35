/// One choice of a picker: what it shows, and the value it stands for.
public struct DFPickerOption<Value: Hashable>: Hashable {
    /// The value the option selects.
    public let value: Value
    /// The option's label.
    public let label: String
    /// A symbol name shown before the label (optional).
    public let icon: String?
    /// An option labelled `label` that selects `value`.
    public init(_ label: String, value: Value, icon: String? = nil) {
        self.label = label
        self.value = value
        self.icon = icon
    }
}

/// A choice as a picker style sees it: the selection's value is erased to its position.
public struct DFPickerItem: Hashable, Identifiable, Sendable {
    public let id: Int
    /// The option's label.
    public let label: String
    /// The option's icon, if any.
    public let icon: String?
}

/// What a `DFPickerStyle` draws `DFPicker` from: its content, its state and the active theme.
public struct DFPickerStyleConfiguration {
    /// The component's label.
    public let label: String
    /// The options, in order.
    public let items: [DFPickerItem]
    /// The chosen item's index (nil when the selection matches none of the options).
    public let selectedIndex: Int?
    /// Call with an item's index to choose it.
    public let select: @MainActor (Int) -> Void
    /// Whether the component is disabled (`.disabled(true)` above it).
    public let isDisabled: Bool
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFPicker` looks: `makeBody(configuration:)` draws it. `.dfPickerStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFPickerStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFPickerStyleConfiguration) -> Body
}

/// A type-erased `DFPickerStyle`, as the environment holds the one `.dfPickerStyle(_:)` sets.
public struct AnyDFPickerStyle: DFPickerStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFPickerStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFPickerStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFPickerStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFPickerStyleKey: EnvironmentKey { static let defaultValue = AnyDFPickerStyle(DFMenuPickerStyle()) }
extension EnvironmentValues {
    /// The style of the `DFPicker` views below (`.dfPickerStyle(_:)`).
    public var dfPickerStyle: AnyDFPickerStyle {
        get { self[DFPickerStyleKey.self] }
        set { self[DFPickerStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFPicker` views below; the innermost setting wins.
    public func dfPickerStyle<S: DFPickerStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfPickerStyle, (style as? AnyDFPickerStyle) ?? AnyDFPickerStyle(style))
    }
}

/// A choice of one value among several, over any Hashable selection: a menu (default), a
/// segmented control, a wheel, or glass.
public struct DFPicker<Value: Hashable>: View {
    let label: String
    let options: [DFPickerOption<Value>]
    @Binding var selection: Value
    @Environment(\.dfPickerStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A picker labelled `label`, bound to `selection`, offering `options`.
    public init(_ label: String, selection: Binding<Value>, options: [DFPickerOption<Value>]) {
        self.label = label
        _selection = selection
        self.options = options
    }

    /// Options named by `title` (a value's own description by default).
    public init(_ label: String, selection: Binding<Value>, options: [Value], title: (Value) -> String = { "\($0)" }) {
        self.label = label
        _selection = selection
        self.options = options.map { DFPickerOption(title($0), value: $0) }
    }

    public var body: some View {
        let binding = $selection
        let values = options.map(\.value)
        let enabled = isEnabled
        return style.makeBody(
            configuration: DFPickerStyleConfiguration(
                label: label,
                items: options.enumerated().map {
                    DFPickerItem(id: $0.offset, label: $0.element.label, icon: $0.element.icon)
                },
                selectedIndex: options.firstIndex { $0.value == selection },
                select: { i in if enabled, values.indices.contains(i) { binding.wrappedValue = values[i] } },
                isDisabled: !isEnabled, theme: theme))
    }
}

/// A button showing the choice; a tap opens the list of options beside it (a popover), where a
/// tap chooses and closes.
public struct DFMenuPickerStyle: DFPickerStyle, Sendable {
    /// The style; `.menu` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration: DFPickerStyleConfiguration) -> some View {
        DFMenuPicker(configuration: configuration)
    }
}

struct DFMenuPicker: View {
    let configuration: DFPickerStyleConfiguration
    @State private var isOpen = false

    var body: some View {
        let c = configuration
        let t = c.theme
        let current = c.selectedIndex.map { c.items[$0].label } ?? ""
        return HStack(spacing: t.spacing.sm) {
            Text(c.label).font(t.typography.body.font).foregroundStyle(t.colors.textPrimary).accessibilityHidden(true)
            Spacer(minLength: t.spacing.sm)
            Button {
                isOpen = true
            } label: {
                HStack(spacing: t.spacing.xs) {
                    Text(current).lineLimit(1)
                    Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .semibold))
                }
                .font(t.typography.body.font)
                .foregroundStyle(c.isDisabled ? t.colors.textDisabled : t.colors.primary)
                .padding(.horizontal, t.spacing.md)
                .padding(.vertical, t.spacing.sm)
                .background(
                    RoundedRectangle(cornerRadius: t.radius.md).fill(t.colors.primary.opacity(isOpen ? 0.16 : 0.08)))
            }
            .buttonStyle(.plain)
            .disabled(c.isDisabled)
            .accessibilityLabel(c.label)
            .accessibilityValue(current)
            .popover(isPresented: $isOpen) {
                DFPickerMenuList(configuration: c, close: { isOpen = false })
            }
        }
    }
}

/// The list of options in the menu's popover: the chosen one ticked.
struct DFPickerMenuList: View {
    let configuration: DFPickerStyleConfiguration
    let close: @MainActor () -> Void
    var body: some View {
        let c = configuration
        let t = c.theme
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(c.items) { item in
                Button {
                    c.select(item.id)
                    close()
                } label: {
                    HStack(spacing: t.spacing.sm) {
                        Image(systemName: "checkmark").font(.system(size: 14, weight: .semibold))
                            .foregroundStyle(t.colors.primary).opacity(item.id == c.selectedIndex ? 1 : 0)
                            .accessibilityHidden(true)
                        if let icon = item.icon {
                            Image(systemName: icon).foregroundStyle(t.colors.textSecondary).accessibilityHidden(true)
                        }
                        Text(item.label).font(t.typography.body.font).foregroundStyle(t.colors.textPrimary)
                        Spacer(minLength: 0)
                    }
                    .padding(.horizontal, t.spacing.md)
                    .frame(minWidth: 180, minHeight: 44)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel(item.label)
                .accessibilityAddTraits(item.id == c.selectedIndex ? .isSelected : [])
                if item.id < c.items.count - 1 {
                    Rectangle().fill(t.colors.border).frame(height: 1).padding(.leading, 40)
                }
            }
        }
        .padding(.vertical, t.spacing.xs)
        .background(t.colors.surfaceElevated)
    }
}

/// Side-by-side segments in a track; the chosen one raised. For a few short options.
public struct DFSegmentedPickerStyle: DFPickerStyle, Sendable {
    /// The style; `.segmented` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFPickerStyleConfiguration) -> some View {
        dfSegments(
            c,
            track: AnyView(
                RoundedRectangle(cornerRadius: c.theme.radius.md).fill(c.theme.colors.textPrimary.opacity(0.07))),
            thumb: c.theme.colors.surfaceElevated)
    }
}

/// The segments on frosted glass.
public struct DFGlassPickerStyle: DFPickerStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFPickerStyleConfiguration) -> some View {
        dfSegments(
            c,
            track: AnyView(
                Color.clear.background(.regularMaterial, in: RoundedRectangle(cornerRadius: c.theme.radius.md))
                    .overlay(
                        RoundedRectangle(cornerRadius: c.theme.radius.md).strokeBorder(
                            Color.white.opacity(0.45), lineWidth: 1))),
            thumb: c.theme.colors.primary.opacity(0.3))
    }
}

@MainActor
func dfSegments(_ c: DFPickerStyleConfiguration, track: AnyView, thumb: Color) -> some View {
    let t = c.theme
    return HStack(spacing: 2) {
        ForEach(c.items) { item in
            let selected = item.id == c.selectedIndex
            Button {
                withAnimation(t.animation.fast) { c.select(item.id) }
            } label: {
                HStack(spacing: t.spacing.xs) {
                    if let icon = item.icon { Image(systemName: icon) }
                    Text(item.label).lineLimit(1)
                }
                .font(selected ? t.typography.label.font : t.typography.body.font.weight(.regular))
                .foregroundStyle(c.isDisabled ? t.colors.textDisabled : t.colors.textPrimary)
                .frame(maxWidth: .infinity, minHeight: 32)
                .background(
                    RoundedRectangle(cornerRadius: t.radius.md - 2).fill(selected ? thumb : Color.clear)
                        .shadow(color: Color.black.opacity(selected ? 0.12 : 0), radius: 2, y: 1)
                )
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(item.label)
            .accessibilityAddTraits(selected ? .isSelected : [])
        }
    }
    .padding(2)
    .background(track)
    .disabled(c.isDisabled)
    .accessibilityElement(children: .contain)
    .accessibilityLabel(c.label)
}

/// A spinning wheel of the options.
public struct DFWheelPickerStyle: DFPickerStyle, Sendable {
    /// The style; `.wheel` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFPickerStyleConfiguration) -> some View {
        DFWheel(
            title: c.label, items: c.items.map(\.label), selectedIndex: c.selectedIndex ?? 0, select: c.select,
            theme: c.theme,
            isDisabled: c.isDisabled
        )
        .opacity(c.isDisabled ? 0.5 : 1)
    }
}

extension DFPickerStyle where Self == DFMenuPickerStyle {
    /// A button showing the choice; a tap opens the list of options beside it (a popover), where a
    /// tap chooses and closes.
    public static var menu: DFMenuPickerStyle { DFMenuPickerStyle() }
}
extension DFPickerStyle where Self == DFSegmentedPickerStyle {
    /// Side-by-side segments in a track; the chosen one raised. For a few short options.
    public static var segmented: DFSegmentedPickerStyle { DFSegmentedPickerStyle() }
}
extension DFPickerStyle where Self == DFWheelPickerStyle {
    /// A spinning wheel of the options.
    public static var wheel: DFWheelPickerStyle { DFWheelPickerStyle() }
}
extension DFPickerStyle where Self == DFGlassPickerStyle {
    /// The segments on frosted glass.
    public static var glass: DFGlassPickerStyle { DFGlassPickerStyle() }
}
