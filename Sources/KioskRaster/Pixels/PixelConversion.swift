import KioskGeometry

/// How a rectangle of the shadow buffer lands in a scan-out buffer: converted to the panel's
/// format and rotated to its orientation. The presenter calls these on damaged rectangles only;
/// they read the shadow buffer (ordinary memory) and only ever write the destination, which may
/// be write-combined scan-out memory that must never be read.
package enum PixelConversion {
    package typealias Rotation = KioskGeometry.Rotation

    /// Where logical pixel (x, y) lands on a panel of the rotated size.
    /// `width`/`height` are the logical (unrotated) dimensions.
    @inline(__always)
    package static func rotate(x: Int, y: Int, width: Int, height: Int, by rotation: Rotation) -> (x: Int, y: Int) {
        switch rotation {
        case .none: (x, y)
        case .quarter: (height - 1 - y, x)
        case .half: (width - 1 - x, height - 1 - y)
        case .threeQuarters: (y, width - 1 - x)
        }
    }

    /// The panel rectangle covered by logical rectangle `r` after rotation.
    package static func rotate(_ r: PixelRect, width: Int, height: Int, by rotation: Rotation) -> PixelRect {
        switch rotation {
        case .none: r
        case .quarter: PixelRect(x: height - r.maxY, y: r.x, width: r.height, height: r.width)
        case .half: PixelRect(x: width - r.maxX, y: height - r.maxY, width: r.width, height: r.height)
        case .threeQuarters: PixelRect(x: r.y, y: width - r.maxX, width: r.height, height: r.width)
        }
    }

    /// Copies `rect` of `source` into a 32-bit XRGB8888 destination (`stride` in bytes), rotated.
    package static func copyXRGB8888(
        _ source: PixelBuffer, rect: PixelRect, rotation: Rotation,
        to destination: UnsafeMutableRawPointer, strideBytes: Int
    ) {
        let r = rect.intersection(source.bounds)
        guard !r.isEmpty else { return }
        if rotation == .none {
            for y in r.y..<r.maxY {
                let dst = (destination + y * strideBytes).assumingMemoryBound(to: UInt32.self) + r.x
                dst.update(from: source.row(y) + r.x, count: r.width)
            }
            return
        }
        // Rotated copies go in 32x32 tiles, column by column inside a tile: the writes then run
        // along a panel row (what write-combining wants) while the tile's source rows stay in
        // cache. A plain row-by-row walk writes one pixel per panel row and ran ~15x memcpy.
        forEachTile(of: r) { x, ys in
            for y in ys {
                let p = rotate(x: x, y: y, width: source.width, height: source.height, by: rotation)
                (destination + p.y * strideBytes).assumingMemoryBound(to: UInt32.self)[p.x] = source.row(y)[x]
            }
        }
    }

    /// Visits `r` tile by tile (32x32), each tile column by column: `body(x, rows)`.
    @inline(__always)
    static func forEachTile(of r: PixelRect, _ body: (Int, Range<Int>) -> Void) {
        let tile = 32
        var ty = r.y
        while ty < r.maxY {
            let rows = ty..<min(ty + tile, r.maxY)
            var tx = r.x
            while tx < r.maxX {
                for x in tx..<min(tx + tile, r.maxX) { body(x, rows) }
                tx += tile
            }
            ty += tile
        }
    }

    /// The 4x4 ordered-dither (Bayer) thresholds, scaled to the quantisation step of each channel.
    static let bayer4: [UInt8] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// One pixel to RGB565 with ordered dithering at panel position (px, py). Alpha is ignored
    /// (scan-out is opaque). The threshold depends on the panel position, so a rectangle
    /// converted alone gives the same pixels as a full-frame conversion.
    @inline(__always)
    package static func rgb565(_ p: UInt32, px: Int, py: Int) -> UInt16 {
        let t = UInt32(bayer4[(py & 3) << 2 | (px & 3)])
        // 5-bit channels step by 8 levels, the 6-bit one by 4: add a threshold below one step.
        let r = min(255, ((p >> 16) & 0xFF) + t / 2) >> 3
        let g = min(255, ((p >> 8) & 0xFF) + t / 4) >> 2
        let b = min(255, (p & 0xFF) + t / 2) >> 3
        return UInt16(r << 11 | g << 5 | b)
    }

    /// Copies `rect` of `source` into a 16-bit RGB565 destination (`stride` in bytes), dithered and rotated.
    package static func copyRGB565(
        _ source: PixelBuffer, rect: PixelRect, rotation: Rotation,
        to destination: UnsafeMutableRawPointer, strideBytes: Int
    ) {
        let r = rect.intersection(source.bounds)
        guard !r.isEmpty else { return }
        if rotation != .none {
            forEachTile(of: r) { x, ys in
                for y in ys {
                    let p = rotate(x: x, y: y, width: source.width, height: source.height, by: rotation)
                    (destination + p.y * strideBytes).assumingMemoryBound(to: UInt16.self)[p.x] = rgb565(
                        source.row(y)[x], px: p.x, py: p.y)
                }
            }
            return
        }
        for y in r.y..<r.maxY {
            let src = source.row(y)
            let dst = (destination + y * strideBytes).assumingMemoryBound(to: UInt16.self)
            for x in r.x..<r.maxX { dst[x] = rgb565(src[x], px: x, py: y) }
        }
    }
}
