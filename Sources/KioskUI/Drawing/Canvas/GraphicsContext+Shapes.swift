import KioskRender
import KioskRaster

extension GraphicsContext {
    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let t = deviceTransform
        let device = path.applying(t)
        guard let paint = shading.paint(for: path.controlBounds, in: self) else { return }
        let faded = paint.applying(t).fading(opacity)
        let rule: FillRule = style.isEOFilled ? .evenOdd : .nonZero
        emit(
            [.fill(device, faded ?? paint.applying(t), rule)],
            bounds: PixelRect(covering: device.controlBounds), faded: faded != nil)
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let t = deviceTransform
        // The stroke is measured in device pixels: widths and dashes scale with the transform.
        // (An uneven scale widens the line by the mean of its two scales rather than
        // stretching its outline.)
        let scale = abs(t.determinant).squareRoot()
        guard scale > 0, style.lineWidth > 0 else { return }
        var s = style.raster
        s.lineWidth *= scale
        s.dash = s.dash.map { $0 * scale }
        s.dashPhase *= scale
        let device = path.applying(t)
        let half = style.lineWidth / 2
        guard let paint = shading.paint(for: path.controlBounds.insetBy(dx: -half, dy: -half), in: self) else {
            return
        }
        let faded = paint.applying(t).fading(opacity)
        let reach = Int((s.lineWidth / 2 * device.strokeReachFactor(s)).rounded(.up)) + 1
        emit(
            [.stroke(device, faded ?? paint.applying(t), s)],
            bounds: PixelRect(covering: device.controlBounds).insetBy(dx: -reach, dy: -reach), faded: faded != nil)
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
}
