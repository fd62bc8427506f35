import KioskBlend

/// Runs the differential tests of the blend kernels (`BlendDifferentials`, the same source as
/// `BlendKernelTests`) and of the raster core (`CoverageDifferentials`) on this build's
/// kernels, four pixels a step, printing a line per group. Returns how many groups failed.
@_cdecl("kiosk_check_all")
func checkAll() -> Int32 {
    var groups = 0, failed: Int32 = 0
    func report(_ group: String, _ failures: [String]) {
        groups += 1
        if failures.isEmpty { return }
        failed += 1
        print("FAIL \(group): \(failures.count) cases differ, the first: \(failures[0])")
    }
    let kernels = KernelWidth.narrow
    for mode in BlendMode.allCases {
        let name = BlendDifferentials.name(mode)
        report("runs and masks, \(name)", BlendDifferentials.runsAndMasks(mode: mode, kernels: kernels))
        report("mask rectangles, \(name)", BlendDifferentials.maskRectangles(mode: mode, kernels: kernels))
        report("opaque spans, \(name)", BlendDifferentials.opaqueSpans(mode: mode, kernels: kernels))
        report("rectangles with sides, \(name)", BlendDifferentials.rectanglesWithSides(mode: mode, kernels: kernels))
        report("narrow rectangles, \(name)", BlendDifferentials.narrowRectangles(mode: mode, kernels: kernels))
    }
    report("bilinear rows", BlendDifferentials.bilinearRows(kernels: kernels))
    let rounding = BlendDifferentials.roundingTermCarriesTheSourceTerm()
    report("rounding term, 8.4 million cases", rounding == 0 ? [] : ["\(rounding) cases"])
    let lanes = BlendDifferentials.replacedLaneBlends(SIMD4<UInt32>.self)
    report("replaced lanes", lanes == 0 ? [] : ["\(lanes) lanes"])
    report("reference formula", BlendDifferentials.referenceFormula())
    report("coverage bytes", CoverageDifferentials.coverageBytes())
    print("\(groups - Int(failed)) of \(groups) differential groups passed")
    return failed
}
