import Observation
import Testing
import KioskGeometry
import KioskTesting
import KioskText
@testable import KioskUI

@Observable final class Feed: @unchecked Sendable {
    var items = ["Latte", "Tea"]
    var refreshes = 0
    /// Holds a refresh until the test lets it finish.
    var gate: CheckedContinuation<Void, Never>?
}

struct FeedList: View {
    let feed: Feed
    var body: some View {
        List {
            ForEach(feed.items, id: \.self) { Text($0) }
        }
        .refreshable {
            await withCheckedContinuation { c in
                Task { @MainActor in feed.gate = c }
            }
            await MainActor.run {
                feed.refreshes += 1
                feed.items.insert("Mocha", at: 0)
            }
        }
    }
}

/// Pull to refresh: `.refreshable` on a list, driven by touch; the refresh is held open by the
/// test (nothing timed) to check the spinner and the resting place meanwhile.
@MainActor
@Suite(.serialized) struct RefreshableTests {
    func pull(_ ui: UITestDriver, by distance: Double) {
        ui.drag(from: Point(x: 150, y: 60), to: Point(x: 150, y: 60 + distance), steps: 12, duration: 0.5)
    }

    /// Lets the main actor's tasks run, frame by frame.
    func settle(_ ui: UITestDriver, frames: Int = 20) async {
        for _ in 0..<frames {
            await Task.yield()
            ui.runFrames(for: 1.0 / 30, fps: 30)
        }
    }

    @Test func aPullPastTheThresholdRefreshesOnceAndSpringsBackWhenDone() async throws {
        let feed = Feed()
        let ui = UITestDriver(FeedList(feed: feed), size: Size(width: 300, height: 400), fonts: Fixtures.fonts)
        let top = try ui.element(label: "Latte").frame.minY
        pull(ui, by: 300)
        await settle(ui)
        #expect(feed.gate != nil, "the refresh is running")
        #expect(ui.exists(label: "Refreshing"), "a spinner shows while it runs")
        let held = try ui.element(label: "Latte").frame.minY
        #expect(held > top + 30, "the content rests below the spinner")
        UIGolden.check(ui.screenshot, named: "refreshing")
        feed.gate?.resume()
        feed.gate = nil
        await settle(ui, frames: 40)
        #expect(feed.refreshes == 1)
        #expect(try ui.element(label: "Mocha").frame.minY == top, "back at the top, with the new row")
        #expect(!ui.exists(label: "Refreshing"))
    }

    @Test func aShortPullDoesNotRefresh() async throws {
        let feed = Feed()
        let ui = UITestDriver(FeedList(feed: feed), size: Size(width: 300, height: 400), fonts: Fixtures.fonts)
        pull(ui, by: 60)
        await settle(ui, frames: 30)
        #expect(feed.gate == nil && feed.refreshes == 0)
        #expect(!ui.exists(label: "Refreshing") && !ui.exists(label: "Pull to refresh"))
    }

    @Test func aScrollViewWithoutRefreshableBouncesBackAsBefore() async throws {
        let ui = UITestDriver(
            List { Text("Latte") }, size: Size(width: 300, height: 400), fonts: Fixtures.fonts)
        let top = try ui.element(label: "Latte").frame.minY
        pull(ui, by: 300)
        await settle(ui, frames: 30)
        #expect(try ui.element(label: "Latte").frame.minY == top)
    }
}
