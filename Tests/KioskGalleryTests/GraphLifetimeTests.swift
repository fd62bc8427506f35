import Testing
import KioskTesting
import KioskText
import KioskUI
@testable import KioskGallery

@MainActor
struct GraphLifetimeTests {
    @Test(arguments: Gallery.pages)
    func aGraphIsFreedWithItsRenderer(page: String) {
        weak var graph: ViewGraph?
        do {
            let r = ViewRenderer(Gallery.screen(page: page), size: Size(width: 480, height: 320), fonts: FontLibrary())
            r.render()
            graph = r.graph
        }
        #expect(graph == nil, "the graph of page \(page) outlived its renderer")
    }
}
