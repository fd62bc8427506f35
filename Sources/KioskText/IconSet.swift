import KioskGeometry
import KioskRaster

/// The icons behind `Image(systemName:)`: SF Symbols names mapped onto the Material Design
/// icon font from Debian (`fonts-material-design-icons-iconfont`), whose ligatures turn an icon
/// name into one glyph. Icons are glyphs, so they are crisp at any size, cached like text and
/// tinted by the foreground colour; weights other than regular embolden or thin the outline.
///
/// An unknown name draws a visible placeholder (a crossed box) and is remembered in
/// `missingNames`, which the runtime reports once.
package final class IconSet: @unchecked Sendable {
    package let fonts: FontLibrary
    package static let family = "Material Icons"
    package var missingNames: Set<String> { fonts.glyphCache.lock.withLock { missing } }
    private var missing: Set<String> = []
    /// Names resolved to glyphs, by name and size: shaping a name on every draw would cost
    /// more than drawing the icon.
    private var resolved: [ResolvedKey: (face: FontFace, glyph: UInt32)?] = [:]
    private struct ResolvedKey: Hashable {
        let name: String
        let pixelSize: Double
    }

    package init(fonts: FontLibrary) { self.fonts = fonts }

    /// SF Symbols name to Material icon name. `.fill` variants map to Material's filled icons,
    /// plain names to its outlined ones where Material has both.
    package static let names: [String: String] = [
        "star": "star_border", "star.fill": "star", "star.leadinghalf.filled": "star_half",
        "heart": "favorite_border", "heart.fill": "favorite",
        "checkmark": "check", "xmark": "close", "plus": "add", "minus": "remove",
        "chevron.left": "chevron_left", "chevron.right": "chevron_right", "chevron.up": "expand_less",
        "chevron.down": "expand_more",
        "arrow.left": "arrow_back", "arrow.right": "arrow_forward", "arrow.up": "arrow_upward",
        "arrow.down": "arrow_downward",
        "arrow.clockwise": "refresh", "arrow.uturn.backward": "undo",
        "eye": "visibility", "eye.slash": "visibility_off",
        "calendar": "calendar_today", "clock": "schedule", "alarm": "alarm", "timer": "timer",
        "magnifyingglass": "search", "person": "person_outline", "person.fill": "person",
        "person.crop.circle": "account_circle",
        "person.2": "people", "gearshape": "settings", "gearshape.fill": "settings", "gear": "settings",
        "house": "home", "house.fill": "home", "bell": "notifications_none", "bell.fill": "notifications",
        "info.circle": "info_outline", "info.circle.fill": "info", "questionmark.circle": "help_outline",
        "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
        "exclamationmark.triangle": "warning_amber", "exclamationmark.triangle.fill": "warning",
        "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error",
        "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
        "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle", "minus.circle": "remove_circle_outline",
        "trash": "delete_outline", "trash.fill": "delete", "square.and.arrow.up": "ios_share",
        "square.and.arrow.down": "download",
        "line.3.horizontal": "menu", "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz",
        "pencil": "edit", "doc": "description", "folder": "folder_open", "folder.fill": "folder",
        "lock": "lock_outline", "lock.fill": "lock", "lock.open": "lock_open", "key": "vpn_key",
        "cart": "shopping_cart", "cart.fill": "shopping_cart", "bag": "shopping_bag", "creditcard": "credit_card",
        "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone", "phone.fill": "phone",
        "wifi": "wifi", "wifi.slash": "wifi_off", "battery.100": "battery_full", "bolt": "bolt", "bolt.fill": "bolt",
        "power": "power_settings_new", "sun.max": "wb_sunny", "moon": "dark_mode", "cloud": "cloud_queue",
        "speaker.wave.2": "volume_up", "speaker.slash": "volume_off", "speaker": "volume_mute",
        "speaker.fill": "volume_mute",
        "speaker.wave.1": "volume_down", "speaker.wave.1.fill": "volume_down", "speaker.wave.2.fill": "volume_up",
        "speaker.wave.3.fill": "volume_up",
        "speaker.slash.fill": "volume_off", "play": "play_arrow", "play.fill": "play_arrow",
        "pause": "pause", "pause.fill": "pause", "stop": "stop", "stop.fill": "stop",
        "photo": "image", "camera": "photo_camera", "map": "map", "location": "near_me", "mappin": "place",
        "globe": "language", "link": "link", "paperclip": "attach_file", "printer": "print",
        "slider.horizontal.3": "tune", "list.bullet": "format_list_bulleted", "square.grid.2x2": "grid_view",
        "sidebar.left": "view_sidebar", "qrcode": "qr_code", "barcode": "qr_code_scanner", "hand.raised": "pan_tool",
        "hand.thumbsup": "thumb_up", "hand.thumbsdown": "thumb_down", "flag": "outlined_flag", "flag.fill": "flag",
        "bookmark": "bookmark_border", "bookmark.fill": "bookmark", "tag": "local_offer", "cube": "view_in_ar",
        "circle": "radio_button_unchecked", "circle.fill": "circle", "checkmark.square": "check_box",
        "square": "check_box_outline_blank", "keyboard": "keyboard", "delete.left": "backspace",
        "return": "keyboard_return",
        "chevron.up.chevron.down": "unfold_more", "shift": "keyboard_capslock", "capslock.fill": "keyboard_capslock",
        "keyboard.chevron.compact.down": "keyboard_hide",
        "globe.americas": "public",
        "cup.and.saucer": "local_cafe", "cup.and.saucer.fill": "local_cafe", "mug": "coffee", "leaf": "eco",
        "leaf.fill": "eco",
        "fork.knife": "restaurant", "takeoutbag.and.cup.and.straw": "takeout_dining", "wineglass": "wine_bar",
        "birthday.cake": "cake", "gift": "card_giftcard", "ticket": "confirmation_number", "car": "directions_car",
        "bus": "directions_bus", "tram": "tram", "bicycle": "pedal_bike", "figure.walk": "directions_walk",
        "thermometer": "thermostat", "drop": "water_drop", "flame": "local_fire_department", "snowflake": "ac_unit",
        "wrench": "build", "hammer": "handyman", "shippingbox": "inventory_2", "scalemass": "scale",
        "heart.text.square": "monitor_heart", "cross.case": "medical_services", "pills": "medication",
        "accessibility": "accessibility", "figure.roll": "accessible", "speaker.wave.3": "volume_up",
        "arrow.triangle.2.circlepath": "sync", "checkmark.seal": "verified", "hourglass": "hourglass_empty",
    ]

    /// The glyph for `systemName` at `pixelSize`, or nil when the name is unknown or the icon
    /// font is missing.
    package func glyph(systemName: String, pixelSize: Double) -> (face: FontFace, glyph: UInt32)? {
        // Under the glyph cache's lock: render threads resolve icons while others rasterise,
        // and FreeType faces are opened and shaped here.
        fonts.glyphCache.lock.withLock {
            let key = ResolvedKey(name: systemName, pixelSize: pixelSize)
            if let hit = resolved[key] { return hit }
            let found = resolve(systemName: systemName, pixelSize: pixelSize)
            if resolved.count > 512 { resolved.removeAll() }
            resolved[key] = .some(found)
            if found == nil { missing.insert(systemName) }
            return found
        }
    }

    private func resolve(systemName: String, pixelSize: Double) -> (face: FontFace, glyph: UInt32)? {
        guard let material = Self.materialName(for: systemName) else { return nil }
        let d = FontDescriptor(family: Self.family, pixelSize: pixelSize)
        guard let face = fonts.face(for: d), face.familyName == Self.family else { return nil }
        let shaped = TextShaper.shape(
            Array(material.unicodeScalars), 0..<material.unicodeScalars.count, face: face, rtl: false)
        guard shaped.count == 1, shaped[0].glyph != 0 else { return nil }
        return (face, shaped[0].glyph)
    }

    /// The Material icon for `systemName`: its own, else that of the nearest name it extends
    /// (SF Symbols names grow by suffixes: `person.crop.circle.badge.plus` shows
    /// `person.crop.circle`, `star.circle.fill` shows `star.fill`), so a symbol outside the set
    /// draws its base shape rather than the placeholder.
    static func materialName(for systemName: String) -> String? {
        if let own = names[systemName] { return own }
        var parts = systemName.split(separator: ".")
        let filled = parts.last == "fill"
        if filled { parts.removeLast() }
        while parts.count > 1 {
            parts.removeLast()
            let base = parts.joined(separator: ".")
            if filled, let material = names[base + ".fill"] { return material }
            if let material = names[base] { return material }
        }
        return nil
    }

    /// Outline emboldening for a weight, in 1/64 px: regular is the font's own outline.
    static func embolden(_ weight: FontWeightValue, pixelSize: Double) -> Int {
        Int((Double(weight.value - 400) / 300 * pixelSize * 0.045 * 64).rounded())
    }

    /// Draws `systemName` centred in `rect` (device pixels), `pixelSize` pixels high, in `color`.
    /// Returns false (after drawing the placeholder) when the name is unknown.
    @discardableResult
    package func draw(
        systemName: String, in rect: Rect, pixelSize: Double, weight: FontWeightValue = .regular,
        color: RGBAColor, on canvas: Canvas
    ) -> Bool {
        guard let (face, glyph) = glyph(systemName: systemName, pixelSize: pixelSize),
            let mask = fonts.glyphCache.mask(
                face: face, glyph: glyph, subpixel: 0, embolden: Self.embolden(weight, pixelSize: pixelSize))
        else {
            drawPlaceholder(in: rect, pixelSize: pixelSize, color: color, on: canvas)
            return false
        }
        // Material icons sit on a square em box: centre the em box, not the ink, so icons of one
        // size align with each other and with text.
        let x = Int((rect.midX - pixelSize / 2).rounded()) + mask.left
        let baseline = Int((rect.midY - pixelSize / 2 + face.ascent).rounded())
        canvas.blendCoverage(
            mask.coverage, width: mask.stride, height: mask.height, stride: mask.stride,
            atX: x, y: baseline - mask.top, color: color)
        return true
    }

    func drawPlaceholder(in rect: Rect, pixelSize: Double, color: RGBAColor, on canvas: Canvas) {
        let s = pixelSize * 0.8
        let box = Rect(x: rect.midX - s / 2, y: rect.midY - s / 2, width: s, height: s)
        let w = max(1, pixelSize / 12)
        canvas.stroke(Path.roundedRect(box, cornerRadius: s / 6), with: .solid(color), style: StrokeStyle(lineWidth: w))
        var cross = Path()
        cross.move(to: Point(x: box.minX + s * 0.25, y: box.minY + s * 0.25))
        cross.line(to: Point(x: box.maxX - s * 0.25, y: box.maxY - s * 0.25))
        cross.move(to: Point(x: box.maxX - s * 0.25, y: box.minY + s * 0.25))
        cross.line(to: Point(x: box.minX + s * 0.25, y: box.maxY - s * 0.25))
        canvas.stroke(cross, with: .solid(color), style: StrokeStyle(lineWidth: w, lineCap: .round))
    }
}
