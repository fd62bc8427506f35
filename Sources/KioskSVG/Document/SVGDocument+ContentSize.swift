import KioskGeometry
import KioskRaster

extension SVGDocument {
    /// The far corner (right, bottom) of the boxes of the shapes and uses the root holds, in
    /// the root's user space, percentages of a 100 x 100 viewport; nil when it draws nothing
    /// to measure or the corner is not right of and below the origin. Text is not measured
    /// (its fonts come with drawing).
    func contentExtent() -> Size? {
        let renderer = SVGRenderer(
            document: self, canvas: Canvas(PixelBuffer(width: 1, height: 1)), currentColor: .black)
        let style = renderer.resolve(root.presentation, inherited: SVGStyle())
        let box = renderer.bounds(of: root, style: style)
        guard let box, box.maxX.isFinite, box.maxY.isFinite, box.maxX > 0, box.maxY > 0 else { return nil }
        return Size(width: box.maxX, height: box.maxY)
    }
}
