/// A shape whose type is hidden, so one expression can choose between shapes
/// (`.clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))`), as SwiftUI's.
public struct AnyShape: Shape {
    private let shape: any Shape
    /// `shape`, with its type hidden.
    public init<S: Shape>(_ shape: S) { self.shape = shape }
    public func path(in rect: Rect) -> Path { shape.path(in: rect) }
}
