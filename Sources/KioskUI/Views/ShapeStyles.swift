import KioskRaster

// Shape styles where SwiftUI code names them by their static members (`.fill(.blue)`,
// `.foregroundStyle(.secondary)`, `.background(.thinMaterial)`), and `AnyShapeStyle`.

extension ShapeStyle where Self == Color {
    /// `Color.red`, where a shape style is expected (`.foregroundStyle(.red)`).
    public static var red: Color { Color.red }
    /// `Color.orange`, where a shape style is expected (`.foregroundStyle(.orange)`).
    public static var orange: Color { Color.orange }
    /// `Color.yellow`, where a shape style is expected (`.foregroundStyle(.yellow)`).
    public static var yellow: Color { Color.yellow }
    /// `Color.green`, where a shape style is expected (`.foregroundStyle(.green)`).
    public static var green: Color { Color.green }
    /// `Color.mint`, where a shape style is expected (`.foregroundStyle(.mint)`).
    public static var mint: Color { Color.mint }
    /// `Color.teal`, where a shape style is expected (`.foregroundStyle(.teal)`).
    public static var teal: Color { Color.teal }
    /// `Color.cyan`, where a shape style is expected (`.foregroundStyle(.cyan)`).
    public static var cyan: Color { Color.cyan }
    /// `Color.blue`, where a shape style is expected (`.foregroundStyle(.blue)`).
    public static var blue: Color { Color.blue }
    /// `Color.indigo`, where a shape style is expected (`.foregroundStyle(.indigo)`).
    public static var indigo: Color { Color.indigo }
    /// `Color.purple`, where a shape style is expected (`.foregroundStyle(.purple)`).
    public static var purple: Color { Color.purple }
    /// `Color.pink`, where a shape style is expected (`.foregroundStyle(.pink)`).
    public static var pink: Color { Color.pink }
    /// `Color.brown`, where a shape style is expected (`.foregroundStyle(.brown)`).
    public static var brown: Color { Color.brown }
    /// `Color.gray`, where a shape style is expected (`.foregroundStyle(.gray)`).
    public static var gray: Color { Color.gray }
    /// `Color.black`, where a shape style is expected (`.foregroundStyle(.black)`).
    public static var black: Color { Color.black }
    /// `Color.white`, where a shape style is expected (`.foregroundStyle(.white)`).
    public static var white: Color { Color.white }
    /// `Color.clear`, where a shape style is expected (`.foregroundStyle(.clear)`).
    public static var clear: Color { Color.clear }
    /// `Color.primary`, where a shape style is expected (`.foregroundStyle(.primary)`).
    public static var primary: Color { Color.primary }
    /// `Color.secondary`, where a shape style is expected (`.foregroundStyle(.secondary)`).
    public static var secondary: Color { Color.secondary }
    /// `Color.tertiary`, where a shape style is expected (`.foregroundStyle(.tertiary)`).
    public static var tertiary: Color { Color.tertiary }
    /// `Color.quaternary`, where a shape style is expected (`.foregroundStyle(.quaternary)`).
    public static var quaternary: Color { Color.quaternary }
}

extension ShapeStyle where Self == Material {
    /// `Material.ultraThinMaterial`, where a shape style is expected.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// `Material.thinMaterial`, where a shape style is expected.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// `Material.regularMaterial`, where a shape style is expected.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// `Material.thickMaterial`, where a shape style is expected.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// `Material.ultraThickMaterial`, where a shape style is expected.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
}

/// A material used as a plain shape style (`foregroundStyle(.thinMaterial)`) is its tint: the
/// backdrop blur is drawn where the material is a background or a shape's fill
/// (`.background(.thinMaterial)`, `Circle().fill(.thinMaterial)`).
extension Material: ShapeStyle {
    /// The material's tint for the colour scheme.
    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        .solid(
            environment.colorScheme == .dark
                ? RGBAColor(hex: 0x1C1C1E, alpha: tint) : RGBAColor(hex: 0xF9F9F9, alpha: tint))
    }
}

extension Shape {
    /// The shape filled with `material`: the backdrop blurred and tinted inside it.
    public func fill(_ material: Material) -> some View { MaterialView(material: material, shape: self) }
}

/// A shape style whose type is hidden, so that one property can hold a colour or a gradient.
public struct AnyShapeStyle: ShapeStyle {
    private let style: any ShapeStyle
    /// `style`, with its type hidden.
    public init<S: ShapeStyle>(_ style: S) { self.style = style }
    /// The wrapped style's paint.
    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        style.resolvePaint(in: rect, environment: environment)
    }
}
