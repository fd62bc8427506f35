/// The benchmark's table of scene results, as `kiosk bench scenes` and `--bench` print it.
package enum SceneTable {
    package static let header =
        pad("scene", 20, left: true) + pad("size", 10, left: true) + pad("theme", 8, left: true)
        + pad("damage", 8, left: true)
        + pad("thr", 4) + pad("p50", 8) + pad("p90", 8) + pad("p99", 8) + pad("max", 8) + pad("render50", 10)
        + pad("present50", 10)
        + pad("damage px", 10) + pad("drawn px", 10) + pad("misses", 8) + pad("input50", 9) + "\n"
        + String(repeating: "-", count: 141)

    package static func row(_ r: SceneResult) -> String {
        let total = r.phases.first { $0.name == "total" }!.stats
        let render = r.phases.first { $0.name == "render" }!.stats
        let present = r.phases.first { $0.name == "present" }!.stats
        return pad(r.scene, 20, left: true) + pad("\(r.width)x\(r.height)", 10, left: true)
            + pad(r.theme, 8, left: true)
            + pad(r.fullDamage ? "full" : "tracked", 8, left: true) + pad("\(r.renderThreads)", 4)
            + pad(format(total.p50), 8) + pad(format(total.p90), 8) + pad(format(total.p99), 8)
            + pad(format(total.max), 8)
            + pad(format(render.p50), 10) + pad(format(present.p50), 10) + pad("\(Int(r.damagedPixelsMean))", 10)
            + pad("\(Int(r.drawnPixelsMean))", 10)
            + pad("\(r.vblankMisses)", 8) + pad(r.inputLatency.map { format($0.p50) } ?? "-", 9)
    }

    package static func format(_ v: Double) -> String {
        if v < 1 { return String((v * 1000).rounded() / 1000) }
        let r = (v * 100).rounded() / 100
        return v >= 100 ? String(Int(v.rounded())) : String(r)
    }

    package static func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
        let p = String(repeating: " ", count: max(0, n - s.count))
        return left ? s + p : p + s
    }
}
