import Testing
@testable import KioskUI

/// Explicit ids that are `Int`s are kept as they are, and still equal (and hash as) the same
/// id held as `AnyHashable`, so lookups by id find them either way.
@Suite struct IdentityComponentTests {
    @Test func intIDsAreKeptAsTheyAre() {
        #expect(IdentityComponent.explicit(42) == .intID(42))
        guard case .id = IdentityComponent.explicit("42") else {
            Issue.record("a String id is held as AnyHashable")
            return
        }
        guard case .id = IdentityComponent.explicit(Int8(42)) else {
            Issue.record("only Int is kept as it is")
            return
        }
    }

    @Test func anIntIDEqualsTheSameIDAsAnyHashable() {
        let kept = IdentityComponent.intID(42), held = IdentityComponent.id(AnyHashable(42))
        #expect(kept == held && held == kept)
        #expect(kept.hashValue == held.hashValue)
        #expect(Set([kept, held]).count == 1)
        #expect([IdentityComponent.index(0), kept].contains(.id(AnyHashable(42))))
        #expect(kept != .id(AnyHashable(43)) && kept != .id(AnyHashable("42")))
        #expect(kept != .index(42) && kept != .branch(42))
        #expect(kept.idValue == AnyHashable(42) && held.idValue == AnyHashable(42))
        #expect(IdentityComponent.index(1).idValue == nil && IdentityComponent.body.idValue == nil)
    }

    @Test func keysGrowByOneComponent() {
        let key: [IdentityComponent] = [.index(1), .branch(0)]
        #expect(key.appending(.body) == [.index(1), .branch(0), .body])
        #expect([IdentityComponent]().appending(.intID(3)) == [.intID(3)])
    }
}
