import Combine
import Dispatch
import Testing

final class Counter: ObservableObject {
    @Published var count = 0
    @Published var doubled = 0
    init() { $count.map { $0 * 2 }.assign(to: &$doubled) }
}

/// Collects what a publisher delivers.
final class Recorder<T>: @unchecked Sendable {
    var values: [T] = []
    var finished = false
}

@Suite struct CombineTests {
    @Test func aPassthroughSubjectDeliversToTheSubscribersOfTheMoment() {
        let subject = PassthroughSubject<Int, Never>()
        let early = Recorder<Int>(), late = Recorder<Int>()
        subject.send(0)
        let a = subject.sink { early.values.append($0) }
        subject.send(1)
        let b = subject.sink(receiveCompletion: { _ in late.finished = true }, receiveValue: { late.values.append($0) })
        subject.send(2)
        a.cancel()
        subject.send(3)
        subject.send(completion: .finished)
        subject.send(4)
        #expect(early.values == [1, 2])
        #expect(late.values == [2, 3])
        #expect(late.finished)
        _ = b
    }

    @Test func aCurrentValueSubjectStartsWithItsValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        let seen = Recorder<String>()
        let c = subject.sink { seen.values.append($0) }
        subject.value = "b"
        subject.send("c")
        #expect(seen.values == ["a", "b", "c"])
        #expect(subject.value == "c")
        c.cancel()
    }

    @Test func releasingTheCancellableEndsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        let seen = Recorder<Int>()
        var bag = Set<AnyCancellable>()
        subject.sink { seen.values.append($0) }.store(in: &bag)
        subject.send(1)
        bag.removeAll()
        subject.send(2)
        #expect(seen.values == [1])
    }

    @Test func operatorsTransformInOrder() {
        let subject = PassthroughSubject<Int, Never>()
        let seen = Recorder<String>()
        let c = subject.filter { $0 >= 0 }.map { $0 * 10 }.removeDuplicates().compactMap { $0 == 20 ? nil : "\($0)" }
            .eraseToAnyPublisher().sink { seen.values.append($0) }
        for v in [1, 1, -3, 2, 3, 3, 1] { subject.send(v) }
        #expect(seen.values == ["10", "30", "10"])
        c.cancel()
    }

    @Test func justDeliversOneValueThenFinishes() {
        let seen = Recorder<Int>()
        _ = Just(7).sink(receiveCompletion: { _ in seen.finished = true }, receiveValue: { seen.values.append($0) })
        #expect(seen.values == [7])
        #expect(seen.finished)
    }

    @Test func publishedAnnouncesTheChangeBeforeItIsMade() {
        let counter = Counter()
        let announced = Recorder<Int>()
        let c = counter.objectWillChange.sink { announced.values.append(counter.count) }
        let values = Recorder<Int>()
        let d = counter.$count.sink { values.values.append($0) }
        counter.count = 5
        counter.count = 6
        // objectWillChange fires before the write (the old value is still there), once per
        // write of either property (the assignment to `doubled` writes too).
        #expect(announced.values == [0, 5, 5, 6])
        #expect(values.values == [0, 5, 6])
        #expect(counter.doubled == 12)
        c.cancel()
        d.cancel()
    }

    @Test func eachObjectHasItsOwnPublisher() {
        let a = Counter(), b = Counter()
        let seen = Recorder<String>()
        let c = a.objectWillChange.sink { seen.values.append("a") }
        let d = b.objectWillChange.sink { seen.values.append("b") }
        b.count = 1
        a.count = 1
        #expect(seen.values == ["b", "b", "a", "a"])
        #expect(a.objectWillChange === a.objectWillChange)
        c.cancel()
        d.cancel()
    }

    @Test func assignWritesToAnObject() {
        final class Box { var text = "" }
        let box = Box()
        let subject = PassthroughSubject<String, Never>()
        let c = subject.assign(to: \.text, on: box)
        subject.send("hello")
        #expect(box.text == "hello")
        c.cancel()
        subject.send("gone")
        #expect(box.text == "hello")
    }

    @Test func receiveOnAQueueDeliversThere() async {
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "receiver")
        // Held, the queue runs nothing: a value delivered on it cannot have arrived yet.
        queue.suspend()
        let seen = Recorder<Int>()
        let kept = Recorder<AnyCancellable>()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            kept.values.append(
                subject.receive(on: queue).sink { value in
                    seen.values.append(value)
                    if value == 2 { done.resume() }
                })
            subject.send(1)
            subject.send(2)
            #expect(seen.values.isEmpty)
            queue.resume()
        }
        #expect(seen.values == [1, 2])
    }

    @Test func demandIsCountedAndUnlimitedStaysUnlimited() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited + .max(1) == .unlimited)
        #expect(Subscribers.Demand.max(1) - 3 == .none)
        #expect(Subscribers.Demand.max(4) < .unlimited)
    }
}
