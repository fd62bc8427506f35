/// A size proposal, as SwiftUI's: nil asks for the ideal size, 0 for the minimum, `.infinity`
/// for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered: nil asks for the ideal, 0 for the minimum, `.infinity` for the maximum.
    public var width: Double?
    /// The height offered, with the width's meanings.
    public var height: Double?
    /// A width and a height, each possibly unspecified (nil).
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
    /// Exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// As little as the view can take, both ways.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// No size: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// As much as the view wants, both ways.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal with nil dimensions replaced.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Identifies an alignment and gives its default value for a view's dimensions, as SwiftUI's
/// `AlignmentID` (define one to align views along a custom guide).
public protocol AlignmentID: SendableMetatype {
    /// Where the guide lies in a view that does not set it, in its own coordinates.
    static func defaultValue(in context: ViewDimensions) -> Double
}

/// A view's size, and its alignment guides (explicit ones set with `.alignmentGuide`).
public struct ViewDimensions: Sendable {
    /// The view's width, in points.
    public let width: Double
    /// The view's height, in points.
    public let height: Double
    let explicit: [ObjectIdentifier: Double]
    init(width: Double, height: Double, explicit: [ObjectIdentifier: Double] = [:]) {
        self.width = width
        self.height = height
        self.explicit = explicit
    }
    /// Where the guide lies in the view: the view's own `.alignmentGuide`, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> Double { explicit[guide.id] ?? guide.defaultValue(self) }
    /// Where the guide lies in the view: the view's own `.alignmentGuide`, else the guide's default.
    public subscript(guide: VerticalAlignment) -> Double { explicit[guide.id] ?? guide.defaultValue(self) }
    /// Where the view itself set the guide, or nil where it did not.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicit[guide.id] }
    /// Where the view itself set the guide, or nil where it did not.
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicit[guide.id] }
}

enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> Double { 0 } }
enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> Double { d.width / 2 } }
enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> Double { d.width } }
enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> Double { 0 } }
enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> Double { d.height / 2 } }
enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> Double { d.height } }
/// Text's first and last baselines; views without text have theirs at the bottom, as in SwiftUI.
enum FirstTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> Double { d.height } }
enum LastTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> Double { d.height } }

/// Where views line up across a vertical stack: leading, centre, trailing or a custom guide.
public struct HorizontalAlignment: Hashable, Sendable {
    let id: ObjectIdentifier
    let defaultValue: @Sendable (ViewDimensions) -> Double
    /// The fraction of the width for the built-in guides (leading 0, centre 0.5, trailing 1).
    let fraction: Double
    /// A custom guide, found by `id.defaultValue(in:)` where no view sets it.
    public init(_ id: AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        defaultValue = { id.defaultValue(in: $0) }
        fraction = id == LeadingID.self ? 0 : (id == TrailingID.self ? 1 : 0.5)
    }
    /// The leading edge.
    public static let leading = HorizontalAlignment(LeadingID.self)
    /// The centre, horizontally.
    public static let center = HorizontalAlignment(HCenterID.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(TrailingID.self)
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}

/// Where views line up across a horizontal stack: top, centre, bottom, first baseline or a custom
/// guide.
public struct VerticalAlignment: Hashable, Sendable {
    let id: ObjectIdentifier
    let defaultValue: @Sendable (ViewDimensions) -> Double
    let fraction: Double
    /// A custom guide, found by `id.defaultValue(in:)` where no view sets it.
    public init(_ id: AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        defaultValue = { id.defaultValue(in: $0) }
        fraction =
            id == TopID.self
            ? 0 : (id == BottomID.self || id == FirstTextBaselineID.self || id == LastTextBaselineID.self ? 1 : 0.5)
    }
    /// The top edge.
    public static let top = VerticalAlignment(TopID.self)
    /// The centre, vertically.
    public static let center = VerticalAlignment(VCenterID.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomID.self)
    /// The baseline of a text's first line (a view without text: its bottom edge).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// The baseline of a text's last line (a view without text: its bottom edge).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
    /// Whether the guide is a text baseline, which the stack asks text for.
    var isTextBaseline: Bool {
        id == ObjectIdentifier(FirstTextBaselineID.self) || id == ObjectIdentifier(LastTextBaselineID.self)
    }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}

/// Two-dimensional alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    /// Where views line up across the width.
    public var horizontal: HorizontalAlignment
    /// Where views line up across the height.
    public var vertical: VerticalAlignment
    /// An alignment of one horizontal and one vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` goes inside `bounds`.
    func origin(of size: Size, in bounds: Rect) -> Point {
        Point(
            x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
            y: bounds.minY + (bounds.height - size.height) * vertical.fraction)
    }
}

/// The edges of a rectangle, for padding.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    /// A set of edges, for `.padding` and `.ignoresSafeArea`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The bottom edge.
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4),
            /// The trailing edge.
            trailing = Set(rawValue: 8)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// A horizontal or a vertical direction (SwiftUI's `Axis`).
public enum Axis: Sendable { case horizontal, vertical }
