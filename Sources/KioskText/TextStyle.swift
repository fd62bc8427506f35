/// Horizontal alignment of lines, in terms of the layout direction (leading is the right edge
/// in right-to-left layouts), as SwiftUI's `TextAlignment`.
package enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// Where a line that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
package enum TruncationMode: Hashable, Sendable { case head, middle, tail }

package enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

/// Everything that shapes a text layout besides the string and the width.
package struct TextStyle: Hashable, Sendable {
    package var font: FontDescriptor
    /// Extra space between lines, in pixels (SwiftUI's `lineSpacing`).
    package var lineSpacing: Double
    /// Extra space after every glyph, in pixels (SwiftUI's `tracking`).
    package var tracking: Double
    package var alignment: TextAlignment
    package var lineLimit: Int?
    package var truncation: TruncationMode
    package var layoutDirection: LayoutDirection
    /// Trailing spaces hang past the line's end and take no width (true for labels). Editable
    /// text sets false, so that the caret after a typed space moves.
    package var hangsTrailingWhitespace = true
    /// The text's first strong character sets its paragraph direction, `layoutDirection` only
    /// where it has none (SwiftUI's natural writing direction). Off, `layoutDirection` sets it
    /// whatever the text holds, as CSS's and SVG's `direction` does.
    package var directionFollowsText = true

    package init(
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
