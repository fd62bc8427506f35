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
            let searched = PrimitiveMarkers.searched(type)
            if let primitive = type as? any PrimitiveView.Type {
                primitives += 1
                #expect(primitive.markers == searched, "\(type): \(primitive.markers.rawValue) != \(searched.rawValue)")
            } else {
                #expect(searched.isEmpty, "\(type) adopts a marker without being primitive")
            }
        }
        #expect(primitives > 100, "the pages use a fair share of the primitive views: \(primitives)")
    }
}
