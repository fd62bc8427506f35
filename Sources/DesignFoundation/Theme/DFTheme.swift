/// Every design decision of a UI in one value, as the specification's `DFTheme`.
public struct DFTheme: Sendable, Equatable {
    /// The theme's colours.
    public var colors: DFColorTokens
    /// The theme's text styles.
    public var typography: DFTypographyTokens
    /// The theme's spacing scale.
    public var spacing: DFSpacingTokens
    /// The theme's corner radii.
    public var radius: DFRadiusTokens
    /// The theme's shadows.
    public var shadows: DFShadowTokens
    /// The theme's animations.
    public var animation: DFAnimationTokens
    /// Per-component values over the global tokens.
    public var components: DFComponentTokens

    /// A theme from its token sets; those not given are the default's.
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
    /// The main brand colour: primary buttons, selection, focus.
    public var primary: Color
    /// The second brand colour.
    public var secondary: Color
    /// An accent for highlights.
    public var accent: Color
    /// The screen's background.
    public var background: Color
    /// Cards and panels on the background.
    public var surface: Color
    /// Surfaces above others: sheets, popovers, menus, fields.
    public var surfaceElevated: Color
    /// Body text.
    public var textPrimary: Color
    /// Secondary text: captions, hints.
    public var textSecondary: Color
    /// Text of disabled controls.
    public var textDisabled: Color
    /// Borders and outlines.
    public var border: Color
    /// The fill of interactive elements at rest (a toggle's track).
    public var interactiveFill: Color
    /// The fill under a hovering pointer.
    public var interactiveHover: Color
    /// The fill while pressed.
    public var interactivePressed: Color
    /// The fill of disabled interactive elements.
    public var interactiveDisabled: Color
    /// Destructive actions and errors.
    public var destructive: Color
    /// Success: confirmations, valid fields.
    public var success: Color
    /// Warnings.
    public var warning: Color
    /// Information.
    public var info: Color
    /// Whether the colours adapt to light and dark (false: the same in both).
    public var respectsColorScheme: Bool

    /// Tokens with the values given; nil falls back to the theme's global tokens.
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

    /// The default preset's colours.
    public static let `default` = DFColorTokens()

    // UIKit's adaptive system colours, with their light and dark values.
    /// iOS's system background, light and dark.
    public static let systemBackground = Color(hex: 0xFFFFFF).adaptive(dark: 0x000000)
    /// iOS's secondary system background, light and dark.
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7).adaptive(dark: 0x1C1C1E)
    /// iOS's tertiary system background, light and dark.
    public static let tertiarySystemBackground = Color(hex: 0xFFFFFF).adaptive(dark: 0x2C2C2E)
    /// iOS's tertiary label colour, light and dark.
    public static let tertiaryLabel = Color(hex: 0x3C3C43, opacity: 0.3).adaptive(dark: 0xEBEBF5, darkOpacity: 0.3)
    /// iOS's separator colour, light and dark.
    public static let separator = Color(hex: 0xC6C6C8).adaptive(dark: 0x38383A)
    /// iOS's fifth system grey, light and dark.
    public static let systemGray5 = Color(hex: 0xE5E5EA).adaptive(dark: 0x2C2C2E)
}

/// A text role: font, line spacing and tracking.
public struct DFTextStyle: Sendable, Equatable {
    /// The font.
    public var font: Font
    /// Extra room between lines, in points.
    public var lineSpacing: Double
    /// Extra room between characters, in points.
    public var tracking: Double
    /// A text style of `font` with extra line spacing and tracking.
    public init(font: Font, lineSpacing: Double = 0, tracking: Double = 0) {
        self.font = font
        self.lineSpacing = lineSpacing
        self.tracking = tracking
    }
}

/// The theme's text styles, one for each `DFTextRole`.
public struct DFTypographyTokens: Sendable, Equatable {
    /// The largest text style.
    public var display = DFTextStyle(font: .largeTitle.weight(.bold))
    /// The title style.
    public var title = DFTextStyle(font: .title2.weight(.semibold))
    /// The headline style.
    public var headline = DFTextStyle(font: .headline.weight(.semibold))
    /// The body style.
    public var body = DFTextStyle(font: .body)
    /// The label style.
    public var label = DFTextStyle(font: .subheadline.weight(.medium))
    /// The caption style.
    public var caption = DFTextStyle(font: .caption)
    /// The default text styles.
    public init() {}
}

/// The theme's spacing scale, in points.
public struct DFSpacingTokens: Sendable, Equatable {
    /// The largest spacing.
    public var xs = 4.0, sm = 8.0, md = 12.0, lg = 16.0, xl = 24.0, xxl = 32.0
    /// The default spacing scale.
    public init() {}
}

/// The theme's corner radii, from the smallest to the largest.
public struct DFRadiusTokens: Sendable, Equatable {
    /// Fully rounded: capsules and circles.
    public var none = 0.0, sm = 4.0, md = 8.0, lg = 12.0, full = 9999.0
    /// A radius scale with these small, medium and large radii.
    public init(sm: Double = 4, md: Double = 8, lg: Double = 12) {
        self.sm = sm
        self.md = md
        self.lg = lg
    }
}

/// A drop shadow: colour (with its opacity), blur radius and offset.
public struct DFShadow: Sendable, Equatable {
    /// The shadow's colour.
    public var color: Color
    /// How soft the shadow is, in points.
    public var radius: Double
    /// The shadow's offset across, in points.
    public var x: Double
    /// The shadow's offset down, in points.
    public var y: Double
    /// A shadow of `color`, `radius` points soft, moved by `x` and `y`.
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
    /// No shadow.
    public var none = DFShadow(color: .clear, radius: 0, y: 0)
    /// The small shadow.
    public var sm: DFShadow
    /// The medium shadow.
    public var md: DFShadow
    /// The large shadow.
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
    /// For small changes: 0.15 s.
    public var fast = Animation.easeInOut(duration: 0.15)
    /// The usual animation: ease in and out over 0.25 s.
    public var `default` = Animation.easeInOut(duration: 0.25)
    /// For large moves: 0.40 s.
    public var slow = Animation.easeInOut(duration: 0.40)
    /// The default animations.
    public init() {}
}

/// Per-component overrides; nil inherits the global token.
public struct DFComponentTokens: Sendable, Equatable {
    /// Button values.
    public var button: DFButtonTokens
    /// Text field values.
    public var textField: DFTextFieldTokens
    /// Card values.
    public var card: DFCardTokens
    /// Avatar values.
    public var avatar: DFAvatarTokens
    /// Badge values.
    public var badge: DFBadgeTokens
    /// Icon values.
    public var icon: DFIconTokens
    /// Per-component values; those not given fall back to the theme's global tokens.
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
    /// The corner radius; nil: from the theme's radius scale.
    public var cornerRadius: Double?
    /// Padding at the sides; nil: from the theme's spacing.
    public var horizontalPadding: Double?
    /// Padding above and below; nil: from the theme's spacing.
    public var verticalPadding: Double?
    /// The label's text style; nil: the typography's label style.
    public var labelStyle: DFTextStyle?
    /// Tokens with the values given; nil falls back to the theme's global tokens.
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
    /// The corner radius; nil: from the theme's radius scale.
    public var cornerRadius: Double?
    /// Padding at the sides; nil: from the theme's spacing.
    public var horizontalPadding: Double?
    /// Padding above and below; nil: from the theme's spacing.
    public var verticalPadding: Double?
    /// The typed text's style; nil: the typography's body style.
    public var inputStyle: DFTextStyle?
    /// The label's text style; nil: the typography's label style.
    public var labelStyle: DFTextStyle?
    /// Tokens with the values given; nil falls back to the theme's global tokens.
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
    /// The corner radius; nil: from the theme's radius scale.
    public var cornerRadius: Double?
    /// Padding inside; nil: from the theme's spacing.
    public var padding: Double?
    /// Tokens with the values given; nil falls back to the theme's global tokens.
    public init(cornerRadius: Double? = nil, padding: Double? = nil) {
        self.cornerRadius = cornerRadius
        self.padding = padding
    }
}
/// The theme's own values for `DFAvatar` (`DFTheme.components`); nil falls back to the global
/// tokens.
public struct DFAvatarTokens: Sendable, Equatable {
    /// The size when none is given; nil: the component's own default.
    public var defaultSize: Double?
    /// The border's width; nil: the component's own default.
    public var borderWidth: Double?
    /// Tokens with the values given; nil falls back to the theme's global tokens.
    public init(defaultSize: Double? = nil, borderWidth: Double? = nil) {
        self.defaultSize = defaultSize
        self.borderWidth = borderWidth
    }
}
/// The theme's own values for `DFBadge` (`DFTheme.components`); nil falls back to the global
/// tokens.
public struct DFBadgeTokens: Sendable, Equatable {
    /// The corner radius; nil: from the theme's radius scale.
    public var cornerRadius: Double?
    /// Padding at the sides; nil: from the theme's spacing.
    public var horizontalPadding: Double?
    /// Padding above and below; nil: from the theme's spacing.
    public var verticalPadding: Double?
    /// Tokens with the values given; nil falls back to the theme's global tokens.
    public init(cornerRadius: Double? = nil, horizontalPadding: Double? = nil, verticalPadding: Double? = nil) {
        self.cornerRadius = cornerRadius
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
    }
}
/// The theme's own values for `DFIcon` (`DFTheme.components`); nil falls back to the global tokens.
public struct DFIconTokens: Sendable, Equatable {
    /// The size when none is given; nil: the component's own default.
    public var defaultSize: Double?
    /// Tokens with the values given; nil falls back to the theme's global tokens.
    public init(defaultSize: Double? = nil) { self.defaultSize = defaultSize }
}
