import Testing
import KioskPlatform

@Suite struct SwapChainAgeTests {
    @Test func agesFollowTheRing() {
        var ages = SwapChainAges(count: 3)
        var seen: [Int] = []
        for _ in 0..<6 {
            let (index, age) = ages.next()
            seen.append(age)
            ages.shown(index)
        }
        #expect(seen == [0, 0, 0, 3, 3, 3])
        ages.invalidate()
        #expect(ages.next().age == 0)
    }
}
