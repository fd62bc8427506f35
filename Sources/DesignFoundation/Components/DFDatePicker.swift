/// Which parts of a date a date picker edits.
public struct DFDatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DFDatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DFDatePickerComponents(rawValue: 2)
}

/// What a `DFDatePickerStyle` draws `DFDatePicker` from: its content, its state and the active
/// theme.
public struct DFDatePickerStyleConfiguration {
    /// The picker's label.
    public let label: String
    /// The date picked now.
    public let selection: Date
    /// The dates that may be chosen (nil: any).
    public let range: ClosedRange<Date>?
    /// Which parts of the date are picked.
    public let displayedComponents: DFDatePickerComponents
    /// Time zone and first weekday come from here.
    public let calendar: Calendar
    /// Month and weekday names in the picker's locale.
    public let names: DFDateNames
    /// Call with a new date; it is kept within `range`.
    public let select: @MainActor (Date) -> Void
    /// Whether the component is disabled (`.disabled(true)` above it).
    public let isDisabled: Bool
    /// The active theme.
    public let theme: DFTheme

    /// The selection's date as the locale writes it ("29 Nov 2026", "Nov 29, 2026").
    public var dateText: String {
        let c = calendar.dateComponents([.year, .month, .day], from: selection)
        let month = names.shortMonths[((c.month ?? 1) - 1 + 12) % 12]
        return names.dayFirst ? "\(c.day ?? 1) \(month) \(c.year ?? 0)" : "\(month) \(c.day ?? 1), \(c.year ?? 0)"
    }

    /// The selection's time ("14:05", or "2:05 PM" where clocks have 12 hours).
    public var timeText: String {
        let c = calendar.dateComponents([.hour, .minute], from: selection)
        let h = c.hour ?? 0, m = c.minute ?? 0
        let mm = m < 10 ? "0\(m)" : "\(m)"
        if names.uses24Hour { return "\(h < 10 ? "0\(h)" : "\(h)"):\(mm)" }
        return "\(h % 12 == 0 ? 12 : h % 12):\(mm) \(h < 12 ? "AM" : "PM")"
    }
}

/// How `DFDatePicker` looks: `makeBody(configuration:)` draws it. `.dfDatePickerStyle(_:)` sets one
/// for a subtree; the innermost wins.
@MainActor
public protocol DFDatePickerStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFDatePickerStyleConfiguration) -> Body
}

/// A type-erased `DFDatePickerStyle`, as the environment holds the one `.dfDatePickerStyle(_:)`
/// sets.
public struct AnyDFDatePickerStyle: DFDatePickerStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFDatePickerStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFDatePickerStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFDatePickerStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFDatePickerStyleKey: EnvironmentKey {
    static let defaultValue = AnyDFDatePickerStyle(DFCompactDatePickerStyle())
}
extension EnvironmentValues {
    /// The style of the `DFDatePicker` views below (`.dfDatePickerStyle(_:)`).
    public var dfDatePickerStyle: AnyDFDatePickerStyle {
        get { self[DFDatePickerStyleKey.self] }
        set { self[DFDatePickerStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFDatePicker` views below; the innermost setting wins.
    public func dfDatePickerStyle<S: DFDatePickerStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfDatePickerStyle, (style as? AnyDFDatePickerStyle) ?? AnyDFDatePickerStyle(style))
    }
}

/// A date (and/or time) chooser: compact buttons that open a calendar or time wheels
/// (default), the month calendar itself, wheels, or glass. Names and the first weekday follow
/// `\.locale` and `\.calendar`; dates outside the range cannot be chosen.
public struct DFDatePicker: View {
    let label: String
    let range: ClosedRange<Date>?
    let components: DFDatePickerComponents
    @Binding var selection: Date
    @Environment(\.dfDatePickerStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.dfLocaleIdentifier) private var localeIdentifier
    @Environment(\.calendar) private var calendar

    /// A date picker labelled `label`, bound to `selection`, within `range`, showing the date, the time or both.
    public init(
        _ label: String, selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
        displayedComponents: DFDatePickerComponents = [.date]
    ) {
        self.label = label
        _selection = selection
        self.range = range
        components = displayedComponents
    }
    /// A date picker labelled `label`, bound to `selection`, within `range`, showing the date, the time or both.
    public init(
        _ label: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DFDatePickerComponents = [.date]
    ) {
        self.init(
            label, selection: selection, in: range.lowerBound...Date.distantFuture,
            displayedComponents: displayedComponents)
    }
    /// A date picker labelled `label`, bound to `selection`, within `range`, showing the date, the time or both.
    public init(
        _ label: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DFDatePickerComponents = [.date]
    ) {
        self.init(
            label, selection: selection, in: Date.distantPast...range.upperBound,
            displayedComponents: displayedComponents)
    }

    public var body: some View {
        let binding = $selection
        let range = range
        let enabled = isEnabled
        return style.makeBody(
            configuration: DFDatePickerStyleConfiguration(
                label: label, selection: selection, range: range, displayedComponents: components, calendar: calendar,
                names: DFDateNames(localeIdentifier: localeIdentifier),
                select: { d in
                    guard enabled else { return }
                    var v = d
                    if let range { v = min(max(v, range.lowerBound), range.upperBound) }
                    binding.wrappedValue = v
                },
                isDisabled: !isEnabled, theme: theme))
    }
}

// MARK: Compact and glass

/// The label with the date (and time) as buttons; the date opens the month calendar, the time
/// opens hour and minute wheels, each in a popover.
public struct DFCompactDatePickerStyle: DFDatePickerStyle, Sendable {
    /// The style; `.compact` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration: DFDatePickerStyleConfiguration) -> some View {
        DFCompactDatePicker(configuration: configuration, glass: false)
    }
}

/// The compact picker with its buttons on frosted glass.
public struct DFGlassDatePickerStyle: DFDatePickerStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration: DFDatePickerStyleConfiguration) -> some View {
        DFCompactDatePicker(configuration: configuration, glass: true)
    }
}

struct DFCompactDatePicker: View {
    let configuration: DFDatePickerStyleConfiguration
    let glass: Bool
    @State private var showsDate = false
    @State private var showsTime = false

    var body: some View {
        let c = configuration
        let t = c.theme
        return HStack(spacing: t.spacing.sm) {
            Text(c.label).font(t.typography.body.font).foregroundStyle(t.colors.textPrimary).accessibilityHidden(true)
            Spacer(minLength: t.spacing.sm)
            if c.displayedComponents.contains(.date) {
                chip(c.dateText, open: showsDate) { showsDate = true }
                    .accessibilityLabel(c.label)
                    .accessibilityValue(c.dateText)
                    .popover(isPresented: $showsDate) {
                        DFGraphicalCalendar(configuration: c).padding(t.spacing.md).frame(width: 320).background(
                            t.colors.surfaceElevated)
                    }
            }
            if c.displayedComponents.contains(.hourAndMinute) {
                chip(c.timeText, open: showsTime) { showsTime = true }
                    .accessibilityLabel(c.displayedComponents.contains(.date) ? "\(c.label) time" : c.label)
                    .accessibilityValue(c.timeText)
                    .popover(isPresented: $showsTime) {
                        DFTimeWheels(configuration: c).padding(t.spacing.md).frame(width: 260).background(
                            t.colors.surfaceElevated)
                    }
            }
        }
        .opacity(c.isDisabled ? 0.5 : 1)
    }

    func chip(_ text: String, open: Bool, action: @escaping @MainActor () -> Void) -> some View {
        let t = configuration.theme
        let shape = RoundedRectangle(cornerRadius: t.radius.md)
        return Button(action: action) {
            Text(text)
                .font(t.typography.body.font)
                .foregroundStyle(open ? t.colors.primary : t.colors.textPrimary)
                .padding(.horizontal, t.spacing.md)
                .padding(.vertical, t.spacing.sm)
                .background(
                    glass
                        ? AnyView(
                            Color.clear.background(.regularMaterial, in: shape)
                                .overlay(shape.strokeBorder(Color.white.opacity(0.45), lineWidth: 1)))
                        : AnyView(shape.fill(t.colors.textPrimary.opacity(open ? 0.1 : 0.06))))
        }
        .buttonStyle(.plain)
        .disabled(configuration.isDisabled)
    }
}

// MARK: Graphical

/// The month calendar, with the time wheels below when the time is shown too.
public struct DFGraphicalDatePickerStyle: DFDatePickerStyle, Sendable {
    /// The style; `.graphical` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFDatePickerStyleConfiguration) -> some View {
        VStack(alignment: .leading, spacing: c.theme.spacing.sm) {
            Text(c.label).font(c.theme.typography.headline.font).foregroundStyle(c.theme.colors.textPrimary)
                .accessibilityHidden(true)
            if c.displayedComponents.contains(.date) || c.displayedComponents.isEmpty {
                DFGraphicalCalendar(configuration: c)
            }
            if c.displayedComponents.contains(.hourAndMinute) { DFTimeWheels(configuration: c) }
        }
        .opacity(c.isDisabled ? 0.5 : 1)
    }
}

/// A month of days: header with the month and arrows to the neighbouring months, the weekday
/// names from the first weekday on, and the days; a tap chooses a day (keeping the time).
struct DFGraphicalCalendar: View {
    let configuration: DFDatePickerStyleConfiguration
    @State private var shownMonth: Date?
    @Environment(\.dfToday) private var fixedToday

    var body: some View {
        let c = configuration
        let t = c.theme
        let math = DFCalendarMath(calendar: c.calendar)
        let month = shownMonth ?? math.startOfMonth(c.selection)
        let mc = math.components(month)
        let title = "\(c.names.months[((mc.month ?? 1) - 1 + 12) % 12]) \(mc.year ?? 0)"
        let previous = math.addingMonths(-1, to: month), next = math.addingMonths(1, to: month)
        let canGoBack = c.range.map { math.addingMonths(1, to: previous) > $0.lowerBound } ?? true
        let canGoOn = c.range.map { next <= $0.upperBound } ?? true
        let cells = math.monthGrid(month)
        let weekdays = (0..<7).map { c.names.shortWeekdays[(c.calendar.firstWeekday - 1 + $0) % 7] }
        let today = fixedToday ?? Date()
        return VStack(spacing: t.spacing.xs) {
            HStack {
                Text(title).font(t.typography.headline.font).foregroundStyle(t.colors.textPrimary)
                Spacer()
                arrow("chevron.left", label: "Previous month", enabled: canGoBack) { shownMonth = previous }
                arrow("chevron.right", label: "Next month", enabled: canGoOn) { shownMonth = next }
            }
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { i in
                    Text(weekdays[i]).font(t.typography.caption.font).foregroundStyle(t.colors.textSecondary).frame(
                        maxWidth: .infinity)
                }
            }
            .accessibilityHidden(true)
            ForEach(0..<6, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { d in
                        dayCell(cells[week * 7 + d], math: math, today: today).frame(maxWidth: .infinity)
                    }
                }
            }
        }
    }

    func arrow(_ icon: String, label: String, enabled: Bool, action: @escaping @MainActor () -> Void) -> some View {
        dfIconButton(
            icon, label: label, enabled: enabled, color: configuration.theme.colors.primary, theme: configuration.theme,
            width: 36, action: action)
    }

    @ViewBuilder
    func dayCell(_ day: Date?, math: DFCalendarMath, today: Date) -> some View {
        let c = configuration
        let t = c.theme
        if let day {
            let number = math.components(day).day ?? 1
            let selected = math.isSameDay(day, c.selection)
            let allowed = math.dayIsIn(c.range, day)
            let isToday = math.isSameDay(day, today)
            let dc = math.components(day)
            Button {
                let moved = math.setting(year: dc.year, month: dc.month, day: dc.day, of: c.selection)
                c.select(moved)
            } label: {
                Text("\(number)")
                    .font(selected ? t.typography.headline.font : t.typography.body.font)
                    .foregroundStyle(
                        selected
                            ? Color.white
                            : !allowed ? t.colors.textDisabled : isToday ? t.colors.primary : t.colors.textPrimary
                    )
                    .frame(width: 36, height: 36)
                    .background(Circle().fill(selected ? t.colors.primary : Color.clear))
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .disabled(!allowed || c.isDisabled)
            .accessibilityLabel("\(number) \(c.names.months[((dc.month ?? 1) - 1 + 12) % 12]) \(dc.year ?? 0)")
            .accessibilityAddTraits(selected ? .isSelected : [])
        } else {
            Color.clear.frame(height: 36)
        }
    }
}

// MARK: Wheels

/// Day, month and year wheels (in the locale's order), and hour and minute wheels.
public struct DFWheelDatePickerStyle: DFDatePickerStyle, Sendable {
    /// The style; `.wheel` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFDatePickerStyleConfiguration) -> some View {
        VStack(alignment: .leading, spacing: c.theme.spacing.sm) {
            Text(c.label).font(c.theme.typography.headline.font).foregroundStyle(c.theme.colors.textPrimary)
                .accessibilityHidden(true)
            HStack(spacing: c.theme.spacing.sm) {
                if c.displayedComponents.contains(.date) || c.displayedComponents.isEmpty {
                    DFDateWheels(configuration: c)
                }
                if c.displayedComponents.contains(.hourAndMinute) { DFTimeWheels(configuration: c) }
            }
        }
        .opacity(c.isDisabled ? 0.5 : 1)
    }
}

struct DFDateWheels: View {
    let configuration: DFDatePickerStyleConfiguration
    var body: some View {
        let c = configuration
        let math = DFCalendarMath(calendar: c.calendar)
        let now = math.components(c.selection)
        let year = now.year ?? 2000, month = now.month ?? 1, day = now.day ?? 1
        let firstYear = c.range.map { max(math.components($0.lowerBound).year ?? year - 50, year - 100) } ?? year - 50
        let lastYear = c.range.map { min(math.components($0.upperBound).year ?? year + 50, year + 100) } ?? year + 50
        let years = Array(firstYear...max(firstYear, lastYear))
        let days = math.daysInMonth(year: year, month: month)
        let dayWheel = DFWheel(
            title: "\(c.label) day", items: (1...days).map { "\($0)" }, selectedIndex: day - 1,
            select: { c.select(math.setting(day: $0 + 1, of: c.selection)) }, theme: c.theme, isDisabled: c.isDisabled)
        let monthWheel = DFWheel(
            title: "\(c.label) month", items: c.names.months, selectedIndex: month - 1,
            select: { c.select(math.setting(month: $0 + 1, of: c.selection)) }, theme: c.theme, isDisabled: c.isDisabled
        )
        let yearWheel = DFWheel(
            title: "\(c.label) year", items: years.map { "\($0)" }, selectedIndex: years.firstIndex(of: year) ?? 0,
            select: { c.select(math.setting(year: years[$0], of: c.selection)) }, theme: c.theme,
            isDisabled: c.isDisabled)
        return HStack(spacing: 0) {
            if c.names.dayFirst {
                dayWheel.frame(width: 56)
                monthWheel
                yearWheel.frame(width: 80)
            } else {
                monthWheel
                dayWheel.frame(width: 56)
                yearWheel.frame(width: 80)
            }
        }
    }
}

struct DFTimeWheels: View {
    let configuration: DFDatePickerStyleConfiguration
    var body: some View {
        let c = configuration
        let math = DFCalendarMath(calendar: c.calendar)
        let now = math.components(c.selection)
        let hour = now.hour ?? 0, minute = now.minute ?? 0
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return HStack(spacing: 0) {
            if c.names.uses24Hour {
                DFWheel(
                    title: "\(c.label) hour", items: (0..<24).map(two), selectedIndex: hour,
                    select: { c.select(math.setting(hour: $0, of: c.selection)) }, theme: c.theme,
                    isDisabled: c.isDisabled)
            } else {
                DFWheel(
                    title: "\(c.label) hour", items: (1...12).map { "\($0)" }, selectedIndex: (hour + 11) % 12,
                    select: { c.select(math.setting(hour: ($0 + 1) % 12 + (hour >= 12 ? 12 : 0), of: c.selection)) },
                    theme: c.theme,
                    isDisabled: c.isDisabled)
            }
            DFWheel(
                title: "\(c.label) minute", items: (0..<60).map(two), selectedIndex: minute,
                select: { c.select(math.setting(minute: $0, of: c.selection)) }, theme: c.theme,
                isDisabled: c.isDisabled)
            if !c.names.uses24Hour {
                DFWheel(
                    title: "\(c.label) period", items: ["AM", "PM"], selectedIndex: hour < 12 ? 0 : 1,
                    select: { c.select(math.setting(hour: hour % 12 + $0 * 12, of: c.selection)) }, theme: c.theme,
                    isDisabled: c.isDisabled)
            }
        }
        .frame(minWidth: 160)
    }
}

extension DFDatePickerStyle where Self == DFCompactDatePickerStyle {
    /// The label with the date (and time) as buttons; the date opens the month calendar, the time
    /// opens hour and minute wheels, each in a popover.
    public static var compact: DFCompactDatePickerStyle { DFCompactDatePickerStyle() }
}
extension DFDatePickerStyle where Self == DFGraphicalDatePickerStyle {
    /// The month calendar, with the time wheels below when the time is shown too.
    public static var graphical: DFGraphicalDatePickerStyle { DFGraphicalDatePickerStyle() }
}
extension DFDatePickerStyle where Self == DFWheelDatePickerStyle {
    /// Day, month and year wheels (in the locale's order), and hour and minute wheels.
    public static var wheel: DFWheelDatePickerStyle { DFWheelDatePickerStyle() }
}
extension DFDatePickerStyle where Self == DFGlassDatePickerStyle {
    /// The compact picker with its buttons on frosted glass.
    public static var glass: DFGlassDatePickerStyle { DFGlassDatePickerStyle() }
}

/// A borderless symbol button of a control (calendar arrows, stepper signs): 36 points tall,
/// dimmed and inert when disabled.
@MainActor
func dfIconButton(
    _ icon: String, label: String, enabled: Bool, color: Color, theme t: DFTheme, width: Double,
    action: @escaping @MainActor () -> Void
) -> some View {
    Button(action: action) {
        Image(systemName: icon).font(.system(size: 17, weight: .semibold))
            .foregroundStyle(enabled ? color : t.colors.textDisabled)
            .frame(width: width, height: 36)
            .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .disabled(!enabled)
    .accessibilityLabel(label)
}
