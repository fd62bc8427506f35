import Testing
import KioskText
@testable import KioskGallery
@testable import KioskUI

/// The marker flags primitive views answer by their type (settled by the compiler) against the
/// runtime's conformance searches, for every view type the gallery's pages use.
@MainActor
@Suite struct PrimitiveMarkersTests {
    @Test func everyViewTypeAnswersAsTheRuntimeFindsIt() {
        for page in Gallery.pages {
            _ = Gallery.render(page: page, width: 480, height: 300)
        }
        var primitives = 0
        for traits in ViewTraits.all {
            let type = traits.type
            let searched = Self.searched(type)
            if let primitive = type as? any PrimitiveView.Type {
                primitives += 1
                #expect(primitive.markers == searched, "\(type): \(primitive.markers.rawValue) != \(searched.rawValue)")
            } else {
                #expect(searched.isEmpty, "\(type) adopts a marker without being primitive")
            }
        }
        #expect(primitives > 100, "the pages use a fair share of the primitive views: \(primitives)")
    }

    /// How a primitive view compares (`PrimitiveView.comparison`, settled by the compiler)
    /// against the runtime's answers: by its own comparer where it has one, by == where it is
    /// `Equatable`, otherwise field by field.
    @Test func everyPrimitiveViewComparesAsItsConformancesSay() {
        for page in Gallery.pages {
            _ = Gallery.render(page: page, width: 480, height: 300)
        }
        var equatables = 0
        for traits in ViewTraits.all {
            guard let primitive = traits.primitiveType else { continue }
            let type = traits.type
            switch primitive.comparison {
            case .fields:
                #expect(!(type is any CustomComparing.Type), "\(type) compares itself")
                #expect(!(type is any Equatable.Type), "\(type) is Equatable")
            case .alwaysEqual:
                #expect(type is any GraphInstallable.Type, "\(type)")
            case .compare:
                if type is any Equatable.Type { equatables += 1 }
                #expect(type is any CustomComparing.Type || type is any Equatable.Type, "\(type)")
            }
        }
        #expect(equatables > 0, "some primitive views (Color, Spacer) compare by ==")
    }

    /// The markers of `type` as the runtime finds them, one search per protocol.
    static func searched(_ type: Any.Type) -> PrimitiveMarkers {
        var m: PrimitiveMarkers = []
        if type is MultiView.Type { m.insert(.multiView) }
        if type is AnyOptionalView.Type { m.insert(.optional) }
        if type is StoredChildren.Type { m.insert(.storedChildren) }
        if type is PassesContent.Type { m.insert(.passesContent) }
        if type is ContextualLayoutView.Type { m.insert(.contextualLayout) }
        if type is NodeAwareView.Type { m.insert(.nodeAware) }
        if type is LayoutPriorityProviding.Type { m.insert(.layoutPriority) }
        if type is AnimationScoped.Type { m.insert(.animationScoped) }
        if type is LifecycleProviding.Type { m.insert(.lifecycle) }
        if type is ChangeObserving.Type { m.insert(.changeObserving) }
        if type is AlignmentGuideProviding.Type { m.insert(.alignmentGuides) }
        if type is FragmentScoping.Type { m.insert(.fragmentScoping) }
        if type is CompositingGroupMarker.Type { m.insert(.compositingGroup) }
        if type is HitTestParticipant.Type { m.insert(.hitTesting) }
        if type is AccessibilitySpecProviding.Type { m.insert(.accessibilitySpec) }
        if type is FrameTransparent.Type { m.insert(.frameTransparent) }
        if type is HitTestConfiguring.Type { m.insert(.hitTestConfiguring) }
        if type is ClipProviding.Type { m.insert(.clipping) }
        if type is HitAreaProviding.Type { m.insert(.hitArea) }
        if type is GestureSpecProviding.Type { m.insert(.gestureSpec) }
        return m
    }
}
