// KioskSVG: the SVG that icon sets and drawing programs write, parsed with expat and drawn
// with KioskRaster.
//
// Steps: expat builds a small element tree (with line numbers for errors) and the style
// sheets are applied to it; `SVGRenderer` walks it with inherited presentation attributes,
// turning shapes into `Path`s and paints into `Paint`s. Elements outside the subset
// (foreignObject, textPath, animation, ...) are skipped and listed in `unsupportedElements`,
// so a caller can warn once instead of drawing something wrong silently.
import CExpat
import KioskGeometry
import KioskRaster

/// An XML element of the document.
package final class SVGElement: @unchecked Sendable {
    package let name: String
    package let attributes: [String: String]
    package internal(set) var children: [SVGElement] = []
    package let line: Int
    /// The text of a `<style>` element, or of a `#text` node (the characters of `<text>` and
    /// `<tspan>`, kept as children among their elements).
    var text = ""
    /// In another namespace than SVG's (or inside such an element): never drawn, never listed.
    var isForeign = false
    /// The children that are elements (not character data), and this element's place among
    /// its parent's: what selectors of siblings and positions read. Set before style sheets
    /// apply (`SVGDocument.applyStyleSheets`).
    var elementChildren: [SVGElement] = []
    var elementIndex = 0
    /// The attributes with the style sheets' and the `style` attribute's declarations applied,
    /// in CSS's order of precedence: what the renderer reads.
    package internal(set) var presentation: [String: String]
    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        presentation = attributes
        if let style = attributes["style"] {
            let inline = SVGStyleSheet.parseDeclarations(style)
            for d in inline where !d.important { presentation[d.property] = d.value }
            for d in inline where d.important { presentation[d.property] = d.value }
        }
    }

    /// `href`, or SVG 1.1's `xlink:href`.
    var href: String? { attributes["href"] ?? attributes["xlink:href"] }

    /// The id `href` points at (`#id`).
    var referencedID: String? { href.flatMap(SVGAttributes.urlReference) }

    /// The names in the `class` attribute.
    var classNames: [Substring] {
        (attributes["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    }

    /// Applies the matching rules of `sheet`: above the attributes, below the `style` attribute,
    /// `!important` declarations above both.
    func applyStyleSheet(_ sheet: SVGStyleSheet, ancestors: ArraySlice<SVGElement>) {
        let matched = sheet.declarations(for: self, ancestors: ancestors)
        let inline = SVGStyleSheet.parseDeclarations(attributes["style"] ?? "")
        guard !matched.isEmpty else { return }
        var merged = attributes
        for d in matched where !d.important { merged[d.property] = d.value }
        for d in inline where !d.important { merged[d.property] = d.value }
        for d in matched where d.important { merged[d.property] = d.value }
        for d in inline where d.important { merged[d.property] = d.value }
        presentation = merged
    }
}

/// Malformed XML, with the position expat reports.
package struct SVGError: Error, Sendable, Equatable, CustomStringConvertible {
    package var source: String
    package var line: Int
    package var column: Int
    package var message: String
    package var description: String { "\(source):\(line):\(column): \(message)" }
}

/// A parsed SVG document.
package struct SVGDocument: @unchecked Sendable {
    package let root: SVGElement
    /// The user-space rectangle that maps onto the output (`viewBox`, else 0 0 width height).
    package private(set) var viewBox: Rect
    /// Intrinsic size in pixels (`width`/`height`, else the viewBox size; without either, the
    /// extent of what it draws).
    package private(set) var size: Size
    /// Names of elements that were skipped because the subset does not draw them, sorted.
    package let unsupportedElements: [String]
    /// Whether the document holds text (which needs fonts).
    package var hasText: Bool {
        func search(_ e: SVGElement) -> Bool { e.name == "text" || e.children.contains(where: search) }
        return search(root)
    }
    /// What was drawn differently from the file, one line each with its line number: pictures
    /// that are not embedded or do not decode.
    package let warnings: [String]
    /// How the viewBox fits the rectangle it is drawn in (`preserveAspectRatio`).
    let aspectRatio: SVGAspectRatio
    let elementsByID: [String: SVGElement]
    /// The decoded pictures of `<image>` elements.
    let images: [ObjectIdentifier: SVGEmbeddedImage]

    /// The document in `data`; `linkedFiles` says where the pictures it links to are read
    /// from (none when nil: `SVGLinkedFiles(documentAt:)` for a document read from a file).
    package static func parse(
        _ data: [UInt8], source: String = "SVG data", linkedFiles: SVGLinkedFiles? = nil
    ) throws(SVGError) -> SVGDocument {
        try parse(data, source: source, nesting: 0, linkedFiles: linkedFiles)
    }

    /// `nesting` counts the documents this one is embedded in (`SVGEmbeddedImage`).
    static func parse(
        _ data: [UInt8], source: String, nesting: Int, linkedFiles: SVGLinkedFiles?
    ) throws(SVGError) -> SVGDocument {
        let (root, tooDeep) = try XMLTreeBuilder.parse(data, source: source)
        guard root.name == "svg" else {
            throw SVGError(
                source: source, line: root.line, column: 0, message: "the root element is <\(root.name)>, not <svg>")
        }
        var ids: [String: SVGElement] = [:]
        var unsupported = Set<String>()
        var images: [ObjectIdentifier: SVGEmbeddedImage] = [:]
        var warnings: [String] = []
        if let line = tooDeep {
            warnings.append(
                "\(source):\(line): elements nested more than \(XMLTreeBuilder.maximumDepth) deep are not drawn")
        }
        var decodedByHref: [String: Result<SVGEmbeddedImage, SVGEmbeddedImage.Problem>] = [:]
        func walk(_ e: SVGElement) {
            if e.isForeign || e.name == "#text" { return }
            if let id = e.attributes["id"] { ids[id] = e }
            if !SVGRenderer.knownElements.contains(e.name) {
                unsupported.insert(e.name)
                return
            }
            // Pictures of <image> and of feImage (whose "#id" names an element instead).
            if e.name == "image" || e.name == "feImage", let href = e.href,
                !(e.name == "feImage" && href.trimmed.hasPrefix("#"))
            {
                // The same picture placed many times is read and decoded once.
                let decoded = decodedByHref[href] ?? SVGEmbeddedImage.decode(href, nesting: nesting, files: linkedFiles)
                decodedByHref[href] = decoded
                switch decoded {
                case .success(let image): images[ObjectIdentifier(e)] = image
                case .failure(let problem):
                    warnings.append("\(source):\(e.line): <\(e.name)> not drawn: \(problem.reason)")
                }
            }
            e.children.forEach(walk)
        }
        walk(root)
        applyStyleSheets(root)
        // A percentage (of a page this image has none of) is as good as no size.
        let width = root.attributes["width"].flatMap { SVGAttributes.length($0) }.flatMap { $0 > 0 ? $0 : nil }
        let height = root.attributes["height"].flatMap { SVGAttributes.length($0) }.flatMap { $0 > 0 ? $0 : nil }
        let givenViewBox = SVGAttributes.viewBox(root.attributes["viewBox"])
        let viewBox = givenViewBox ?? Rect(x: 0, y: 0, width: width ?? 100, height: height ?? 100)
        let size = Size(width: width ?? viewBox.width, height: height ?? viewBox.height)
        var document = SVGDocument(
            root: root, viewBox: viewBox, size: size, unsupportedElements: unsupported.sorted(), warnings: warnings,
            aspectRatio: SVGAspectRatio(root.attributes["preserveAspectRatio"]), elementsByID: ids, images: images)
        if givenViewBox == nil, width == nil || height == nil, let extent = document.contentExtent() {
            // No viewBox and no size to map it from (clip art often has neither): the drawing
            // is as large as what it draws, from the origin to its far corner, in user units,
            // as resvg sizes it, instead of the first 100 x 100 units of it.
            let sized = Size(width: width ?? extent.width, height: height ?? extent.height)
            document.viewBox = Rect(x: 0, y: 0, width: sized.width, height: sized.height)
            document.size = sized
        }
        return document
    }

    /// `e` and the elements its `href` leads to, one after another (gradients and patterns
    /// take stops, content and unset attributes from them): at most eight, each once, only
    /// those `follows` accepts.
    func hrefChain(from e: SVGElement, follows: (SVGElement) -> Bool = { _ in true }) -> [SVGElement] {
        var chain = [e]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(e)]
        while chain.count < 8, let id = chain.last!.referencedID, let next = elementsByID[id], follows(next),
            seen.insert(ObjectIdentifier(next)).inserted
        {
            chain.append(next)
        }
        return chain
    }

    /// Applies the CSS of every `<style>` element (wherever it stands, it applies to the whole
    /// document) to every element.
    static func applyStyleSheets(_ root: SVGElement) {
        var css = ""
        func collect(_ e: SVGElement) {
            if e.name == "style", (e.attributes["type"] ?? "text/css").trimmed.lowercased() == "text/css" {
                css += e.text + "\n"
            }
            e.children.forEach(collect)
        }
        collect(root)
        let sheet = SVGStyleSheet.parse(css)
        guard !sheet.isEmpty else { return }
        func index(_ e: SVGElement) {
            e.elementChildren = e.children.filter { $0.name != "#text" }
            for (i, child) in e.elementChildren.enumerated() {
                child.elementIndex = i
                index(child)
            }
        }
        index(root)
        var ancestors: [SVGElement] = []
        func apply(_ e: SVGElement) {
            e.applyStyleSheet(sheet, ancestors: ancestors[...])
            ancestors.append(e)
            e.children.forEach(apply)
            ancestors.removeLast()
        }
        apply(root)
    }

    /// Draws the document into `rect` (user space of `canvas`) as its `preserveAspectRatio`
    /// says: by default scaled to fit, keeping the aspect ratio, and centred (`xMidYMid meet`).
    /// `currentColor` resolves to `color`.
    /// `text` shapes and draws `<text>`; without it text is left out.
    package func draw(
        on canvas: Canvas, in rect: Rect, currentColor: RGBAColor = .black, text: (any SVGTextRendering)? = nil
    ) {
        canvas.save()
        let host = aspectRatio.transform(viewBox: Rect(x: 0, y: 0, width: size.width, height: size.height), into: rect)
            .concatenating(canvas.transform)
        canvas.concatenate(aspectRatio.transform(viewBox: viewBox, into: rect))
        var renderer = SVGRenderer(document: self, canvas: canvas, currentColor: currentColor)
        renderer.hostTransform = host
        renderer.textRenderer = text
        renderer.draw(root, inherited: SVGStyle())
        canvas.restore()
    }

    /// Renders to a new buffer of `width` x `height` pixels.
    package func render(
        width: Int, height: Int, currentColor: RGBAColor = .black, text: (any SVGTextRendering)? = nil
    ) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        draw(
            on: Canvas(buffer), in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
            currentColor: currentColor, text: text)
        return buffer
    }
}

/// Builds the element tree from expat's callbacks.
///
/// Elements nested more than `maximumDepth` deep are left out with all they hold: the tree is
/// walked recursively (styles, drawing, bounding boxes), and twenty thousand nested groups in
/// a 140 KB file overflowed the stack. Drawings nest a few dozen deep.
final class XMLTreeBuilder {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let maximumDepth = 256
    var stack: [SVGElement] = []
    /// How deep inside a left-out element the parser is (0: not inside one), and the line of
    /// the first element left out.
    var skipping = 0
    var firstSkippedLine: Int?
    /// The namespace declarations of each open element.
    var namespaces: [[String: String]] = []
    var root: SVGElement?
    var parser: XML_Parser?

    /// The root, and the line of the first element left out for nesting too deep, if any.
    static func parse(_ data: [UInt8], source: String) throws(SVGError) -> (root: SVGElement, tooDeep: Int?) {
        let builder = XMLTreeBuilder()
        guard let parser = XML_ParserCreate(nil) else {
            throw SVGError(source: source, line: 0, column: 0, message: "expat could not create a parser")
        }
        defer { XML_ParserFree(parser) }
        builder.parser = parser
        XML_SetUserData(parser, Unmanaged.passUnretained(builder).toOpaque())
        // Text is kept for style sheets only (CDATA sections arrive here too).
        XML_SetCharacterDataHandler(parser) { user, chars, length in
            let b = Unmanaged<XMLTreeBuilder>.fromOpaque(user!).takeUnretainedValue()
            guard b.skipping == 0, let top = b.stack.last, let chars, length > 0 else { return }
            let text = String(decoding: UnsafeRawBufferPointer(start: chars, count: Int(length)), as: UTF8.self)
            if top.name == "style" {
                top.text += text
            } else if top.name == "text" || top.name == "tspan" || top.name == "textPath"
                || (top.name == "a" && b.stack.dropLast().contains { $0.name == "text" })
            {
                // Characters between child elements, kept in order among them.
                if let last = top.children.last, last.name == "#text" {
                    last.text += text
                } else {
                    let node = SVGElement(name: "#text", attributes: [:], line: Int(XML_GetCurrentLineNumber(b.parser)))
                    node.text = text
                    top.children.append(node)
                }
            }
        }
        XML_SetElementHandler(
            parser,
            { user, name, attrs in
                let b = Unmanaged<XMLTreeBuilder>.fromOpaque(user!).takeUnretainedValue()
                b.start(String(cString: name!), attrs)
            },
            { user, _ in
                let b = Unmanaged<XMLTreeBuilder>.fromOpaque(user!).takeUnretainedValue()
                if b.skipping > 0 {
                    b.skipping -= 1
                    return
                }
                _ = b.stack.popLast()
                _ = b.namespaces.popLast()
            })
        let status = data.withUnsafeBytes { raw in
            XML_Parse(parser, raw.bindMemory(to: CChar.self).baseAddress, Int32(raw.count), 1)
        }
        if status != XML_STATUS_OK {
            let code = XML_GetErrorCode(parser)
            let message = XML_ErrorString(code).map { String(cString: $0) } ?? "malformed XML"
            throw SVGError(
                source: source, line: Int(XML_GetCurrentLineNumber(parser)),
                column: Int(XML_GetCurrentColumnNumber(parser)) + 1, message: message)
        }
        guard let root = builder.root else {
            throw SVGError(source: source, line: 1, column: 1, message: "no root element")
        }
        return (root, builder.firstSkippedLine)
    }

    func start(_ name: String, _ attrs: UnsafeMutablePointer<UnsafePointer<XML_Char>?>?) {
        if skipping > 0 || stack.count >= Self.maximumDepth {
            if skipping == 0, firstSkippedLine == nil { firstSkippedLine = Int(XML_GetCurrentLineNumber(parser)) }
            skipping += 1
            return
        }
        var dict: [String: String] = [:]
        var i = 0
        while let attrs, let key = attrs[i], let value = attrs[i + 1] {
            dict[String(cString: key)] = String(cString: value)
            i += 2
        }
        // The namespaces this element declares ("" for the default one).
        var declared: [String: String] = [:]
        for (key, value) in dict where key == "xmlns" || key.hasPrefix("xmlns:") {
            declared[key == "xmlns" ? "" : String(key.dropFirst(6))] = value
        }
        namespaces.append(declared)
        let parts = name.split(separator: ":", maxSplits: 1)
        let (prefix, local) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : ("", name)
        // Elements of another namespace (an editor's settings, RDF metadata, XHTML) are not
        // SVG: named with their namespace ({uri}name), so nothing draws them, and skipped
        // without a word.
        // An undeclared prefix, or none at all, is read as SVG.
        let namespace = namespaces.reversed().lazy.compactMap { $0[prefix] }.first
        let foreign = namespace.map { $0 != XMLTreeBuilder.svgNamespace && !$0.isEmpty } ?? false
        let element = SVGElement(
            name: foreign ? "{\(namespace ?? "")}\(local)" : local, attributes: dict,
            line: Int(XML_GetCurrentLineNumber(parser)))
        element.isForeign = foreign || stack.last?.isForeign == true
        if let parent = stack.last { parent.children.append(element) } else if root == nil { root = element }
        stack.append(element)
    }
}
