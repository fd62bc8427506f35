import Testing
@testable import KioskTools

@Suite struct FrameCostBudgetTests {
    func cost(_ scene: String, _ instructions: Double, pixels: Double = 0, allocations: Double = 0) -> FrameCost {
        FrameCost(
            scene: scene, width: 800, height: 480, frames: 30, instructionsPerFrame: instructions,
            phases: [
                ("update", instructions * 0.6), ("layout", instructions * 0.1), ("render", instructions * 0.3),
                ("present", 0),
            ],
            allocationsPerFrame: allocations, damagedPixelsMean: pixels, drawnPixelsMean: pixels)
    }

    @Test func aFigureOverItsBudgetByMoreThanTheToleranceIsNamedWithItsPhases() throws {
        let b = try FrameCostBudget(
            json: """
                { "tolerance": 0.05, "scenes": { "dashboard": { "800x480": 3000000 }, "lvgl-arcs": { "800x480": 760000, "pixels@800x480": 5000 } } }
                """, path: "budgets.json")
        #expect(b.overruns([cost("dashboard", 3_140_000)]).isEmpty)  // within 5%
        let over = b.overruns([
            cost("dashboard", 3_200_000), cost("lvgl-arcs", 700_000, pixels: 216_000), cost("toggle", 9e9),
        ])
        #expect(over.count == 2)
        #expect(
            over[0].description
                == "dashboard at 800x480: 3.20 M instructions per frame, over the budget of 3.00 M (update 1.92 M, layout 0.32 M, render 0.96 M, present 0.00 M)"
        )
        #expect(over[1].description == "lvgl-arcs at 800x480: 216000 pixels redrawn per frame, over the budget of 5000")
    }

    /// Heap allocations per frame have budgets of their own: a change that allocates per node
    /// fails even when its instructions stay within the tolerance.
    @Test func allocationsOverTheirBudgetAreNamed() throws {
        let b = try FrameCostBudget(
            json: """
                { "scenes": { "dashboard": { "800x480": 5000000, "allocations@800x480": 2200 } } }
                """, path: "budgets.json")
        #expect(b.overruns([cost("dashboard", 4_000_000, allocations: 2300)]).isEmpty, "within 5%")
        let over = b.overruns([cost("dashboard", 4_000_000, allocations: 2400.4)])
        #expect(
            over.map(\.description) == [
                "dashboard at 800x480: 2400 heap allocations per frame, over the budget of 2200"
            ])
        // Goals are instructions and pixels; the file takes no allocation goal, nor other kinds.
        #expect(throws: BenchFileError.self) {
            try FrameCostBudget(json: "{ \"goals\": { \"idle\": { \"allocations@800x480\": 1 } } }", path: "b.json")
        }
        #expect(throws: BenchFileError.self) {
            try FrameCostBudget(json: "{ \"scenes\": { \"idle\": { \"frames@800x480\": 1 } } }", path: "b.json")
        }
    }

    @Test func aBrokenBudgetFileNamesTheLineAndTheKey() {
        #expect {
            try FrameCostBudget(json: "{\n  \"scenes\": { \"toggle\": { \"800x480\": \"lots\" } } }", path: "b.json")
        } throws: { error in
            (error as? BenchFileError)?.description == "b.json:2:38: 'toggle' '800x480' expects a positive number"
        }
        #expect(throws: BenchFileError.self) { try FrameCostBudget(json: "{ \"tolerence\": 0.1 }", path: "b.json") }
    }
}
