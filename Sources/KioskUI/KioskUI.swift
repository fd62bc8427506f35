// KioskUI: SwiftUI's view, state, environment and layout model, evaluated by a view graph that
// re-evaluates, re-lays-out and redraws only what changed (issues #5 and #6).
@_exported import KioskRender
