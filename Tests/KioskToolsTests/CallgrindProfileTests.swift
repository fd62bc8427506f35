import Testing
@testable import KioskTools

@Suite struct CallgrindProfileTests {
    // The shape callgrind writes with --compress-strings=no --compress-pos=no: a call edge is
    // `cfn=`, `calls=COUNT TARGET`, then the call's inclusive cost on the next line.
    static let plain = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        positions: line
        events: Ir
        summary: 5000

        ob=/usr/bin/kiosk
        fl=SceneRun.swift
        fn=$s12KioskRuntime8SceneRunC18kioskMeasuredFrameyAC6SampleVSiF
        12 40
        cfn=$s12KioskRuntime8SceneRunC16kioskPhaseUpdate_4timeSbSi_SdtF
        calls=2 30
        13 1200
        cfn=$s12KioskRuntime8SceneRunC16kioskPhaseRender4time0A8Geometry6RegionVSd_tF
        calls=2 50
        14 3000
        cob=/lib/libc.so.6
        cfi=malloc.c
        cfn=malloc
        calls=7 0
        15 350

        fn=$s12KioskRuntime8SceneRunC16kioskPhaseRender4time0A8Geometry6RegionVSd_tF
        50 2600
        cfn=malloc
        calls=3 0
        51 400
        cfn=calloc
        calls=1 0
        52 60

        totals: 5000
        """

    @Test func readsTheTotalAndTheInclusiveCostOfEachCallEdge() throws {
        let p = try CallgrindProfile(parsing: Substring(Self.plain))
        #expect(p.total == 5000)
        let update = p.calls(from: "kioskMeasuredFrame", to: "kioskPhaseUpdate")
        #expect(update == CallgrindProfile.Calls(count: 2, inclusive: 1200))
        #expect(p.calls(from: "kioskMeasuredFrame", to: "kioskPhaseRender").inclusive == 3000)
        // The render phase also calls malloc itself: every edge into an allocator counts.
        #expect(p.callCount(toExactly: ["malloc", "calloc"]) == 11)
        #expect(p.calls(from: "kioskMeasuredFrame", to: "kioskPhaseLayout").count == 0)
    }

    // The default compressed form: a name is given once with its number, then the number alone;
    // positions may be relative.
    @Test func resolvesCompressedNamesAndRelativePositions() throws {
        let text = """
            events: Ir
            fn=(1) frame_kioskMeasuredFrame
            +2 10
            cfn=(2) kioskPhaseLayout
            calls=1 +5
            * 700
            fn=(2)
            -3 690
            fn=(1)
            cfn=(2)
            calls=1 +5
            +1 710
            totals: 1420
            """
        let p = try CallgrindProfile(parsing: Substring(text))
        #expect(
            p.calls(from: "kioskMeasuredFrame", to: "kioskPhaseLayout")
                == CallgrindProfile.Calls(count: 2, inclusive: 1410))
        #expect(p.total == 1420)
    }

    @Test func refusesWhatIsNotCallgrindOutput() {
        #expect(throws: CallgrindProfile.ParseError.notCallgrind) { try CallgrindProfile(parsing: "hello\nworld\n") }
        #expect(throws: CallgrindProfile.ParseError.malformed(line: 3, text: "12 many")) {
            try CallgrindProfile(parsing: "events: Ir\nfn=a\n12 many\n")
        }
    }
}
