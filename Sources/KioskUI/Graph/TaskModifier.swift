/// `.task`: asynchronous work tied to a view's time on screen, started on the main actor after
/// the frame in which the view appears, cancelled when it disappears, and with an `id`,
/// cancelled and started again whenever the id changes. Its awaits resume through the main
/// queue, which the runtime's event loop serves: what the work changes shows in the next frame.
package struct TaskView<Content: View, ID: Equatable>: View {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor () async -> Void
    @State private var running = RunningTask()

    package var body: some View {
        let (running, priority, action) = (running, priority, action)
        ChangeView(
            content: LifecycleView(
                content: content, onAppear: { running.start(priority: priority, action) },
                onDisappear: { running.cancel() }),
            value: id, initial: false
        ) { _, _ in
            running.cancel()
            running.start(priority: priority, action)
        }
    }
}

/// The task a `TaskView` runs; one per view on screen, kept in its state.
@MainActor
final class RunningTask {
    private var task: Task<Void, Never>?

    func start(priority: TaskPriority, _ action: @escaping @MainActor () async -> Void) {
        task = Task(priority: priority) { await action() }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}

extension View {
    /// Starts `action` when the view appears and cancels it when the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    )
        -> some View
    {
        TaskView(content: self, id: 0, priority: priority, action: action)
    }

    /// Starts `action` when the view appears and again, after cancelling the running one,
    /// whenever `id` changes; cancels it when the view disappears.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        TaskView(content: self, id: value, priority: priority, action: action)
    }
}
