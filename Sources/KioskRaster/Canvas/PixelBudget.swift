import Synchronization

/// How many pixels the runtime's surfaces may hold: one budget for every surface it makes
/// (a canvas, a layer, a filter's intermediate result, a text image, a decoded picture), so
/// that no input, however large it says it is, makes a command allocate past a gigabyte.
///
/// A surface larger than `maximumPixels` is refused where its size comes from outside (an
/// SVG's or a picture's own size, a command's `--size`), with an error naming both. Surfaces
/// made while drawing (layers, filter results) are counted while they live; one that would
/// take the total past `totalPixels` is not made, and what it was for is drawn without it.
package enum PixelBudget {
    /// The largest surface: 16 Mi pixels, 64 MiB (4096 x 4096: a 4K screen fits).
    package static let maximumPixels = 1 << 24
    /// Every surface alive at once: 128 Mi pixels, 512 MiB (a picture at the largest size,
    /// the layer a filtered element is drawn into, its source and the results its steps read).
    package static let totalPixels = 8 << 24

    private static let live = Atomic<Int>(0)
    private static let refused = Atomic<Int>(0)

    /// Surfaces not made since the process started because they were over the budget (each one
    /// an effect drawn without it): commands report it.
    package static var refusals: Int { refused.load(ordering: .relaxed) }

    /// Records that something was left out for the budget.
    package static func noteRefusal() { refused.add(1, ordering: .relaxed) }

    /// Pixels held by the surfaces alive now.
    package static var livePixels: Int { live.load(ordering: .relaxed) }

    /// Whether a surface of `width` x `height` is within the budget of one surface, and fits
    /// beside those alive now.
    package static func allows(width: Int, height: Int) -> Bool {
        guard let pixels = area(width, height), pixels <= maximumPixels else { return false }
        return livePixels + pixels <= totalPixels
    }

    /// Whether `pixels` more (in surfaces already within the largest size) fit beside those
    /// alive now.
    package static func fits(pixels: Int) -> Bool { pixels >= 0 && livePixels + pixels <= totalPixels }

    /// Throws when a surface of `width` x `height` (what `what` names) is over the budget.
    package static func check(width: Int, height: Int, what: String) throws(PixelBudgetError) {
        guard let pixels = area(width, height), width > 0, height > 0 else {
            throw PixelBudgetError(what: what, width: width, height: height, reason: "is not a size")
        }
        guard pixels <= maximumPixels else {
            throw PixelBudgetError(
                what: what, width: width, height: height,
                reason: "is over the largest surface the runtime makes (\(maximumPixels) pixels, such as 4096x4096)")
        }
        guard livePixels + pixels <= totalPixels else {
            throw PixelBudgetError(
                what: what, width: width, height: height, reason: "does not fit in the memory left for pictures")
        }
    }

    static func area(_ width: Int, _ height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        let (p, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? nil : p
    }

    static func allocated(_ pixels: Int) { live.add(pixels, ordering: .relaxed) }
    static func freed(_ pixels: Int) { live.subtract(pixels, ordering: .relaxed) }
}

/// A surface over the pixel budget: what it was for, its size and why it was refused.
package struct PixelBudgetError: Error, Sendable, Equatable, CustomStringConvertible {
    package var what: String
    package var width: Int
    package var height: Int
    package var reason: String
    package var description: String { "\(what) of \(width)x\(height) pixels \(reason)" }
}
