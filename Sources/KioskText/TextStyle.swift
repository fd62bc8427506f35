/// Horizontal alignment of lines, in terms of the layout direction (leading is the right edge
/// in right-to-left layouts), as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// Where a line that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

/// Everything that shapes a text layout besides the string and the width.
public struct TextStyle: Hashable, Sendable {
    public var font: FontDescriptor
    /// Extra space between lines, in pixels (SwiftUI's `lineSpacing`).
    public var lineSpacing: Double
    /// Extra space after every glyph, in pixels (SwiftUI's `tracking`).
    public var tracking: Double
    public var alignment: TextAlignment
    public var lineLimit: Int?
    public var truncation: TruncationMode
    public var layoutDirection: LayoutDirection
    /// Trailing spaces hang past the line's end and take no width (true for labels). Editable
    /// text sets false, so that the caret after a typed space moves.
    public var hangsTrailingWhitespace = true
    /// The text's first strong character sets its paragraph direction, `layoutDirection` only
    /// where it has none (SwiftUI's natural writing direction). Off, `layoutDirection` sets it
    /// whatever the text holds, as CSS's and SVG's `direction` does.
    public var directionFollowsText = true

    public init(
        font: FontDescriptor, lineSpacing: Double = 0, tracking: Double = 0, alignment: TextAlignment = .leading,
        lineLimit: Int? = nil, truncation: TruncationMode = .tail, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.font = font
        self.lineSpacing = lineSpacing
        self.tracking = tracking
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.layoutDirection = layoutDirection
    }
}
