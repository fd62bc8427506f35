import Testing
import KioskText
@testable import KioskGallery
@testable import KioskUI

/// What the graph asks of a primitive view through its conformance (`PrimitiveRoles.swift`)
/// against what a cast to the role's protocol answers, for every node of every gallery page.
@MainActor
@Suite struct PrimitiveRolesTests {
    @Test func everyNodeAnswersItsRolesAsTheCastDoes() {
        var asked = (layouts: 0, priorities: 0, nodeAware: 0, multi: 0, optional: 0)
        for page in Gallery.pages {
            let r = ViewRenderer(Gallery.screen(page: page), size: Size(width: 480, height: 320), fonts: FontLibrary())
            r.render()
            for node in Self.nodes(under: r.graph.root) {
                guard let primitive = node.primitive else { continue }
                let view = node.view, traits = node.traits
                if traits.isContextualLayout {
                    asked.layouts += 1
                    let role = primitive.makeLayout(environment: node.environment, context: r.graph.drawContext)
                    let cast = (view as! ContextualLayoutView).makeLayout(
                        environment: node.environment, context: r.graph.drawContext)
                    #expect(
                        type(of: role) == type(of: cast) && ValueComparer.equalExistentials(role, cast),
                        "\(type(of: view))")
                }
                if traits.setsLayoutPriority {
                    asked.priorities += 1
                    #expect(primitive.layoutPriority == (view as! LayoutPriorityProviding).layoutPriority)
                }
                if traits.isNodeAware {
                    asked.nodeAware += 1
                    let role = primitive.children(of: node), cast = (view as! NodeAwareView).children(of: node)
                    #expect(role.map(\.key) == cast.map(\.key), "\(type(of: view))")
                }
                if traits.isMultiView, let type = traits.primitiveType {
                    asked.multi += 1
                    var role: [ChildView] = [], cast: [ChildView] = []
                    type.flatten(view, into: &role, prefix: [.index(7)])
                    (view as! MultiView).flatten(into: &cast, prefix: [.index(7)])
                    #expect(role.map(\.key) == cast.map(\.key), "\(type)")
                }
                if traits.isOptional, let type = traits.primitiveType {
                    asked.optional += 1
                    let role = type.wrappedView(of: view), cast = (view as! AnyOptionalView).wrappedView
                    #expect((role == nil) == (cast == nil))
                }
                // A type without the role answers with the defaults.
                if !traits.setsLayoutPriority { #expect(primitive.layoutPriority == 0) }
                if !traits.isOptional, let type = traits.primitiveType { #expect(type.wrappedView(of: view) == nil) }
            }
        }
        #expect(asked.layouts > 10 && asked.priorities > 10 && asked.nodeAware > 10 && asked.multi > 10, "\(asked)")
    }

    static func nodes(under node: ViewNode) -> [ViewNode] { [node] + node.children.flatMap { nodes(under: $0) } }
}
