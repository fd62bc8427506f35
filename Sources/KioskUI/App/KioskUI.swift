// KioskUI: SwiftUI's view, state, environment and layout model, evaluated by a view graph that
// re-evaluates, re-lays-out and redraws only what changed.
//
// Steps per frame (see ViewGraph): re-evaluate the bodies of invalidated nodes and reconcile
// their children by identity (position, type, explicit ids); lay out with SwiftUI's proposal
// model, caching each node's size per proposal; turn every drawing node into a display
// fragment in device pixels; hand the list to KioskRender, whose damage diff and renderer
// redraw only what changed.
//
// Apps see SwiftUI's names. The raster, text and render modules stay behind this one: only
// the geometry types and the SwiftUI-shaped `Font` are re-exported.
@_exported import KioskGeometry
@_exported import struct KioskText.Font
import KioskRender
import KioskRaster
import KioskText

/// CoreGraphics' names, so SwiftUI code compiles unchanged (there is no CoreGraphics here).
public typealias CGFloat = Double
/// CoreGraphics' name for `Point`, so that SwiftUI code compiles unchanged.
public typealias CGPoint = Point
/// CoreGraphics' name for `Size`, so that SwiftUI code compiles unchanged.
public typealias CGSize = Size
/// CoreGraphics' name for `Rect`, so that SwiftUI code compiles unchanged.
public typealias CGRect = Rect
/// CoreGraphics' name for `AffineTransform`, so that SwiftUI code compiles unchanged.
public typealias CGAffineTransform = AffineTransform

extension Point {
    /// A point from whole numbers, as SwiftUI code writes `CGPoint(x: 10, y: 20)`.
    public init(x: Int, y: Int) { self.init(x: Double(x), y: Double(y)) }
}
