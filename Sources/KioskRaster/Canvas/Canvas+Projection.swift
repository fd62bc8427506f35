import KioskGeometry

/// Images seen in perspective: the composite of a layer turned in 3-D.
extension Canvas {
    /// Draws `image` with its texels mapped by `projection` and then the current transform,
    /// bilinear, at `opacity`. Only the part in front of the viewer is drawn (a plane turned
    /// past edge-on shows nothing behind the eye); its outline is filled with anti-aliased
    /// edges, as an affine image's is.
    package func drawImage(_ image: PixelBuffer, projectedBy projection: ProjectionTransform, opacity: Double = 1) {
        guard image.width > 0, image.height > 0 else { return }
        let toDevice = projection.concatenating(state.transform)
        if let affine = toDevice.affine {
            // Affine after all: the affine sampler and its fast paths.
            let saved = state.transform, savedOpacity = state.opacity
            state.transform = .identity
            state.opacity *= opacity
            let area = Path.rect(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
                .applying(affine)
            fill(area, with: .image(ImagePaint(image: image, transform: affine, filter: .bilinear, tileMode: .decal)))
            state.transform = saved
            state.opacity = savedOpacity
            return
        }
        let outline = toDevice.visibleOutline(
            of: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        guard outline.count >= 3, outline.allSatisfy({ abs($0.x) < 1e7 && abs($0.y) < 1e7 }) else { return }
        let alpha = RGBAColor.roundedChannel(max(0, min(1, state.opacity * opacity)) * 255)
        guard alpha > 0, let shader = Shader(image: image, imageToDevice: toDevice, opacity: alpha),
            var sink = shadedSink(shader)
        else { return }
        var path = Path()
        path.move(to: outline[0])
        for p in outline.dropFirst() { path.line(to: p) }
        path.close()
        flat.flatten(path, transform: .identity, corners: false)
        guard !flat.points.isEmpty else { return }
        rasterizer.fill(flat, rule: .nonZero, clip: state.clip, shape: nil, into: &sink)
    }
}
