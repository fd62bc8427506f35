import DesignFoundation

/// What a chart draws: marks, groups of marks and marks for each element of data (Swift
/// Charts' `ChartContent`). Custom content composes marks in its `body`.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of the content's marks.
    associatedtype Body: ChartContent
    /// The content's marks.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content the chart reads directly (marks, modifiers, groups): it has no body.
@MainActor
protocol PrimitiveChartContent {
    /// Appends this content's marks, in order.
    func collect(into marks: inout [MarkSpec])
}

extension ChartContent {
    /// The content's marks: its own for primitives, else its body's.
    func marks(into out: inout [MarkSpec]) {
        if let primitive = self as? PrimitiveChartContent {
            primitive.collect(into: &out)
        } else {
            body.marks(into: &out)
        }
    }
}

/// Several contents in a row.
public struct ChartContentList: ChartContent, PrimitiveChartContent {
    let parts: [any ChartContent]
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func collect(into marks: inout [MarkSpec]) { for part in parts { part.marks(into: &marks) } }
}

/// Builds chart content from the marks, loops and conditions in a closure.
@resultBuilder
@MainActor
public enum ChartContentBuilder {
    /// One part as written.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// The parts in order.
    public static func buildBlock() -> ChartContentList { ChartContentList(parts: []) }
    /// The parts so far and the next.
    public static func buildPartialBlock<C: ChartContent>(first: C) -> C { first }
    /// The parts so far and the next.
    public static func buildPartialBlock<A: ChartContent, B: ChartContent>(
        accumulated: A, next: B
    )
        -> ChartContentList
    {
        if let list = accumulated as? ChartContentList { return ChartContentList(parts: list.parts + [next]) }
        return ChartContentList(parts: [accumulated, next])
    }
    /// The part of an `if` without `else`, when it holds.
    public static func buildOptional(_ content: (any ChartContent)?) -> ChartContentList {
        ChartContentList(parts: content.map { [$0] } ?? [])
    }
    /// The branch of an `if`/`else` or a `switch` taken.
    public static func buildEither<T: ChartContent>(first: T) -> ChartContentList {
        ChartContentList(parts: [first])
    }
    /// The branch of an `if`/`else` or a `switch` taken.
    public static func buildEither<F: ChartContent>(second: F) -> ChartContentList {
        ChartContentList(parts: [second])
    }
    /// The parts of a `for` loop.
    public static func buildArray<C: ChartContent>(_ contents: [C]) -> ChartContentList {
        ChartContentList(parts: contents)
    }
    /// A part in an `if #available` block.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> ChartContentList {
        ChartContentList(parts: [content])
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// Marks for each element, identified by the property at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into marks: inout [MarkSpec]) {
        for element in data { content(element).marks(into: &marks) }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks for each element, identified by its `id`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}
