import KioskGeometry

/// `preserveAspectRatio`: how a viewBox maps onto a viewport of another shape. `align` is
/// where the viewBox sits along each axis (0 at the start, 0.5 centred, 1 at the end), nil
/// to stretch it; `slice` covers the viewport (cropping) instead of fitting inside it (`meet`).
struct SVGAspectRatio: Equatable {
    var align: (x: Double, y: Double)? = (0.5, 0.5)
    var slice = false

    static func == (l: SVGAspectRatio, r: SVGAspectRatio) -> Bool {
        l.slice == r.slice && l.align?.x == r.align?.x && l.align?.y == r.align?.y
    }

    /// Parses `[defer] <align> [meet|slice]`; anything unreadable is the default, `xMidYMid meet`.
    init(_ text: String?) {
        guard let text else { return }
        var words = text.split(separator: " ").map(String.init)
        if words.first == "defer" { words.removeFirst() }
        guard let align = words.first else { return }
        if align == "none" {
            self.align = nil
        } else {
            let names = ["Min": 0.0, "Mid": 0.5, "Max": 1.0]
            guard align.count == 8, align.hasPrefix("x"), align.dropFirst(4).hasPrefix("Y"),
                let x = names[String(align.dropFirst(1).prefix(3))], let y = names[String(align.dropFirst(5))]
            else { return }
            self.align = (x, y)
        }
        slice = words.count > 1 && words[1] == "slice"
    }

    init() {}

    /// The transform that maps `viewBox` onto `rect`.
    func transform(viewBox: Rect, into rect: Rect) -> AffineTransform {
        var sx = rect.width / viewBox.width, sy = rect.height / viewBox.height
        var tx = rect.minX, ty = rect.minY
        if let align {
            let s = slice ? max(sx, sy) : min(sx, sy)
            sx = s
            sy = s
            tx += (rect.width - viewBox.width * s) * align.x
            ty += (rect.height - viewBox.height * s) * align.y
        }
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx - viewBox.minX * sx, ty: ty - viewBox.minY * sy)
    }
}

extension SVGAttributes {
    /// A `viewBox`: four numbers, a positive width and height; nil otherwise (as if absent).
    static func viewBox(_ text: String?) -> Rect? {
        guard let text else { return nil }
        let n = numbers(text)
        guard n.count == 4, n[2] > 0, n[3] > 0 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}
