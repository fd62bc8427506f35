import KioskRender
import KioskRaster

/// A blurred, tinted backdrop, as SwiftUI's materials: a real Gaussian blur of what lies
/// beneath (drawn by the software renderer), tinted light or dark by the colour scheme.
public struct Material: Hashable, Sendable {
    /// Blur radius in points and tint opacity.
    let blurRadius: Double
    let tint: Double
    /// The most see-through material: a light blur, lightly tinted.
    public static let ultraThinMaterial = Material(blurRadius: 8, tint: 0.35)
    /// A thin material: more see-through than regular.
    public static let thinMaterial = Material(blurRadius: 12, tint: 0.5)
    /// The regular material, as SwiftUI's `.regularMaterial`.
    public static let regularMaterial = Material(blurRadius: 16, tint: 0.62)
    /// A thick material: less see-through than regular.
    public static let thickMaterial = Material(blurRadius: 20, tint: 0.75)
    /// The least see-through material: a strong blur, heavily tinted.
    public static let ultraThickMaterial = Material(blurRadius: 24, tint: 0.85)
}

/// A shape filled with a material.
package struct MaterialView<S: Shape>: View, PrimitiveView, StoredChildren {
    let material: Material
    let shape: S
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func makeLayout() -> any NodeLayout { FlexibleLayout() }
    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let s = context.scale
        let device = context.device(frame)
        let path = shape.path(placedIn: frame, scale: s)
        let tint =
            environment.colorScheme == .dark
            ? RGBAColor(hex: 0x1C1C1E, alpha: material.tint) : RGBAColor(hex: 0xF9F9F9, alpha: material.tint)
        let bounds = PixelRect(covering: device).insetBy(dx: -1, dy: -1)
        let shadow = (shape as? RoundedShapeGeometry).map { ($0.deviceRect(device), $0.radii(in: device)) }
        return [
            DrawItem(command: .pushClip(path), bounds: bounds),
            DrawItem(command: .backdropBlur(device, radius: material.blurRadius * s), bounds: bounds),
            DrawItem(command: .fill(path, .solid(tint), .nonZero), bounds: bounds, shadowShape: shadow),
            DrawItem(command: .popClip, bounds: bounds),
        ]
    }
}

extension View {
    /// `.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`.
    public func background<S: Shape>(_ material: Material, in shape: S) -> some View {
        background(MaterialView(material: material, shape: shape))
    }
    /// A material behind the view: the blurred, tinted content beneath it.
    public func background(_ material: Material) -> some View {
        background(MaterialView(material: material, shape: Rectangle()))
    }
}
