import KioskRaster

/// A view drawn as one layer whose colours pass through a matrix: SwiftUI's colour filters
/// (`.grayscale`, `.saturation`, `.brightness`, `.contrast`, `.hueRotation`, `.colorInvert`,
/// `.colorMultiply`, `.luminanceToAlpha`). A filter that changes nothing draws no layer, so
/// `.grayscale(isOff ? 1 : 0)` costs nothing while the tile is on.
package struct ColorFilterView<Content: View>: View, PrimitiveView, StoredChildren, CompositingGroupMarker {
    let content: Content
    let matrix: PixelColorMatrix
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    var layerEffect: LayerEffect? { matrix == .identity ? nil : .colorMatrix(matrix) }
}

extension View {
    /// The view's colours towards grey by `amount` (0: as they are, 1: grey).
    public func grayscale(_ amount: Double) -> some View {
        ColorFilterView(content: self, matrix: .saturate(1 - min(1, max(0, amount))))
    }
    /// The view's colours' saturation scaled by `amount` (0: grey, 1: as they are).
    public func saturation(_ amount: Double) -> some View {
        ColorFilterView(content: self, matrix: .saturate(max(0, amount)))
    }
    /// `amount` added to the view's colours (negative darkens; 1 is white).
    public func brightness(_ amount: Double) -> some View {
        ColorFilterView(content: self, matrix: .brightness(amount))
    }
    /// The view's colours' distance from mid-grey scaled by `amount` (0: grey, 1: as they are).
    public func contrast(_ amount: Double) -> some View {
        ColorFilterView(content: self, matrix: .contrast(amount))
    }
    /// The view's hues turned by `angle` round the colour wheel.
    public func hueRotation(_ angle: Angle) -> some View {
        ColorFilterView(content: self, matrix: .hueRotate(degrees: angle.degrees))
    }
    /// The view's colours inverted.
    public func colorInvert() -> some View { ColorFilterView(content: self, matrix: .invert(1)) }
    /// The view's colours multiplied by `color`'s (a tint that keeps shading).
    public func colorMultiply(_ color: Color) -> some View {
        ColorFilterMultiplyView(content: self, color: color)
    }
    /// The view as black whose alpha is its colours' luminance (a mask from a picture).
    public func luminanceToAlpha() -> some View { ColorFilterView(content: self, matrix: .luminanceToAlpha) }
}

/// `.colorMultiply`, whose colour is resolved in the view's environment (light or dark).
package struct ColorFilterMultiplyView<Content: View>: View {
    let content: Content
    let color: Color
    @Environment(\.self) private var environment
    public var body: some View {
        ColorFilterView(content: content, matrix: .multiply(color.resolve(in: environment)))
    }
}
