/// Every design decision of a UI in one value, as the specification's `DFTheme`.
public struct DFTheme: Sendable, Equatable {
    public var colors: DFColorTokens
    public var typography: DFTypographyTokens
    public var spacing: DFSpacingTokens
    public var radius: DFRadiusTokens
    public var shadows: DFShadowTokens
    public var animation: DFAnimationTokens
    public var components: DFComponentTokens

    public init(
        colors: DFColorTokens = .default, typography: DFTypographyTokens = DFTypographyTokens(),
        spacing: DFSpacingTokens = DFSpacingTokens(), radius: DFRadiusTokens = DFRadiusTokens(),
        shadows: DFShadowTokens = DFShadowTokens(), animation: DFAnimationTokens = DFAnimationTokens(),
        components: DFComponentTokens = DFComponentTokens()
    ) {
        self.colors = colors
        self.typography = typography
        self.spacing = spacing
        self.radius = radius
        self.shadows = shadows
        self.animation = animation
        self.components = components
    }
}

/// Semantic colours. With `respectsColorScheme` the adaptive colours follow light and dark.
public struct DFColorTokens: Sendable, Equatable {
    public var primary, secondary, accent, background, surface, surfaceElevated: Color
    public var textPrimary, textSecondary, textDisabled, border: Color
    public var interactiveFill, interactiveHover, interactivePressed, interactiveDisabled: Color
    public var destructive, success, warning, info: Color
    public var respectsColorScheme: Bool

    public init(
        primary: Color = .blue, secondary: Color = Color(white: 0.55), accent: Color = .blue,
        background: Color = DFColorTokens.systemBackground, surface: Color = DFColorTokens.secondarySystemBackground,
        surfaceElevated: Color = DFColorTokens.tertiarySystemBackground,
        textPrimary: Color = .primary, textSecondary: Color = .secondary,
        textDisabled: Color = DFColorTokens.tertiaryLabel,
        border: Color = DFColorTokens.separator,
        interactiveFill: Color = .blue, interactiveHover: Color = Color.blue.opacity(0.85),
        interactivePressed: Color = Color.blue.opacity(0.70), interactiveDisabled: Color = DFColorTokens.systemGray5,
        destructive: Color = .red, success: Color = .green, warning: Color = .orange, info: Color = .blue,
        respectsColorScheme: Bool = true
    ) {
        self.primary = primary
        self.secondary = secondary
        self.accent = accent
        self.background = background
        self.surface = surface
        self.surfaceElevated = surfaceElevated
        self.textPrimary = textPrimary
        self.textSecondary = textSecondary
        self.textDisabled = textDisabled
        self.border = border
        self.interactiveFill = interactiveFill
        self.interactiveHover = interactiveHover
        self.interactivePressed = interactivePressed
        self.interactiveDisabled = interactiveDisabled
        self.destructive = destructive
        self.success = success
        self.warning = warning
        self.info = info
        self.respectsColorScheme = respectsColorScheme
    }

    public static let `default` = DFColorTokens()

    // UIKit's adaptive system colours, with their light and dark values.
    public static let systemBackground = Color(hex: 0xFFFFFF).adaptive(dark: 0x000000)
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7).adaptive(dark: 0x1C1C1E)
    public static let tertiarySystemBackground = Color(hex: 0xFFFFFF).adaptive(dark: 0x2C2C2E)
    public static let tertiaryLabel = Color(hex: 0x3C3C43, opacity: 0.3).adaptive(dark: 0xEBEBF5, darkOpacity: 0.3)
    public static let separator = Color(hex: 0xC6C6C8).adaptive(dark: 0x38383A)
    public static let systemGray5 = Color(hex: 0xE5E5EA).adaptive(dark: 0x2C2C2E)
}

/// A text role: font, line spacing and tracking.
public struct DFTextStyle: Sendable, Equatable {
    public var font: Font
    public var lineSpacing: Double
    public var tracking: Double
    public init(font: Font, lineSpacing: Double = 0, tracking: Double = 0) {
        self.font = font
        self.lineSpacing = lineSpacing
        self.tracking = tracking
    }
}

/// The theme's text styles, one for each `DFTextRole`.
public struct DFTypographyTokens: Sendable, Equatable {
    public var display = DFTextStyle(font: .largeTitle.weight(.bold))
    public var title = DFTextStyle(font: .title2.weight(.semibold))
    public var headline = DFTextStyle(font: .headline.weight(.semibold))
    public var body = DFTextStyle(font: .body)
    public var label = DFTextStyle(font: .subheadline.weight(.medium))
    public var caption = DFTextStyle(font: .caption)
    public init() {}
}

/// The theme's spacing scale, in points.
public struct DFSpacingTokens: Sendable, Equatable {
    public var xs = 4.0, sm = 8.0, md = 12.0, lg = 16.0, xl = 24.0, xxl = 32.0
    public init() {}
}

/// The theme's corner radii, from the smallest to the largest.
public struct DFRadiusTokens: Sendable, Equatable {
    public var none = 0.0, sm = 4.0, md = 8.0, lg = 12.0, full = 9999.0
    public init(sm: Double = 4, md: Double = 8, lg: Double = 12) {
        self.sm = sm
        self.md = md
        self.lg = lg
    }
}

/// A drop shadow: colour (with its opacity), blur radius and offset.
public struct DFShadow: Sendable, Equatable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: Color, radius: Double, x: Double = 0, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
    /// The shadow's opacity (its colour's alpha).
    public var opacity: Double { color.resolve(in: EnvironmentValues()).alpha }
}

/// The theme's shadow opacities for small, medium and large elevation.
public struct DFShadowTokens: Sendable, Equatable {
    public var none = DFShadow(color: .clear, radius: 0, y: 0)
    public var sm: DFShadow
    public var md: DFShadow
    public var lg: DFShadow
    /// The default scale: sm 8%, md 12%, lg 18% black.
    public init(smOpacity: Double = 0.08, mdOpacity: Double = 0.12, lgOpacity: Double = 0.18) {
        sm = DFShadow(color: Color.black.opacity(smOpacity), radius: 4, y: 2)
        md = DFShadow(color: Color.black.opacity(mdOpacity), radius: 8, y: 4)
        lg = DFShadow(color: Color.black.opacity(lgOpacity), radius: 16, y: 8)
    }
}

/// The theme's animations, fast, default and slow, that components move with.
public struct DFAnimationTokens: Sendable, Equatable {
    public var fast = Animation.easeInOut(duration: 0.15)
    public var `default` = Animation.easeInOut(duration: 0.25)
    public var slow = Animation.easeInOut(duration: 0.40)
    public init() {}
}

/// Per-component overrides; nil inherits the global token.
public struct DFComponentTokens: Sendable, Equatable {
    public var button: DFButtonTokens
    public var textField: DFTextFieldTokens
    public var card: DFCardTokens
    public var avatar: DFAvatarTokens
    public var badge: DFBadgeTokens
    public var icon: DFIconTokens
    public init(
        button: DFButtonTokens = DFButtonTokens(), textField: DFTextFieldTokens = DFTextFieldTokens(),
        card: DFCardTokens = DFCardTokens(),
        avatar: DFAvatarTokens = DFAvatarTokens(), badge: DFBadgeTokens = DFBadgeTokens(),
        icon: DFIconTokens = DFIconTokens()
    ) {
        self.button = button
        self.textField = textField
        self.card = card
        self.avatar = avatar
        self.badge = badge
        self.icon = icon
    }
}

/// The theme's own values for `DFButton` (`DFTheme.components`); nil falls back to the global
/// tokens.
public struct DFButtonTokens: Sendable, Equatable {
    public var cornerRadius: Double?, horizontalPadding: Double?, verticalPadding: Double?
    public var labelStyle: DFTextStyle?
    public init(
        cornerRadius: Double? = nil, horizontalPadding: Double? = nil, verticalPadding: Double? = nil,
        labelStyle: DFTextStyle? = nil
    ) {
        self.cornerRadius = cornerRadius
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
        self.labelStyle = labelStyle
    }
}
/// The theme's own values for `DFTextField` (`DFTheme.components`); nil falls back to the global
/// tokens.
public struct DFTextFieldTokens: Sendable, Equatable {
    public var cornerRadius: Double?, horizontalPadding: Double?, verticalPadding: Double?
    public var inputStyle: DFTextStyle?, labelStyle: DFTextStyle?
    public init(
        cornerRadius: Double? = nil, horizontalPadding: Double? = nil, verticalPadding: Double? = nil,
        inputStyle: DFTextStyle? = nil, labelStyle: DFTextStyle? = nil
    ) {
        self.cornerRadius = cornerRadius
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
        self.inputStyle = inputStyle
        self.labelStyle = labelStyle
    }
}
/// The theme's own values for `DFCard` (`DFTheme.components`); nil falls back to the global tokens.
public struct DFCardTokens: Sendable, Equatable {
    public var cornerRadius: Double?, padding: Double?
    public init(cornerRadius: Double? = nil, padding: Double? = nil) {
        self.cornerRadius = cornerRadius
        self.padding = padding
    }
}
/// The theme's own values for `DFAvatar` (`DFTheme.components`); nil falls back to the global
/// tokens.
public struct DFAvatarTokens: Sendable, Equatable {
    public var defaultSize: Double?, borderWidth: Double?
    public init(defaultSize: Double? = nil, borderWidth: Double? = nil) {
        self.defaultSize = defaultSize
        self.borderWidth = borderWidth
    }
}
/// The theme's own values for `DFBadge` (`DFTheme.components`); nil falls back to the global
/// tokens.
public struct DFBadgeTokens: Sendable, Equatable {
    public var cornerRadius: Double?, horizontalPadding: Double?, verticalPadding: Double?
    public init(cornerRadius: Double? = nil, horizontalPadding: Double? = nil, verticalPadding: Double? = nil) {
        self.cornerRadius = cornerRadius
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
    }
}
/// The theme's own values for `DFIcon` (`DFTheme.components`); nil falls back to the global tokens.
public struct DFIconTokens: Sendable, Equatable {
    public var defaultSize: Double?
    public init(defaultSize: Double? = nil) { self.defaultSize = defaultSize }
}
