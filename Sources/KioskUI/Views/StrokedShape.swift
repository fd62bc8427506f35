import KioskRaster

extension Shape {
    /// The shape's outline, `lineWidth` points wide and centred on the path, as a shape of its
    /// own: drawn in the foreground colour, or filled with `.fill(_:)`.
    public func stroke(lineWidth: Double = 1) -> some Shape {
        StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The shape's outline with caps, joins and dashes, as a shape of its own.
    public func stroke(style: StrokeStyle) -> some Shape { StrokedShape(base: self, style: style) }
}

/// A shape's stroke as a shape: the area the stroke covers.
///
/// Drawn as it is (in the foreground colour) it is a stroke of the base shape. Filled, or used
/// as a clip or a touch area, it is the stroke's outline (`Path.strokedPath`).
package struct StrokedShape<Base: Shape>: Shape {
    var base: Base
    var style: StrokeStyle
    /// The base shape's own.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func path(in rect: Rect) -> Path { base.path(in: rect).strokedPath(style.raster) }
    public var body: some View { ShapeView(shape: base, fill: nil, stroke: (ForegroundStyle(), style.raster)) }
}
