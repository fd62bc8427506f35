// Once warm (scratch buffers sized, gradient tables and shadow templates cached), a draw call
// allocates nothing: a frame of a few hundred calls must not touch the allocator. Paths and
// paints are made before counting, as a view keeps them between frames. Run by
// Tests/AllocationCheck/run (an optimised build: a debug build allocates boxes for captured
// variables and frames for generic accessors, which an optimised one does not).
import CAllocationCounter
import KioskGeometry
import KioskRaster
#if canImport(Glibc)
import Glibc
#endif

var failures = 0

/// Allocations made by `body` on this thread.
func allocations(_ body: () -> Void) -> Int {
    kiosk_allocations_begin()
    body()
    return kiosk_allocations_end()
}

@MainActor func check(_ name: String, _ body: () -> Void) {
    let n = allocations(body)
    if n != 0 {
        failures += 1
        print("FAIL \(name): \(n) allocations")
    }
}

guard kiosk_allocation_counting_available() != 0 else {
    print("allocation check: this build cannot count allocations (a sanitizer's malloc, or not glibc)")
    exit(2)
}
// The counter itself must see an allocation, or every check below would pass vacuously.
var kept: [Int] = []
guard allocations({ kept = Array(repeating: 7, count: 100) }) >= 1, kept.count == 100 else {
    print("allocation check: the counter saw no allocation for a new array")
    exit(2)
}

let target = PixelBuffer(width: 320, height: 240)
let canvas = Canvas(target)
let texture = PixelBuffer(width: 16, height: 16)
for y in 0..<16 { for x in 0..<16 { texture[x, y] = 0xFF00_0000 | UInt32(x * 16) << 16 | UInt32(y * 16) } }
let colors = [RGBAColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.8), RGBAColor(red: 0.9, green: 0.5, blue: 0.1)]
let paints: [(String, Paint)] = [
    ("solid", .solid(RGBAColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.7))),
    (
        "gradient down",
        .linearGradient(
            LinearGradientPaint(gradient: Gradient(colors: colors), start: Point(x: 0, y: 10), end: Point(x: 0, y: 200))
        )
    ),
    (
        "gradient across",
        .linearGradient(
            LinearGradientPaint(gradient: Gradient(colors: colors), start: Point(x: 10, y: 0), end: Point(x: 300, y: 0))
        )
    ),
    (
        "gradient diagonal",
        .linearGradient(
            LinearGradientPaint(gradient: Gradient(colors: colors), start: .zero, end: Point(x: 300, y: 200)))
    ),
    (
        "radial",
        .radialGradient(
            RadialGradientPaint(gradient: Gradient(colors: colors), center: Point(x: 100, y: 90), endRadius: 80))
    ),
    (
        "image",
        .image(
            ImagePaint(
                image: texture, transform: AffineTransform(translationX: 3.5, y: 2.25).rotated(by: 0.3),
                filter: .bilinear, tileMode: .repeat))
    ),
    // Blended straight from its texels, and along rows with fixed bilinear weights.
    (
        "image at its own size",
        .image(
            ImagePaint(
                image: texture, transform: AffineTransform(translationX: 7, y: -3), filter: .bilinear, tileMode: .repeat
            ))
    ),
    (
        "image moved by a fraction",
        .image(
            ImagePaint(
                image: texture, transform: AffineTransform(translationX: 7.3, y: -3.6), filter: .bilinear,
                tileMode: .clamp))
    ),
]
let rounded = Path.roundedRect(Rect(x: 20.5, y: 14.25, width: 180, height: 120), cornerRadius: 18)
var polygon = Path()
for i in 0..<10 { polygon.line(to: Point(x: 160 + 120 * cos(Double(i) * 2.6), y: 120 + 100 * sin(Double(i) * 2.6))) }
polygon.close()
var curve = Path()
curve.move(to: Point(x: 10, y: 200))
curve.cubic(to: Point(x: 300, y: 30), control1: Point(x: 80, y: -40), control2: Point(x: 200, y: 300))
let big = Path.circle(center: Point(x: 160, y: 120), radius: 400)  // larger than the rasteriser's grid
let frameRect = Path.rect(Rect(x: 40, y: 40, width: 100, height: 60))
let strokes = [
    ("round", StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round)),
    ("dashed", StrokeStyle(lineWidth: 2, dash: [6, 3])),
    ("hairline", StrokeStyle(lineWidth: 0.5)),
    ("square miter", StrokeStyle(lineWidth: 5, lineCap: .square, lineJoin: .miter)),
]
let clip = Path.roundedRect(Rect(x: 30, y: 20, width: 200, height: 150), cornerRadius: 24)
// Zero-length subpaths: dots with round and square caps.
var dots = Path()
for i in 0..<4 {
    let p = Point(x: 50 + Double(i) * 30, y: 200)
    dots.move(to: p)
    dots.line(to: p)
}
// Segments shorter than a wide stroke's overlap, turning one way and then the other: their
// inner sides are cut across several segments and into the joins beside them (StrokeSide).
var tinySegments = Path()
tinySegments.move(to: Point(x: 6, y: 150))
for (x, y) in [
    (30, 150), (31.128, 149.59), (31.34, 149.377), (31.65, 148.218), (29.559, 124.31), (31.1, 124.5), (31.4, 124.6),
    (33, 124.4), (60, 118),
] {
    tinySegments.line(to: Point(x: x, y: y))
}
let shadowColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)

@MainActor func frame() {
    for (_, paint) in paints {
        canvas.fill(Rect(x: 12.3, y: 8.7, width: 200.5, height: 150.2), with: paint)
        canvas.fill(rounded, with: paint)
        canvas.fill(polygon, with: paint, rule: .evenOdd)
        for (_, style) in strokes {
            canvas.stroke(curve, with: paint, style: style)
            canvas.stroke(rounded, with: paint, style: style)
        }
    }
    canvas.fill(big, with: paints[0].1)
    canvas.stroke(frameRect, with: paints[0].1, style: StrokeStyle(lineWidth: 2))
    canvas.drawBoxShadow(
        roundedRect: Rect(x: 40, y: 40, width: 120, height: 80), radii: CornerRadii(12), color: shadowColor,
        blurRadius: 10, offset: Point(x: 0, y: 4))
    canvas.save()
    canvas.translate(x: 5, y: 3)
    canvas.clip(to: Rect(x: 10, y: 10, width: 250, height: 180))
    canvas.fill(rounded, with: paints[1].1)
    canvas.restore()
}

frame()  // warm: scratch buffers, gradient tables, shadow templates
frame()
for (name, paint) in paints {
    check("rectangle, \(name)") { canvas.fill(Rect(x: 12.3, y: 8.7, width: 200.5, height: 150.2), with: paint) }
    check("rounded rectangle, \(name)") { canvas.fill(rounded, with: paint) }
    check("polygon, \(name)") { canvas.fill(polygon, with: paint, rule: .evenOdd) }
    for (styleName, style) in strokes {
        check("\(styleName) stroke of a curve, \(name)") { canvas.stroke(curve, with: paint, style: style) }
        check("\(styleName) stroke of a rounded rectangle, \(name)") {
            canvas.stroke(rounded, with: paint, style: style)
        }
    }
}
check("a shape larger than the grid") { canvas.fill(big, with: paints[0].1) }
for cap in [LineCap.round, .square] {
    let style = StrokeStyle(lineWidth: 6, lineCap: cap)
    canvas.stroke(dots, with: paints[0].1, style: style)
    check("dots with \(cap) caps") { canvas.stroke(dots, with: paints[0].1, style: style) }
}
let wideRound = StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round)
canvas.stroke(tinySegments, with: paints[0].1, style: wideRound)
check("a wide stroke of tiny segments") { canvas.stroke(tinySegments, with: paints[0].1, style: wideRound) }
check("a rectangle's frame") { canvas.stroke(frameRect, with: paints[0].1, style: StrokeStyle(lineWidth: 2)) }
check("a box shadow") {
    canvas.drawBoxShadow(
        roundedRect: Rect(x: 40, y: 40, width: 120, height: 80), radii: CornerRadii(12), color: shadowColor,
        blurRadius: 10, offset: Point(x: 0, y: 4))
}
check("a whole frame") { frame() }
// Inside a rounded clip (its mask is made when the clip is set, not per call).
canvas.save()
canvas.clip(to: clip)
frame()
for (name, paint) in paints {
    check("clipped rounded rectangle, \(name)") { canvas.fill(rounded, with: paint) }
    check("clipped stroke, \(name)") { canvas.stroke(curve, with: paint, style: strokes[0].1) }
}
canvas.restore()

if failures > 0 {
    print("allocation check: \(failures) kinds of draw call allocate once warm")
    exit(1)
}
print("allocation check: no warm draw call allocated")
