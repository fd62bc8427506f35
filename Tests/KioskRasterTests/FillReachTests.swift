import Foundation
import Testing
import KioskGoldens
import KioskGeometry
@testable import KioskRaster

/// A fill touches no pixel outside the whole pixels its path's control box covers: anti-aliasing
/// spreads coverage only over pixels the shape itself crosses. Damage and draw-item bounds rely
/// on it (they are that box, with no pixel added around it).
@Suite struct FillReachTests {
    static let size = 96

    /// The pixels of `buffer` drawn outside `allowed`.
    static func outside(_ buffer: PixelBuffer, _ allowed: PixelRect) -> Int {
        var n = 0
        for y in 0..<size {
            for x in 0..<size where buffer[x, y] != 0 && !allowed.contains(x: x, y: y) { n += 1 }
        }
        return n
    }

    static func randomPath(_ g: inout SeededGenerator) -> Path {
        // A third of the shapes on whole or half pixels: edges that end exactly where a pixel
        // does must not spill into the next one.
        let snap = [1.0, 2.0, 0][Int.random(in: 0..<3, using: &g)]
        func p() -> Point {
            let x = Double.random(in: 8...88, using: &g), y = Double.random(in: 8...88, using: &g)
            return snap == 0 ? Point(x: x, y: y) : Point(x: (x * snap).rounded() / snap, y: (y * snap).rounded() / snap)
        }
        let a = p(), b = p()
        let box = Rect(
            x: min(a.x, b.x), y: min(a.y, b.y), width: max(0.1, abs(a.x - b.x)), height: max(0.1, abs(a.y - b.y)))
        switch Int.random(in: 0..<5, using: &g) {
        case 0: return Path.rect(box)
        case 1: return Path.roundedRect(box, cornerRadius: .random(in: 0...20, using: &g))
        case 2: return Path.ellipse(in: box)
        case 3:
            return Path {
                $0.move(to: a)
                for _ in 0..<Int.random(in: 2...6, using: &g) { $0.line(to: p()) }
                $0.close()
            }
        default:
            return Path {
                $0.move(to: a)
                $0.cubic(to: b, control1: p(), control2: p())
                $0.quad(to: p(), control: p())
                $0.close()
            }
        }
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func noFilledPixelLiesOutsideTheCoveringBox(_ rule: FillRule) {
        var g = SeededGenerator(state: 19)
        for i in 0..<400 {
            let path = Self.randomPath(&g)
            let buffer = PixelBuffer(width: Self.size, height: Self.size)
            Canvas(buffer).fill(path, with: .solid(.black), rule: rule)
            let allowed = PixelRect(covering: path.controlBounds)
            let outside = Self.outside(buffer, allowed)
            #expect(outside == 0, "path \(i): \(outside) pixels outside \(allowed)")
        }
    }

    /// A picture drawn into a rectangle between pixels, scaled or not, filtered or not.
    @Test func noImagePixelLiesOutsideTheCoveringBox() {
        var g = SeededGenerator(state: 23)
        let picture = PixelBuffer(width: 10, height: 7)
        for y in 0..<7 { for x in 0..<10 { picture[x, y] = 0xFF80_4020 } }
        for i in 0..<300 {
            var rect = Rect(
                x: .random(in: 4...40, using: &g), y: .random(in: 4...40, using: &g),
                width: .random(in: 0.5...50, using: &g), height: .random(in: 0.5...50, using: &g))
            if i % 3 == 0 {
                rect = Rect(
                    x: rect.minX.rounded(), y: rect.minY.rounded(), width: max(1, rect.width.rounded()),
                    height: max(1, rect.height.rounded()))
            }
            let buffer = PixelBuffer(width: Self.size, height: Self.size)
            Canvas(buffer).drawImage(picture, in: rect, filter: i % 2 == 0 ? .bilinear : .nearest)
            let outside = Self.outside(buffer, PixelRect(covering: rect))
            #expect(outside == 0, "image \(i) in \(rect): \(outside) pixels outside")
        }
    }
}
