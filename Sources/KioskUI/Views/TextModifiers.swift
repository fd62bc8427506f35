/// What a `Text`'s own modifiers set. They return `Text`, as SwiftUI's do, so that styled texts
/// can be joined with `+` and passed where a `Text` is expected (`-> Text` helpers, labels).
struct TextModifiers: Equatable, @unchecked Sendable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var hasMonospacedDigits = false
    var color: Color?
    var tracking: Double?
    /// nil: none; `.some(nil)`: in the text's colour.
    var underline: Color??
    var strikethrough: Color??
}

extension Text {
    nonisolated private func with(_ change: (inout TextModifiers) -> Void) -> Text {
        var text = self
        change(&text.modifiers)
        return text
    }

    /// The text in `font` (its weight and design, unless set on the text itself).
    nonisolated public func font(_ font: Font?) -> Text { with { $0.font = font } }
    /// The text at `weight`.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    /// The text in bold.
    nonisolated public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold when `isActive`.
    nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italic.
    nonisolated public func italic() -> Text { with { $0.isItalic = true } }
    /// The text in italic when `isActive`.
    nonisolated public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// The text with digits of one width, so changing figures do not move.
    nonisolated public func monospacedDigit() -> Text { with { $0.hasMonospacedDigits = true } }
    /// The text in `color` (over the environment's foreground colour).
    nonisolated public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }
    /// The text in `color` (SwiftUI's `foregroundStyle` with a colour).
    nonisolated public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Extra space after each character, in points (SwiftUI's `kerning` and `tracking` both
    /// add it evenly here).
    nonisolated public func kerning(_ kerning: Double) -> Text { with { $0.tracking = kerning } }
    /// Extra space after each character, in points.
    nonisolated public func tracking(_ tracking: Double) -> Text { with { $0.tracking = tracking } }
    /// The text underlined, in `color` or the text's own.
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.underline = isActive ? .some(color) : nil }
    }
    /// The text struck through, in `color` or the text's own.
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.strikethrough = isActive ? .some(color) : nil }
    }

    /// Two texts as one. The joined text takes the first one's modifiers: a line holds one
    /// style here (a bold word inside plain text is drawn plain).
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined.modifiers = lhs.modifiers
        return joined
    }
}

extension Text {
    /// A letter case that text below is shown in (`.textCase(.uppercase)`).
    public enum Case: Hashable, Sendable {
        /// All capitals.
        case uppercase
        /// All small letters.
        case lowercase
    }
}

struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue = 1.0 }

extension EnvironmentValues {
    /// The letter case text below is shown in; nil: as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// How far a single line of text below may shrink to fit its width (1: not at all).
    public var minimumScaleFactor: Double {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Shows the text below in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
    /// Lets single lines of text below (`.lineLimit(1)`) shrink to `factor` of their size to fit.
    public func minimumScaleFactor(_ factor: Double) -> some View {
        environment(\.minimumScaleFactor, min(1, max(0.01, factor)))
    }
}
