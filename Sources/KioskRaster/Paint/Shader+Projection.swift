import KioskGeometry

/// Sampling an image seen in perspective: per pixel, the homogeneous texel position is linear
/// in the pixel's position, and dividing by its `w` gives the texel. Each pixel is worked out
/// from its own position (as every shader's), so a damaged part renders the pixels of a
/// whole frame.
extension Shader {
    func sampleProjected(
        _ p: ImageSampler, _ px: Float, _ py: Float, _ count: Int, _ out: UnsafeMutablePointer<UInt32>
    ) {
        let m = projection
        // Double precision: far along a plane turned nearly edge-on, w is small and single
        // precision would put texels a pixel or more astray.
        let x0 = Double(px), y = Double(py)
        let u0 = m.m21 * y + m.m31, v0 = m.m22 * y + m.m32, w0 = m.m23 * y + m.m33
        let w = p.width, h = p.height
        @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
            x < 0 || y < 0 || x >= w || y >= h ? 0 : p.row(y)[x]
        }
        for i in 0..<count {
            let x = x0 + Double(i)
            let hw = w0 + m.m13 * x
            guard hw > 1e-9 else {
                out[i] = 0
                continue
            }
            let r = 1 / hw
            let u = (u0 + m.m11 * x) * r - 0.5, v = (v0 + m.m12 * x) * r - 0.5
            guard u > -2, v > -2, u < Double(w) + 1, v < Double(h) + 1 else {
                out[i] = 0
                continue
            }
            let fx = u.rounded(.down), fy = v.rounded(.down)
            let tx = Int(fx), ty = Int(fy)
            // 8-bit weights, as the affine sampler's.
            let wx = UInt32((u - fx) * 256), wy = UInt32((v - fy) * 256)
            out[i] = bilerp(
                texel(tx, ty), texel(tx + 1, ty), texel(tx, ty + 1), texel(tx + 1, ty + 1), min(wx, 255), min(wy, 255))
        }
    }
}
