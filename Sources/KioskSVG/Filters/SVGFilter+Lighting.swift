import KioskGeometry
import KioskRaster

/// `feDiffuseLighting` and `feSpecularLighting`: the input's alpha read as a height map and
/// lit by a distant, point or spot light, as SVG 1.1 specifies (its Sobel normals, edges and
/// corners included). Inkscape's bevels, embossing and glossy highlights are made of them.
extension SVGFilter {
    /// A light in the region's pixels (y down, z towards the viewer).
    enum Light {
        case distant(SIMD3<Double>)
        case point(SIMD3<Double>)
        case spot(position: SIMD3<Double>, direction: SIMD3<Double>, exponent: Double, cosCone: Double?)
    }

    func lighting(_ input: PixelBuffer, _ primitive: SVGElement, specular: Bool, linear: Bool) -> PixelBuffer {
        let a = primitive.presentation
        let out = PixelBuffer(width: input.width, height: input.height)
        guard let light = light(of: primitive) else { return out }
        let surfaceScale = number(a["surfaceScale"], 1)
        let constant = specular ? number(a["specularConstant"], 1) : number(a["diffuseConstant"], 1)
        let exponent = min(max(number(a["specularExponent"], 1), 1), 128)
        // A negative constant is an error: nothing is lit.
        guard constant >= 0, surfaceScale.isFinite, constant.isFinite else { return out }
        var color = RGBAColor.white
        if let text = a["lighting-color"],
            case .some(.some(let c)) = SVGAttributes.color(text, currentColor: currentColor)
        {
            color = c
        }
        var lit = color.premultiplied | 0xFF00_0000
        if linear { lit = ColorSpace.toLinear(lit) }
        let lightColor = SIMD3<Double>(Double((lit >> 16) & 0xFF), Double((lit >> 8) & 0xFF), Double(lit & 0xFF)) / 255
        let w = input.width, h = input.height
        @inline(__always) func alpha(_ x: Int, _ y: Int) -> Double { Double(input.row(y)[x] >> 24) / 255 }
        let weights = [1.0, 2.0, 1.0]
        for y in 0..<h {
            let row = out.row(y)
            let up = max(y - 1, 0), down = min(y + 1, h - 1)
            for x in 0..<w {
                let left = max(x - 1, 0), right = min(x + 1, w - 1)
                // Sobel across what the image has: one-sided at its edges, each difference
                // divided by the pixels it spans and the weights it sums (SVG 1.1's table).
                func slope(
                    _ lo: Int, _ hi: Int, across: ClosedRange<Int>, at centre: Int, _ sample: (Int, Int) -> Double
                ) -> Double {
                    guard hi > lo else { return 0 }
                    var sum = 0.0, total = 0.0
                    for c in across {
                        let weight = weights[c - centre + 1]
                        sum += weight * (sample(hi, c) - sample(lo, c))
                        total += weight
                    }
                    return -surfaceScale * 2 * sum / (total * Double(hi - lo))
                }
                let nx = slope(left, right, across: up...down, at: y) { alpha($0, $1) }
                let ny = slope(up, down, across: left...right, at: x) { alpha($1, $0) }
                let normal = SIMD3<Double>(nx, ny, 1) / (nx * nx + ny * ny + 1).squareRoot()
                let z = surfaceScale * alpha(x, y)
                var toLight: SIMD3<Double>
                var strength = lightColor
                switch light {
                case .distant(let l): toLight = l
                case .point(let p): toLight = Self.unit(p - SIMD3(Double(x), Double(y), z))
                case .spot(let p, let s, let e, let cone):
                    toLight = Self.unit(p - SIMD3(Double(x), Double(y), z))
                    let cosine = -(toLight * s).sum()
                    if cosine <= 0 || (cone.map { cosine < $0 } ?? false) {
                        strength = .zero
                    } else {
                        strength = lightColor * Self.power(cosine, e)
                    }
                }
                var rgb: SIMD3<Double>
                if specular {
                    let halfway = Self.unit(toLight + SIMD3(0, 0, 1))
                    rgb = strength * constant * Self.power(max(0, (normal * halfway).sum()), exponent)
                } else {
                    rgb = strength * constant * max(0, (normal * toLight).sum())
                }
                rgb = rgb.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
                let bytes = SIMD3<UInt32>(
                    truncatingIfNeeded: SIMD3<Int64>((rgb * 255).rounded(.toNearestOrAwayFromZero)))
                // Diffuse light is opaque; specular light as strong as its strongest channel.
                let alphaByte = specular ? max(bytes[0], max(bytes[1], bytes[2])) : 255
                row[x] = alphaByte << 24 | bytes[0] << 16 | bytes[1] << 8 | bytes[2]
            }
        }
        return out
    }

    /// The primitive's light source in the region's pixels.
    func light(of primitive: SVGElement) -> Light? {
        guard
            let source = primitive.children.first(where: {
                ["feDistantLight", "fePointLight", "feSpotLight"].contains($0.name)
            })
        else { return nil }
        let a = source.presentation
        let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        func position(_ px: String, _ py: String, _ pz: String) -> SIMD3<Double> {
            var p = Point(x: number(a[px]), y: number(a[py]))
            var z = number(a[pz])
            if element.presentation["primitiveUnits"]?.trimmed == "objectBoundingBox", let b = box {
                p = Point(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height)
                z *= ((b.width * b.width + b.height * b.height) / 2).squareRoot()
            }
            let d = transform.apply(p)
            return SIMD3(d.x - Double(region.x), d.y - Double(region.y), z * scale)
        }
        switch source.name {
        case "feDistantLight":
            let azimuth = number(a["azimuth"]) * Double.pi / 180, elevation = number(a["elevation"]) * Double.pi / 180
            return .distant(SIMD3(cos(azimuth) * cos(elevation), sin(azimuth) * cos(elevation), sin(elevation)))
        case "fePointLight":
            return .point(position("x", "y", "z"))
        default:
            let p = position("x", "y", "z"), target = position("pointsAtX", "pointsAtY", "pointsAtZ")
            let cone = a["limitingConeAngle"].flatMap { Double($0.trimmed) }.map { cos(abs($0) * Double.pi / 180) }
            return .spot(
                position: p, direction: Self.unit(target - p), exponent: number(a["specularExponent"], 1), cosCone: cone
            )
        }
    }

    static func unit(_ v: SIMD3<Double>) -> SIMD3<Double> {
        let length = (v * v).sum().squareRoot()
        return length > 0 && length.isFinite ? v / length : .zero
    }

    static func power(_ base: Double, _ exponent: Double) -> Double { exponent == 1 ? base : pow(base, exponent) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
