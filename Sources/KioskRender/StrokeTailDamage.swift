import KioskGeometry
import KioskRaster

/// A stroke whose path keeps its first elements and changes only after them (a progress ring
/// or a gauge's arc growing, a chart's line gaining a point) changes only the pixels near the
/// elements that differ: the rest of its outline, and so every pixel away from them, is drawn
/// the same. Damaging its whole bounds redrew a whole ring for the few degrees its end moved.
extension DisplayFragment {
    /// What changed in a fragment since `old` (the same identity).
    package enum Change: Equatable {
        case none
        /// Only these pixels can differ.
        case part(PixelRect)
        /// Its old and new bounds.
        case whole
    }

    /// What changed since `old`: nothing, its whole old and new bounds, or, when the one
    /// command that differs is a stroke in the same paint and style whose path shares its
    /// leading elements with the old one, the reach of the elements after them (and of the
    /// join where they meet the shared ones).
    package func change(since old: DisplayFragment) -> Change {
        guard commands.count == old.commands.count else { return .whole }
        if bounds == old.bounds {
            // Most fragments are last frame's: the same array, equal at once.
            if commands == old.commands { return .none }
        } else {
            // A fragment that moved is all new (a page scrolling), unless it is a shape's
            // stroke, whose bounds follow its path, and the path starts where it did.
            guard commands.count <= 3, let k = commands.firstIndex(where: \.isStroke),
                case let .stroke(path, _, _) = commands[k], case let .stroke(oldPath, _, _) = old.commands[k],
                path.elements.first == oldPath.elements.first
            else { return .whole }
        }
        // Commands are read in place: copied out of the array for each comparison (their
        // payloads retained and released), they cost a scrolled page a fifth more.
        let difference: Int?? = commands.withUnsafeBufferPointer { new in
            old.commands.withUnsafeBufferPointer { old in
                guard let a = new.baseAddress, let b = old.baseAddress else { return .some(nil) }
                var changed: Int?
                for i in 0..<new.count where (a + i).pointee != (b + i).pointee {
                    guard changed == nil, (a + i).pointee.isStroke else { return nil }
                    changed = i
                }
                return .some(changed)
            }
        }
        guard let difference else { return .whole }
        guard let k = difference else { return bounds == old.bounds ? .none : .whole }
        guard case let .stroke(path, paint, style) = commands[k],
            case let .stroke(oldPath, oldPaint, oldStyle) = old.commands[k], paint == oldPaint, style == oldStyle,
            commands.allSatisfy(\.keepsPixelsInPlace),
            let tail = StrokeTail(path.elements, oldPath.elements)
        else { return .whole }
        let reach = style.lineWidth / 2 * tail.reachFactor(style) + 2
        let pixels = PixelRect(covering: tail.bounds.insetBy(dx: -reach, dy: -reach))
        return .part(pixels.intersection(bounds.union(old.bounds)))
    }

    /// The pixels this fragment can have changed since `old` when that is less than both
    /// their bounds (`change(since:)`), nil otherwise.
    package func changedPixels(since old: DisplayFragment) -> PixelRect? {
        if case let .part(pixels) = change(since: old) { return pixels }
        return nil
    }
}

extension DrawCommand {
    fileprivate var isStroke: Bool {
        if case .stroke = self { return true }
        return false
    }

    /// Whether a change drawn under this command stays where it is drawn: not moved by a
    /// transform or a scroll, spread by a filter, or read by a backdrop blur.
    fileprivate var keepsPixelsInPlace: Bool {
        switch self {
        case .pushTransform, .pushProjection, .pushFilterLayer, .pushTranslation, .backdropBlur, .group: false
        default: true
        }
    }
}

/// The elements of a new path after those it shares with the old one, and the old path's
/// after them: where the two strokes can differ.
struct StrokeTail {
    /// The control points of both tails and the point where they leave the shared elements.
    let points: [Point]
    /// The tails, each with the shared element before it (for the join between them).
    let new: ArraySlice<Path.Element>, old: ArraySlice<Path.Element>
    /// Where the shared element before the tails starts (the end of the one before it).
    let start: Point

    /// Nil when the paths share less than a first segment, or a tail closes a subpath (whose
    /// closing line and join reach back to its start).
    init?(_ new: [Path.Element], _ old: [Path.Element]) {
        var shared = 0
        while shared < new.count, shared < old.count, new[shared] == old[shared] { shared += 1 }
        guard shared >= 2, shared < max(new.count, old.count) else { return nil }
        self.new = new[(shared - 1)...]
        self.old = old[(shared - 1)...]
        switch new[shared - 2] {
        case let .move(p), let .line(p), let .quad(_, p), let .cubic(_, _, p): start = p
        case .close: return nil
        }
        var points: [Point] = []
        for tail in [self.new, self.old] {
            for (index, element) in zip(tail.indices, tail) {
                switch element {
                case let .move(p), let .line(p): points.append(p)
                case let .quad(c, p):
                    // The shared element counts by its end alone: the join is there.
                    if index >= shared { points.append(c) }
                    points.append(p)
                case let .cubic(c1, c2, p):
                    if index >= shared { points += [c1, c2] }
                    points.append(p)
                case .close: return nil
                }
            }
        }
        self.points = points
    }

    var bounds: Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// How far past half the line width the stroke of the tails reaches, in half widths: a
    /// square cap's corner, or a miter at the sharpest join in either tail.
    func reachFactor(_ style: StrokeStyle) -> Double {
        max(
            Path.strokeReachFactor(of: new, from: start, style),
            Path.strokeReachFactor(of: old, from: start, style))
    }
}
