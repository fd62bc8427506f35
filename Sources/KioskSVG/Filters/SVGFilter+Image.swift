import KioskGeometry
import KioskRaster

/// `feImage`: a picture (embedded, or a file beside the document) fitted into the primitive's
/// subregion (by default the filter region) as `preserveAspectRatio` says, or an element of the document drawn as `<use>`
/// would draw it, in the filtered element's user space. Drawn by the renderer before the
/// filter runs (`SVGRenderer.feImages`), since drawing an element needs it.
extension SVGRenderer {
    /// The pictures of `filter`'s feImage primitives on the region's pixels, by primitive.
    /// `box` is the filtered element's bounding box, for `primitiveUnits="objectBoundingBox"`.
    func feImages(of filter: SVGElement, region: Rect, pixels: PixelRect, box: Rect?) -> [ObjectIdentifier: PixelBuffer]
    {
        let boundingBox = filter.presentation["primitiveUnits"]?.trimmed == "objectBoundingBox" ? box : nil
        var out: [ObjectIdentifier: PixelBuffer] = [:]
        for primitive in filter.children where primitive.name == "feImage" {
            let buffer = PixelBuffer(width: pixels.width, height: pixels.height)
            let target = Canvas(buffer)
            target.concatenate(AffineTransform(translationX: Double(-pixels.x), y: Double(-pixels.y)))
            target.concatenate(canvas.transform)
            if let id = primitive.referencedID {
                // An element, drawn where it stands in user space (not an ancestor: no loop).
                guard let element = document.elementsByID[id], !referenced.contains(ObjectIdentifier(element)),
                    element.name != "filter"
                else { continue }
                var inner = nested(on: target, also: [element, filter], patternNesting: patternNesting)
                inner.draw(element, inherited: SVGStyle())
            } else if let picture = document.images[ObjectIdentifier(primitive)] {
                let own = Rect(x: 0, y: 0, width: picture.size.width, height: picture.size.height)
                guard own.width > 0, own.height > 0 else { continue }
                let area = SVGFilter.subregion(
                    primitive.presentation, defaults: region, boundingBox: boundingBox, viewport: viewport)
                guard area.width > 0, area.height > 0 else { continue }
                let placement = SVGAspectRatio(primitive.presentation["preserveAspectRatio"]).transform(
                    viewBox: own, into: area)
                target.clip(to: area)
                target.concatenate(placement)
                switch picture {
                case .raster(let image):
                    target.drawImage(image, in: own, filter: SVGAttributes.imageFilter(primitive.presentation))
                case .vector(let inner): inner.draw(on: target, in: own, currentColor: currentColor, text: textRenderer)
                }
            }
            out[ObjectIdentifier(primitive)] = buffer
        }
        return out
    }
}
