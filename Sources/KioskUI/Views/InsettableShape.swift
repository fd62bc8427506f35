import KioskRaster

/// A shape that can be drawn smaller by an amount on every side, as SwiftUI's
/// `InsettableShape`: what `strokeBorder` needs to keep a border inside the frame.
///
/// A custom shape conforms by keeping the amount and drawing with it:
///
/// ```swift
/// struct Arc: InsettableShape {
///     var insetAmount = 0.0
///     func path(in rect: CGRect) -> Path { ... radius: rect.width / 2 - insetAmount ... }
///     func inset(by amount: CGFloat) -> some InsettableShape {
///         var arc = self
///         arc.insetAmount += amount
///         return arc
///     }
/// }
/// ```
public protocol InsettableShape: Shape {
    /// The shape `inset(by:)` returns.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side.
    func inset(by amount: Double) -> InsetShape
}

extension InsettableShape {
    /// The shape's outline drawn inside its frame: the shape inset by half the line's width,
    /// then stroked, so a border never spills over its neighbours.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
    /// The shape's outline, `lineWidth` points wide, drawn inside its frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: Double = 1, antialiased: Bool = true
    ) -> some View {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }
}

/// A shape drawn inside its frame by `amount` points; rounded corners shrink with it, so that
/// the inset outline stays parallel to the original.
package struct ShapeInset<Base: Shape>: InsettableShape {
    var base: Base
    var amount: Double
    /// The base shape's own. Not the inset: a border whose width changes (a focused field's)
    /// is interpolated as drawn, stroke and inset together, and a built-in shape's border is
    /// then no `Animatable` view to step through (a cast per update).
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func path(in rect: Rect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        let shrink = { (r: Double) in max(0, r - amount) }
        switch base {
        case let r as RoundedRectangle: return Path.roundedRect(inner, cornerRadius: shrink(r.cornerSize.width))
        case let u as UnevenRoundedRectangle:
            return Path.roundedRect(
                inner,
                radii: CornerRadii(
                    topLeft: shrink(u.topLeadingRadius), topRight: shrink(u.topTrailingRadius),
                    bottomRight: shrink(u.bottomTrailingRadius), bottomLeft: shrink(u.bottomLeadingRadius)))
        default: return base.path(in: inner)
        }
    }
    public func inset(by more: Double) -> ShapeInset<Base> { ShapeInset(base: base, amount: amount + more) }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount` on every side.
    public func inset(by amount: Double) -> some InsettableShape { ShapeInset(base: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
    /// The rectangle inset by `amount` on every side, its corners' radii shrunk by as much.
    public func inset(by amount: Double) -> some InsettableShape { ShapeInset(base: self, amount: amount) }
}
extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle inset by `amount` on every side, each corner's radius shrunk by as much.
    public func inset(by amount: Double) -> some InsettableShape { ShapeInset(base: self, amount: amount) }
}
extension Capsule: InsettableShape {
    /// The capsule inset by `amount` on every side.
    public func inset(by amount: Double) -> some InsettableShape { ShapeInset(base: self, amount: amount) }
}
extension Circle: InsettableShape {
    /// The circle inset by `amount`: its radius `amount` shorter.
    public func inset(by amount: Double) -> some InsettableShape { ShapeInset(base: self, amount: amount) }
}
extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount` on every side.
    public func inset(by amount: Double) -> some InsettableShape { ShapeInset(base: self, amount: amount) }
}
