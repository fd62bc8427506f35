// DesignFoundation: the DF components, their style protocols and the DFTheme tokens and
// presets of ../shared/spec (issues #7, #8, #9, #14). Apps import this module alone, as they
// import SwiftUI: it re-exports KioskUI.
@_exported import KioskUI
