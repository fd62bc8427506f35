import KioskRaster

/// How a view's pixels mix with those beneath it (SwiftUI's `BlendMode`): the modes of the
/// CSS and Core Graphics families, worked on the view drawn as one layer.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Drawn over what is beneath.
    case normal
    /// The colours multiplied: never lighter (a tint on a photo).
    case multiply
    /// The inverted colours multiplied, then inverted: never darker (a glow).
    case screen
    /// Multiply or screen, by the backdrop's lightness.
    case overlay
    /// The darker of the two, channel by channel.
    case darken
    /// The lighter of the two, channel by channel.
    case lighten
    /// The backdrop brightened to reflect the view.
    case colorDodge
    /// The backdrop darkened to reflect the view.
    case colorBurn
    /// A gentle overlay, by the view's lightness.
    case softLight
    /// Multiply or screen, by the view's lightness.
    case hardLight
    /// The difference of the two, channel by channel.
    case difference
    /// As `difference`, with less contrast.
    case exclusion
    /// The view's hue at the backdrop's saturation and luminosity.
    case hue
    /// The view's saturation at the backdrop's hue and luminosity.
    case saturation
    /// The view's hue and saturation at the backdrop's luminosity.
    case color
    /// The view's luminosity at the backdrop's hue and saturation.
    case luminosity
    /// The view only where the backdrop is, over it.
    case sourceAtop
    /// The view beneath what is already there.
    case destinationOver
    /// The backdrop erased where the view is.
    case destinationOut
    /// The sum of the two, less one: darker.
    case plusDarker
    /// The sum of the two: lighter.
    case plusLighter

    var mix: MixBlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

/// `.blendMode(_:)`: the view drawn as one layer, mixed with what is beneath it.
package struct BlendModeView<Content: View>: View, PrimitiveView, StoredChildren, CompositingGroupMarker {
    let content: Content
    let mode: BlendMode
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    var layerEffect: LayerEffect? { mode == .normal ? nil : .mix(mode.mix) }
}

extension View {
    /// Mixes the view with what is drawn beneath it in `mode` (`.multiply` to tint, `.screen`
    /// to glow, `.difference` for text that stays readable on any colour).
    public func blendMode(_ mode: BlendMode) -> some View { BlendModeView(content: self, mode: mode) }
}
