import KioskGeometry

/// Maps a position on the panel, in the panel's native pixels, to logical points: undoes the
/// display rotation, then divides by the scale. It is the inverse of what the presenter does
/// to pixels, so a touch lands on what is drawn under the finger. (libinput has already applied
/// the device's calibration matrix when it hands out panel coordinates.)
package struct InputTransform: Sendable, Equatable {
    /// The panel's native size in pixels (the display mode).
    package var panelWidth: Double
    package var panelHeight: Double
    package var rotation: Rotation
    package var scale: Double

    package init(panelWidth: Double, panelHeight: Double, rotation: Rotation = .none, scale: Double = 1) {
        self.panelWidth = panelWidth
        self.panelHeight = panelHeight
        self.rotation = rotation
        self.scale = max(scale, 0.01)
    }

    /// The screen in logical points (the panel turned by the rotation, divided by the scale).
    package var logicalSize: Size {
        let turned = rotation == .quarter || rotation == .threeQuarters
        return Size(
            width: (turned ? panelHeight : panelWidth) / scale, height: (turned ? panelWidth : panelHeight) / scale)
    }

    package func point(panelX px: Double, panelY py: Double) -> Point {
        // Logical size in pixels: the panel turned by the rotation.
        let (lx, ly): (Double, Double)
        switch rotation {
        case .none: (lx, ly) = (px, py)
        // Logical (x, y) lands at panel (H - y, x): so x = py, y = H - px.
        case .quarter: (lx, ly) = (py, panelWidth - px)
        case .half: (lx, ly) = (panelWidth - px, panelHeight - py)
        // Logical (x, y) lands at panel (y, W - x): so x = W - py, y = px.
        case .threeQuarters: (lx, ly) = (panelHeight - py, px)
        }
        // A touchscreen's edge can report past the panel (or a calibration overshoot): clamp,
        // so a touch at the bezel still lands on the control drawn at the edge.
        let size = logicalSize
        return Point(
            x: min(max(lx / scale, 0), size.width - 0.5 / scale), y: min(max(ly / scale, 0), size.height - 0.5 / scale))
    }

    /// The inverse: where a logical point lies on the panel, in panel pixels.
    package func panelPoint(of p: Point) -> (x: Double, y: Double) {
        let (lx, ly) = (p.x * scale, p.y * scale)
        switch rotation {
        case .none: return (lx, ly)
        case .quarter: return (panelWidth - ly, lx)
        case .half: return (panelWidth - lx, panelHeight - ly)
        case .threeQuarters: return (ly, panelHeight - lx)
        }
    }
}
