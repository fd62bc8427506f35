import Synchronization

/// How many pixels the runtime's surfaces may hold: one budget for every surface it makes
/// (a canvas, a layer, a filter's intermediate result, a text image, a decoded picture), so
/// that no input, however large it says it is, makes a command allocate past a gigabyte.
///
/// A surface larger than `maximumPixels` is refused where its size comes from outside (an
/// SVG's or a picture's own size, a command's `--size`), with an error naming both. Surfaces
/// made while drawing (layers, filter results) are counted while they live; one that would
/// take the total past `totalPixels` is not made, and what it was for is drawn without it.
public enum PixelBudget {
    /// The largest surface: 32 Mi pixels, 128 MiB (8192 x 4096, or 5792 x 5792).
    public static let maximumPixels = 1 << 25
    /// Every surface alive at once: 96 Mi pixels, 384 MiB.
    public static let totalPixels = 3 << 25

    private static let live = Atomic<Int>(0)

    /// Pixels held by the surfaces alive now.
    public static var livePixels: Int { live.load(ordering: .relaxed) }

    /// Whether a surface of `width` x `height` is within the budget of one surface, and fits
    /// beside those alive now.
    public static func allows(width: Int, height: Int) -> Bool {
        guard let pixels = area(width, height), pixels <= maximumPixels else { return false }
        return livePixels + pixels <= totalPixels
    }

    /// Throws when a surface of `width` x `height` (what `what` names) is over the budget.
    public static func check(width: Int, height: Int, what: String) throws(PixelBudgetError) {
        guard let pixels = area(width, height), width > 0, height > 0 else {
            throw PixelBudgetError(what: what, width: width, height: height, reason: "is not a size")
        }
        guard pixels <= maximumPixels else {
            throw PixelBudgetError(what: what, width: width, height: height,
                                   reason: "is over the largest surface the runtime makes (\(maximumPixels) pixels, such as 8192x4096)")
        }
        guard livePixels + pixels <= totalPixels else {
            throw PixelBudgetError(what: what, width: width, height: height, reason: "does not fit in the memory left for pictures")
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
public struct PixelBudgetError: Error, Sendable, Equatable, CustomStringConvertible {
    public var what: String
    public var width: Int
    public var height: Int
    public var reason: String
    public var description: String { "\(what) of \(width)x\(height) pixels \(reason)" }
}
