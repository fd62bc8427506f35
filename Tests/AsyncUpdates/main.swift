// Asynchronous work reaches the screen through the runtime's event loop: a `.task` awaiting, the
// main queue, a timer on it, `Timer` and `Timer.publish`, a model changed on another thread. Each scenario runs the real
// loop (LiveSession on a headless display) until the new value is on screen; the loop sleeps
// in epoll until the work signals it, and a deadline far beyond the work's own delay stops it
// only if that wakeup never comes (the scenario then fails).
//
// An executable, not a swift-testing suite: the main queue is served by the loop only when the
// loop is not itself running inside a main-queue job, and every @MainActor test is one.
import Combine
import Dispatch
import KioskGeometry
import KioskHeadless
import KioskPlatform
import KioskRuntime
import KioskUI
import Observation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A model that work outside the current turn of the loop updates, as an app's data loads do.
@Observable final class Feed: @unchecked Sendable {
    var headline = "Loading"
}

/// Shows the feed's headline; `start` runs as the view's `.task`, `appear` in its `onAppear`.
struct FeedView: View {
    let feed: Feed
    let start: @MainActor () async -> Void
    let appear: @MainActor () -> Void
    var body: some View {
        Text(feed.headline).task { await start() }.onAppear { appear() }
    }
}

/// Counts the dates a timer publisher sends while it is on screen (SwiftUI's clock idiom).
struct TickingView: View {
    let feed: Feed
    let ticks = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    @State private var count = 0
    var body: some View {
        Text(feed.headline).onReceive(ticks) { _ in
            count += 1
            if count <= 3 { feed.headline = "Published \(count)" }
        }
    }
}

/// Runs `FeedView` live until `expected` is on screen; returns what failed, or nil.
@MainActor
func check(
    _ expected: String, feed: Feed, start: @escaping @MainActor () async -> Void = {},
    appear: @escaping @MainActor () -> Void = {}
) -> String? {
    check(expected, feed: feed, view: FeedView(feed: feed, start: start, appear: appear))
}

/// Runs `view` live until `expected` is on screen; returns what failed, or nil.
@MainActor
func check(_ expected: String, feed: Feed, view: some View) -> String? {
    do {
        let renderer = ViewRenderer(view, size: Size(width: 240, height: 60))
        let display = HeadlessDisplay(width: 240, height: 60)
        let loop = try EventLoop()
        let session = try LiveSession(renderer: renderer, display: display, loop: loop, servesMainQueue: true)
        var shown = false
        session.onIdle = { [unowned session] in
            if renderer.graph.accessibilityDump().contains("\"\(expected)\"") {
                shown = true
                session.stop()
            }
        }
        let deadline = try LoopTimer(loop: loop) { loop.stop() }
        deadline.schedule(at: MonotonicClock.seconds() + 60)
        try session.run()
        guard shown else { return "\"\(expected)\" never reached the screen; it shows \"\(feed.headline)\"" }
        guard display.frontBuffer!.hasSamePixels(as: renderer.renderFull()) else {
            return "the screen does not match a full render of the final state"
        }
        return nil
    } catch {
        return "\(error)"
    }
}

@MainActor
func runScenarios() -> Int32 {
    var failures = 0
    func report(_ name: String, _ failure: String?) {
        if let failure {
            failures += 1
            print("async-updates: FAIL \(name): \(failure)")
        } else {
            print("async-updates: ok   \(name)")
        }
    }

    let loaded = Feed()
    report(
        "a .task that awaits Task.sleep, then sets the model",
        check("Loaded", feed: loaded) {
            try? await Task.sleep(for: .milliseconds(20))
            loaded.headline = "Loaded"
        })

    let queued = Feed()
    report(
        "DispatchQueue.main.async from a background queue",
        check("From the main queue", feed: queued) {
            DispatchQueue.global().async {
                DispatchQueue.main.async { queued.headline = "From the main queue" }
            }
        })

    let ticking = Feed()
    let timer = DispatchSource.makeTimerSource(queue: .main)
    report(
        "a repeating timer on the main queue",
        check("Tick 3", feed: ticking) {
            var ticks = 0
            timer.setEventHandler {
                ticks += 1
                ticking.headline = "Tick \(ticks)"
                if ticks == 3 { timer.cancel() }
            }
            timer.schedule(deadline: .now() + .milliseconds(10), repeating: .milliseconds(10))
            timer.resume()
        })

    let scheduled = Feed()
    report(
        "a repeating Timer.scheduledTimer",
        check("Timer 3", feed: scheduled) {
            var fired = 0
            Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
                MainActor.assumeIsolated {
                    fired += 1
                    scheduled.headline = "Timer \(fired)"
                    if fired == 3 { timer.invalidate() }
                }
            }
        })

    let published = Feed()
    report(
        "Timer.publish(every:on:in:).autoconnect() with .onReceive",
        check("Published 3", feed: published, view: TickingView(feed: published)))

    // Started from onAppear, not a task: the main queue plays no part, the model's change
    // on another thread must wake the loop by itself.
    let threaded = Feed()
    report(
        "an @Observable model changed on a background thread",
        check(
            "From a thread", feed: threaded,
            appear: {
                // Later than the main queue's own work at start (the empty task), so that only
                // the change itself can wake the loop.
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
                    threaded.headline = "From a thread"
                }
            }))

    let chained = Feed()
    report(
        "a task that awaits work on a background queue, three times over",
        check("Step 3", feed: chained) {
            for step in 1...3 {
                let value = await withCheckedContinuation { continuation in
                    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) {
                        continuation.resume(returning: step)
                    }
                }
                chained.headline = "Step \(value)"
            }
        })

    print("async-updates: \(7 - failures) of 7 scenarios passed")
    return failures == 0 ? 0 : 1
}

exit(MainActor.assumeIsolated { runScenarios() })
